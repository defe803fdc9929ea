"use client";

import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-link";
import { Dialog } from "@/components/ui/dialog";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { FormCopy } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { fillTemplate } from "@/lib/text";
import type { Appointment } from "@/lib/validations/appointment";
import { APPOINTMENT_CREATED_MESSAGE } from "@/lib/validations/constants";
import { phoneInputValue } from "@/lib/validations/input-filters";
import type { ConsentCopy } from "./consent-field";
import { FORM_CLASS, SelectField, TextAreaField, TextField, filtered } from "./fields";
import { FormEnd } from "./form-end";
import { DEFAULTS, FIELD_FOR, bookingResolvers } from "./mentorship-booking-resolver";
import { SuccessDialog } from "./success-dialog";
import { useSiteForm } from "./use-site-form";
import type { Created } from "./use-submit";

/** The form's words: the shared ones and the booking form's own, its messages after sending too. */
export type MentorshipBookingCopy = FormCopy["common"] & FormCopy["mentorship"];

const YEARS = ["1", "2", "3", "4"] as const;

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type MentorshipBookingClientProps = {
  /** The page's language: the form's messages, and the notice language stored with the booking. */
  locale: Locale;
  copy: MentorshipBookingCopy;
  /** The value sent and the label shown for each mentor domain. */
  mentorDomains: readonly { value: string; label: string }[];
  consent: ConsentCopy;
  /** Labels of years 1–4. */
  studyYearLabels: readonly string[];
};

/** The Book Mentorship Session button, its modal form and the popup after a booking is stored. */
export function MentorshipBookingClient({
  locale,
  copy,
  mentorDomains,
  consent,
  studyYearLabels,
}: MentorshipBookingClientProps) {
  /** Success only on the exact message the server sends for a stored booking. */
  const checkCreated = (created: Created) =>
    created.message === APPOINTMENT_CREATED_MESSAGE ? null : copy.unexpectedAnswer;
  const { form, preload, send, message, end, clearAlert } = useSiteForm({
    locale,
    resolvers: bookingResolvers,
    defaultValues: DEFAULTS,
    url: "/api/appointments",
    copy,
    consent,
    // SPEC section 8: a fixed opening, then the server's message or the form's own.
    failure: {
      network: fillTemplate(copy.failure, { message: copy.networkFailure }),
      rejected: copy.failure,
    },
    fieldFor: FIELD_FOR,
    checkCreated,
  });
  const { register, handleSubmit, getFieldState, trigger, reset } = form;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [success, setSuccess] = useState<string | null>(null);
  // Set on opening, in the visitor's own time zone (the server's "today" may differ).
  const [minDate, setMinDate] = useState<string>();
  const openerRef = useRef<HTMLButtonElement>(null);

  const onSubmit = handleSubmit(async (appointment) => {
    // The API takes the instant as appointment_date; the Date the schema adds is the server's.
    const body: Partial<Appointment> = { ...appointment };
    delete body.appointment_at;
    const created = await send(body);
    if (created) {
      setOpen(false);
      reset();
      // The server's message, in English; the same words in the page's language.
      setSuccess(copy.success);
    }
  });

  // Date and time are one rule, and "in the future" shows on the date box: a change to either
  // re-checks the other once the visitor has been there (a past date put right by a later time
  // must not leave a stale message that blocks sending).
  const recheck = (other: "date" | "time") => () => {
    const state = getFieldState(other);
    if (state.error || state.isTouched) void trigger(other);
  };
  const years = YEARS.map((value, i) => ({ value, label: studyYearLabels[i] ?? value }));

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        disabled={!hydrated}
        onClick={() => {
          setMinDate(today());
          setOpen(true);
        }}
        className={buttonClass("lime")}
      >
        {copy.open}
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          clearAlert();
        }}
        title={copy.title}
        closeLabel={copy.close}
      >
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={preload}
          className={`${FORM_CLASS} relative mt-4 grid gap-4`}
        >
          <TextField
            label={copy.name}
            registration={register("name")}
            error={message("name")}
            autoComplete="name"
          />
          <TextField
            label={copy.email}
            registration={register("email")}
            error={message("email")}
            type="email"
            autoComplete="email"
          />
          <TextField
            label={copy.phone}
            registration={filtered(register("phone"), phoneInputValue)}
            error={message("phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
          />
          <TextField
            label={copy.branchCourse}
            registration={register("branch_course")}
            error={message("branch_course")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={copy.studyYear}
              placeholder={copy.studyYearPlaceholder}
              options={years}
              registration={register("study_year")}
              error={message("study_year")}
            />
            <SelectField
              label={copy.mentorDomain}
              placeholder={copy.mentorDomainPlaceholder}
              options={mentorDomains}
              registration={register("mentor_domain")}
              error={message("mentor_domain")}
            />
            <TextField
              label={copy.date}
              registration={register("date", { onChange: recheck("time") })}
              error={message("date")}
              type="date"
              min={minDate}
            />
            <TextField
              label={copy.time}
              registration={register("time", { onChange: recheck("date") })}
              error={message("time")}
              type="time"
            />
          </div>
          <TextAreaField
            label={copy.query}
            registration={register("query")}
            error={message("query")}
          />
          <FormEnd {...end()} />
        </form>
      </Dialog>
      <SuccessDialog
        open={success !== null}
        onClose={() => setSuccess(null)}
        title={copy.successTitle}
        message={success ?? ""}
        buttonLabel={copy.successButton}
        closeOnBackdropClick
        returnFocusRef={openerRef}
      />
    </>
  );
}
