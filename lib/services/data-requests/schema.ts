// What an admin sends to POST /api/staff/data-requests: who is asking and how they proved it (fixed
// codes, stored with every step), the person's details they proved (an email address and/or a
// phone number, checked and normalised by the forms' own field rules), and what to do with which
// of the records found. Isomorphic (no server imports): the desk checks its boxes with it too.
import { z } from "zod";
import { emailField, phoneField } from "@/lib/validations/common";
import { messagesIn } from "@/lib/validations/messages";

// Staff pages are in English.
const STAFF_MESSAGES = messagesIn("en");

export const DATA_REQUEST_ACTIONS = ["find", "download", "correct", "erase"] as const;
export type DataRequestAction = (typeof DATA_REQUEST_ACTIONS)[number];

/** Who asked; the log keeps the code, never a name. */
export const REQUESTERS = {
  self: "The person themself",
  guardian: "A parent or guardian",
  authorised: "Someone they authorised in writing",
} as const;
export type Requester = keyof typeof REQUESTERS;

/** How the asker proved they may ask. */
export const VERIFICATIONS = {
  call_back: "Called back on the number on record",
  email_reply: "Replied from the email on record",
  in_person: "In person with ID",
} as const;
export type Verification = keyof typeof VERIFICATIONS;

/** Which details a record had to match to be included by default: every one the person proved. */
export const MATCH_RULES = {
  email: "Email",
  phone: "Phone",
  both: "Email and phone",
} as const;
export type MatchRule = keyof typeof MATCH_RULES;

export const ACTION_MESSAGE = "Choose find, download, correct or erase";
export const PERSON_MESSAGE = "Give the email address or phone number the person proved";
export const REQUESTER_MESSAGE = "Choose who is asking";
export const VERIFICATION_MESSAGE = "Choose how they were verified";
export const CALL_BACK_MESSAGE = "Give the phone number you called back";
export const EMAIL_REPLY_MESSAGE = "Give the email address they replied from";
export const IDS_MESSAGE = "Tick at least one record";
export const CONFIRM_MESSAGE = "Tick the box to confirm: erasing cannot be undone";

/** Most records one step may act on. */
export const MAX_IDS = 200;

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
 * Every step's common part. The phone arrives in any way people write it (+91, a leading 0,
 * spaces, dashes) and leaves as the 10 digits the forms store.
 */
const requestShape = {
  email: z.preprocess(blankToUndefined, emailField(STAFF_MESSAGES).optional()),
  phone: z.preprocess(blankToUndefined, phoneField(STAFF_MESSAGES).optional()),
  requested_by: z.enum(Object.keys(REQUESTERS) as [Requester], { error: REQUESTER_MESSAGE }),
  verified_by: z.enum(Object.keys(VERIFICATIONS) as [Verification], {
    error: VERIFICATION_MESSAGE,
  }),
};

type RequestFields = { email?: string; phone?: string; verified_by: Verification };

/** At least one detail, and the one the verification itself proved. */
function checkPerson(request: RequestFields, ctx: z.RefinementCtx) {
  if (request.email === undefined && request.phone === undefined) {
    ctx.addIssue({ code: "custom", path: ["email"], message: PERSON_MESSAGE });
    ctx.addIssue({ code: "custom", path: ["phone"], message: PERSON_MESSAGE });
  }
  if (request.verified_by === "call_back" && request.phone === undefined)
    ctx.addIssue({ code: "custom", path: ["phone"], message: CALL_BACK_MESSAGE });
  if (request.verified_by === "email_reply" && request.email === undefined)
    ctx.addIssue({ code: "custom", path: ["email"], message: EMAIL_REPLY_MESSAGE });
}

/** Runs beside the fields' own checks, so the desk hears every problem at once. */
const everyTime = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/** The ticked records: ids of enquiries and bookings (or of their copies in webhook events). */
const idsField = z
  .array(z.uuid({ error: "Each ticked record must be an id" }), { error: IDS_MESSAGE })
  .min(1, IDS_MESSAGE)
  .max(MAX_IDS, `Tick at most ${MAX_IDS} records at a time`)
  .transform((ids) => [...new Set(ids)]);

export const findSchema = z
  .object({ ...requestShape, include_partial: z.boolean().optional() })
  .superRefine(checkPerson, everyTime);
export type FindInput = z.output<typeof findSchema>;

export const downloadSchema = z
  .object({ ...requestShape, ids: idsField })
  .superRefine(checkPerson, everyTime);
export type DownloadInput = z.output<typeof downloadSchema>;

export const eraseSchema = z
  .object({
    ...requestShape,
    ids: idsField,
    confirm: z.literal(true, { error: CONFIRM_MESSAGE }),
  })
  .superRefine(checkPerson, everyTime);
export type EraseInput = z.output<typeof eraseSchema>;

/** Which field of which submission; the new value is checked against that form's rules later. */
export const correctionSchema = z
  .object({
    ...requestShape,
    kind: z.enum(["enquiry", "booking"], { error: "Choose enquiry or booking" }),
    id: z.uuid({ error: "Give the id of the enquiry or booking" }),
    field: z.string({ error: "Choose the field to correct" }),
    value: z.union([z.string(), z.null()], { error: "Give the corrected value as text" }),
  })
  .superRefine((c, ctx) => {
    checkPerson(c, ctx);
    const allowed: readonly string[] = CORRECTABLE_FIELDS[c.kind];
    if (!allowed.includes(c.field)) {
      ctx.addIssue({
        code: "custom",
        path: ["field"],
        message: `Choose one of: ${allowed.join(", ")}`,
      });
    }
  });
export type CorrectionInput = Omit<z.output<typeof correctionSchema>, "field"> & {
  field: CorrectableField;
};

/** The request part of any step: who asked, how verified, which details. */
export type RequestInput = Pick<FindInput, "email" | "phone" | "requested_by" | "verified_by">;

/** The rule a record meets by default: it matches every detail given. */
export const matchRuleOf = (request: { email?: string; phone?: string }): MatchRule =>
  request.email !== undefined && request.phone !== undefined
    ? "both"
    : request.email !== undefined
      ? "email"
      : "phone";
