// The mentorship booking form, posted to /api/appointments. One schema per language: the same
// rules, with the messages of the language the form was shown in (lib/validations/messages.ts).
import { z } from "zod";
import { formOptions } from "@/lib/content/forms";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import {
  boundedText,
  consentField,
  emailField,
  honeypotField,
  isCalendarDay,
  languageField,
  nameField,
  phoneField,
  whenValid,
} from "./common";
import { HH_MM } from "./input-filters";
import { messagesIn, type ValidationMessages } from "./messages";
import { visitSourceFields } from "./visit-source";

export { APPOINTMENT_CREATED_MESSAGE } from "./constants";
export { combineDateTime } from "./input-filters";

export const DATE_TIME_REQUIRED_MESSAGE = messagesIn("en").dateTimeRequired;
export const FUTURE_MESSAGE = messagesIn("en").future;
export const DATE_TIME_INVALID_MESSAGE = messagesIn("en").dateTimeInvalid;
export const TOO_FAR_MESSAGE = messagesIn("en").tooFar;
export const YEAR_MESSAGE = messagesIn("en").studyYear;
export const YEAR_RANGE_MESSAGE = messagesIn("en").studyYearRange;

/** Clocks in browsers drift; a time up to a minute in the past still counts as the future. */
export const CLOCK_SKEW_MS = 60_000;
export const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** An instant with its offset, as the browser sends it: 2026-12-01T17:30:00+05:30. */
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const MENTOR_DOMAINS = formOptions.mentorDomains.map((d) => d.value) as [string, ...string[]];

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The booking form, its messages in one language. */
function buildAppointmentSchema(m: ValidationMessages) {
  return z
    .object({
      language: languageField.optional(),
      name: nameField(m, { required: m.nameRequired, characters: m.nameLetters }),
      email: emailField(m),
      phone: phoneField(m, m.phoneRequired),
      branch_course: boundedText(m.courseRequired, 100, m.courseTooLong).pipe(
        z.string().min(2, m.courseMin),
      ),
      study_year: z.preprocess(
        (v) => (blank(v) ? undefined : typeof v === "string" ? Number(v) : v),
        z
          .number({
            error: (issue) => (issue.input === undefined ? m.studyYear : m.studyYearRange),
          })
          .int(m.studyYearRange)
          .min(1, m.studyYearRange)
          .max(4, m.studyYearRange),
      ),
      mentor_domain: z.enum(MENTOR_DOMAINS, { error: m.mentorDomain }),
      appointment_date: z.preprocess(
        (v) => (blank(v) ? "" : v),
        z.string({ error: m.dateTimeInvalid }),
      ),
      appointment_time: z.preprocess(
        (v) => (blank(v) ? "" : v),
        z.string({ error: m.dateTimeInvalid }),
      ),
      query: boundedText(m.queryRequired, 500, m.queryTooLong).pipe(z.string().min(10, m.queryMin)),
      consent: consentField(m),
      website: honeypotField,
      ...visitSourceFields(m),
    })
    .superRefine(
      (a, ctx) => {
        const issue = (path: "appointment_date" | "appointment_time", message: string) =>
          ctx.addIssue({ code: "custom", path: [path], message });
        if (a.appointment_date === "" || a.appointment_time === "") {
          if (a.appointment_date === "") issue("appointment_date", m.dateTimeRequired);
          if (a.appointment_time === "") issue("appointment_time", m.dateTimeRequired);
          return;
        }
        if (!HH_MM.test(a.appointment_time)) return issue("appointment_time", m.dateTimeInvalid);
        const parts = ISO_WITH_OFFSET.exec(a.appointment_date);
        const at = Date.parse(a.appointment_date);
        if (!parts || Number.isNaN(at) || !isCalendarDay(parts[1]!, parts[2]!, parts[3]!)) {
          return issue("appointment_date", m.dateTimeInvalid);
        }
        // The wall-clock time inside the instant is the time the student picked.
        if (`${parts[4]}:${parts[5]}` !== a.appointment_time)
          return issue("appointment_time", m.timeMismatch);
        const now = Date.now();
        if (at <= now - CLOCK_SKEW_MS) return issue("appointment_date", m.future);
        if (at > now + MAX_AHEAD_MS) return issue("appointment_date", m.tooFar);
      },
      whenValid("appointment_date", "appointment_time"),
    )
    .transform(({ appointment_date, ...rest }) => ({
      ...rest,
      appointment_date,
      appointment_at: new Date(appointment_date),
    }));
}

/** The schema in each language: the same rules with that language's messages. */
const schemas = Object.fromEntries(
  LOCALES.map((locale) => [locale, buildAppointmentSchema(messagesIn(locale))]),
) as Record<Locale, ReturnType<typeof buildAppointmentSchema>>;

export function appointmentSchemaIn(locale: Locale) {
  return schemas[locale];
}
export const appointmentSchema = appointmentSchemaIn("en");

/**
 * The schema with the messages of the language a booking body says it was shown in (English for
 * an unknown one, which the schema's `language` field then refuses).
 */
export function appointmentSchemaFor(language: unknown = "en") {
  return appointmentSchemaIn(isLocale(language) ? language : "en");
}

export type AppointmentInput = z.input<typeof appointmentSchema>;
export type Appointment = z.output<typeof appointmentSchema>;
