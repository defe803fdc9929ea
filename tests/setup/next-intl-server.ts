// next-intl's server functions for component tests: the real messages and formatter (use-intl),
// with the language a test sets instead of the one a request would carry.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import { messages as MESSAGES } from "@/messages";
let current: Locale = "en";

/** The language the next rendered server components are in (English unless a test says). */
export function setTestLocale(locale: Locale): void {
  current = locale;
}

export async function getLocale(): Promise<Locale> {
  return current;
}

type Options = { locale?: Locale; namespace?: string };

export async function getTranslations(options?: string | Options) {
  const { locale = current, namespace } =
    typeof options === "string" ? { namespace: options } : (options ?? {});
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: namespace as never,
    timeZone: "Asia/Kolkata",
  });
}
