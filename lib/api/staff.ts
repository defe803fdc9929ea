// Adding a staff member from a request body, shared by POST /api/staff/team (the team page),
// POST /api/admin/staff (the admin token) and `npm run staff:create`: the same checks, and the
// same answers (422 with field messages, 409 for an email that is taken).
import "server-only";
import { isAPIError } from "better-auth/api";
import type { Auth } from "@/lib/auth/server";
import { SET_UP_LINK_SECONDS } from "@/lib/auth/server";
import type { Db } from "@/lib/db/client";
import { type Actor, StaffExistsError, addStaff } from "@/lib/services/staff";
import {
  type StaffMemberInput,
  staffMemberSchema,
  staffMemberWithDefaultNameSchema,
} from "@/lib/validations/staff-member";
import { ApiError, parseBody } from "./errors";

/** How long a set-up link works, in words for the admin who hands it on. */
export const SET_UP_LINK_VALIDITY = `once, within ${SET_UP_LINK_SECONDS / 3600} hours`;

/** The new member in `body`, or 422 with a message under each field that needs one. */
export function parseStaffMember(
  body: unknown,
  { defaultName = false }: { defaultName?: boolean } = {},
): StaffMemberInput {
  return parseBody(defaultName ? staffMemberWithDefaultNameSchema : staffMemberSchema, body);
}

/** better-auth's own refusal of a taken email: reached only when two admins add one at once. */
const isDuplicateInAuth = (error: unknown) =>
  isAPIError(error) &&
  (error.body as { code?: string } | undefined)?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL";

/**
 * Adds the member, or 409 when a member (enabled or disabled) already has this email: one
 * sentence, as the message and under the email field (a form shows it once and marks the field),
 * which the team page words to say what to do instead.
 */
export async function addStaffMember(
  db: Db,
  auth: Auth,
  member: StaffMemberInput,
  actor: Actor,
  duplicateMessage = new StaffExistsError().message,
): Promise<{ id: string; setUpLink: string }> {
  try {
    return await addStaff(db, auth, member, actor);
  } catch (error) {
    if (error instanceof StaffExistsError || isDuplicateInAuth(error)) {
      throw new ApiError("already_exists", duplicateMessage, { email: duplicateMessage });
    }
    throw error;
  }
}
