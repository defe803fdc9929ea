// POST /api/staff/alerts – an admin chooses what every alert of a new enquiry or booking shows.
import { handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { setAlertDetail } from "@/lib/services/alerts/settings";
import { ALERT_DETAIL_LABELS, alertDetailSchema } from "@/lib/validations/alerts";

export const dynamic = "force-dynamic";

export const POST = handle("POST /api/staff/alerts", async (request: Request) => {
  const { staff, data } = await staffAction(request, alertDetailSchema, {
    duty: "administration",
  });
  const { changed } = await setAlertDetail(await getDb(), data.detail, actorOf(staff));
  const shown = ALERT_DETAIL_LABELS[data.detail];
  return staffJson({
    data: { detail: data.detail },
    message: changed
      ? `Saved. Alerts now show: ${shown}.`
      : `No change. Alerts already show: ${shown}.`,
  });
});
