// LeetCode: interview questions by difficulty rating (read from clist.by), easiest or hardest
// first. No handle: LeetCode has no public API for a user's solved list. The platform as the site
// knows it.
import type { ProblemPlatform } from "../types";
import { optionsOf, ratingIn, titleIn } from "../words";
import { filterLeetcode, type LeetcodeProblem } from "./list";
import {
  LEETCODE_PAGE_SIZE,
  LEETCODE_QUERY,
  LEETCODE_RATINGS,
  LEETCODE_SORTS,
  type LeetcodeQuery,
} from "./query";

export const leetcode = {
  id: "leetcode" as const,
  name: "LeetCode",
  path: "/leetcode" as const,
  label: "LeetCode problem",
  pageSize: LEETCODE_PAGE_SIZE,
  noun: "questions",
  query: LEETCODE_QUERY,
  listQuery: (query) => query,
  filter: (items, query) => filterLeetcode(items, query),
  answer: (item) => item,
  selects: (words) => [
    {
      name: "rating",
      label: words.filters.rating,
      options: optionsOf(LEETCODE_RATINGS, words.leetcodeRating),
    },
    {
      name: "sort",
      label: words.filters.order,
      options: optionsOf(LEETCODE_SORTS, words.leetcodeSort),
    },
  ],
  row: (p, words) => ({
    key: p.slug || String(p.id),
    title: titleIn(words, p.name),
    url: p.url,
    facts: [ratingIn(words, p.rating)],
    tags: [],
    // A missing rating counts as 0, so its badge is "Easy"; the fact line says "Unrated".
    badge: { label: words.difficulty[p.difficulty], tone: p.difficulty },
  }),
  handle: null,
  extras: {},
} satisfies ProblemPlatform<LeetcodeProblem, LeetcodeQuery>;

export type { LeetcodeProblem } from "./list";
export type { LeetcodeQuery } from "./query";
