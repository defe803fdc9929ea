// A date check without dependencies, shared by the forms' zod rules and the URL filters (which
// the browser loads, so it must not pull in zod), and the one name of India's time zone.

/** India Standard Time, the zone of every day and hour the site and its staff speak of. */
export const INDIA = "Asia/Kolkata";

/** True for a day the calendar has: 2027-02-30 and 2026-04-31 are not. */
export function isCalendarDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}
