// The consent words of each form, read on the server and passed to the client forms as props:
// lib/content/forms.ts checks its data with zod as it loads, which the browser need not do.
import { consentNotice, formCopy } from "@/lib/content/forms";
import type { Locale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";
import type { ConsentCopy } from "./consent-field";

export function consentCopy(
  form: "lead" | "coderSheet" | "appointment",
  locale: Locale,
): ConsentCopy {
  return {
    notice: consentNotice[form][locale],
    linkText: formCopy.common.consentLinkText[locale],
    policyHref: localeHref(locale, "/privacy"),
    checkboxLabel: consentNotice.checkboxLabel[locale],
  };
}
