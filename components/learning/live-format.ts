// Times and durations of the live lists, formatted the same on the server and in the browser
// (no Intl: Node's and Chromium's ICU data can differ, which would break hydration).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (n: number) => String(n).padStart(2, "0");

/** "Sat, 29 Aug 2026, 20:05 IST": India Standard Time (UTC+5:30, no daylight saving). */
export function formatIst(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const t = new Date(ms + IST_OFFSET_MS);
  const day = DAYS[t.getUTCDay()];
  const month = MONTHS[t.getUTCMonth()];
  return `${day}, ${t.getUTCDate()} ${month} ${t.getUTCFullYear()}, ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())} IST`;
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

/** Case-insensitive match of the search text on a contest's event name or host. */
export function contestMatches(contest: { event: string; host: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  return contest.event.toLowerCase().includes(q) || contest.host.toLowerCase().includes(q);
}
