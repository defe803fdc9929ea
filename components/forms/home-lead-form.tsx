// The home enquiry form, rendered on the server: it reads the form's words and choices in the
// page's language and hands them to the interactive form as plain props, so the browser never
// loads the content module.
import { formOptions } from "@/lib/content/forms";
import { formCopyIn } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { consentCopy } from "./consent-copy";
import type { Facts } from "@/lib/content-store/facts";
import { NeedsScript } from "./needs-script";
import { HomeLeadFormClient } from "./home-lead-form-client";

export function HomeLeadForm({ locale, facts }: { locale: Locale; facts: Facts }) {
  return (
    <>
      <NeedsScript locale={locale} facts={facts} />
      <HomeLeadFormClient
        locale={locale}
        copy={{ ...formCopyIn(locale).common, ...formCopyIn(locale).home }}
        programs={formOptions.programs}
        consent={consentCopy("lead", locale)}
      />
    </>
  );
}
