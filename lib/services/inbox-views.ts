// The inbox's views in SQL (the rules: lib/inbox/overdue.ts): which rows are overdue, due today,
// need action or are the member's own, for a WHERE, a count's FILTER or an ORDER BY (sortOrder).
// Written with the stored reply_due_at and follow_up_on, so PostgreSQL finds them by index and
// counts them in the same pass as the statuses, instead of the page working it out row by row.
import "server-only";
import { type SQL, and, eq, gte, isNotNull, lt, lte, not, notInArray, or, sql } from "drizzle-orm";
import { appointments, leads } from "@/lib/db/schema";
import type { InboxKind, InboxView } from "@/lib/inbox/filters";
import { CLOSED_STATUSES, FIRST_STATUS, indiaDay, indiaDayStart } from "@/lib/inbox/overdue";

/** Who is asking and when: "today", "overdue" and "mine" depend on both. */
export type InboxContext = { now?: Date; staffId?: string | null };

export const tableOf = (kind: InboxKind) => (kind === "enquiries" ? leads : appointments);

export type ViewConditions = Record<Exclude<InboxView, "all">, SQL> & {
  /** The instant the row's next step is due (the earlier of the reply and the follow-up day). */
  dueAt: SQL;
  /** The start of tomorrow in India: what is due before it needs action today. */
  tomorrow: Date;
  /** Still at its first status: nobody has called yet. */
  waiting: SQL;
};

/** Each view's condition on `kind`'s table at `now`, for `staffId`. */
export function viewConditions(
  kind: InboxKind,
  { now = new Date(), staffId = null }: InboxContext = {},
): ViewConditions {
  const t = tableOf(kind);
  const today = indiaDay(now);
  const tomorrow = indiaDayStart(today, 1);
  const waiting = eq(t.status, FIRST_STATUS[kind]);
  const open = notInArray(t.status, [...CLOSED_STATUSES[kind]]);
  // `is not null` keeps each condition true or false, never null (NOT would keep a null).
  const followUp = (compare: SQL | undefined) => and(open, isNotNull(t.followUpOn), compare)!;
  const overdue = or(and(waiting, lt(t.replyDueAt, now)), followUp(lt(t.followUpOn, today)))!;
  const dueToday = and(
    or(
      and(waiting, gte(t.replyDueAt, now), lt(t.replyDueAt, tomorrow)),
      followUp(eq(t.followUpOn, today)),
    ),
    not(overdue),
  )!;
  // A follow-up day is due by its end: the start of the next day in India.
  const followUpDue = sql`((${t.followUpOn} + 1)::timestamp - interval '5 hours 30 minutes') at time zone 'UTC'`;
  const dueAt = sql`least(
    case when ${waiting} then ${t.replyDueAt} end,
    case when ${open} then ${followUpDue} end
  )`;
  return {
    overdue,
    "due-today": dueToday,
    "needs-action": or(waiting, followUp(lte(t.followUpOn, today)))!,
    mine: staffId ? eq(t.ownerId, staffId) : sql`false`,
    dueAt,
    tomorrow,
    waiting,
  };
}

/**
 * The order of a sort: received, newest first; or what needs action first (the inbox's default),
 * in three bands: what is due before tomorrow, the longest overdue at the top; then new ones
 * nobody has called yet, soonest due first; then the rest, newest first.
 */
export function sortOrder(
  kind: InboxKind,
  sort: "needs-action" | "received",
  conditions: ViewConditions,
): SQL[] {
  const t = tableOf(kind);
  const newest = [sql`${t.createdAt} desc`, sql`${t.id} desc`];
  if (sort === "received") return newest;
  const { dueAt, tomorrow, waiting } = conditions;
  // A follow-up day of today is due at midnight: the start of tomorrow belongs to today.
  const dueToday = sql`${dueAt} <= ${tomorrow.toISOString()}::timestamptz`;
  return [
    sql`case when ${dueToday} then 0 when ${waiting} then 1 else 2 end`,
    sql`case when ${dueToday} or ${waiting} then ${dueAt} end asc nulls last`,
    ...newest,
  ];
}
