// Times and durations of the live lists, formatted the same on the server and in the browser:
// date-fns with @date-fns/tz for the time zones (its own English words, never the machine's
// Intl data, which can differ between Node and a phone's browser and break hydration).
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** India Standard Time: UTC+5:30 all year. */
export const INDIA = "Asia/Kolkata";
const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** "Sat, 29 Aug 2026, 20:05" in `zone`; empty for a time that does not parse. */
export function formatIn(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return format(new TZDate(ms, zone), "EEE, d MMM yyyy, HH:mm");
}

/** "Sat, 29 Aug 2026, 20:05 IST". */
export const formatIst = (iso: string) => {
  const text = formatIn(iso, INDIA);
  return text && `${text} IST`;
};

/** Whether `zone` shows the same clock as India at that instant (then one time is enough). */
export function sameClockAsIndia(iso: string, zone: string): boolean {
  const ms = Date.parse(iso);
  return new TZDate(ms, zone).getTimezoneOffset() === new TZDate(ms, INDIA).getTimezoneOffset();
}

/** A wait in words: "2 d 4 h", "3 h 12 min", "12 min", "under a minute". */
export function formatCountdown(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return "under a minute";
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** A contest's length: whole hours rounded from seconds, or minutes when under one hour. */
export function formatDuration(seconds: number): string {
  if (seconds < 3600) {
    const minutes = Math.max(1, Math.round(seconds / 60));
    return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  }
  const hours = Math.round(seconds / 3600);
  return `${hours.toLocaleString("en-US")} ${hours === 1 ? "hour" : "hours"}`;
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
