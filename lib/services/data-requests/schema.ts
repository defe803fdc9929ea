// What an admin sends to POST /api/staff/data-requests: who the person is (an email address
// and/or a phone number, checked and normalised by the forms' own field rules) and what to do.
// Isomorphic (no server imports), so a staff form can check its boxes with the same schema.
import { z } from "zod";
import { emailField, phoneField } from "@/lib/validations/common";
import { messagesIn } from "@/lib/validations/messages";

// Staff pages are in English.
const STAFF_MESSAGES = messagesIn("en");

export const DATA_REQUEST_ACTIONS = ["find", "download", "correct", "erase"] as const;
export type DataRequestAction = (typeof DATA_REQUEST_ACTIONS)[number];

export const ACTION_MESSAGE = "Choose find, download, correct or erase";
export const PERSON_MESSAGE = "Give the person's email address or phone number";
export const CONFIRM_MESSAGE = "Tick the box to confirm: erasing cannot be undone";

/** The fields a correction may change, per kind of submission, as the API names them. */
export const CORRECTABLE_FIELDS = {
  enquiry: ["name", "email", "phone", "linkedin_url"],
  booking: ["name", "email", "phone", "branch_course"],
} as const;
export type SubmissionKind = keyof typeof CORRECTABLE_FIELDS;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[SubmissionKind][number];

/** An empty box means "not given". */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/**
 * At least one of email and phone. The phone arrives in any way people write it (+91, a leading
 * 0, spaces, dashes) and leaves as the 10 digits the forms store.
 */
export const personQuerySchema = z
  .object({
    email: z.preprocess(blankToUndefined, emailField(STAFF_MESSAGES).optional()),
    phone: z.preprocess(blankToUndefined, phoneField(STAFF_MESSAGES).optional()),
  })
  .superRefine((person, ctx) => {
    if (person.email === undefined && person.phone === undefined) {
      ctx.addIssue({ code: "custom", path: ["email"], message: PERSON_MESSAGE });
      ctx.addIssue({ code: "custom", path: ["phone"], message: PERSON_MESSAGE });
    }
  });
export type PersonQuery = z.output<typeof personQuerySchema>;

export const eraseSchema = personQuerySchema.and(
  z.object({ confirm: z.literal(true, { error: CONFIRM_MESSAGE }) }),
);

/** Which field of which submission; the new value is checked against that form's rules later. */
export const correctionSchema = z
  .object({
    kind: z.enum(["enquiry", "booking"], { error: "Choose enquiry or booking" }),
    id: z.uuid({ error: "Give the id of the enquiry or booking" }),
    field: z.string({ error: "Choose the field to correct" }),
    value: z.union([z.string(), z.null()], { error: "Give the corrected value as text" }),
  })
  .superRefine((c, ctx) => {
    const allowed: readonly string[] = CORRECTABLE_FIELDS[c.kind];
    if (!allowed.includes(c.field)) {
      ctx.addIssue({
        code: "custom",
        path: ["field"],
        message: `Choose one of: ${allowed.join(", ")}`,
      });
    }
  });
export type CorrectionInput = {
  kind: SubmissionKind;
  id: string;
  field: CorrectableField;
  value: string | null;
};
