// A date check without dependencies, shared by the forms' zod rules and the URL filters (which
// the browser loads, so it must not pull in zod).

/** True for a day the calendar has: 2027-02-30 and 2026-04-31 are not. */
export function isCalendarDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}
