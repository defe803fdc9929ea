// Our shapes of the live learning data (isomorphic: the pages and the API share them).
// Calendar download for one upcoming contest (for the `browsers` helper):
//   GET /api/contests/<id>/calendar.ics  → text/calendar attachment, 404 when the contest is not
//   in the current upcoming list. Build the link with contestCalendarPath(id) below.

/** A Codeforces problem (contest problems only; problemset-only entries are dropped). */
export type CodeforcesProblem = {
  contestId: number;
  index: string;
  name: string;
  /** null: not rated yet (only listed when the "all" rating option is chosen). */
  rating: number | null;
  tags: string[];
  url: string;
};

/** An AtCoder task as AtCoder Problems lists it. An empty title stays "" ('Untitled Problem'). */
export type AtcoderTask = { id: string; contest_id: string; title: string; url: string };

/**
 * An AtCoder problem as our API serves it: the task and AtCoder Problems' estimated difficulty
 * as it displays it (clipped above 0), or null when it has no estimate.
 */
export type AtcoderProblem = AtcoderTask & { difficulty: number | null };

export type LeetcodeDifficulty = "easy" | "medium" | "hard";

/** A LeetCode problem from clist. A missing rating is null: it filters as 0 and shows "Unrated". */
export type LeetcodeProblem = {
  id: number;
  name: string;
  slug: string;
  rating: number | null;
  difficulty: LeetcodeDifficulty;
  url: string;
};

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

/** One page of a list. asOf: ISO time the data was fetched from its upstream. */
export type Page<T> = {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  asOf: string;
};

/** Path of the .ics download of one upcoming contest. */
export function contestCalendarPath(id: number): string {
  return `/api/contests/${id}/calendar.ics`;
}
