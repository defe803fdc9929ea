// POST /api/staff/submissions/<enquiries|bookings>/<id> – a counsellor changes the status, owner
// or follow-up day of one submission. Any signed-in staff member may.
import { ApiError, handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { ChangeRefused, updateInboxItem } from "@/lib/services/inbox-item";
import { itemChangeSchema, itemRefSchema } from "@/lib/validations/staff";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ kind: string; id: string }> };

export const POST = handle(
  "POST /api/staff/submissions/[kind]/[id]",
  async (request: Request, { params }: Params) => {
    const { staff, data } = await staffAction(request, itemChangeSchema);
    const ref = itemRefSchema.safeParse(await params);
    if (!ref.success) throw new ApiError("not_found", "There is no such enquiry or booking.");
    try {
      const found = await updateInboxItem(
        await getDb(),
        ref.data.kind,
        ref.data.id,
        data,
        actorOf(staff),
      );
      if (!found) throw new ApiError("not_found", "There is no such enquiry or booking.");
    } catch (error) {
      if (error instanceof ChangeRefused) {
        throw new ApiError("validation_failed", error.message, { [error.field]: error.message });
      }
      throw error;
    }
    return staffJson({ message: "Saved." });
  },
);
