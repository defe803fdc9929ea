// How pages read the content staff publish. Each kind is read once from the database and kept in
// Next's data cache under the tags "content" and "content:<kind>"; the pages that read it are
// pre-rendered and carry the same tags, so a publish (./publish.ts) re-renders exactly them, on
// every instance (the cache is shared through Redis when REDIS_URL is set: cache-handler.mjs). No
// visit reads the database. `next build` reads no database either: it renders today's data (the
// seeds), under its own cache key, and the server brings pages up to date at start (./startup.ts).
import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contentEntries } from "@/lib/db/schema";
import type { Facts } from "./facts";
import { secondsUntil } from "./lifetime";
import { type ContentKind, type ContentOf, kindSpec } from "./kinds";

export const CONTENT_TAG = "content";
export const kindTag = (kind: ContentKind) => `${CONTENT_TAG}:${kind}`;

const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/** The published items of a kind in order; today's data while the kind has never been edited. */
export async function loadPublished<K extends ContentKind>(kind: K): Promise<ContentOf<K>[]> {
  const db = await getDb();
  const any = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind))
    .limit(1);
  if (any.length === 0) return [...kindSpec(kind).seeds];
  const rows = await db
    .select({ published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), isNotNull(contentEntries.published)))
    .orderBy(asc(contentEntries.position), asc(contentEntries.id));
  return rows.map((r) => r.published as ContentOf<K>);
}

/**
 * The published items of a kind, from the shared cache (a database read only after a publish).
 * `revalidate` (seconds) gives the read, and so every page making it, a lifetime, for what changes
 * with the clock rather than with a publish (publishedUntilChange): Next renders a page again once
 * the shortest lifetime of its reads has passed.
 */
export function published<K extends ContentKind>(
  kind: K,
  options: { revalidate?: number } = {},
): Promise<ContentOf<K>[]> {
  const seeds = building();
  return unstable_cache(
    async () => (seeds ? [...kindSpec(kind).seeds] : loadPublished(kind)),
    [CONTENT_TAG, kind, seeds ? "seed" : "live"],
    { tags: [CONTENT_TAG, kindTag(kind)], revalidate: options.revalidate },
  )();
}

/**
 * The published items of a kind, giving the page that reads them a lifetime ending at the next
 * moment what it shows changes with the clock alone (`nextChange`: a notice's first or last day, a
 * batch's start), so Next renders it again then without a publish. No such moment: no lifetime,
 * and the page stays cached until a publish.
 */
export async function publishedUntilChange<K extends ContentKind>(
  kind: K,
  nextChange: (items: readonly ContentOf<K>[], now: Date) => Date | null,
  now: Date,
): Promise<ContentOf<K>[]> {
  const items = await published(kind);
  const change = nextChange(items, now);
  if (!change) return items;
  // The same cached read again, now with the lifetime, which Next gives the page reading it.
  return published(kind, { revalidate: secondsUntil(change, now) });
}

/** The institute's facts, looked up once per render however many parts ask. */
export const getFacts = cache(async (): Promise<Facts> => {
  const [facts] = await published("facts");
  return facts ?? kindSpec("facts").seeds[0]!;
});
