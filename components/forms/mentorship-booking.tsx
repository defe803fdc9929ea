// The mentorship booking, rendered on the server: it reads the form's words and choices and
// hands them to the interactive button and modal as plain props, so the browser never loads the
// content module.
import { formCopy, formOptions } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { consentCopy } from "./consent-copy";
import { NeedsScript } from "./needs-script";
import { MentorshipBookingClient } from "./mentorship-booking-client";

type MentorshipBookingProps = {
  /** Labels of years 1–4. */
  studyYearLabels: readonly string[];
};

/** The Book Mentorship Session button, its modal form and the popup after a booking is stored. */
export function MentorshipBooking({ studyYearLabels }: MentorshipBookingProps) {
  return (
    <>
      <NeedsScript locale="en" />
      <MentorshipBookingClient
        copy={{ ...inLocale(formCopy.common, "en"), ...inLocale(formCopy.mentorship, "en") }}
        mentorDomains={formOptions.mentorDomains}
        consent={consentCopy("appointment", "en")}
        studyYearLabels={studyYearLabels}
      />
    </>
  );
}
