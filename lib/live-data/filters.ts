// The list rules of the problem browsers and the contest list: pure and isomorphic.
import type { AtcoderQuery, CodeforcesQuery, ContestQuery, LeetcodeQuery } from "./queries";
import { ratingBounds } from "./queries";
import type {
  AtcoderProblem,
  CodeforcesProblem,
  Contest,
  LeetcodeDifficulty,
  LeetcodeProblem,
  Page,
} from "./types";

/** Topic option → the Codeforces tag it stands for (the old site's "graph" matched nothing). */
const CODEFORCES_TOPIC_TAG = { dp: "dp", graph: "graphs", greedy: "greedy", sortings: "sortings" };

/** Newest contest first, then problem index (A, B, C1, C2 …). */
export function compareCodeforces(a: CodeforcesProblem, b: CodeforcesProblem): number {
  if (a.contestId !== b.contestId) return b.contestId - a.contestId;
  return a.index < b.index ? -1 : a.index > b.index ? 1 : 0;
}

/**
 * Rating bounds are inclusive. Unrated problems appear only with the "all" option, because every
 * other option (the default 800–2000 too) is a range they cannot be in. Input must be sorted.
 */
export function filterCodeforces(
  problems: readonly CodeforcesProblem[],
  { rating, topic }: Pick<CodeforcesQuery, "rating" | "topic">,
): CodeforcesProblem[] {
  const bounds = ratingBounds(rating);
  const tag = topic === "all" ? null : CODEFORCES_TOPIC_TAG[topic];
  return problems.filter(
    (p) =>
      (!bounds || (p.rating !== null && p.rating >= bounds.min && p.rating <= bounds.max)) &&
      (!tag || p.tags.includes(tag)),
  );
}

/** Titles made only of ASCII letters, digits, white space and . , ! ? ' " ( ) _ - (or empty). */
const ATCODER_TITLE = /^[A-Za-z0-9 \t\n\r\f\v.,!?'"()_-]*$/;

export function hasAllowedAtcoderTitle(title: string): boolean {
  return ATCODER_TITLE.test(title);
}

/** Level: the id ends in that letter (any case). Type: the contest id contains abc/arc/agc. */
export function filterAtcoder(
  problems: readonly AtcoderProblem[],
  { level, type }: Pick<AtcoderQuery, "level" | "type">,
): AtcoderProblem[] {
  const letter = level.toLowerCase();
  return problems.filter(
    (p) =>
      hasAllowedAtcoderTitle(p.title) &&
      (!letter || p.id.toLowerCase().endsWith(letter)) &&
      (!type || p.contest_id.toLowerCase().includes(type)),
  );
}

/** A missing rating counts as 0. */
export const leetcodeRatingValue = (p: Pick<LeetcodeProblem, "rating">) => p.rating ?? 0;

export function leetcodeDifficulty(rating: number | null): LeetcodeDifficulty {
  const value = rating ?? 0;
  return value < 1000 ? "easy" : value < 2000 ? "medium" : "hard";
}

/** Inclusive rating range, then by rating (ties by id, always ascending). */
export function filterLeetcode(
  problems: readonly LeetcodeProblem[],
  { rating, sort }: Pick<LeetcodeQuery, "rating" | "sort">,
): LeetcodeProblem[] {
  const bounds = ratingBounds(rating);
  const direction = sort === "desc" ? -1 : 1;
  return problems
    .filter((p) => {
      const value = leetcodeRatingValue(p);
      return !bounds || (value >= bounds.min && value <= bounds.max);
    })
    .sort((a, b) => direction * (leetcodeRatingValue(a) - leetcodeRatingValue(b)) || a.id - b.id);
}

/** Contests not yet over whose event or host contains the search text (any case). */
export function filterContests(
  contests: readonly Contest[],
  { q }: Pick<ContestQuery, "q">,
  now: number = Date.now(),
): Contest[] {
  const needle = q.trim().toLowerCase();
  return contests.filter(
    (c) =>
      Date.parse(c.end) > now &&
      (!needle || c.event.toLowerCase().includes(needle) || c.host.toLowerCase().includes(needle)),
  );
}

/** One page of a list; a page past the end is empty, not an error. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
  asOf: string,
): Page<T> {
  const total = items.length;
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    asOf,
  };
}
