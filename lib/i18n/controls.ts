"use client";
// The words of shared client controls (carousels, pause buttons, the problem lists' filters) in
// the page's language. A client component reads the language from the address, as Link does, and
// ships only the namespaces it shows, in both languages: a few kilobytes, never the whole set.
import { usePathname } from "next/navigation";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import enControls from "@/messages/en/controls.json";
import hiControls from "@/messages/hi/controls.json";

export type ControlsCopy = typeof enControls;

export const CONTROLS_COPY: Record<Locale, ControlsCopy> = { en: enControls, hi: hiControls };

/** The language of the page this component is on. */
export function usePageLocale(): Locale {
  return splitLocalePath(usePathname() ?? "/").locale;
}

export function useControlsCopy(): ControlsCopy {
  return CONTROLS_COPY[usePageLocale()];
}
