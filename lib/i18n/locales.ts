// What every part of the site needs to know about a language, isomorphic. The one list of the
// site's languages.
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie a visible choice of language (the header switch, the suggestion) is kept in. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** A year: the choice outlives a semester's break. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** BCP 47 tags for `<html lang>`, hreflang and Intl. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph locales. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };
/** Each language named in itself, for the switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** "/notes" → "/hi/notes" for Hindi; English paths stay unprefixed. Paths are decoded. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The other way round: "/hi/notes" → { locale: "hi", path: "/notes" }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(hi)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: "hi", path: match[2] || "/" };
}
