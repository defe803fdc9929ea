// What a problem platform is to the site, in the browser and on the server alike: its address, its
// filters in the URL, the list rules, how one problem is shown, and whether a handle can mark its
// problems. Each platform folder exports one (./<id>/index.ts) and the registry lists them; what
// only the server does (fetch the upstream) is in the folder's source.ts and user.ts.
import type { QueryTable } from "@/lib/query-table";
import type { Progress } from "@/lib/live-data/progress";
import type enProblems from "@/messages/en/problems.json";
import type { HandleRule, handleQuery } from "./fields";

/** The words of the problem browsers in one language (messages/<locale>/problems.json). */
export type ProblemsWords = typeof enProblems;

/** Filter values by name, plus the page (each platform's table types its own). */
export type BrowserQuery = Record<string, string | number | string[] | null> & { page: number };

export type FilterOption = { value: string; label: string };
export type FilterDefinition = { name: string; label: string; options: FilterOption[] };

export type DifficultyBand =
  "gray" | "brown" | "green" | "cyan" | "blue" | "yellow" | "orange" | "red";

/** One problem as a browser shows it. */
export type ProblemRow = {
  /** Stable id of the problem on its platform; the solved list stores it. */
  key: string;
  title: string;
  url: string;
  /** Short facts shown under the title ("Rating 1500"). */
  facts: string[];
  tags: string[];
  badge?: { label: string; tone: "easy" | "medium" | "hard" };
  /**
   * An estimated difficulty, its colour band and how far through that band it is (0 to 1); null
   * when the platform has no estimate for it.
   */
  difficulty?: { value: number; band: DifficultyBand; filled: number } | null;
};

/**
 * A problem platform. `Item` is a row of its cached list, `Answer` what our API sends for one (the
 * item itself unless `answer` adds to it), `Context` what the list is read with beside its rows
 * (AtCoder: the difficulty estimates, a list of their own).
 */
export type ProblemPlatform<Item, Q extends BrowserQuery, Context = undefined, Answer = Item> = {
  id: string;
  /** The brand, the same in every language. */
  name: string;
  path: `/${string}`;
  /** What its list is called in "The … list is not available right now." */
  label: string;
  pageSize: number;
  /** "problems" or "questions", in counts and the loading line. */
  noun: "problems" | "questions";
  /** Its filters in the address: read by the page, parsed by the API, kept by the browser. */
  query: QueryTable<Record<string, unknown>, Q>;
  /** What of a query changes the list: the API's address (and SWR key) leave the rest out. */
  listQuery(query: Q): Q;
  filter(items: readonly Item[], query: Q, context: Context): Item[];
  /** The API's row of a listed item. */
  answer(item: Item, context: Context): Answer;
  /** The browser's selects, in one language's words. */
  selects(words: ProblemsWords): FilterDefinition[];
  row(item: Answer, words: ProblemsWords): ProblemRow;
  /**
   * A handle can mark its problems (GET /api/progress/<id>), checked by this rule; `rated`: its
   * progress carries the handle's rating.
   */
  handle: (HandleRule & { query: ReturnType<typeof handleQuery>; rated: boolean }) | null;
  /** Controls beyond the selects. */
  extras: {
    /** A custom rating range ("rating=custom&min=&max="), within these bounds. */
    range?: { min: number; max: number };
    /** A tag picker over every tag of the list (`tags` below gives them). */
    tags?: boolean;
    /** "Hide difficulty", for the rows' difficulty circles. */
    hideDifficulty?: boolean;
  };
  /** Every tag of the list with its count, most used first. */
  tags?(items: readonly Item[]): [string, number][];
  /** "For your level" (`view=level` with a handle): a handle's picks for the day. */
  level?: {
    pageSize: number;
    /** The ratings a handle's picks come from. */
    band(rating: number | null): { min: number; max: number };
    recommend(items: readonly Item[], progress: Progress, query: Q, now: number): Item[];
  };
};

// A platform of any rows and query: each is checked against ProblemPlatform where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlatform = ProblemPlatform<any, any, any, any>;
