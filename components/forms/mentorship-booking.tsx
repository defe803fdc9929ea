// The mentorship booking, rendered on the server: it reads the form's words and choices in the
// page's language and hands them to the interactive button and modal as plain props, so the
// browser never loads the content module.
import { formOptions } from "@/lib/content/forms";
import { formCopyIn } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { consentCopy } from "./consent-copy";
import { getFacts } from "@/lib/content-store/read";
import { NeedsScript } from "./needs-script";
import { MentorshipBookingClient } from "./mentorship-booking-client";

type MentorshipBookingProps = {
  /** The page's language: the form's words and messages, and the notice language stored. */
  locale: Locale;
  /** Labels of years 1–4. */
  studyYearLabels: readonly string[];
};

/** The Book Mentorship Session button, its modal form and the popup after a booking is stored. */
export async function MentorshipBooking({ locale, studyYearLabels }: MentorshipBookingProps) {
  return (
    <>
      <NeedsScript locale={locale} facts={await getFacts()} />
      <MentorshipBookingClient
        locale={locale}
        copy={{ ...formCopyIn(locale).common, ...formCopyIn(locale).mentorship }}
        mentorDomains={inLocale(formOptions.mentorDomains, locale)}
        consent={consentCopy("appointment", locale)}
        studyYearLabels={studyYearLabels}
      />
    </>
  );
}
