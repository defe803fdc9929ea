// POST /api/staff/content/:kind/:id – an editor or admin (an admin only, for a kind whose duty
// says so: the reply templates) saves a draft of an item, publishes it, publishes an earlier
// version again, or takes a list item off the site. The body names the revision the form was
// loaded at: a save over someone else's newer one answers 409. A publish re-renders the pages
// that show the item, on every instance (lib/content-store/publish.ts).
import { z } from "zod";
import { ApiError, handle } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import { isContentKind, kindDuty } from "@/lib/content-store/kinds";
import { notePagesCurrent } from "@/lib/content-store/freshness";
import { refreshPages } from "@/lib/content-store/publish";
import { DONE, restoreVersion, saveEntry, takeDown } from "@/lib/content-store/store";

export const dynamic = "force-dynamic";

const revision = z.number({ error: "Reload the page: the form lost its revision." }).int().min(1);
const actionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.enum(["save", "publish"]), revision, data: z.unknown() }),
    z.object({ action: z.literal("restore"), revision, version: z.number().int().min(1) }),
    z.object({ action: z.literal("take-down"), revision }),
  ],
  { error: "Choose an action: save, publish, restore or take-down" },
);

export const POST = handle(
  "POST /api/staff/content/:kind/:id",
  async (request: Request, { params }: { params: Promise<{ kind: string; id: string }> }) => {
    const { kind, id } = await params;
    const duty = isContentKind(kind) ? kindDuty(kind) : "content";
    const { staff, data } = await staffAction(request, actionSchema, { duty });
    if (!isContentKind(kind)) throw new ApiError("not_found", "There is no such kind of content.");
    const db = await getDb();
    const actor = actorOf(staff);
    const saved = await (async () => {
      switch (data.action) {
        case "restore":
          return restoreVersion(db, { kind, id, ...data }, actor);
        case "take-down":
          return takeDown(db, { kind, id, ...data }, actor);
        default:
          return saveEntry(db, { kind, id, ...data, publish: data.action === "publish" }, actor);
      }
    })();
    if (data.action !== "save") {
      refreshPages(kind);
      await notePagesCurrent(db);
    }
    const message =
      data.action === "restore"
        ? `Version ${data.version} is published again, as version ${saved.version}.`
        : DONE[data.action];
    return staffJson({
      data: { id: saved.id, revision: saved.revision, version: saved.version },
      message,
    });
  },
);
