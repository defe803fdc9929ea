// What needs action, and when. The institute works Monday to Saturday, India time (UTC+5:30, no
// daylight saving). A submission's first call is due by the same time on the next working day
// (replyDueBy, stored as reply_due_at when it arrives); one sent on a Sunday counts from Monday's
// opening, so it is due by Tuesday's. A follow-up day is due by the end of that day in India.
// The inbox filters, counts and sorts by these rules in SQL (lib/services/inbox-views.ts);
// urgencyOf is the same rule for one row in hand. The 9:00 follow-up email also skips the days the
// centre is closed (isWorkingDay, workingDaysBefore: lib/services/alerts/digest.ts).
import type { InboxKind } from "./filters";

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Monday's opening, when Sunday's enquiries start counting (10:00 India time). */
const OPENING_HOUR = 10;

/** The day of the week in India (0 = Sunday) of an instant. */
const istWeekday = (ms: number) => new Date(ms + IST_OFFSET_MS).getUTCDay();

/** When an enquiry made at `createdAt` should have been answered. */
export function replyDueBy(createdAt: Date): Date {
  let start = createdAt.getTime();
  if (istWeekday(start) === 0) {
    const istMidnight = Math.floor((start + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
    start = istMidnight + DAY_MS + OPENING_HOUR * 60 * 60 * 1000;
  }
  let due = start + DAY_MS;
  if (istWeekday(due) === 0) due += DAY_MS;
  return new Date(due);
}

/** The day in India (YYYY-MM-DD) of an instant. */
export const indiaDay = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of a day (YYYY-MM-DD) in India, `plusDays` later. */
export const indiaDayStart = (day: string, plusDays = 0): Date =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * DAY_MS);

/**
 * A working day (YYYY-MM-DD) in India: Monday to Saturday, unless the centre is closed that day
 * (the facts' closed days, which staff keep in the editor).
 */
export const isWorkingDay = (day: string, closedDays: readonly string[] = []): boolean =>
  istWeekday(indiaDayStart(day).getTime()) !== 0 && !closedDays.includes(day);

/** The instant `days` working days before `at`, at the same time of day in India. */
export function workingDaysBefore(
  at: Date,
  days: number,
  closedDays: readonly string[] = [],
): Date {
  let ms = at.getTime();
  for (let left = days; left > 0;) {
    ms -= DAY_MS;
    if (isWorkingDay(indiaDay(new Date(ms)), closedDays)) left--;
  }
  return new Date(ms);
}

/** An instant as India's wall clock for a spreadsheet: 2026-11-26 14:05. */
export const indiaStamp = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");

/** The status a submission arrives in: nobody has called yet. */
export const FIRST_STATUS = { enquiries: "new", bookings: "requested" } as const;

/** Statuses after which nothing more is due, whatever follow-up day is left on the row. */
export const CLOSED_STATUSES = {
  enquiries: ["enrolled", "not_interested"],
  bookings: ["done", "cancelled"],
} as const satisfies Record<InboxKind, readonly string[]>;

export type Urgency = "overdue" | "due-today";

/**
 * Overdue: still at its first status after the reply was due, or an open item whose follow-up day
 * is past. Due today: not overdue, and its follow-up day is today or its reply falls due later
 * today. Otherwise null.
 */
export function urgencyOf(
  kind: InboxKind,
  row: { status: string; replyDueAt: Date; followUpOn: string | null },
  now: Date = new Date(),
): Urgency | null {
  const today = indiaDay(now);
  const waiting = row.status === FIRST_STATUS[kind];
  const open = !(CLOSED_STATUSES[kind] as readonly string[]).includes(row.status);
  const follow = open ? row.followUpOn : null;
  if ((waiting && row.replyDueAt < now) || (follow !== null && follow < today)) return "overdue";
  const dueLaterToday = waiting && row.replyDueAt < indiaDayStart(today, 1);
  return dueLaterToday || follow === today ? "due-today" : null;
}
