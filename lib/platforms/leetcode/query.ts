// The LeetCode browser's filters in the address, as one query table (lib/query-table): a rating
// range and the order. Isomorphic.
import { choiceField, queryTable, type QueryOfTable } from "@/lib/query-table";
import { defaulted, PAGE } from "../fields";

export const LEETCODE_PAGE_SIZE = 30;
export const LEETCODE_RATINGS = ["all", "0-1000", "1000-2000", "2000-3000", "3000-4000"] as const;
export const LEETCODE_SORTS = ["asc", "desc"] as const;

export const LEETCODE_QUERY = queryTable({
  rating: defaulted(choiceField("rating", LEETCODE_RATINGS), "all"),
  sort: defaulted(choiceField("sort", LEETCODE_SORTS), "asc"),
  page: PAGE,
});

export type LeetcodeQuery = QueryOfTable<typeof LEETCODE_QUERY>;
