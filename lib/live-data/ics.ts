// An iCalendar (RFC 5545) file for one contest: CRLF lines, escaped text, UTC times, folded lines.
import { webLink } from "./links";
import type { Contest } from "./types";

/** 20260829T143500Z */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Backslash, semicolon, comma and line breaks are escaped in TEXT values; other control
 * characters (which TEXT may not hold) are dropped. A bare CR counts as a line break too, since
 * some calendar readers split on it: upstream text must never start a line of its own.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, "utf8");
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A contest without a web link (see links.ts) gets no URL line and no link in its description. */
export function contestIcs(contest: Contest, siteHost: string, now: Date = new Date()): string {
  // Checked again here: the copy served may have been saved before links were checked.
  const url = webLink(contest.url);
  const about = `${contest.event} on ${contest.host}.`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Coder House//Contest calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:contest-${contest.id}@${siteHost}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(contest.start)}`,
    `DTEND:${icsTime(contest.end)}`,
    `SUMMARY:${escapeIcsText(contest.event)}`,
    `DESCRIPTION:${escapeIcsText(url ? `${about} ${url}` : about)}`,
    `LOCATION:${escapeIcsText(contest.host)}`,
    ...(url ? [`URL:${url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
