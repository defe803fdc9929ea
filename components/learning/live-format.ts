// Times and durations of the live lists, written the same on the server and in the browser, in
// fixed English words rather than the machine's Intl text (which can differ between Node and a
// phone's browser and break hydration). India's clock is UTC+05:30 all year (no daylight saving
// since 1945), so IST needs no time-zone data; a visitor's own zone is read with @date-fns/tz from
// the runtime's data. A phone pays about 100 ms to load Intl's zone data and 60 ms to start
// date-fns' formatter: a page of IST times now waits for neither.
import { tzOffset } from "@date-fns/tz";
import { INDIA } from "@/lib/calendar-day";
import type { Locale } from "@/lib/i18n/locales";
import { formatCount } from "@/lib/text";

export { INDIA };
const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
/** IST's offset from UTC, in minutes, all year. */
const INDIA_OFFSET_MINUTES = 330;

/** `ms` rounded down to its whole minute: the contest list's clock, on the server and in the
 * browser alike, so the two agree when the page hydrates within the minute it was rendered. */
export const wholeMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** Short day and month names; Hindi pages keep Latin digits (what students read on phones). */
const NAMES: Record<Locale, { weekdays: string[]; months: string[] }> = {
  en: {
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  hi: {
    weekdays: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
    months: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्तू॰", "नव॰", "दिस॰"],
  },
};
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The wall clock `offsetMinutes` from UTC at `ms`, as "Sat, 29 Aug 2026, 20:05". */
function wallClock(ms: number, offsetMinutes: number, locale: Locale): string {
  const at = new Date(ms + offsetMinutes * MINUTE_MS); // read through its UTC fields
  const { weekdays, months } = NAMES[locale];
  const date = `${weekdays[at.getUTCDay()]}, ${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  return `${date}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
}

/** "Sat, 29 Aug 2026, 20:05" in `zone`; empty for a time that does not parse. */
export function formatIn(iso: string, zone: string, locale: Locale = "en"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const offset = zone === INDIA ? INDIA_OFFSET_MINUTES : tzOffset(zone, new Date(ms));
  return wallClock(ms, offset, locale);
}

/** "Sat, 29 Aug 2026, 20:05 IST" ("शनि, 29 अग॰ 2026, 20:05 IST" on a Hindi page). */
export const formatIst = (iso: string, locale: Locale = "en") => {
  const text = formatIn(iso, INDIA, locale);
  return text && `${text} IST`;
};

/** Whether `zone` shows the same clock as India at that instant (then one time is enough). */
export function sameClockAsIndia(iso: string, zone: string): boolean {
  return tzOffset(zone, new Date(Date.parse(iso))) === INDIA_OFFSET_MINUTES;
}

let ownZone: string | null | undefined;

/** The visitor's own time zone, or null where the clock is India's (then the IST times are
 * theirs already; most visitors, who then load no time-zone data at all). Read once per page:
 * it is a render's snapshot, asked for on every render. */
export function visitorZone(): string | null {
  if (ownZone === undefined) {
    ownZone =
      new Date().getTimezoneOffset() === -INDIA_OFFSET_MINUTES
        ? null
        : Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  }
  return ownZone;
}

/** The words of waits and lengths; Hindi counts keep Latin digits, as everywhere on the site. */
const UNITS: Record<
  Locale,
  {
    day: string;
    hour: string;
    min: string;
    underAMinute: string;
    minutes: (n: number) => string;
    hours: (n: string, one: boolean) => string;
  }
> = {
  en: {
    day: "d",
    hour: "h",
    min: "min",
    underAMinute: "under a minute",
    minutes: (n) => `${n} ${n === 1 ? "minute" : "minutes"}`,
    hours: (n, one) => `${n} ${one ? "hour" : "hours"}`,
  },
  hi: {
    day: "दिन",
    hour: "घंटे",
    min: "मिनट",
    underAMinute: "एक मिनट से कम",
    minutes: (n) => `${n} मिनट`,
    hours: (n, one) => `${n} ${one ? "घंटा" : "घंटे"}`,
  },
};

/** A wait in words: "2 d 4 h", "3 h 12 min", "12 min", "under a minute" ("2 दिन 4 घंटे" …). */
export function formatCountdown(ms: number, locale: Locale = "en"): string {
  const { day, hour, min, underAMinute } = UNITS[locale];
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return underAMinute;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ${day} ${hours} ${hour}` : `${days} ${day}`;
  if (hours > 0) return rest > 0 ? `${hours} ${hour} ${rest} ${min}` : `${hours} ${hour}`;
  return `${rest} ${min}`;
}

/** A contest's length: whole hours rounded from seconds, or minutes when under one hour. */
export function formatDuration(seconds: number, locale: Locale = "en"): string {
  const words = UNITS[locale];
  if (seconds < 3600) return words.minutes(Math.max(1, Math.round(seconds / 60)));
  const hours = Math.round(seconds / 3600);
  return words.hours(formatCount(hours), hours === 1);
}

/** Whether a contest has started and not yet ended at `nowMs`. */
export function isRunning(contest: { start: string; end: string }, nowMs: number): boolean {
  return Date.parse(contest.start) <= nowMs && nowMs < Date.parse(contest.end);
}

/** Whether a contest starts within the next 24 hours of `nowMs`. */
export const startsWithinADay = (contest: { start: string }, nowMs: number) => {
  const wait = Date.parse(contest.start) - nowMs;
  return wait > 0 && wait <= DAY_MS;
};

/** Case-insensitive match of the search text on a contest's event name or host. */
export function contestMatches(contest: { event: string; host: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  return contest.event.toLowerCase().includes(q) || contest.host.toLowerCase().includes(q);
}
