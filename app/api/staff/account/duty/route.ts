// POST /api/staff/account/duty – a counsellor or admin puts themself on or off duty.
import { handle } from "@/lib/api/errors";
import { dutyAnswer, refusedAssignment } from "@/lib/api/assignment";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { setDuty } from "@/lib/services/assignment-settings";
import { dutySchema } from "@/lib/validations/assignment";

export const dynamic = "force-dynamic";

export const POST = handle("POST /api/staff/account/duty", async (request: Request) => {
  const { staff, data } = await staffAction(request, dutySchema, { duty: "enquiries" });
  // The guard found their session a moment ago, so the member exists.
  const change = await refusedAssignment(
    setDuty(await getDb(), staff.id, data.duty, actorOf(staff)),
  );
  return staffJson(dutyAnswer(staff.id, data.duty, change?.changed ?? false, "you are"));
});
