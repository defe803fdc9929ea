// Which pages exist in Hindi, and the address of a page in a language. A page not listed here is
// English only for now: its /hi address is a 404, it has no hreflang pair, and Hindi pages link
// to its English address.
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "@/lib/i18n/locales";
import { safeDecode } from "@/lib/url";

/**
 * The first segment proxy.ts puts before the path of a /hi address whose page has no Hindi version:
 * no page matches it, so the catch-all route answers, with a Hindi 404 (or a letter-case redirect).
 */
export const UNTRANSLATED_SEGMENT = "_untranslated";

/** Decoded paths with a Hindi version. */
const HINDI_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/features",
  "/collegePrograms",
  "/notes",
  "/contest",
  "/codeforces",
  "/atcoder",
  "/leetcode",
  "/privacy",
  "/Terms&Conditions",
]);

export function hasHindi(path: string): boolean {
  return HINDI_PAGES.has(path);
}

/** The languages a page (decoded path) exists in. */
export function pageLocales(path: string): Locale[] {
  return hasHindi(path) ? [...LOCALES] : [DEFAULT_LOCALE];
}

/** Whether a page (decoded path) exists in `locale` (a [locale] param, not yet checked). */
export function hasVersion(path: string, locale: string): boolean {
  return (pageLocales(path) as string[]).includes(locale);
}

/**
 * A page's generateStaticParams: its [locale] values, the languages it exists in (a page's own
 * list of parent params wins over the layout's, so no other language is pre-rendered).
 */
export function localeParams(path: string) {
  return () => pageLocales(path).map((locale) => ({ locale }));
}

/**
 * An internal href ("/notes", "/AboutUs#contact-section", "/contest?site=1") as seen from a page
 * in `locale`: the Hindi address when the target has one, else the href unchanged.
 */
export function localeHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  if (!hasHindi(safeDecode(path))) return href;
  const prefixed = localePath(locale, path);
  return cut === -1 ? prefixed : prefixed + href.slice(cut);
}
