// The Codeforces browser's filters in the address, as one query table (lib/query-table): the page
// reads it leniently, the API strictly (a 400 naming the parameter), the browser keeps it with nuqs.
// The spec's options come first and stay the defaults. Isomorphic.
import {
  choiceField,
  type QueryOfTable,
  type QueryProblems,
  queryTable,
  wholeNumberField,
} from "@/lib/query-table";
import { defaulted, handleField, type HandleRule, PAGE, tagsField } from "../fields";

export const CODEFORCES_PAGE_SIZE = 20;
/** "For your level": ten picks a page. */
export const RECOMMENDED_PAGE_SIZE = 10;

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
/** "All chosen tags" or "any of them". */
export const TAG_MATCHES = ["all", "any"] as const;
/** The whole filtered list, or the "For your level" picks of a handle. */
export const CODEFORCES_VIEWS = ["all", "level"] as const;
/** The custom rating range: bounds a visitor may type. */
export const CODEFORCES_RATING_MIN = 800;
export const CODEFORCES_RATING_MAX = 3500;

/** Codeforces' own rule for a handle. Latin letters only: anything else cannot be a handle. */
const HANDLE = /^[A-Za-z0-9_.-]{3,24}$/;
export const CODEFORCES_HANDLE: HandleRule = {
  isHandle: (s) => HANDLE.test(s.trim()),
  message: "A Codeforces handle is 3 to 24 letters, digits or the signs _ - .",
};

export const CODEFORCES_QUERY = queryTable(
  {
    rating: defaulted(choiceField("rating", CODEFORCES_RATINGS), "800-2000"),
    min: wholeNumberField("min", 0, CODEFORCES_RATING_MAX),
    max: wholeNumberField("max", 0, CODEFORCES_RATING_MAX),
    topic: defaulted(choiceField("topic", CODEFORCES_TOPICS), "all"),
    tags: tagsField("Codeforces tags, such as tags=dp&tags=greedy"),
    match: defaulted(choiceField("match", TAG_MATCHES), "all"),
    view: defaulted(choiceField("view", CODEFORCES_VIEWS), "all"),
    handle: handleField(CODEFORCES_HANDLE),
    page: PAGE,
  },
  {
    // A page shows the whole list instead (see levelOf); the API says what is missing.
    settle: (query) => {
      const problems: QueryProblems =
        query.view === "level" && !query.handle
          ? { handle: 'The "handle" parameter is needed for view=level.' }
          : {};
      return { query, problems };
    },
  },
);

export type CodeforcesQuery = QueryOfTable<typeof CODEFORCES_QUERY>;
export type CodeforcesRating = (typeof CODEFORCES_RATINGS)[number];
