// A new staff member as an admin describes them: on the team page, through POST
// /api/admin/staff and on the command line (npm run staff:create). Isomorphic: the form and the
// handlers run the same rules.
import { z } from "zod";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { CONTROL_CHARACTERS, emailField } from "./common";
import { messagesIn } from "@/lib/validations/messages";

// Staff pages are in English.
const STAFF_MESSAGES = messagesIn("en");

export const STAFF_NAME_MESSAGE = "Enter the staff member's name";
export const STAFF_ROLE_MESSAGE = "Choose a role: admin, counsellor or editor";

/**
 * Any printable name up to 80 characters: unlike a visitor's name it may hold dots or digits,
 * since it often starts as the part of an email before the @.
 */
const staffName = z
  .string({ error: STAFF_NAME_MESSAGE })
  .transform((v) => v.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, STAFF_NAME_MESSAGE).max(80, "The name cannot exceed 80 characters"));

export const staffMemberSchema = z.object({
  email: emailField(STAFF_MESSAGES),
  name: staffName,
  role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE }),
});
export type StaffMemberInput = z.infer<typeof staffMemberSchema>;

/** The part of an address before the @: "asha.verma" for asha.verma@coderhouse.in. */
export const nameFromEmail = (email: string) => email.trim().split("@")[0] ?? "";

/**
 * For the command line and the admin API, where the name may be left out: it is then the part
 * of the email before the @.
 */
export const staffMemberWithDefaultNameSchema = z.preprocess((value) => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const { name, email } = value as Record<string, unknown>;
  const missing = name === undefined || name === null || (typeof name === "string" && !name.trim());
  return missing && typeof email === "string" ? { ...value, name: nameFromEmail(email) } : value;
}, staffMemberSchema);
