// An iCalendar (RFC 5545) file for one contest: CRLF lines, escaped text, UTC times, folded lines.
import type { Contest } from "./types";

/** 20260829T143500Z */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
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

export function contestIcs(contest: Contest, siteHost: string, now: Date = new Date()): string {
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
    `DESCRIPTION:${escapeIcsText(`${contest.event} on ${contest.host}. ${contest.url}`)}`,
    `LOCATION:${escapeIcsText(contest.host)}`,
    `URL:${contest.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
