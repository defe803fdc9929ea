// The consent words of each form, read on the server and passed to the client forms as props:
// lib/content/forms.ts checks its data with zod as it loads, which the browser need not do.
import { consentNotice, formCopy } from "@/lib/content/forms";
import type { ConsentCopy } from "./consent-field";

export function consentCopy(form: "lead" | "coderSheet" | "appointment"): ConsentCopy {
  return {
    notice: consentNotice[form],
    linkText: formCopy.common.consentLinkText,
    checkboxLabel: consentNotice.checkboxLabel,
  };
}
