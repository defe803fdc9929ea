// Reading the items staff edit, for the editor's pages: the items of a kind (today's data put in
// as their first version the first time a kind is opened), one item, and its version history.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { contentEntries, contentVersions, staffUsers } from "@/lib/db/schema";
import { type ContentKind, kindSpec } from "./kinds";

export type Entry = typeof contentEntries.$inferSelect;
export type Version = {
  version: number;
  action: string;
  changed: string[];
  /** The value published by this step; null for a take-down. */
  data: unknown;
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
      data: contentVersions.data,
      at: contentVersions.at,
      staffName: staffUsers.name,
    })
    .from(contentVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentVersions.staffId))
    .where(eq(contentVersions.entryId, entryId))
    .orderBy(desc(contentVersions.version));
}
