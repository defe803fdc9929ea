// POST /api/staff/content/:kind – an editor or admin adds an item to a list (a notice, a batch, an
// achiever…), as a draft or published at once. Answers 201 with its id and revision.
import { z } from "zod";
import { ApiError, handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { notePagesCurrent } from "@/lib/content-store/freshness";
import { isContentKind, kindDuty } from "@/lib/content-store/kinds";
import { refreshPages } from "@/lib/content-store/publish";
import { DONE, createEntry } from "@/lib/content-store/store";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

const createSchema = z.object(
  { action: z.enum(["save", "publish"]), data: z.unknown() },
  { error: "Choose an action: save or publish" },
);

export const POST = handle(
  "POST /api/staff/content/:kind",
  async (request: Request, { params }: { params: Promise<{ kind: string }> }) => {
    const { kind } = await params;
    const duty = isContentKind(kind) ? kindDuty(kind) : "content";
    const { staff, data } = await staffAction(request, createSchema, { duty });
    if (!isContentKind(kind)) throw new ApiError("not_found", "There is no such kind of content.");
    const db = await getDb();
    const publish = data.action === "publish";
    const created = await createEntry(db, { kind, data: data.data, publish }, actorOf(staff));
    if (publish) {
      refreshPages(kind);
      await notePagesCurrent(db);
    }
    return staffJson(
      {
        data: { id: created.id, revision: created.revision, version: created.version },
        message: DONE[data.action],
      },
      201,
    );
  },
);
