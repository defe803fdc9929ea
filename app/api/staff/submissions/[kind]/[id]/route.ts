// POST /api/staff/submissions/<enquiries|bookings>/<id> – saves what a staff member changed on one
// submission's page in one go: status, owner, follow-up day, a note, a rescheduled session's slot.
// Each changed field comes with what the page showed; 409 when it changed meanwhile.
import { ApiError, handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { mayAdminister } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { ChangeConflict, ChangeRefused, saveItemChange } from "@/lib/services/inbox-item-change";
import { itemChangeSchema, itemRefSchema } from "@/lib/validations/staff";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ kind: string; id: string }> };

const NOT_FOUND = "There is no such enquiry or booking.";

export const POST = handle(
  "POST /api/staff/submissions/[kind]/[id]",
  async (request: Request, { params }: Params) => {
    const { staff, data } = await staffAction(request, itemChangeSchema, { duty: "enquiries" });
    const ref = itemRefSchema.safeParse(await params);
    if (!ref.success) throw new ApiError("not_found", NOT_FOUND);
    const result = await saveItemChange(
      await getDb(),
      ref.data.kind,
      ref.data.id,
      data,
      actorOf(staff),
      {
        mayReopen: mayAdminister(staff.role),
      },
    ).catch((error: unknown) => {
      if (error instanceof ChangeConflict)
        throw new ApiError("conflict", error.message, error.fields);
      if (error instanceof ChangeRefused) {
        const code = error.byRole ? "forbidden" : "validation_failed";
        throw new ApiError(code, error.message, { [error.field]: error.message });
      }
      throw error;
    });
    if (!result) throw new ApiError("not_found", NOT_FOUND);
    const message = result.saved.length > 0 ? "Saved." : "Nothing changed: it was so already.";
    return staffJson({ message, data: result });
  },
);
