// iCalendar (RFC 5545) for contests, written by ical-generator (escaping, folding, UTC times):
// one contest as a file to download, or the upcoming contests of some hosts as a feed that
// Google, Apple and Outlook calendars subscribe to and refresh.
import ical, { ICalCalendarMethod } from "ical-generator";
import { webLink } from "@/lib/live-data/links";
import type { Contest } from "./list";

/** How often a subscribed calendar should fetch the feed again (Outlook and Apple read it). */
export const FEED_REFRESH_SECONDS = 60 * 60;

/**
 * Upstream text without control characters, which iCalendar TEXT may not hold; line breaks
 * become spaces, so upstream text can never start a line of its own.
 */
export const plainText = (value: string) =>
  value.replace(/\r\n|\r|\n/g, " ").replace(/[\u0000-\u001f\u007f]/g, "");

type CalendarOptions = { siteHost: string; now?: Date; name?: string; feed?: boolean };

/** A calendar of `contests`; a contest without a web link (links.ts) gets no URL. */
export function contestCalendar(contests: readonly Contest[], options: CalendarOptions): string {
  const calendar = ical({
    name: options.name ?? null,
    prodId: { company: "Coder House", product: "Contest calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.feed && { ttl: FEED_REFRESH_SECONDS }),
  });
  for (const contest of contests) {
    // Checked again here: the copy served may have been saved before links were checked.
    const url = webLink(contest.url);
    const event = plainText(contest.event);
    const host = plainText(contest.host);
    const about = `${event} on ${host}.`;
    calendar.createEvent({
      id: `contest-${contest.id}@${options.siteHost}`,
      stamp: options.now ?? new Date(),
      start: new Date(contest.start),
      end: new Date(contest.end),
      summary: event,
      description: url ? `${about} ${url}` : about,
      location: host,
      ...(url && { url }),
    });
  }
  return calendar.toString();
}

/** One contest as a file to download. */
export const contestIcs = (contest: Contest, siteHost: string, now: Date = new Date()) =>
  contestCalendar([contest], { siteHost, now });
