// What differs between the three problem browsers: their API, filters, texts and how one problem
// is shown. Isomorphic, so the server page and the client list read the same description.
import {
  ATCODER_LEVELS,
  ATCODER_PAGE_SIZE,
  ATCODER_TYPE_LABELS,
  ATCODER_TYPES,
  CODEFORCES_PAGE_SIZE,
  CODEFORCES_RATING_LABELS,
  CODEFORCES_RATINGS,
  CODEFORCES_TOPIC_LABELS,
  CODEFORCES_TOPICS,
  LEETCODE_PAGE_SIZE,
  LEETCODE_RATING_LABELS,
  LEETCODE_RATINGS,
  LEETCODE_SORTS,
  MAX_PAGE,
} from "@/lib/live-data/options";
import type {
  AtcoderProblem,
  CodeforcesProblem,
  LeetcodeDifficulty,
  LeetcodeProblem,
} from "@/lib/live-data/types";
import type { SolvedPlatform } from "./solved-store";

export type PlatformId = SolvedPlatform;

/** Filter values by name, plus the page number. */
export type BrowserQuery = Record<string, string | number> & { page: number };

export type FilterOption = { value: string; label: string };
export type FilterDefinition = { name: string; label: string; options: FilterOption[] };

export type ProblemRow = {
  /** Stable id of the problem on its platform; the solved list stores it. */
  key: string;
  title: string;
  url: string;
  /** Short facts shown under the title ("Rating 1500"). */
  facts: string[];
  tags: string[];
  badge?: { label: string; tone: LeetcodeDifficulty };
};

export const UNTITLED = "Untitled Problem";
export const UNRATED = "Unrated";

