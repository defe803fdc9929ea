// The Codeforces list: our row of a problem and the rules the browser filters it by (a rating
// range, the spec's topic and any tags, all or any of them). Pure and isomorphic.
import { ratingBounds } from "@/lib/live-data/filters";
import { CODEFORCES_RATING_MAX, CODEFORCES_RATING_MIN, type CodeforcesQuery } from "./query";

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

/** The key of a problem in the solved list and in a handle's progress: "2050A", "1910B1". */
export const codeforcesKey = (p: Pick<CodeforcesProblem, "contestId" | "index">) =>
  `${p.contestId}${p.index}`;

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
