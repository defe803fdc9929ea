// POST /api/staff/account/alerts – a counsellor or admin chooses which alerts they get by email.
import { handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { setAlertChoices } from "@/lib/services/alerts/settings";
import { alertChoicesSchema } from "@/lib/validations/alerts";

export const dynamic = "force-dynamic";

export const POST = handle("POST /api/staff/account/alerts", async (request: Request) => {
  const { staff, data } = await staffAction(request, alertChoicesSchema, { duty: "enquiries" });
  const { changed } = await setAlertChoices(await getDb(), staff.id, data, actorOf(staff));
  return staffJson({
    data,
    message: changed ? "Saved: your alerts are as chosen." : "No change.",
  });
});
