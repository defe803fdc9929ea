import "server-only";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The server's one reader of the language of the page being rendered (the [locale] root segment).
 * A page reaches it only in a language it exists in: proxy.ts sends /hi addresses of English-only
 * pages to the catch-all route's 404. The browser's reader is usePageLocale()
 * (lib/i18n/use-page-locale.ts).
 */
export async function pageLocale(): Promise<Locale> {
  return (await getLocale()) as Locale;
}
