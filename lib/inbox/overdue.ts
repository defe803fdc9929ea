// "Overdue": a new enquiry nobody has contacted within one working day, as the form promises.
// The institute works Monday to Saturday, India time (UTC+5:30, no daylight saving). An enquiry
// is due back by the same time on the next working day; one sent on a Sunday counts from Monday's
// opening, so it is due by Tuesday's.
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

/** True for an enquiry still `new` after its reply was due. */
export function isOverdue(
  submission: { status: string; createdAt: Date },
  now: Date = new Date(),
): boolean {
  return submission.status === "new" && now.getTime() > replyDueBy(submission.createdAt).getTime();
}
