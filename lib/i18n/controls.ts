"use client";
// The words of the site's shared controls (carousels, pause buttons) in the page's language. A
// client component reads the language from the address, as Link does, and ships only this small
// namespace of the message files.
import { usePathname } from "next/navigation";
import { splitLocalePath } from "@/lib/i18n/locales";
import en from "@/messages/en/controls.json";
import hi from "@/messages/hi/controls.json";

export type ControlsCopy = typeof en;

export function useControlsCopy(): ControlsCopy {
  const { locale } = splitLocalePath(usePathname() ?? "/");
  return locale === "hi" ? hi : en;
}
