// POST /api/staff/submissions/<enquiries|bookings>/<id>/notes – adds a counsellor's note.
import { ApiError, handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { addNote } from "@/lib/services/inbox-item";
import { itemRefSchema, noteSchema } from "@/lib/validations/staff";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ kind: string; id: string }> };

export const POST = handle(
  "POST /api/staff/submissions/[kind]/[id]/notes",
  async (request: Request, { params }: Params) => {
    const { staff, data } = await staffAction(request, noteSchema);
    const ref = itemRefSchema.safeParse(await params);
    const added =
      ref.success &&
      (await addNote(await getDb(), ref.data.kind, ref.data.id, data.body, actorOf(staff)));
    if (!added) throw new ApiError("not_found", "There is no such enquiry or booking.");
    return staffJson({ message: "Note added." }, 201);
  },
);
