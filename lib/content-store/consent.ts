// The written consent of a person the site shows with a claim about them (an achiever's
// placement, a student's testimonial): the date it was given and its form. Published claims need
// one (./consent-rule.ts refuses to publish without it); items that came in before these records
// existed are published as they are and flagged in the editor until staff record it. The record
// itself is for the institute: pages never show it. Isomorphic: the editor's forms check with it.
import { z } from "zod";
import { INDIA } from "@/lib/calendar-day";

export const CONSENT_FORMS = ["signed-form", "email", "whatsapp", "online-form"] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/** What the editor's choice of each form says. */
export const CONSENT_FORM_LABELS: Record<ConsentForm, string> = {
  "signed-form": "A signed written form",
  email: "An email from them",
  whatsapp: "A WhatsApp message from them",
  "online-form": "An online form they filled in",
};

/** The editor's flag on a published item without a record. */
export const NO_CONSENT_FLAG = "No consent record";

/** Today in India, as YYYY-MM-DD: a consent cannot be dated later. */
const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: INDIA }).format(new Date());

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const consentRecordSchema = z
  .object({
    date: z
      .string()
      .trim()
      // Each check stops the next: one message, the first that applies.
      .regex(/^\d{4}-\d{2}-\d{2}$/, {
        message: "Write the date the consent was given, such as 2025-06-30.",
        abort: true,
      })
      .refine(isCalendarDate, {
        message: "This date does not exist: check the day and the month.",
        abort: true,
      })
      .refine((d) => d <= todayInIndia(), "The consent cannot be dated after today."),
    form: z.enum(CONSENT_FORMS, { error: "Choose how the consent was given." }),
  })
  .strict();
export type Consent = z.infer<typeof consentRecordSchema>;

/** A form whose two consent inputs are both left empty means "no record", stored as null. */
const blankToNull = (value: unknown) => {
  if (typeof value !== "object" || value === null) return value;
  const { date, form } = value as { date?: unknown; form?: unknown };
  return !date && !form ? null : value;
};

export const consentSchema = z.preprocess(blankToNull, consentRecordSchema.nullable());

/** The consent fields of a form: empty strings where there is no record. */
export type ConsentInput = { date: string; form: ConsentForm | "" };
export const consentInput = (consent: Consent | null): ConsentInput =>
  consent ?? { date: "", form: "" };

/** The message under the consent field of an item refused publishing without one. */
export const consentRequired = (whose: string) =>
  `Record ${whose} written consent before publishing: its date and how it was given.`;

/** The editor's flags of an item that may carry a consent record. */
export const consentFlags = (item: { consent: Consent | null }): string[] =>
  item.consent ? [] : [NO_CONSENT_FLAG];
