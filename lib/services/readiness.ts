// What GET /api/ready reports: each dependency's state, with no secrets (no addresses, no URLs).
import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { getDb, MIGRATIONS_FOLDER } from "@/lib/db/client";
import { isDraining } from "@/lib/lifecycle.mjs";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { sharedRedis } from "@/lib/redis";

/** A dependency that takes longer than this to answer counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = { ok: boolean; ms: number; error?: string };
export type Readiness = {
  status: "ready" | "not_ready";
  draining: boolean;
  database: Check & { migrations?: { applied: number; expected: number } };
  redis: Check | "not configured";
  liveData: Record<string, { asOf: string; ageSeconds: number }>;
};

function withinTime<T>(work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Runs one check. A failure's details (hosts, ports, driver messages) go to the server log only:
 * the answer is public, so it says just "timeout" or "unreachable".
 */
async function timed<T>(
  dependency: string,
  work: () => Promise<T>,
): Promise<Check & { value?: T }> {
  const started = performance.now();
  try {
    const value = await withinTime(work());
    return { ok: true, ms: Math.round(performance.now() - started), value };
  } catch (err) {
    const ms = Math.round(performance.now() - started);
    log.warn({ dependency, err }, "readiness check failed");
    return { ok: false, ms, error: ms >= CHECK_TIMEOUT_MS ? "timeout" : "unreachable" };
  }
}

/** How many migrations this build ships (the committed journal), read once. */
let shipped: number | undefined;
function expectedMigrations(): number {
  shipped ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;
  return shipped;
}

async function checkDatabase(): Promise<Readiness["database"]> {
  const expected = expectedMigrations();
  const { value: applied, ...check } = await timed("database", async () => {
    const result = await (
      await getDb()
    ).execute<{ applied: number }>(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    return Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
  });
  if (!check.ok || applied === undefined) return check;
  const migrations = { applied, expected };
  return applied >= expected
    ? { ...check, migrations }
    : { ...check, ok: false, migrations, error: "migrations not applied" };
}

export async function readiness(): Promise<Readiness> {
  const redis = sharedRedis();
  const [database, redisCheck] = await Promise.all([
    checkDatabase(),
    redis
      ? timed("redis", () => redis.ping()).then(({ ok, ms, error }): Check => ({ ok, ms, error }))
      : ("not configured" as const),
  ]);
  const now = Date.now();
  const liveData = Object.fromEntries(
    [...metrics.copiesServed()].map(([list, asOf]) => [
      list,
      { asOf: new Date(asOf).toISOString(), ageSeconds: Math.round((now - asOf) / 1000) },
    ]),
  );
  const draining = isDraining();
  const ready = !draining && database.ok && (redisCheck === "not configured" || redisCheck.ok);
  return {
    status: ready ? "ready" : "not_ready",
    draining,
    database,
    redis: redisCheck,
    liveData,
  };
}
