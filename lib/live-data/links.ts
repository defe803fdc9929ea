// The one rule for links that come from upstream data: only web pages (http: and https:).
// Isomorphic and pure: providers apply it to what they read, and the places that put a link in
// front of a visitor (the contest card, the .ics file) apply it again to whatever copy they hold.

/** Longer links are dropped: no contest page needs one, and each would weigh down every page. */
export const MAX_LINK_LENGTH = 2_048;

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:"]);

/**
 * The link as a browser would read it (WHATWG URL parsing, which ignores case, leading and
 * trailing spaces and tabs or newlines anywhere), or null unless that is an absolute http: or
 * https: address. Checking the parsed protocol rather than the text is what catches disguised
 * forms such as " JavaScript:" or "java\tscript:"; the normalised form is returned so the text
 * that reaches an href is exactly the one that was checked.
 */
export function webLink(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LINK_LENGTH) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null; // relative, empty or unparseable
  }
  if (!WEB_PROTOCOLS.has(parsed.protocol) || parsed.hostname === "") return null;
  return parsed.href.length > MAX_LINK_LENGTH ? null : parsed.href;
}

/** 20260829T143500Z, as calendar links write an instant. */
const calendarInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * Google Calendar's "add an event" page for a contest, filled in (its documented TEMPLATE link);
 * the contest's own page, when it has a web link, goes in the details.
 */
export function googleCalendarLink(contest: {
  event: string;
  host: string;
  start: string;
  end: string;
  url?: unknown;
}): string {
  const page = webLink(contest.url);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: contest.event,
    dates: `${calendarInstant(contest.start)}/${calendarInstant(contest.end)}`,
    details: page
      ? `${contest.event} on ${contest.host}. ${page}`
      : `${contest.event} on ${contest.host}.`,
    location: contest.host,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
