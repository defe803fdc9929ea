// The list rules of the problem browsers and the contest list: pure and isomorphic.
import type { AtcoderQuery, CodeforcesQuery, ContestQuery, LeetcodeQuery } from "./queries";
import { atcoderBand, CODEFORCES_RATING_MAX, CODEFORCES_RATING_MIN, ratingBounds } from "./options";
import type {
  AtcoderProblem,
  CodeforcesProblem,
  Contest,
  LeetcodeDifficulty,
  LeetcodeProblem,
  Page,
} from "./types";

/** Topic option → the Codeforces tag it stands for (the old site's "graph" matched nothing). */
export const CODEFORCES_TOPIC_TAG = {
  dp: "dp",
  graph: "graphs",
  greedy: "greedy",
  sortings: "sortings",
} as const;

/** Newest contest first, then problem index (A, B, C1, C2 …). */
export function compareCodeforces(a: CodeforcesProblem, b: CodeforcesProblem): number {
  if (a.contestId !== b.contestId) return b.contestId - a.contestId;
  return a.index < b.index ? -1 : a.index > b.index ? 1 : 0;
}

/** The inclusive rating bounds a query asks for, or null for "all" (unrated problems too). */
export function codeforcesBounds(
  q: Pick<CodeforcesQuery, "rating" | "min" | "max">,
): { min: number; max: number } | null {
  if (q.rating !== "custom") return ratingBounds(q.rating);
  const low = q.min ?? CODEFORCES_RATING_MIN;
  const high = q.max ?? CODEFORCES_RATING_MAX;
  return { min: Math.min(low, high), max: Math.max(low, high) };
}

/** The tags a query asks for: the topic's (the spec's shortcut) and the ones chosen by name. */
export function codeforcesTags(q: Pick<CodeforcesQuery, "topic" | "tags">): string[] {
  const topic = q.topic === "all" ? [] : [CODEFORCES_TOPIC_TAG[q.topic]];
  return [...new Set([...topic, ...q.tags])];
}

/** Problems having every chosen tag, or any of them; no tag chosen matches every problem. */
export function tagMatcher(q: Pick<CodeforcesQuery, "topic" | "tags" | "match">) {
  const tags = codeforcesTags(q);
  if (tags.length === 0) return () => true;
  return (p: Pick<CodeforcesProblem, "tags">) =>
    q.match === "any"
      ? tags.some((t) => p.tags.includes(t))
      : tags.every((t) => p.tags.includes(t));
}

/**
 * Rating bounds are inclusive. Unrated problems appear only with the "all" option, because every
 * other option (the default 800–2000 too) is a range they cannot be in. Input must be sorted.
 */
export function filterCodeforces(
  problems: readonly CodeforcesProblem[],
  query: Pick<CodeforcesQuery, "rating" | "min" | "max" | "topic" | "tags" | "match">,
): CodeforcesProblem[] {
  const bounds = codeforcesBounds(query);
  const tagged = tagMatcher(query);
  return problems.filter(
    (p) =>
      (!bounds || (p.rating !== null && p.rating >= bounds.min && p.rating <= bounds.max)) &&
      tagged(p),
  );
}

/** Every tag of the archive with how many problems have it, most used first. */
export function codeforcesTagCounts(problems: readonly CodeforcesProblem[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of problems) for (const t of p.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** Titles made only of ASCII letters, digits, white space and . , ! ? ' " ( ) _ - (or empty). */
const ATCODER_TITLE = /^[A-Za-z0-9 \t\n\r\f\v.,!?'"()_-]*$/;

export function hasAllowedAtcoderTitle(title: string): boolean {
  return ATCODER_TITLE.test(title);
}

/**
 * Level: the id ends in that letter (any case). Type: the contest id contains abc/arc/agc.
 * Difficulty: the colour band of AtCoder Problems' estimate (problems without one are left out).
 */
export function filterAtcoder(
  problems: readonly AtcoderProblem[],
  { level, type, difficulty }: Pick<AtcoderQuery, "level" | "type" | "difficulty">,
): AtcoderProblem[] {
  const letter = level.toLowerCase();
  return problems.filter(
    (p) =>
      hasAllowedAtcoderTitle(p.title) &&
      (!letter || p.id.toLowerCase().endsWith(letter)) &&
      (!type || p.contest_id.toLowerCase().includes(type)) &&
      (!difficulty || (p.difficulty !== null && atcoderBand(p.difficulty) === difficulty)),
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
