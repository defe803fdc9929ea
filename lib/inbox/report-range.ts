// The reports page's period, as it stands in its URL (/staff/reports?month=2026-11, or
// ?from=2026-11-01&to=2026-11-15): India days, read through the one query table (lib/query-table)
// by the page, its CSV link and the CSV handler. Without either, the current month. A value the
// table refuses falls back (the page says so); the CSV handler answers 400 naming it.
// Isomorphic: no server imports.
import {
  type QueryOfTable,
  type QueryProblems,
  dayField,
  monthField,
  queryTable,
} from "@/lib/query-table";
import { indiaDay, indiaDayStart } from "./overdue";

/** The longest period a report covers: a year and a day (a leap year's dates). */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const REPORT_TABLE = queryTable(
  { month: monthField("month"), from: dayField("from"), to: dayField("to") },
  {
    // Dates win over a month; a range upside down loses its end; one too long keeps its last year.
    settle: (query) => {
      const problems: QueryProblems = {};
      let settled = query;
      if (settled.month && (settled.from || settled.to)) {
        problems.month = 'The "month" parameter cannot go with "from" or "to".';
        settled = { ...settled, month: null };
      }
      if (settled.from && settled.to && settled.from > settled.to) {
        problems.to = 'The "to" parameter must not be before "from".';
        settled = { ...settled, to: null };
      } else if (
        settled.from &&
        settled.to &&
        daysBetween(settled.from, settled.to) >= REPORT_MAX_DAYS
      ) {
        problems.from = `A report covers at most ${REPORT_MAX_DAYS} days.`;
        settled = { ...settled, from: plusDays(settled.to, 1 - REPORT_MAX_DAYS) };
      }
      return { query: settled, problems };
    },
  },
);
export type ReportQuery = QueryOfTable<typeof REPORT_TABLE>;

/** The period a report covers: India days (both included) and the instants that bound them. */
export type ReportRange = {
  from: string;
  to: string;
  /** The first instant of `from` in India. */
  start: Date;
  /** The first instant after `to` in India (exclusive). */
  end: Date;
  /** "November 2026", or "1 Nov 2026 – 15 Nov 2026". */
  label: string;
};

const monthOf = (day: string) => day.slice(0, 7);
const lastDayOf = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const dayWords = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const monthWords = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  month: "long",
  year: "numeric",
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The period of `query`, with `now` for what is open: from a day to today (India) when only
 * `from` is given, from the first of its month when only `to` is, this month when neither.
 */
export function reportRange(query: ReportQuery, now: Date = new Date()): ReportRange {
  const today = indiaDay(now);
  let from: string;
  let to: string;
  if (query.from || query.to) {
    to = query.to ?? (query.from! > today ? query.from! : today);
    from = query.from ?? `${monthOf(to)}-01`;
    if (daysBetween(from, to) >= REPORT_MAX_DAYS) from = plusDays(to, 1 - REPORT_MAX_DAYS);
  } else {
    const month = query.month ?? monthOf(today);
    [from, to] = [`${month}-01`, lastDayOf(month)];
  }
  const wholeMonth = from.endsWith("-01") && to === lastDayOf(monthOf(from));
  return {
    from,
    to,
    start: indiaDayStart(from),
    end: indiaDayStart(to, 1),
    label: wholeMonth
      ? monthWords.format(utc(from))
      : `${dayWords.format(utc(from))} – ${dayWords.format(utc(to))}`,
  };
}

/** The month before and after `range`'s first day (YYYY-MM), for the page's links. */
export function monthsAround(range: ReportRange): { previous: string; next: string } {
  const [y, m] = range.from.split("-").map(Number) as [number, number];
  const month = (offset: number) =>
    new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7);
  return { previous: month(-1), next: month(1) };
}
