// POST /api/staff/assignment – an admin turns automatic assignment on or off, or names a program's
// counsellor (or nobody).
import { handle } from "@/lib/api/errors";
import { refusedAssignment } from "@/lib/api/assignment";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { setAutomaticAssignment, setProgramCounsellor } from "@/lib/services/assignment-settings";
import { assignmentSettingSchema } from "@/lib/validations/assignment";

export const dynamic = "force-dynamic";

export const POST = handle("POST /api/staff/assignment", async (request: Request) => {
  const { staff, data } = await staffAction(request, assignmentSettingSchema, {
    duty: "administration",
  });
  const db = await getDb();
  if (data.action === "set-automatic") {
    const { changed } = await setAutomaticAssignment(db, data.automatic, actorOf(staff));
    const state = data.automatic ? "on" : "off";
    return staffJson({
      data: { automatic: data.automatic },
      message: changed
        ? `Saved: automatic assignment is ${state}.`
        : `No change: automatic assignment is already ${state}.`,
    });
  }
  const { changed } = await refusedAssignment(
    setProgramCounsellor(db, data.program, data.staffId, actorOf(staff)),
  );
  return staffJson({
    data: { program: data.program, staffId: data.staffId },
    message: changed
      ? `Saved: ${data.program} enquiries go ${data.staffId ? "to the counsellor chosen, while on duty" : "in turn"}.`
      : "No change.",
  });
});
