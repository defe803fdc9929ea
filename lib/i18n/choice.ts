// The visitor's visible choice of language, kept in a cookie (browser side). proxy.ts reads it.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, type Locale } from "@/lib/i18n/locales";

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

export function chosenLocale(): Locale | null {
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match && isLocale(match[1]) ? match[1] : null;
}

/**
 * The visitor picks `locale` with a visible control: remember it and open `target` (an encoded
 * path) with the query and anchor the page has now (filters change them without a navigation).
 * A full load, since the document's language and fonts change with it.
 */
export function switchTo(locale: Locale, target: string): void {
  rememberLocale(locale);
  window.location.assign(target + window.location.search + window.location.hash);
}
