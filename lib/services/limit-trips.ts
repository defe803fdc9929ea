// When a form's limits refuse a submission, the admins see it in the inbox, beside the metric
// (coderhouse_rate_limited_total): a campus drive turned away at the door, or a flood, is noticed
// the same day. Refusals are counted in this process's memory and written at most every 10 s, so a
// flood of refused requests costs the database one small write per limit per 10 s. Counts only:
// nobody's address, email or phone.
import "server-only";
import { sql } from "drizzle-orm";
import { type Db, getDb } from "@/lib/db/client";
import { limitTrips } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { processWide } from "@/lib/process-wide.mjs";

/** The form limits: per client address, and per person (the same email or phone). */
export type TripLimit = "address" | "person";

const FLUSH_MS = 10_000;
/** Rows are kept this long; the notice looks at the last day. */
const KEEP_DAYS = 30;

const state = () =>
  processWide("limit-trips", () => ({
    pending: new Map<TripLimit, number>(),
    timer: null as NodeJS.Timeout | null,
  }));

/** Counts one refusal; written within FLUSH_MS. */
export function noteLimitTrip(limit: TripLimit): void {
  const s = state();
  s.pending.set(limit, (s.pending.get(limit) ?? 0) + 1);
  if (s.timer) return;
  s.timer = setTimeout(() => {
    flushLimitTrips().catch((error: unknown) =>
      log.error(
        { err: error instanceof Error ? error.message : String(error) },
        "refused submissions not counted for the inbox notice",
      ),
    );
  }, FLUSH_MS);
  s.timer.unref();
}

/** Writes the refusals counted so far (also at shutdown: instrumentation-node.ts). */
export async function flushLimitTrips(db?: Db): Promise<void> {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  const counts = [...s.pending];
  s.pending.clear();
  if (counts.length === 0) return;
  await (db ?? (await getDb()))
    .insert(limitTrips)
    .values(
      counts.map(([limit, count]) => ({ limit, count, minute: sql`date_trunc('minute', now())` })),
    )
    .onConflictDoUpdate({
      target: [limitTrips.limit, limitTrips.minute],
      set: { count: sql`${limitTrips.count} + excluded.count` },
    });
}

/** Refusals per limit in the last 24 hours (the database's clock, which instances share). */
export async function recentLimitTrips(db: Db): Promise<Record<TripLimit, number>> {
  const rows = await db
    .select({ limit: limitTrips.limit, count: sql<number>`sum(${limitTrips.count})::int` })
    .from(limitTrips)
    .where(sql`${limitTrips.minute} > now() - interval '1 day'`)
    .groupBy(limitTrips.limit);
  const found = { address: 0, person: 0 };
  for (const row of rows) if (row.limit in found) found[row.limit as TripLimit] = row.count;
  return found;
}

/** Deletes counts older than KEEP_DAYS (the daily job, lib/services/retention-job.ts). */
export async function pruneLimitTrips(db: Db): Promise<void> {
  await db
    .delete(limitTrips)
    .where(sql`${limitTrips.minute} < now() - make_interval(days => ${KEEP_DAYS})`);
}
