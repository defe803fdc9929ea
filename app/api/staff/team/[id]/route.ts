// POST /api/staff/team/:id – an admin disables or enables a staff member, or issues a new set-up link.
import { z } from "zod";
import { ApiError, handle } from "@/lib/api/errors";
import { SET_UP_LINK_VALIDITY } from "@/lib/api/staff";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getAuth } from "@/lib/auth/server";
import { getDb } from "@/lib/db/client";
import { renewSetUpLink, setStaffDisabled } from "@/lib/services/staff";

export const dynamic = "force-dynamic";

const memberActionSchema = z.object({
  action: z.enum(["disable", "enable", "new-link"], {
    error: "Choose an action: disable, enable or new-link",
  }),
});

const noSuchMember = () => new ApiError("not_found", "There is no staff member with this id.");

export const POST = handle(
  "POST /api/staff/team/:id",
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { staff, data } = await staffAction(request, memberActionSchema, { admin: true });
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
    const disabled = data.action === "disable";
    // An admin locking themself out could leave the institute with no admin at all.
    if (disabled && id === staff.id) {
      throw new ApiError("validation_failed", "You cannot disable your own account.", {
        action: "Ask another admin to disable your account",
      });
    }
    if (!(await setStaffDisabled(db, id, disabled, actor))) throw noSuchMember();
    return staffJson({
      data: { id, disabled },
      message: disabled
        ? "Disabled: they are signed out everywhere and cannot sign in."
        : "Enabled: they can sign in again.",
    });
  },
);