export type PlatformDefinition = {
  id: PlatformId;
  name: string;
  apiPath: string;
  pageSize: number;
  filters: FilterDefinition[];
  loadingText: string;
  /** "problems" or "questions", in counts and messages. */
  noun: string;
  toRow: (item: never) => ProblemRow;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const titleOf = (name: string) => (name.trim() === "" ? UNTITLED : name);

const DIFFICULTY_LABELS: Record<LeetcodeDifficulty, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

export const PROBLEM_PLATFORMS: Record<PlatformId, PlatformDefinition> = {
  codeforces: {
    id: "codeforces",
    name: "Codeforces",
    apiPath: "/api/problems/codeforces",
    pageSize: CODEFORCES_PAGE_SIZE,
    filters: [
      {
        name: "rating",
        label: "Rating",
        options: options(CODEFORCES_RATINGS, CODEFORCES_RATING_LABELS),
      },
      {
        name: "topic",
        label: "Topic",
        options: options(CODEFORCES_TOPICS, CODEFORCES_TOPIC_LABELS),
      },
    ],
    loadingText: "Loading problems...",
    noun: "problems",
    toRow: (p: CodeforcesProblem) => ({
      key: `${p.contestId}${p.index}`,
      title: titleOf(p.name),
      url: p.url,
      facts: [
        `Problem ${p.contestId}${p.index}`,
        p.rating === null ? UNRATED : `Rating ${p.rating}`,
      ],
      tags: p.tags,
    }),
  },
  atcoder: {
    id: "atcoder",
    name: "AtCoder",
    apiPath: "/api/problems/atcoder",
    pageSize: ATCODER_PAGE_SIZE,
    filters: [
      {
        name: "level",
        label: "Level",
        options: ATCODER_LEVELS.map((value) => ({ value, label: value || "All levels" })),
      },
      { name: "type", label: "Contest type", options: options(ATCODER_TYPES, ATCODER_TYPE_LABELS) },
    ],
    loadingText: "Loading problems...",
    noun: "problems",
    toRow: (p: AtcoderProblem) => ({
      key: p.id,
      title: titleOf(p.title),
      url: p.url,
      facts: [`Contest ${p.contest_id}`, `Task ${p.id}`],
      tags: [],
    }),
  },
  leetcode: {
    id: "leetcode",
    name: "LeetCode",
    apiPath: "/api/problems/leetcode",
    pageSize: LEETCODE_PAGE_SIZE,
    filters: [
      {
        name: "rating",
        label: "Rating",
        options: options(LEETCODE_RATINGS, LEETCODE_RATING_LABELS),
      },
      {
        name: "sort",
        label: "Order",
        options: [
          { value: "asc", label: "Easiest first" },
          { value: "desc", label: "Hardest first" },
        ],
      },
    ],
    loadingText: "Loading questions...",
    noun: "questions",
    toRow: (p: LeetcodeProblem) => ({
      key: p.slug || String(p.id),
      title: titleOf(p.name),
      url: p.url,
      facts: [p.rating === null ? UNRATED : `Rating ${p.rating}`],
      tags: [],
      // A missing rating counts as 0, so its badge is "Easy"; the fact line says "Unrated".
      badge: { label: DIFFICULTY_LABELS[p.difficulty], tone: p.difficulty },
    }),
  },
};

/**
 * How each filter reads from a URL: the allowed values (the same lists the API's schemas use),
 * the default, and the letter case the API accepts. Plain code, so the page loads no zod.
 */
const URL_FILTERS: Record<
  PlatformId,
  { name: string; values: readonly string[]; fallback: string; upper?: boolean }[]
> = {
  codeforces: [
    { name: "rating", values: CODEFORCES_RATINGS, fallback: "800-2000" },
    { name: "topic", values: CODEFORCES_TOPICS, fallback: "all" },
  ],
  atcoder: [
    { name: "level", values: ATCODER_LEVELS, fallback: "", upper: true },
    { name: "type", values: ATCODER_TYPES, fallback: "" },
  ],
  leetcode: [
    { name: "rating", values: LEETCODE_RATINGS, fallback: "all" },
    { name: "sort", values: LEETCODE_SORTS, fallback: "asc" },
  ],
};

/** The rows of one page of a platform's list. */
export function rowsOf(platform: PlatformId, items: readonly unknown[]): ProblemRow[] {
  const toRow = PROBLEM_PLATFORMS[platform].toRow as (item: unknown) => ProblemRow;
  return items.map(toRow);
}

type ParamsLike = URLSearchParams | Record<string, string | string[] | undefined> | null;

function firstValue(params: ParamsLike, name: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The query a URL asks for; values that are not allowed fall back to the defaults. */
export function readQuery(platform: PlatformId, params: ParamsLike): BrowserQuery {
  const query: BrowserQuery = { page: 1 };
  for (const { name, values, fallback, upper } of URL_FILTERS[platform]) {
    const raw = firstValue(params, name)?.trim() ?? "";
    const value = upper ? raw.toUpperCase() : raw.toLowerCase();
    query[name] = raw !== "" && values.includes(value) ? value : fallback;
  }
  const page = firstValue(params, "page")?.trim() ?? "";
  const number = /^\d{1,6}$/.test(page) ? Number(page) : 1;
  query.page = number >= 1 && number <= MAX_PAGE ? number : 1;
  return query;
}

export function defaultQuery(platform: PlatformId): BrowserQuery {
  return readQuery(platform, null);
}

/** "?rating=1000-1500&page=2": only what differs from the defaults, so plain URLs stay plain. */
export function searchFor(platform: PlatformId, query: BrowserQuery): string {
  const defaults = defaultQuery(platform);
  const params = new URLSearchParams();
  for (const { name } of PROBLEM_PLATFORMS[platform].filters) {
    const value = String(query[name] ?? "");
    if (value !== String(defaults[name] ?? "")) params.set(name, value);
  }
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Our API's address for one page; also the SWR cache key. */
export function apiUrlFor(platform: PlatformId, query: BrowserQuery): string {
  return PROBLEM_PLATFORMS[platform].apiPath + searchFor(platform, query);
}

/** A filter change starts again from the first page. */
export function withFilter(query: BrowserQuery, name: string, value: string): BrowserQuery {
  return { ...query, [name]: value, page: 1 };
}

/**
 * Where a random problem of the whole filtered list sits: the page to load and the position on
 * it. `random` returns a number in [0, 1), like Math.random.
 */
export function randomPosition(
  total: number,
  pageSize: number,
  random: () => number,
): { page: number; offset: number } | null {
  if (total <= 0 || pageSize <= 0) return null;
  const index = Math.min(total - 1, Math.floor(random() * total));
  return { page: Math.floor(index / pageSize) + 1, offset: index % pageSize };
}
