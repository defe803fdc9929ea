// Saving what staff edit: a draft (invisible to visitors) or a publish, each naming the revision
// the editor started from, so a second editor saving the same item is told instead of silently
// overwriting the first. Every publish and restore keeps a version (who, when, which fields
// changed, the value), and any earlier version can be published again in one step.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { ApiError, parseBody } from "@/lib/api/errors";
import type { Db } from "@/lib/db/client";
import { contentEntries, contentVersions, staffUsers } from "@/lib/db/schema";
import { recordAuditIn } from "@/lib/services/audit";
import type { Actor } from "@/lib/services/staff";
import { changedPaths } from "./diff";
import { type ContentKind, kindSpec } from "./kinds";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Entry = typeof contentEntries.$inferSelect;
export type Version = {
  version: number;
  action: string;
  changed: string[];
  at: Date;
  staffName: string | null;
};

/** Puts today's data in as the first version of a kind that has never been edited. */
export async function ensureSeeded(db: Db, kind: ContentKind): Promise<void> {
  const spec = kindSpec(kind);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-seed:${kind}`}))`);
    const [any] = await tx
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(eq(contentEntries.kind, kind))
      .limit(1);
    if (any) return;
    for (const [position, seed] of spec.seeds.entries()) {
      const id = randomUUID();
      await tx.insert(contentEntries).values({
        id,
        kind,
        slug: spec.single ? kind : null,
        position,
        published: seed,
        version: 1,
      });
      await tx
        .insert(contentVersions)
        .values({ entryId: id, version: 1, action: "initial", data: seed });
    }
  });
}

export async function listEntries(db: Db, kind: ContentKind): Promise<Entry[]> {
  await ensureSeeded(db, kind);
  return db
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind))
    .orderBy(asc(contentEntries.position), asc(contentEntries.id));
}

export async function findEntry(db: Db, kind: ContentKind, id: string): Promise<Entry | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.id, id)));
  return row ?? null;
}

export async function listVersions(db: Db, entryId: string): Promise<Version[]> {
  return db
    .select({
      version: contentVersions.version,
      action: contentVersions.action,
      changed: contentVersions.changed,
      at: contentVersions.at,
      staffName: staffUsers.name,
    })
    .from(contentVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentVersions.staffId))
    .where(eq(contentVersions.entryId, entryId))
    .orderBy(desc(contentVersions.version));
}

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
  const data = parseBody(kindSpec(request.kind).schema, request.data);
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, request.kind, request.id, request.revision);
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
    const data = parseBody(kindSpec(request.kind).schema, old.data);
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
