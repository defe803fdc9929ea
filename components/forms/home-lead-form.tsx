// The home enquiry form, rendered on the server: it reads the form's words and choices in the
// page's language and hands them to the interactive form as plain props, so the browser never
// loads the content module. Its programs come first when they have a batch open to join
// (homeFormPrograms: read by the async Hero, which passes them down).
import { formOptions } from "@/lib/content/forms";
import { istDay, nextBatchChange } from "@/lib/content-store/batches";
import { formProgramsInOrder } from "@/lib/content-store/programs";
import { publishedUntilChange } from "@/lib/content-store/read";
import { formCopyIn } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { consentCopy } from "./consent-copy";
import type { Facts } from "@/lib/content-store/facts";
import { NeedsScript } from "./needs-script";
import { HomeLeadFormClient } from "./home-lead-form-client";

/** The form's programs, those with a batch a visitor can join today first, the rest as listed. */
export async function homeFormPrograms(): Promise<string[]> {
  const now = new Date();
  const batches = await publishedUntilChange("batch", nextBatchChange, now);
  return formProgramsInOrder(batches, istDay(now));
}

export function HomeLeadForm({
  locale,
  facts,
  programs = formOptions.programs,
}: {
  locale: Locale;
  facts: Facts;
  /** In the order offered (homeFormPrograms); every one of formOptions.programs. */
  programs?: readonly string[];
}) {
  return (
    <>
      <NeedsScript locale={locale} facts={facts} />
      <HomeLeadFormClient
        locale={locale}
        copy={{ ...formCopyIn(locale).common, ...formCopyIn(locale).home }}
        programs={programs}
        consent={consentCopy("lead", locale)}
      />
    </>
  );
}
