// The contest list: our row of an upcoming contest (read from clist.by) and the rule the list is
// searched by. Pure and isomorphic.
import type { ContestQuery } from "./query";

/**
 * An upcoming (or running) contest. Times are ISO 8601 UTC with Z; duration in seconds.
 * url: its page, or null when clist gave no http(s) link (the contest is listed without one).
 */
export type Contest = {
  id: number;
  event: string;
  host: string;
  start: string;
  end: string;
  duration: number;
  url: string | null;
};

/** Contests not yet over whose event or host contains the search text (any case), on `host`. */
export function filterContests(
  contests: readonly Contest[],
  { q, host = "" }: Pick<ContestQuery, "q"> & Partial<Pick<ContestQuery, "host">>,
  now: number = Date.now(),
): Contest[] {
  const needle = q.trim().toLowerCase();
  const site = host.toLowerCase();
  return contests.filter(
    (c) =>
      Date.parse(c.end) > now &&
      (!site || c.host.toLowerCase() === site) &&
      (!needle || c.event.toLowerCase().includes(needle) || c.host.toLowerCase().includes(needle)),
  );
}

/** Path of the .ics download of one upcoming contest (404 once it is no longer listed). */
export function contestCalendarPath(id: number): string {
  return `/api/contests/${id}/calendar.ics`;
}
