// Upcoming contests on every site clist.by follows: a list like the problem platforms' (a folder,
// an upstream, a query table, a shipped copy) but no problem platform: no rows to tick, no handle.
import { CONTEST_FEED_QUERY, CONTESTS_PAGE_SIZE, CONTESTS_QUERY } from "./query";

export const contests = {
  id: "contests",
  path: "/contest",
  label: "contest",
  pageSize: CONTESTS_PAGE_SIZE,
  query: CONTESTS_QUERY,
  feedQuery: CONTEST_FEED_QUERY,
} as const;

export { type Contest, contestCalendarPath, filterContests } from "./list";
export type { ContestFeedQuery, ContestQuery } from "./query";
