// Whether the pages Next's cache holds may predate what staff have published, so that a starting
// server can expire them (app/api/content/refresh/route.ts). Without Redis the cache is this
// instance's build files and its memory of expired tags, lost at a restart: once anything has
// been published, they expire at every start. With Redis the cache outlives instances, and also a
// database restored from a backup: the publishes the cached pages were rendered with are noted
// beside them (a fingerprint of the version history), and a start that finds the database's
// differ expires them.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env.mjs";
import { sharedRedis } from "@/lib/redis";

const NONE = "0|";

async function fingerprint(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select count(*)::int as n, coalesce(max(at)::text, '') as last
        from content_versions where action <> 'initial'`,
  );
  const row = (result as unknown as { rows: { n: number; last: string }[] }).rows[0];
  return `${row?.n ?? 0}|${row?.last ?? ""}`;
}

const noteKey = () =>
  `${env.REDIS_KEY_PREFIX}next:${process.env.NEXT_DEPLOYMENT_ID ?? "dev"}:content-fingerprint`;

/** True when the cached pages may show content other than the database's. */
export async function pagesMayPredate(db: Db): Promise<boolean> {
  const now = await fingerprint(db);
  const redis = sharedRedis();
  if (!redis) return now !== NONE;
  const noted = await redis.get(noteKey()).catch(() => null);
  return noted !== now;
}

/** Notes that the cached pages now follow the database's content (after expiring them). */
export async function notePagesCurrent(db: Db): Promise<void> {
  const redis = sharedRedis();
  if (redis) await redis.set(noteKey(), await fingerprint(db)).catch(() => undefined);
}
