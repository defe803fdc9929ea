// What differs between the three problem browsers: their API, filters, texts and how one problem
// is shown, in each language (the words are messages/*/problems.json). Isomorphic, so the server
// page and the client list read the same description.
import { PROBLEMS_COPY, type ProblemsCopy } from "@/lib/i18n/controls";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import {
  ATCODER_DIFFICULTIES,
  ATCODER_LEVELS,
  ATCODER_PAGE_SIZE,
  ATCODER_TYPES,
  CODEFORCES_PAGE_SIZE,
  CODEFORCES_RATINGS,
  CODEFORCES_TOPICS,
  LEETCODE_PAGE_SIZE,
  LEETCODE_RATINGS,
  LEETCODE_SORTS,
} from "@/lib/live-data/options";
import type {
  AtcoderProblem,
  CodeforcesProblem,
  LeetcodeDifficulty,
  LeetcodeProblem,
} from "@/lib/live-data/types";
import { apiUrlFor, searchOf } from "@/lib/live-data/filter-tables";
import { fillTemplate } from "@/lib/text";
import type { SolvedPlatform } from "./solved-store";

export type PlatformId = SolvedPlatform;

/** Filter values by name (lib/live-data/filter-tables.ts types each platform's), plus the page. */
export type BrowserQuery = Record<string, string | number | string[] | null> & { page: number };

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
  /** AtCoder Problems' estimate (AtCoder only); null when it has none. */
  difficulty?: number | null;
};

export type PlatformDefinition = {
  id: PlatformId;
  name: string;
  pageSize: number;
  /** The selects; Codeforces adds tags and a custom range (problem-filters-extra.tsx). */
  filters: FilterDefinition[];
  /** A handle can mark this platform's problems (lib/live-data/progress.ts). */
  progress: boolean;
  loadingText: string;
  /** "problems" or "questions", in counts and messages. */
  noun: string;
  toRow: (item: never) => ProblemRow;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The three browsers described in one language. */
function platformsIn(words: ProblemsCopy): Record<PlatformId, PlatformDefinition> {
  const titleOf = (name: string) => (name.trim() === "" ? words.untitled : name);
  const rating = (value: number | null) =>
    value === null ? words.unrated : fillTemplate(words.facts.rating, { rating: value });
  return {
    codeforces: {
      id: "codeforces",
      name: "Codeforces",
      pageSize: CODEFORCES_PAGE_SIZE,
      progress: true,
      filters: [
        {
          name: "rating",
          label: words.filters.rating,
          options: options(CODEFORCES_RATINGS, words.codeforcesRating),
        },
        {
          name: "topic",
          label: words.filters.topic,
          options: options(CODEFORCES_TOPICS, words.codeforcesTopic),
        },
      ],
      loadingText: words.loading.problems,
      noun: words.noun.problems,
      toRow: (p: CodeforcesProblem) => ({
        key: `${p.contestId}${p.index}`,
        title: titleOf(p.name),
        url: p.url,
        facts: [
          fillTemplate(words.facts.problem, { id: `${p.contestId}${p.index}` }),
          rating(p.rating),
        ],
        tags: p.tags,
      }),
    },
    atcoder: {
      id: "atcoder",
      name: "AtCoder",
      pageSize: ATCODER_PAGE_SIZE,
      progress: true,
      filters: [
        {
          name: "level",
          label: words.filters.level,
          options: ATCODER_LEVELS.map((value) => ({
            value,
            label: value || words.atcoderLevelAll,
          })),
        },
        {
          name: "type",
          label: words.filters.type,
          options: options(ATCODER_TYPES, words.atcoderType),
        },
        {
          name: "difficulty",
          label: words.filters.difficulty,
          options: options(ATCODER_DIFFICULTIES, words.atcoderDifficulty),
        },
      ],
      loadingText: words.loading.problems,
      noun: words.noun.problems,
      toRow: (p: AtcoderProblem) => ({
        key: p.id,
        title: titleOf(p.title),
        url: p.url,
        facts: [
          fillTemplate(words.facts.contest, { id: p.contest_id }),
          fillTemplate(words.facts.task, { id: p.id }),
        ],
        tags: [],
        difficulty: p.difficulty ?? null,
      }),
    },
    leetcode: {
      id: "leetcode",
      name: "LeetCode",
      pageSize: LEETCODE_PAGE_SIZE,
      progress: false,
      filters: [
        {
          name: "rating",
          label: words.filters.rating,
          options: options(LEETCODE_RATINGS, words.leetcodeRating),
        },
        {
          name: "sort",
          label: words.filters.order,
          options: options(LEETCODE_SORTS, words.leetcodeSort),
        },
      ],
      loadingText: words.loading.questions,
      noun: words.noun.questions,
      toRow: (p: LeetcodeProblem) => ({
        key: p.slug || String(p.id),
        title: titleOf(p.name),
        url: p.url,
        facts: [rating(p.rating)],
        tags: [],
        // A missing rating counts as 0, so its badge is "Easy"; the fact line says "Unrated".
        badge: { label: words.difficulty[p.difficulty], tone: p.difficulty },
      }),
    },
  };
}

/** Each browser, in each language. */
export const PROBLEM_PLATFORMS = Object.fromEntries(
  LOCALES.map((locale) => [locale, platformsIn(PROBLEMS_COPY[locale])]),
) as Record<Locale, Record<PlatformId, PlatformDefinition>>;

/** The address's query of a browser (filters in the URL, defaults left out): "?rating=…". */
export function searchFor(platform: PlatformId, query: BrowserQuery): string {
  return searchOf(platform, query as never);
}

/** Our API's address for one page of a browser's list; also the SWR cache key. */
export function apiUrlOf(platform: PlatformId, query: BrowserQuery): string {
  return apiUrlFor(platform, query as never);
}

/** The rows of one page of a platform's list, their words in `locale`. */
export function rowsOf(
  platform: PlatformId,
  items: readonly unknown[],
  locale: Locale,
): ProblemRow[] {
  const toRow = PROBLEM_PLATFORMS[locale][platform].toRow as (item: unknown) => ProblemRow;
  return items.map(toRow);
}

/**
 * A filter change starts again from the first page; leaving "Custom range" drops its bounds, so
 * the address holds no filter that does nothing.
 */
export function withFilter(
  query: BrowserQuery,
  name: string,
  value: BrowserQuery[string],
): BrowserQuery {
  const next = { ...query, [name]: value, page: 1 };
  return name === "rating" && value !== "custom" && "min" in query
    ? { ...next, min: null, max: null }
    : next;
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
