// Deletes stored enquiries and bookings once the privacy policy's period for them ends, and the
// webhook events that copy them. The periods are read from the policy itself
// (privacyContent.dataSources in lib/content/privacy.ts), so what /privacy says is what this deletes. The
// staff audit log goes after the policy's AUDIT_KEEP_MONTHS (pruneExpiredAudit).
import "server-only";
import { type SQL, and, eq, sql } from "drizzle-orm";
import {
  AUDIT_KEEP_MONTHS,
  type PrivacyContent,
  type RetentionStart,
  storedRetention,
} from "@/lib/content/legal";
import { privacyContent } from "@/lib/content/privacy";
import type { Db } from "@/lib/db/client";
import { reclaimDeleted } from "@/lib/db/reclaim";
import { appointments, jobRuns, leads, outbox } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { pruneAudit } from "./audit";

/** Two instances never purge at once: the one that gets this lock runs, the other skips. */
export const RETENTION_LOCK_ID = 727_274_002;
/** How long a manual purge waits for a run on another instance to finish. */
const LOCK_WAIT = "60s";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Its row in job_runs. */
const JOB_NAME = "retention";

type StoredTable = "leads" | "appointments";

/** Which stored rows each enforced data source of the policy covers. */
const STORED_SOURCES = [
  { sourceId: "enquiry-form", table: "leads", leadSource: "home" },
  { sourceId: "coder-sheet-form", table: "leads", leadSource: "coder_sheet" },
  { sourceId: "mentorship-booking", table: "appointments" },
] as const satisfies { sourceId: string; table: StoredTable; leadSource?: string }[];

export type RetentionRule = {
  sourceId: string;
  table: StoredTable;
  leadSource?: string;
  months: number;
  countedFrom: RetentionStart;
};

/** The periods the job enforces, as the policy states them. */
export function retentionRules(policy: PrivacyContent = privacyContent): RetentionRule[] {
  return STORED_SOURCES.map((source) => {
    const { months, countedFrom } = storedRetention(policy, source.sourceId);
    if (source.table === "leads" && countedFrom === "session") {
      throw new Error(`"${source.sourceId}" has no session date to count its period from.`);
    }
    return { ...source, months, countedFrom };
  });
}

