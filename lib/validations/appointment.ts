// The mentorship booking form, posted to /api/appointments.
import { z } from "zod";
import { formOptions } from "@/lib/content/forms";
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
import { messagesIn } from "./messages";

// The booking form is shown in English only so far: its messages are the English ones.
const m = messagesIn("en");

export { APPOINTMENT_CREATED_MESSAGE } from "./constants";
export { combineDateTime } from "./input-filters";

export const DATE_TIME_REQUIRED_MESSAGE = "Both date and time are required";
export const FUTURE_MESSAGE = "Please select a future date and time";
export const DATE_TIME_INVALID_MESSAGE = "Please enter a valid date and time";
export const TOO_FAR_MESSAGE = "Please choose a date within the next 12 months";
export const YEAR_MESSAGE = "Year of study is required";
export const YEAR_RANGE_MESSAGE = "Year of study must be between 1 and 4";

/** Clocks in browsers drift; a time up to a minute in the past still counts as the future. */
export const CLOCK_SKEW_MS = 60_000;
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** An instant with its offset, as the browser sends it: 2026-12-01T17:30:00+05:30. */
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const MENTOR_DOMAINS = formOptions.mentorDomains.map((d) => d.value) as [string, ...string[]];

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

export const appointmentSchema = z
  .object({
    language: languageField.optional(),
    name: nameField(m, {
      required: "Name is required",
      characters: "Name can only contain letters and spaces",
    }),
    email: emailField(m),
    phone: phoneField(m, "Phone number is required"),
    branch_course: boundedText("Course is required", 100, "Course name is too long").pipe(
      z.string().min(2, "Course must be at least 2 characters long"),
    ),
    study_year: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === "string" ? Number(v) : v),
      z
        .number({
          error: (issue) => (issue.input === undefined ? YEAR_MESSAGE : YEAR_RANGE_MESSAGE),
        })
        .int(YEAR_RANGE_MESSAGE)
        .min(1, YEAR_RANGE_MESSAGE)
        .max(4, YEAR_RANGE_MESSAGE),
    ),
    mentor_domain: z.enum(MENTOR_DOMAINS, { error: "Mentor domain is required" }),
    appointment_date: z.preprocess(
      (v) => (blank(v) ? "" : v),
      z.string({ error: DATE_TIME_INVALID_MESSAGE }),
    ),
    appointment_time: z.preprocess(
      (v) => (blank(v) ? "" : v),
      z.string({ error: DATE_TIME_INVALID_MESSAGE }),
    ),
    query: boundedText("Query is required", 500, "Query cannot exceed 500 characters").pipe(
      z.string().min(10, "Query must be at least 10 characters long"),
    ),
    consent: consentField(m),
    website: honeypotField,
  })
  .superRefine(
    (a, ctx) => {
      const issue = (path: "appointment_date" | "appointment_time", message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (a.appointment_date === "" || a.appointment_time === "") {
        if (a.appointment_date === "") issue("appointment_date", DATE_TIME_REQUIRED_MESSAGE);
        if (a.appointment_time === "") issue("appointment_time", DATE_TIME_REQUIRED_MESSAGE);
        return;
      }
      if (!HH_MM.test(a.appointment_time))
        return issue("appointment_time", DATE_TIME_INVALID_MESSAGE);
      const parts = ISO_WITH_OFFSET.exec(a.appointment_date);
      const at = Date.parse(a.appointment_date);
      if (!parts || Number.isNaN(at) || !isCalendarDay(parts[1]!, parts[2]!, parts[3]!)) {
        return issue("appointment_date", DATE_TIME_INVALID_MESSAGE);
      }
      // The wall-clock time inside the instant is the time the student picked.
      if (`${parts[4]}:${parts[5]}` !== a.appointment_time)
        return issue("appointment_time", "The time does not match the chosen date and time");
      const now = Date.now();
      if (at <= now - CLOCK_SKEW_MS) return issue("appointment_date", FUTURE_MESSAGE);
      if (at > now + MAX_AHEAD_MS) return issue("appointment_date", TOO_FAR_MESSAGE);
    },
    whenValid("appointment_date", "appointment_time"),
  )
  .transform(({ appointment_date, ...rest }) => ({
    ...rest,
    appointment_date,
    appointment_at: new Date(appointment_date),
  }));

export type AppointmentInput = z.input<typeof appointmentSchema>;
export type Appointment = z.output<typeof appointmentSchema>;
