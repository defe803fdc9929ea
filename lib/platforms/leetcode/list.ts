// The LeetCode list: our row of a question (read from clist.by) and the rules the browser filters
// and orders it by. Pure and isomorphic.
import { ratingBounds } from "@/lib/live-data/filters";
import type { LeetcodeQuery } from "./query";

export type LeetcodeDifficulty = "easy" | "medium" | "hard";

/**
 * A LeetCode problem from clist. A missing rating is null: it filters as 0 and shows "Unrated".
 * `id` is clist's; null in a copy built from a projection that left it out (the shipped one).
 */
export type LeetcodeProblem = {
  id: number | null;
  name: string;
  slug: string;
  rating: number | null;
  difficulty: LeetcodeDifficulty;
  url: string;
};

/** A missing rating counts as 0. */
export const leetcodeRatingValue = (p: Pick<LeetcodeProblem, "rating">) => p.rating ?? 0;

export function leetcodeDifficulty(rating: number | null): LeetcodeDifficulty {
  const value = rating ?? 0;
  return value < 1000 ? "easy" : value < 2000 ? "medium" : "hard";
}

/** Ties go by clist's id, or by the slug where a copy has no ids. */
function byId(a: LeetcodeProblem, b: LeetcodeProblem): number {
  if (a.id !== null && b.id !== null) return a.id - b.id;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** Inclusive rating range, then by rating (ties always ascending). */
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
    .sort((a, b) => direction * (leetcodeRatingValue(a) - leetcodeRatingValue(b)) || byId(a, b));
}
