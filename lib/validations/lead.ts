// The two lead forms: the home enquiry form and the coder-sheet gate. Both post to /api/leads,
// told apart by `source`, and both store the role canonically.
import { z } from "zod";
import { formOptions } from "@/lib/content/forms";
import { LOCALES, isLocale, type Locale } from "@/lib/i18n/locales";
import {
  boundedText,
  consentField,
  emailField,
  honeypotField,
  keepNameCharacters,
  languageField,
  nameField,
  phoneField,
  text,
  whenValid,
} from "./common";
import { messagesIn, type ValidationMessages } from "./messages";
import { heardFromField, visitSourceFields } from "./visit-source";

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

function roleField(allowed: readonly Role[], m: ValidationMessages) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (ROLE_ALIASES[v.trim().toLowerCase()] ?? v) : v),
    z.enum(allowed as [Role, ...Role[]], { error: m.role }),
  );
}

const ALLOWED_DOMAINS = new Set(formOptions.allowedEmailDomains);
export const EMAIL_DOMAIN_MESSAGE = messagesIn("en").emailDomain;
export const PROGRAM_MESSAGE = messagesIn("en").program;
export const EXPERTISE_MESSAGE = messagesIn("en").expertise;
export const LINKEDIN_MESSAGE = messagesIn("en").linkedin;
export const QUERY_TOO_LONG_MESSAGE = messagesIn("en").queryTooLong;

/** An empty optional box arrives as "" or null; both mean "not given". */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const linkedinField = (m: ValidationMessages) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: m.linkedin })
      .trim()
      .max(300, m.linkedin)
      .regex(/^[^\u0000-\u001F\u007F\s]+$/, m.linkedin)
      .pipe(z.url({ protocol: /^https?$/, error: m.linkedin }))
      .optional(),
  );

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, text(tooLong).pipe(z.string().max(max, tooLong)).optional());

/** The home enquiry form, its messages in one language. */
function buildHomeLeadSchema(m: ValidationMessages) {
  return (
    z
      .object({
        source: z.literal("home"),
        language: languageField.optional(),
        name: text(m.nameRequired)
          .transform(keepNameCharacters)
          .transform((v) => v.replace(/\s+/g, " ").trim())
          .pipe(z.string().min(1, m.nameRequired).max(50, m.nameMax)),
        email: emailField(m).refine((email) => ALLOWED_DOMAINS.has(email.split("@")[1] ?? ""), {
          message: m.emailDomain,
        }),
        phone: phoneField(m),
        linkedin_url: linkedinField(m),
        role: roleField(ROLES, m),
        program: z.preprocess(blankToUndefined, z.string().optional()),
        expertise: optionalText(200, m.expertiseTooLong),
        query: optionalText(500, m.queryTooLong),
        heard_from: heardFromField(m),
        consent: consentField(m),
        website: honeypotField,
        ...visitSourceFields(m),
      })
      .superRefine(
        (lead, ctx) => {
          if (lead.role === "student") {
            if (!lead.program || !formOptions.programs.includes(lead.program))
              ctx.addIssue({ code: "custom", path: ["program"], message: m.program });
          } else if (!lead.expertise) {
            ctx.addIssue({ code: "custom", path: ["expertise"], message: m.expertise });
          }
        },
        whenValid("role", "program", "expertise"),
      )
      // A student has no expertise and the others no program, whatever a stale form sent.
      .transform((lead) =>
        lead.role === "student"
          ? { ...lead, expertise: undefined }
          : { ...lead, program: undefined },
      )
  );
}

export const CODER_SHEET_ROLES = ["student", "developer", "other"] as const;

/** The coder-sheet gate, its messages in one language. */
function buildCoderSheetLeadSchema(m: ValidationMessages) {
  return z.object({
    source: z.literal("coder_sheet"),
    language: languageField.optional(),
    name: nameField(m, { required: m.nameRequired, characters: m.nameCharacters }),
    email: emailField(m),
    phone: phoneField(m),
    role: roleField(CODER_SHEET_ROLES, m),
    query: boundedText(m.queryRequired, 500, m.queryTooLong),
    consent: consentField(m),
    website: honeypotField,
    ...visitSourceFields(m),
  });
}

/** One schema per form; each language is the same rules with that language's messages. */
const schemas = Object.fromEntries(
  LOCALES.map((locale) => {
    const m = messagesIn(locale);
    return [locale, { home: buildHomeLeadSchema(m), coder_sheet: buildCoderSheetLeadSchema(m) }];
  }),
) as Record<
  Locale,
  {
    home: ReturnType<typeof buildHomeLeadSchema>;
    coder_sheet: ReturnType<typeof buildCoderSheetLeadSchema>;
  }
>;

export function homeLeadSchemaIn(locale: Locale) {
  return schemas[locale].home;
}
export function coderSheetLeadSchemaIn(locale: Locale) {
  return schemas[locale].coder_sheet;
}
export const homeLeadSchema = homeLeadSchemaIn("en");
export const coderSheetLeadSchema = coderSheetLeadSchemaIn("en");

export type HomeLeadInput = z.input<typeof homeLeadSchema>;
export type HomeLead = z.output<typeof homeLeadSchema>;
export type CoderSheetLeadInput = z.input<typeof coderSheetLeadSchema>;
export type CoderSheetLead = z.output<typeof coderSheetLeadSchema>;
export type Lead = HomeLead | CoderSheetLead;

/**
 * The schema of the form a lead body says it came from, with the messages of the language it says
 * it was shown in (English for an unknown one, which the schema then refuses), or null for an
 * unknown source.
 */
export function leadSchemaFor(source: unknown, language: unknown = "en") {
  const locale = isLocale(language) ? language : "en";
  if (source === "home") return homeLeadSchemaIn(locale);
  if (source === "coder_sheet") return coderSheetLeadSchemaIn(locale);
  return null;
}
