"use client";
// The browser's one reader of the page's language. The server's is pageLocale()
// (lib/i18n/page-locale.ts); everything else takes the language from one of the two, as a prop, an
// argument or an option (the fetch wrapper's `locale`), and never reads it another way.
import { usePathname } from "next/navigation";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";

/** The language of the page this component is on, from its address, as Link reads it. */
export function usePageLocale(): Locale {
  return splitLocalePath(usePathname() ?? "/").locale;
}
