// Rules the three form schemas share. Isomorphic: the browser and the route handlers run them.
import { z } from "zod";
import { isCalendarDay } from "@/lib/calendar-day";
import { LOCALES } from "@/lib/i18n/locales";
import { normalisePhone } from "./input-filters";
import { messagesIn, type ValidationMessages } from "./messages";

export { keepNameCharacters, normalisePhone, phoneInputValue } from "./input-filters";
export { isCalendarDay };

export const PHONE_MESSAGE = messagesIn("en").phone;
export const INVALID_EMAIL_MESSAGE = messagesIn("en").invalidEmail;
export const CONSENT_MESSAGE = messagesIn("en").consent;

/** The language the form was shown in (its notice's too): stored with the row. */
export const languageField = z.enum(LOCALES, { error: "Unknown language: use 'en' or 'hi'" });

/** Letters of any script (with their accents) and spaces. */
const NAME_CHARACTERS = /^[\p{L}\p{M} ]*$/u;

/** Control characters (NUL and friends) never belong in a form field; the database refuses NUL. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Drops control characters, collapses runs of spaces and trims: "  Asha   Rao " → "Asha Rao". */
const tidySpaces = (v: string) => v.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim();

/** Accepts a string (the message of `required` for anything else) and tidies it. */
export const text = (required: string) => z.string({ error: required }).transform(tidySpaces);

/** A name made only of letters and spaces, 2–50 characters. */
export function nameField(
  m: ValidationMessages,
  messages: { required: string; characters: string; min?: string },
) {
  return text(messages.required).pipe(
    z
      .string()
      .min(1, messages.required)
      .regex(NAME_CHARACTERS, messages.characters)
      .min(2, messages.min ?? m.nameMin)
      .max(50, m.nameMax),
  );
}

/** A well-formed address, stored lower-case. */
export const emailField = (m: ValidationMessages) =>
  z
    .string({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, m.emailRequired)
    .max(254, m.invalidEmail)
    .pipe(z.email({ error: m.invalidEmail }));

/** Ten digits once spaces, dashes and a +91 / 0 prefix are dropped. */
export const phoneField = (m: ValidationMessages, required = m.phone) =>
  z.preprocess(
    (v) => (v === null || v === "" ? undefined : v),
    z
      .string({ error: required })
      .transform(normalisePhone)
      .pipe(z.string().regex(/^\d{10}$/, m.phone)),
  );

/** The consent box must be ticked: exactly `true`. */
export const consentField = (m: ValidationMessages) => z.literal(true, { error: m.consent });

/** The hidden field people never see; anything in it marks the sender as a bot. */
export const honeypotField = z.string().max(500).optional();

/** Free text with a required message and an upper bound. */
export const boundedText = (required: string, max: number, tooLong: string) =>
  text(required).pipe(z.string().min(1, required).max(max, tooLong));

/**
 * Runs a whole-form rule whenever the fields it reads are themselves valid, even while other
 * fields still show errors, so every message appears at once.
 */
export const whenValid = (...fields: string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((i) => fields.includes(String(i.path?.[0]))),
});

/** A day written YYYY-MM-DD that exists in the calendar (no 31 February). */
export const calendarDayField = (messages: { format: string; real: string }) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.format)
    .refine((v) => isCalendarDay(v.slice(0, 4), v.slice(5, 7), v.slice(8, 10)), messages.real);
