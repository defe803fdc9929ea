// The options of the live data lists and their labels: plain data, no zod, so browser code
// can read URLs without loading the query schemas (lib/live-data/queries.ts).
export const CODEFORCES_PAGE_SIZE = 20;
export const ATCODER_PAGE_SIZE = 30;
export const LEETCODE_PAGE_SIZE = 30;
export const CONTESTS_PAGE_SIZE = 48;
/** Longest contest search text. */
export const CONTEST_QUERY_MAX = 100;

/**
 * "all" means no range: the only option that lists unrated problems. The default is a range;
 * "custom" takes its bounds from `min` and `max`.
 */
export const CODEFORCES_RATINGS = [
  "800-2000",
  "800-1000",
  "1000-1500",
  "1500-2000",
  "all",
  "custom",
] as const;
export const CODEFORCES_TOPICS = ["all", "dp", "graph", "greedy", "sortings"] as const;
export const ATCODER_LEVELS = ["", "A", "B", "C", "D", "E", "F"] as const;
export const ATCODER_TYPES = ["", "abc", "arc", "agc"] as const;
export const LEETCODE_RATINGS = ["all", "0-1000", "1000-2000", "2000-3000", "3000-4000"] as const;
export const LEETCODE_SORTS = ["asc", "desc"] as const;

export type CodeforcesRating = (typeof CODEFORCES_RATINGS)[number];
export type CodeforcesTopic = (typeof CODEFORCES_TOPICS)[number];
export type AtcoderLevel = (typeof ATCODER_LEVELS)[number];
export type AtcoderType = (typeof ATCODER_TYPES)[number];
export type LeetcodeRating = (typeof LEETCODE_RATINGS)[number];
export type LeetcodeSort = (typeof LEETCODE_SORTS)[number];

/** Rating bounds (inclusive) of a range option, or null when no range applies. */
export function ratingBounds(option: string): { min: number; max: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(option);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

export { MAX_PAGE } from "@/lib/query-table/fields";

/** The custom rating range of the Codeforces browser: bounds a visitor may type. */
export const CODEFORCES_RATING_MIN = 800;
export const CODEFORCES_RATING_MAX = 3500;
/** "All chosen tags" or "any of them". */
export const TAG_MATCHES = ["all", "any"] as const;
/** The whole filtered list, or the "For your level" picks of a handle (10 a day at a time). */
export const CODEFORCES_VIEWS = ["all", "level"] as const;
export const RECOMMENDED_PAGE_SIZE = 10;

/** AtCoder Problems' difficulty colours, each 400 wide; red is 2800 and above. */
export const ATCODER_DIFFICULTIES = [
  "",
  "gray",
  "brown",
  "green",
  "cyan",
  "blue",
  "yellow",
  "orange",
  "red",
] as const;
export type AtcoderDifficulty = (typeof ATCODER_DIFFICULTIES)[number];

/** The colour band of a displayed AtCoder difficulty. */
export function atcoderBand(difficulty: number): Exclude<AtcoderDifficulty, ""> {
  const bands = ATCODER_DIFFICULTIES.slice(1) as Exclude<AtcoderDifficulty, "">[];
  return bands[Math.min(bands.length - 1, Math.max(0, Math.floor(difficulty / 400)))]!;
}
