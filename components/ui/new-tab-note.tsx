"use client";
// Said to screen readers after a link that opens a new tab, in the page's language.
import { useControlsCopy } from "@/lib/i18n/controls";

export function NewTabNote() {
  return <span className="sr-only"> {useControlsCopy().newTab}</span>;
}
