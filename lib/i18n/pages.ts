// Every public page exists in English (at its own address) and in Hindi (under /hi). What is not
// a page keeps one address in both: the APIs, the staff area, downloads and other files.
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";

/** Addresses that are not pages: the same ones proxy.ts leaves alone (see its matcher). */
const NOT_A_PAGE = /^\/(api|_next|staff|Gform|Documents|images)(\/|$)|\.[a-z0-9]+$/i;

/**
 * An internal href ("/notes", "/AboutUs#contact-section", "/contest?site=1") as seen from a page
 * in `locale`: the page's address in that language; anything that is not a page stays as it is.
 */
export function localeHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  if (NOT_A_PAGE.test(path)) return href;
  const prefixed = localePath(locale, path);
  return cut === -1 ? prefixed : prefixed + href.slice(cut);
}
