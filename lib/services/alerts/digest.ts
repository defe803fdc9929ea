// The daily follow-up email: at 9:00 in India on each working day (./digest-job.ts looks), one
// email to each enabled counsellor and admin who owns something overdue or due today, and to each
// admin while something is untouched two working days after it came (./digest-items.ts). The
// day's run is claimed in job_runs under a key of its own (follow-up-digest:<day>) in the same
// transaction that queues the emails in the outbox, so however many instances look, and however
// late, a day's emails are queued once; the outbox then retries each until it goes. An event
// holds the member's id and the run's instant only; the email is composed when it is sent. Each
// member may turn it off (staff_alert_choices.digest). Logs name event ids and counts only.
import { INDIA } from "@/lib/calendar-day";
import "server-only";
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { set } from "date-fns";
import { and, eq, inArray, like, lt, sql } from "drizzle-orm";
import { type StaffRole, mayAdminister } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { jobRuns, outbox, staffAlertChoices, staffUsers } from "@/lib/db/schema";
import { indiaDay, isWorkingDay } from "@/lib/inbox/overdue";
import { log } from "@/lib/log.mjs";
import { ASSIGNABLE_ROLES } from "../assignment";
import { ALERT_EVENT_PREFIX } from "../outbox";
import { closedDays, listDueItems, listUntouched, whatIsDue } from "./digest-items";
import { composeDigest } from "./digest-message";
import type { AlertMessage } from "./message";
import { getAlertDetail } from "./settings";

export const DIGEST_EVENT = `${ALERT_EVENT_PREFIX}digest`;
/** The hour in India the email goes. */
export const DIGEST_HOUR = 9;
const JOB_PREFIX = "follow-up-digest:";

/** A digest event's payload: whose, and the run's instant (what is due is as of then). */
export type DigestPayload = { staff: string; at: string };

/** 9:00 in India on the day (in India) of `now`. */
export const digestTimeOf = (now: Date): Date =>
  set(new TZDate(now.getTime(), INDIA), {
    hours: DIGEST_HOUR,
    minutes: 0,
    seconds: 0,
    milliseconds: 0,
  });

/** The enabled counsellors and admins with an address who want the email (or that one). */
async function wanting(db: Db, only?: string) {
  return db
    .select({ id: staffUsers.id, role: staffUsers.role, email: staffUsers.email })
    .from(staffUsers)
    .leftJoin(staffAlertChoices, eq(staffAlertChoices.staffId, staffUsers.id))
    .where(
      and(
        sql`${staffUsers.banned} is not true`,
        sql`coalesce(${staffAlertChoices.digest}, true)`,
        inArray(staffUsers.role, ASSIGNABLE_ROLES),
        like(staffUsers.email, "%@%"),
        only === undefined ? undefined : eq(staffUsers.id, only),
      ),
    );
}

export type DigestRun =
  | { day: string; ran: false; why: "closed" | "before 9:00" | "done" }
  | { day: string; ran: true; queued: number };

/**
 * Queues the day's emails if `now` is at or after 9:00 on a working day in India and no instance
 * has yet for that day; otherwise says why not.
 */
export async function queueDailyDigests(db: Db, now: Date = new Date()): Promise<DigestRun> {
  const day = indiaDay(now);
  const key = `${JOB_PREFIX}${day}`;
  const closed = await closedDays(db);
  if (!isWorkingDay(day, closed)) return { day, ran: false, why: "closed" };
  if (now < digestTimeOf(now)) return { day, ran: false, why: "before 9:00" };
  const [ran] = await db.select({ name: jobRuns.name }).from(jobRuns).where(eq(jobRuns.name, key));
  if (ran) return { day, ran: false, why: "done" };

  const [{ owners, untouched }, members] = await Promise.all([
    whatIsDue(db, now, closed),
    wanting(db),
  ]);
  const to = members.filter(
    (m) => owners.has(m.id) || (untouched && mayAdminister(m.role as StaffRole)),
  );
  const queued = await db.transaction(async (tx) => {
    // The claim: a second instance's insert finds the key and queues nothing.
    const claimed = await tx
      .insert(jobRuns)
      .values({ name: key, lastRunAt: now })
      .onConflictDoNothing()
      .returning({ name: jobRuns.name });
    if (claimed.length === 0) return null;
    await tx
      .delete(jobRuns)
      .where(and(like(jobRuns.name, `${JOB_PREFIX}%`), lt(jobRuns.name, key)));
    if (to.length > 0) {
      await tx.insert(outbox).values(
        to.map((m) => ({
          id: randomUUID(),
          event: DIGEST_EVENT,
          payload: { staff: m.id, at: now.toISOString() } satisfies DigestPayload,
        })),
      );
    }
    return to.length;
  });
  if (queued === null) return { day, ran: false, why: "done" };
  log.info({ job: "digest", day, queued }, "daily follow-up emails queued");
  return { day, ran: true, queued };
}

/**
 * The email a digest event sends now, and to whom; null when there is none to send (the member
 * is gone, disabled, turned it off, or has nothing due any more).
 */
export async function composeDigestEmail(
  db: Db,
  payload: DigestPayload,
  siteUrl: string,
): Promise<(AlertMessage & { to: string }) | null> {
  const [member] = await wanting(db, payload.staff);
  if (!member) return null;
  const at = new Date(payload.at);
  const admin = mayAdminister(member.role as StaffRole);
  const [own, untouched, detail] = await Promise.all([
    listDueItems(db, member.id, at),
    admin ? closedDays(db).then((closed) => listUntouched(db, at, closed)) : [],
    getAlertDetail(db),
  ]);
  const message = composeDigest({ day: indiaDay(at), own, untouched }, { detail, siteUrl });
  return message && { ...message, to: member.email.trim() };
}
