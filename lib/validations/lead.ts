// The two lead forms: the home enquiry form and the coder-sheet gate. Both post to /api/leads,
// told apart by `source`, and both store the role canonically.
import { z } from "zod";
import { formOptions } from "@/lib/content/forms";
import {
  boundedText,
  consentField,
  emailField,
  honeypotField,
  keepNameCharacters,
  nameField,
  phoneField,
  text,
  whenValid,
} from "./common";

export { LEAD_CREATED_MESSAGE } from "./constants";

export const ROLES = ["student", "developer", "trainer", "other"] as const;
export type Role = (typeof ROLES)[number];

/** What each form sends (SPEC: Student…Others on the home form, lower-case on the gate). */
const ROLE_ALIASES: Record<string, Role> = {
  student: "student",
  developer: "developer",
  trainer: "trainer",
  other: "other",
  others: "other",
};

const ROLE_MESSAGE = "Please choose who you are";

function roleField(allowed: readonly Role[]) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (ROLE_ALIASES[v.trim().toLowerCase()] ?? v) : v),
    z.enum(allowed as [Role, ...Role[]], { error: ROLE_MESSAGE }),
  );
}

const ALLOWED_DOMAINS = new Set(formOptions.allowedEmailDomains);
export const EMAIL_DOMAIN_MESSAGE = "Please enter an email address with an allowed domain";
export const PROGRAM_MESSAGE = "Please choose a program";
export const EXPERTISE_MESSAGE = "Please specify your expertise";
export const LINKEDIN_MESSAGE = "Please enter a full link that starts with http:// or https://";
export const QUERY_TOO_LONG_MESSAGE = "Query cannot exceed 500 characters";

/** An empty optional box arrives as "" or null; both mean "not given". */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const linkedinField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: LINKEDIN_MESSAGE })
    .trim()
    .max(300, LINKEDIN_MESSAGE)
    .regex(/^[^\u0000-\u001F\u007F\s]+$/, LINKEDIN_MESSAGE)
    .pipe(z.url({ protocol: /^https?$/, error: LINKEDIN_MESSAGE }))
    .optional(),
);

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, text(tooLong).pipe(z.string().max(max, tooLong)).optional());

export const homeLeadSchema = z
  .object({
    source: z.literal("home"),
    name: text("Name is required")
      .transform(keepNameCharacters)
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, "Name is required").max(50, "Name cannot exceed 50 characters")),
    email: emailField.refine((email) => ALLOWED_DOMAINS.has(email.split("@")[1] ?? ""), {
      message: EMAIL_DOMAIN_MESSAGE,
    }),
    phone: phoneField(),
    linkedin_url: linkedinField,
    role: roleField(ROLES),
    program: z.preprocess(blankToUndefined, z.string().optional()),
    expertise: optionalText(200, "Expertise cannot exceed 200 characters"),
    query: optionalText(500, QUERY_TOO_LONG_MESSAGE),
    consent: consentField,
    website: honeypotField,
  })
  .superRefine(
    (lead, ctx) => {
      if (lead.role === "student") {
        if (!lead.program || !formOptions.programs.includes(lead.program))
          ctx.addIssue({ code: "custom", path: ["program"], message: PROGRAM_MESSAGE });
      } else if (!lead.expertise) {
        ctx.addIssue({ code: "custom", path: ["expertise"], message: EXPERTISE_MESSAGE });
      }
    },
    whenValid("role", "program", "expertise"),
  )
  // A student has no expertise and the others no program, whatever a stale form sent.
  .transform((lead) =>
    lead.role === "student" ? { ...lead, expertise: undefined } : { ...lead, program: undefined },
  );

export const CODER_SHEET_ROLES = ["student", "developer", "other"] as const;

export const coderSheetLeadSchema = z.object({
  source: z.literal("coder_sheet"),
  name: nameField({
    required: "Name is required",
    characters: "Name can only contain alphabets and spaces",
  }),
  email: emailField,
  phone: phoneField(),
  role: roleField(CODER_SHEET_ROLES),
  query: boundedText("Query is required", 500, QUERY_TOO_LONG_MESSAGE),
  consent: consentField,
  website: honeypotField,
});

export type HomeLeadInput = z.input<typeof homeLeadSchema>;
export type HomeLead = z.output<typeof homeLeadSchema>;
export type CoderSheetLeadInput = z.input<typeof coderSheetLeadSchema>;
export type CoderSheetLead = z.output<typeof coderSheetLeadSchema>;
export type Lead = HomeLead | CoderSheetLead;

/** The schema of the form a lead body says it came from, or null for an unknown source. */
export function leadSchemaFor(source: unknown) {
  if (source === "home") return homeLeadSchema;
  if (source === "coder_sheet") return coderSheetLeadSchema;
  return null;
}
