// The consent words of each form, read on the server and passed to the client forms as props:
// lib/content/forms.ts checks its data with zod as it loads, which the browser need not do.
import { consentNotice } from "@/lib/content/forms";
import type { Locale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";
import type { ConsentCopy } from "./consent-field";
import { formCopyIn } from "./form-copy";

export function consentCopy(
  form: "lead" | "coderSheet" | "appointment",
  locale: Locale,
): ConsentCopy {
  return {
    notice: consentNotice[form][locale],
    linkText: formCopyIn(locale).common.consentLinkText,
    policyHref: localeHref(locale, "/privacy"),
    checkboxLabel: consentNotice.checkboxLabel[locale],
  };
}
