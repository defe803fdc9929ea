// Whether the pages Next's cache holds may predate what staff have published, so that a starting
// server can expire them (app/api/content/refresh/route.ts). The publishes the cached pages were
// rendered with are noted beside them, as a fingerprint of the version history: in Redis when
// REDIS_URL is set (the cache all instances share), else in a file in the build's cache folder
// (this instance's files, which outlive a restart, while Next's memory of expired tags does not).
// A start that finds the database's fingerprint differ, after a restart or a database restored
// from a backup, expires them. `next build` renders today's data: no note counts as "nothing
// published" for the files it wrote; the Redis cache starts empty for each release.
import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
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

const release = () => process.env.NEXT_DEPLOYMENT_ID ?? "dev";
const noteFile = () =>
  join(process.env.NEXT_DIST_DIR || ".next", "cache", "content-fingerprint", release());
const noteKey = () => `${env.REDIS_KEY_PREFIX}next:${release()}:content-fingerprint`;

async function noted(): Promise<string | null> {
  const redis = sharedRedis();
  if (redis) return redis.get(noteKey()).catch(() => null);
  return readFile(noteFile(), "utf8").catch(() => NONE);
}

/** True when the cached pages may show content other than the database's. */
export async function pagesMayPredate(db: Db): Promise<boolean> {
  return (await noted()) !== (await fingerprint(db));
}

/** Notes that the cached pages now follow the database's content (after expiring them). */
export async function notePagesCurrent(db: Db): Promise<void> {
  const now = await fingerprint(db);
  const redis = sharedRedis();
  if (redis) {
    await redis.set(noteKey(), now).catch(() => undefined);
    return;
  }
  await mkdir(dirname(noteFile()), { recursive: true });
  await writeFile(noteFile(), now);
}
