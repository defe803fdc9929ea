// One typed table of URL filters per problem browser (nuqs parsers): the server page reads the
// address with it, the browser keeps its state in the address with it, and our API checks its
// query with it (a value a parser refuses is a 400 with the field's message). Isomorphic.
import { createLoader, createSerializer, type inferParserType } from "nuqs/server";
import {
  choiceField,
  handleField,
  pageField,
  tagsField,
  wholeNumberField,
  type FilterField,
} from "./filter-fields";
import {
  ATCODER_DIFFICULTIES,
  ATCODER_LEVELS,
  ATCODER_TYPES,
  CODEFORCES_RATING_MAX,
  CODEFORCES_RATINGS,
  CODEFORCES_TOPICS,
  CODEFORCES_VIEWS,
  LEETCODE_RATINGS,
  LEETCODE_SORTS,
  TAG_MATCHES,
} from "./options";
import {
  ATCODER_HANDLE_MESSAGE,
  CODEFORCES_HANDLE_MESSAGE,
  isAtcoderHandle,
  isCodeforcesHandle,
} from "./progress";

const upper = (v: string) => v.toUpperCase();

const cf = {
  rating: choiceField("rating", CODEFORCES_RATINGS),
  min: wholeNumberField("min", 0, CODEFORCES_RATING_MAX),
  max: wholeNumberField("max", 0, CODEFORCES_RATING_MAX),
  topic: choiceField("topic", CODEFORCES_TOPICS),
  tags: tagsField,
  match: choiceField("match", TAG_MATCHES),
  view: choiceField("view", CODEFORCES_VIEWS),
  handle: handleField(isCodeforcesHandle, CODEFORCES_HANDLE_MESSAGE),
};
const at = {
  level: choiceField("level", ATCODER_LEVELS, upper),
  type: choiceField("type", ATCODER_TYPES),
  difficulty: choiceField("difficulty", ATCODER_DIFFICULTIES),
  handle: handleField(isAtcoderHandle, ATCODER_HANDLE_MESSAGE),
};
const lc = {
  rating: choiceField("rating", LEETCODE_RATINGS),
  sort: choiceField("sort", LEETCODE_SORTS),
};

/** The spec's options stay the defaults: each list's first value. */
export const FILTER_TABLES = {
  codeforces: {
    parsers: {
      rating: cf.rating.parser.withDefault("800-2000"),
      min: cf.min.parser,
      max: cf.max.parser,
      topic: cf.topic.parser.withDefault("all"),
      tags: cf.tags.parser.withDefault([]),
      match: cf.match.parser.withDefault("all"),
      view: cf.view.parser.withDefault("all"),
      handle: cf.handle.parser,
      page: pageField.parser.withDefault(1),
    },
    messages: messagesOf({ ...cf, page: pageField }),
  },
  atcoder: {
    parsers: {
      level: at.level.parser.withDefault(""),
      type: at.type.parser.withDefault(""),
      difficulty: at.difficulty.parser.withDefault(""),
      handle: at.handle.parser,
      page: pageField.parser.withDefault(1),
    },
    messages: messagesOf({ ...at, page: pageField }),
  },
  leetcode: {
    parsers: {
      rating: lc.rating.parser.withDefault("all"),
      sort: lc.sort.parser.withDefault("asc"),
      page: pageField.parser.withDefault(1),
    },
    messages: messagesOf({ ...lc, page: pageField }),
  },
};

function messagesOf<F extends Record<string, Pick<FilterField<never>, "message">>>(fields: F) {
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.message])) as Record<
    keyof F,
    string
  >;
}

export type ProblemPlatform = keyof typeof FILTER_TABLES;
export type CodeforcesQuery = inferParserType<typeof FILTER_TABLES.codeforces.parsers>;
export type AtcoderQuery = inferParserType<typeof FILTER_TABLES.atcoder.parsers>;
export type LeetcodeQuery = inferParserType<typeof FILTER_TABLES.leetcode.parsers>;
export type QueryOf<P extends ProblemPlatform> = inferParserType<
  (typeof FILTER_TABLES)[P]["parsers"]
>;
export type AnyQuery = CodeforcesQuery | AtcoderQuery | LeetcodeQuery;

const loaders = {
  codeforces: createLoader(FILTER_TABLES.codeforces.parsers),
  atcoder: createLoader(FILTER_TABLES.atcoder.parsers),
  leetcode: createLoader(FILTER_TABLES.leetcode.parsers),
};
const serializers = {
  codeforces: createSerializer(FILTER_TABLES.codeforces.parsers),
  atcoder: createSerializer(FILTER_TABLES.atcoder.parsers),
  leetcode: createSerializer(FILTER_TABLES.leetcode.parsers),
};

type ParamsLike = URLSearchParams | Record<string, string | string[] | undefined> | null;

/** For pages: the address's filters, with the default wherever a value is not allowed. */
export function readFilters<P extends ProblemPlatform>(
  platform: P,
  params: ParamsLike,
): QueryOf<P> {
  return loaders[platform](params ?? {}) as QueryOf<P>;
}

/** "?rating=1000-1500&page=2": only what differs from the defaults, so plain URLs stay plain. */
export function searchOf<P extends ProblemPlatform>(platform: P, query: QueryOf<P>): string {
  return (serializers[platform] as (q: QueryOf<P>) => string)(query);
}

/**
 * What our list API needs of a query: a handle only changes the list in the "For your level"
 * view, so elsewhere it stays out of the address (and of the cache key) of the list.
 */
export function listQuery<P extends ProblemPlatform>(platform: P, query: QueryOf<P>): QueryOf<P> {
  if (platform === "codeforces" && (query as CodeforcesQuery).view === "level") return query;
  return "handle" in query ? { ...query, handle: null } : query;
}

const API_PATHS: Record<ProblemPlatform, string> = {
  codeforces: "/api/problems/codeforces",
  atcoder: "/api/problems/atcoder",
  leetcode: "/api/problems/leetcode",
};

/** Our API's address for one page of a list; also the SWR cache key. */
export function apiUrlFor<P extends ProblemPlatform>(platform: P, query: QueryOf<P>): string {
  return API_PATHS[platform] + searchOf(platform, listQuery(platform, query));
}
