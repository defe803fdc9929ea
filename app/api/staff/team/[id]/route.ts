// POST /api/staff/team/:id – an admin disables or enables a staff member, issues a new set-up link,
// resets their authenticator app, changes their role, or puts them on or off duty.
import { z } from "zod";
import { dutyAnswer, refusedAssignment } from "@/lib/api/assignment";
import { ApiError, handle } from "@/lib/api/errors";
import { SET_UP_LINK_VALIDITY } from "@/lib/api/staff";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { ROLE_LABELS, STAFF_ROLES } from "@/lib/auth/roles";
import { getAuth } from "@/lib/auth/server";
import { getDb } from "@/lib/db/client";
import { setDuty } from "@/lib/services/assignment-settings";
import { renewSetUpLink, resetAuthenticator, setStaffDisabled } from "@/lib/services/staff";
import { LastAdminError, changeStaffRole } from "@/lib/services/staff-role";
import { dutyField } from "@/lib/validations/assignment";
import { STAFF_ROLE_MESSAGE } from "@/lib/validations/staff-member";

export const dynamic = "force-dynamic";

const memberActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.enum(["disable", "enable", "new-link", "reset-authenticator"]) }),
    z.object({
      action: z.literal("set-role"),
      role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE }),
    }),
    z.object({ action: z.literal("set-duty"), duty: dutyField }),
  ],
  {
    error: "Choose an action: disable, enable, new-link, reset-authenticator, set-role or set-duty",
  },
);

const noSuchMember = () => new ApiError("not_found", "There is no staff member with this id.");

/** Runs a change that may leave the team without an admin, refusing it with 422 if so. */
async function keepingAnAdmin<T>(field: string, change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof LastAdminError) {
      throw new ApiError("validation_failed", error.message, { [field]: error.message });
    }
    throw error;
  }
}

export const POST = handle(
  "POST /api/staff/team/:id",
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { staff, data } = await staffAction(request, memberActionSchema, {
      duty: "administration",
    });
    const { id } = await params;
    const actor = actorOf(staff);
    const db = await getDb();

    if (data.action === "new-link") {
      const setUpLink = await renewSetUpLink(db, (await getAuth())!, id, actor);
      if (!setUpLink) throw noSuchMember();
      return staffJson({
        data: { id, setUpLink },
        message: `New set-up link made: it works ${SET_UP_LINK_VALIDITY}. Choosing a password with it ends every earlier password.`,
      });
    }
    if (data.action === "reset-authenticator") {
      // One's own app is at hand (one signed in with it); removing it would only sign one out.
      if (id === staff.id) {
        throw new ApiError("validation_failed", "You cannot reset your own authenticator app.", {
          action: "Ask another admin to reset your authenticator app",
        });
      }
      if (!(await resetAuthenticator(db, id, actor))) throw noSuchMember();
      return staffJson({
        data: { id, twoFactorEnabled: false },
        message:
          "Reset: they are signed out, and set up a new authenticator app after their password at their next sign-in.",
      });
    }
    if (data.action === "set-role") {
      // An admin demoting themself could leave the institute with no admin at all.
      if (id === staff.id) {
        throw new ApiError("validation_failed", "You cannot change your own role.", {
          role: "Ask another admin to change your role",
        });
      }
      const change = await keepingAnAdmin("role", changeStaffRole(db, id, data.role, actor));
      if (!change) throw noSuchMember();
      const role = ROLE_LABELS[data.role];
      return staffJson({
        data: { id, role: data.role },
        message: change.changed
          ? `Saved: their role is now ${role}, from their next page or action.`
          : `No change: their role is already ${role}.`,
      });
    }
    if (data.action === "set-duty") {
      const change = await refusedAssignment(setDuty(db, id, data.duty, actor));
      if (!change) throw noSuchMember();
      return staffJson(dutyAnswer(id, data.duty, change.changed, "they are"));
    }
    const disabled = data.action === "disable";
    // An admin locking themself out could leave the institute with no admin at all.
    if (disabled && id === staff.id) {
      throw new ApiError("validation_failed", "You cannot disable your own account.", {
        action: "Ask another admin to disable your account",
      });
    }
    if (!(await keepingAnAdmin("action", setStaffDisabled(db, id, disabled, actor)))) {
      throw noSuchMember();
    }
    return staffJson({
      data: { id, disabled },
      message: disabled
        ? "Disabled: they are signed out everywhere and cannot sign in."
        : "Enabled: they can sign in again.",
    });
  },
);
