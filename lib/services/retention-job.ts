// The daily purge of each instance (lib/services/retention.ts does the purging): it looks a minute
// after start and then hourly, and purges when no instance sharing the database has for a day.
// The instance that purges also deletes audit entries past the policy's AUDIT_KEEP_MONTHS and the
// counts of refused submissions older than 30 days (lib/services/limit-trips.ts).
import "server-only";
import { type Db, getDb, refreshStatistics } from "@/lib/db/client";
import { log } from "@/lib/log.mjs";
import { pruneLimitTrips } from "./limit-trips";
import { startRepeatingJob, stopRepeatingJob } from "./repeating-job";
import { pruneExpiredAudit, purgeExpired } from "./retention";

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_MS = 60 * 1000;
const RETRY_MS = 60 * 60 * 1000;
const JOB = "retention-job";

export type RetentionJobOptions = {
  /** The database to purge (default: the process's). */
  db?: () => Promise<Db>;
  /**
   * First look after start, then every `checkEveryMs`: a purge runs when no instance has run one
   * for `everyMs` less one check. A failed run is retried after `retryMs`.
   */
  firstRunMs?: number;
  everyMs?: number;
  checkEveryMs?: number;
  retryMs?: number;
};

/**
 * Starts the daily purge (once per process): a minute after start, then every 24 h between all
 * instances sharing the database (each looks hourly whether a day has passed since the last run,
 * by whichever instance). Each run also deletes what would pass its period before the next run,
 * so no row outlives the period the policy states while the job runs on schedule.
 */
export function startRetentionJob(options: RetentionJobOptions = {}): void {
  const {
    db = getDb,
    firstRunMs = FIRST_RUN_MS,
    everyMs = DAY_MS,
    checkEveryMs = Math.min(RETRY_MS, everyMs),
    retryMs = Math.min(RETRY_MS, everyMs),
  } = options;
  startRepeatingJob(JOB, firstRunMs, async () => {
    try {
      const database = await db();
      const asOf = new Date(Date.now() + everyMs);
      const purged = await purgeExpired(database, {
        asOf,
        unlessRanWithinMs: everyMs - checkEveryMs,
      });
      // null: another instance purged today, and pruned the audit log with it.
      if (purged) {
        await pruneExpiredAudit(database, asOf);
        await pruneLimitTrips(database);
        await refreshStatistics(database);
      }
      return checkEveryMs;
    } catch (error) {
      log.error(
        { job: "retention", err: error instanceof Error ? error.message : String(error) },
        "retention purge failed; it runs again later",
      );
      return retryMs;
    }
  });
}

/** Stops the daily purge; resolves once a run in progress has finished. */
export const stopRetentionJob = (): Promise<void> => stopRepeatingJob(JOB);
