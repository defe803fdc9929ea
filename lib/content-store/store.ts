// Saving what staff edit: a draft (invisible to visitors) or a publish, each naming the revision
// the editor started from, so a second editor saving the same item is told instead of silently
// overwriting the first. Every publish and restore keeps a version (who, when, which fields
// changed, the value), and any earlier version can be published again in one step.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ApiError, parseBody } from "@/lib/api/errors";
import type { Db } from "@/lib/db/client";
import { contentEntries, contentVersions, staffUsers } from "@/lib/db/schema";
import { recordAuditIn } from "@/lib/services/audit";
import type { Actor } from "@/lib/services/staff";
import { changedPaths } from "./diff";
import { type Entry, ensureSeeded } from "./entries";
import { type ContentKind, kindSpec } from "./kinds";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What each action tells the editor once it worked. */
export const DONE = {
  "take-down": "Taken off the site. Restore a version to bring it back.",
  publish: "Published. Every page that shows it is updated within a few seconds.",
  save: "Draft saved. Visitors see it only once you publish.",
} as const;

export type SaveRequest = {
  kind: ContentKind;
  id: string;
  /** The revision the editor's form was loaded at. */
  revision: number;
  data: unknown;
  publish: boolean;
};

/** Saves a draft or publishes; returns the item as saved. 409 when someone saved it meanwhile. */
export async function saveEntry(db: Db, request: SaveRequest, actor: Actor): Promise<Entry> {
  const spec = kindSpec(request.kind);
  const data = parseBody(spec.schema, request.data);
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, request.kind, request.id, request.revision);
    if (request.publish) spec.mayPublish?.(data);
    if (!request.publish) {
      const saved = await update(tx, current, { draft: data }, actor);
      await audit(tx, "content_saved", current, actor, {});
      return saved;
    }
    return publishIn(tx, current, data, "publish", actor);
  });
}

/** Publishes an earlier version again, as a new version. */
export async function restoreVersion(
  db: Db,
  request: { kind: ContentKind; id: string; revision: number; version: number },
  actor: Actor,
): Promise<Entry> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, request.kind, request.id, request.revision);
    const [old] = await tx
      .select({ data: contentVersions.data })
      .from(contentVersions)
      .where(
        and(eq(contentVersions.entryId, current.id), eq(contentVersions.version, request.version)),
      );
    if (!old?.data) throw new ApiError("not_found", "There is no such version of this item.");
    // Checked again: a version saved under an older schema must still be valid today.
    const spec = kindSpec(request.kind);
    const data = parseBody(spec.schema, old.data);
    spec.mayPublish?.(data);
    return publishIn(tx, current, data, "restore", actor, request.version);
  });
}

async function lockCurrent(
  tx: Tx,
  kind: ContentKind,
  id: string,
  revision: number,
): Promise<Entry> {
  const [current] = await tx
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.id, id)))
    .for("update");
  if (!current) throw new ApiError("not_found", "This item no longer exists.");
  if (current.revision !== revision) {
    const [by] = current.updatedBy
      ? await tx
          .select({ name: staffUsers.name })
          .from(staffUsers)
          .where(eq(staffUsers.id, current.updatedBy))
      : [];
    throw new ApiError(
      "conflict",
      `${by?.name ?? "Someone else"} saved this item after you opened it. Nothing of yours was saved: copy what you changed, reload the page to see their version, and make your change again.`,
    );
  }
  return current;
}

async function publishIn(
  tx: Tx,
  current: Entry,
  data: unknown,
  action: "publish" | "restore",
  actor: Actor,
  from?: number,
): Promise<Entry> {
  const version = current.version + 1;
  const changed = changedPaths(current.published, data);
  const saved = await update(tx, current, { published: data, draft: null, version }, actor);
  await tx.insert(contentVersions).values({
    entryId: current.id,
    version,
    action,
    data,
    changed,
    staffId: actor.id,
  });
  const detail = { version, changed: changed.slice(0, 20), ...(from && { restored: from }) };
  await audit(
    tx,
    action === "publish" ? "content_published" : "content_restored",
    current,
    actor,
    detail,
  );
  return saved;
}

async function update(
  tx: Tx,
  current: Entry,
  values: Partial<Pick<Entry, "published" | "draft" | "version">>,
  actor: Actor,
): Promise<Entry> {
  const [saved] = await tx
    .update(contentEntries)
    .set({ ...values, revision: current.revision + 1, updatedAt: new Date(), updatedBy: actor.id })
    .where(eq(contentEntries.id, current.id))
    .returning();
  return saved!;
}

function audit(
  tx: Tx,
  action: "content_saved" | "content_published" | "content_restored",
  entry: Entry,
  actor: Actor,
  detail: Record<string, unknown>,
) {
  return recordAuditIn(tx, {
    action,
    actorId: actor.id,
    targetKind: "content",
    targetId: entry.id,
    address: actor.address,
    detail: { kind: entry.kind, ...detail },
  });
}

/** Adds an item to a list kind, as a draft or published at once; returns it. */
export async function createEntry(
  db: Db,
  request: { kind: ContentKind; data: unknown; publish: boolean },
  actor: Actor,
): Promise<Entry> {
  const spec = kindSpec(request.kind);
  if (spec.single) throw new ApiError("conflict", `${spec.label} is one item: edit it instead.`);
  const data = parseBody(spec.schema, request.data);
  await ensureSeeded(db, request.kind);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${contentEntries.position}), -1)` })
      .from(contentEntries)
      .where(eq(contentEntries.kind, request.kind));
    const [created] = await tx
      .insert(contentEntries)
      .values({
        id: randomUUID(),
        kind: request.kind,
        position: Number(last?.position ?? -1) + 1,
        draft: data,
        version: 0,
        updatedBy: actor.id,
      })
      .returning();
    if (!request.publish) {
      await audit(tx, "content_saved", created!, actor, {});
      return created!;
    }
    spec.mayPublish?.(data);
    return publishIn(tx, created!, data, "publish", actor);
  });
}

/** Takes a list item off the site, as a new version; restoring an earlier one brings it back. */
export async function takeDown(
  db: Db,
  request: { kind: ContentKind; id: string; revision: number },
  actor: Actor,
): Promise<Entry> {
  if (kindSpec(request.kind).single)
    throw new ApiError("conflict", "This item cannot be taken down.");
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, request.kind, request.id, request.revision);
    if (current.published === null) throw new ApiError("conflict", "This item is not on the site.");
    const version = current.version + 1;
    const saved = await update(tx, current, { published: null, version }, actor);
    await tx.insert(contentVersions).values({
      entryId: current.id,
      version,
      action: "take-down",
      data: null,
      staffId: actor.id,
    });
    await recordAuditIn(tx, {
      action: "content_taken_down",
      actorId: actor.id,
      targetKind: "content",
      targetId: current.id,
      address: actor.address,
      detail: { kind: current.kind, version },
    });
    return saved;
  });
}