/** `date` minus whole calendar months (UTC); 31 March less one month is 28 or 29 February. */
export function monthsBefore(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const OLDER_THAN_HINT = "a number of days written like 365d (at least 1d)";

/** "365d" → 365; anything else (other units, no unit, 0d) → null. */
export function parseOlderThan(text: string): number | null {
  const match = /^(\d{1,5})d$/.exec(text);
  const days = match ? Number(match[1]) : 0;
  return days >= 1 ? days : null;
}

/**
 * A row's period starts at the later of its own date and the last recorded contact; greatest()
 * ignores a null last_contact_at.
 */
function expiredWhere(rule: RetentionRule, cutoff: Date): { table: StoredTable; where: SQL } {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  if (rule.table === "leads") {
    return {
      table: "leads",
      where: and(
        eq(leads.source, rule.leadSource!),
        sql`greatest(${leads.createdAt}, ${leads.lastContactAt}) <= ${at}`,
      )!,
    };
  }
  const start =
    rule.countedFrom === "session" ? appointments.appointmentAt : appointments.createdAt;
  return {
    table: "appointments",
    where: sql`greatest(${start}, ${appointments.lastContactAt}) <= ${at}`,
  };
}

export type PurgeCounts = { leads: number; appointments: number; outbox: number };

export type PurgeOptions = {
  /** Rows older than this many days; by default each data source's period in the policy. */
  olderThanDays?: number;
  /** Deletes rows whose period ends at or before this instant (default: now). */
  asOf?: Date;
  /** Counts what would go, then rolls back. */
  dryRun?: boolean;
  /** "skip" while another instance purges (the daily job); "wait" for it (a manual purge). */
  whenBusy?: "skip" | "wait";
  /**
   * The daily job: skip when any instance ran it less than this long ago (recorded in job_runs),
   * so instances sharing a database purge once a day between them.
   */
  unlessRanWithinMs?: number;
};

class DryRunDone extends Error {
  constructor(readonly counts: PurgeCounts) {
    super("dry run: rolled back");
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Deletes, in one transaction, the enquiries and bookings past their period and every webhook
 * event whose enquiry or booking no longer exists (its payload is a copy of it, delivered or not).
 * Returns what was deleted (or, in a dry run, would be), or null when it skipped a busy lock.
 */
export async function purgeExpired(
  db: Db,
  options: PurgeOptions & { whenBusy: "wait" },
): Promise<PurgeCounts>;
export async function purgeExpired(db: Db, options?: PurgeOptions): Promise<PurgeCounts | null>;
export async function purgeExpired(
  db: Db,
  options: PurgeOptions = {},
): Promise<PurgeCounts | null> {
  const {
    olderThanDays,
    asOf = new Date(),
    dryRun = false,
    whenBusy = "skip",
    unlessRanWithinMs,
  } = options;
  const targets = retentionRules().map((rule) =>
    expiredWhere(
      rule,
      olderThanDays === undefined
        ? monthsBefore(asOf, rule.months)
        : new Date(asOf.getTime() - olderThanDays * DAY_MS),
    ),
  );
  let counts: PurgeCounts | null;
  try {
    counts = await db.transaction(async (tx) => {
      if (whenBusy === "wait") {
        await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_WAIT}'`));
        await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_ID}::bigint)`);
      } else {
        const [lock] = await rows<{ got: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}::bigint) as got`,
        );
        if (!lock?.got) return null;
      }
      if (unlessRanWithinMs !== undefined) {
        // The database's clock, which every instance shares.
        const [last] = await rows<{ recent: boolean }>(
          tx,
          sql`select ${jobRuns.lastRunAt} > now() - make_interval(secs => ${unlessRanWithinMs / 1000}) as recent
              from ${jobRuns} where ${jobRuns.name} = ${JOB_NAME}`,
        );
        if (last?.recent) return null;
        await tx
          .insert(jobRuns)
          .values({ name: JOB_NAME, lastRunAt: sql`now()` })
          .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: sql`now()` } });
      }
      const deleted: PurgeCounts = { leads: 0, appointments: 0, outbox: 0 };
      for (const { table, where } of targets) {
        const from = table === "leads" ? leads : appointments;
        deleted[table] += (await tx.delete(from).where(where).returning({ id: from.id })).length;
      }
      deleted.outbox = (
        await tx
          .delete(outbox)
          .where(
            sql`(${outbox.event} like 'lead.%' and not exists (select 1 from ${leads} where ${leads.id}::text = ${outbox.payload}->>'id'))
             or (${outbox.event} like 'appointment.%' and not exists (select 1 from ${appointments} where ${appointments.id}::text = ${outbox.payload}->>'id'))`,
          )
          .returning({ id: outbox.id })
      ).length;
      if (dryRun) throw new DryRunDone(deleted);
      return deleted;
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    log.info({ job: "retention", olderThanDays, dryRun, ...error.counts }, "retention dry run");
    return error.counts;
  }
  if (!counts) {
    log.info({ job: "retention" }, "retention purge skipped: another instance runs or ran it");
    return null;
  }
  for (const [table, n] of Object.entries(counts)) metrics.rowsPurged(table, n);
  // Out of the database's files too, with whatever an erasure left to rewrite (lib/db/reclaim.ts).
  await reclaimDeleted(db);
  log.info({ job: "retention", olderThanDays, ...counts }, "retention purge done");
  return counts;
}

/**
 * Deletes audit entries older than the policy's AUDIT_KEEP_MONTHS as of `asOf`; returns how many.
 * The daily job runs it after each purge.
 */
export async function pruneExpiredAudit(db: Db, asOf = new Date()): Promise<number> {
  const deleted = await pruneAudit(db, monthsBefore(asOf, AUDIT_KEEP_MONTHS));
  metrics.rowsPurged("audit_events", deleted);
  if (deleted > 0)
    log.info({ job: "retention", audit_events: deleted }, "old audit entries deleted");
  return deleted;
}
