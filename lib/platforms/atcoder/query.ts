// The AtCoder browser's filters in the address, as one query table (lib/query-table): level,
// contest type, AtCoder Problems' difficulty colour and a handle. Isomorphic.
import { choiceField, queryTable, type QueryOfTable } from "@/lib/query-table";
import { defaulted, handleField, type HandleRule, PAGE } from "../fields";

export const ATCODER_PAGE_SIZE = 30;
export const ATCODER_LEVELS = ["", "A", "B", "C", "D", "E", "F"] as const;
export const ATCODER_TYPES = ["", "abc", "arc", "agc"] as const;
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

/** AtCoder's own rule for a user id. */
const HANDLE = /^[A-Za-z0-9_]{3,16}$/;
export const ATCODER_HANDLE: HandleRule = {
  isHandle: (s) => HANDLE.test(s.trim()),
  message: "An AtCoder username is 3 to 16 letters, digits or the sign _.",
};

export const ATCODER_QUERY = queryTable({
  level: defaulted(
    choiceField("level", ATCODER_LEVELS, (v) => v.toUpperCase()),
    "",
  ),
  type: defaulted(choiceField("type", ATCODER_TYPES), ""),
  difficulty: defaulted(choiceField("difficulty", ATCODER_DIFFICULTIES), ""),
  handle: handleField(ATCODER_HANDLE),
  page: PAGE,
});

export type AtcoderQuery = QueryOfTable<typeof ATCODER_QUERY>;
