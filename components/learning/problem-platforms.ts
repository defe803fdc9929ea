// What the problem browsers share over the registry's platforms (lib/platforms): each platform
// described in one language (its selects, rows and words from messages/*/problems.json), its
// addresses, and the rules for moving through a list. Isomorphic, so the server page and the
// client list read the same description.
import { PROBLEMS_COPY } from "@/lib/i18n/problems-copy";
import type { Locale } from "@/lib/i18n/locales";
import { apiPathOf, type PlatformId, platformOrThrow } from "@/lib/platforms/registry";
import type {
  AnyPlatform,
  BrowserQuery,
  FilterDefinition,
  ProblemRow,
} from "@/lib/platforms/types";

export type { BrowserQuery, FilterDefinition, ProblemRow } from "@/lib/platforms/types";
export type { PlatformId } from "@/lib/platforms/registry";

export type PlatformDefinition = {
  id: PlatformId;
  name: string;
  pageSize: number;
  /** The selects; the platform's extras add their own fields (extra-filters.tsx). */
  filters: FilterDefinition[];
  extras: AnyPlatform["extras"];
  /** A handle can mark this platform's problems, and whether it has "For your level". */
  handle: AnyPlatform["handle"];
  /** "For your level": the band of a handle's rating, or null where the platform has none. */
  levelBand: ((rating: number | null) => { min: number; max: number }) | null;
  level: boolean;
  loadingText: string;
  /** "problems" or "questions", in counts and messages. */
  noun: string;
};

/** A browser described in one language. */
export function definitionOf(id: PlatformId, locale: Locale): PlatformDefinition {
  const platform = platformOrThrow(id);
  const words = PROBLEMS_COPY[locale];
  return {
    id,
    name: platform.name,
    pageSize: platform.pageSize,
    filters: platform.selects(words),
    extras: platform.extras,
    handle: platform.handle,
    level: platform.level !== undefined,
    levelBand: platform.level?.band ?? null,
    loadingText: words.loading[platform.noun],
    noun: words.noun[platform.noun],
  };
}

/**
 * The query a browser lists: "For your level" needs a handle, and without one the list is the
 * whole one (the API would refuse the level view without a handle).
 */
export function shownQuery(id: PlatformId, query: BrowserQuery): BrowserQuery {
  const level = platformOrThrow(id).level && query.view === "level" && query.handle;
  return platformOrThrow(id).level && !level ? { ...query, view: "all" } : query;
}

/** The address's query of a browser (filters in the URL, defaults left out): "?rating=…". */
export function searchFor(id: PlatformId, query: BrowserQuery): string {
  return platformOrThrow(id).query.href(query);
}

/** Our API's address for one page of a browser's list; also the SWR cache key. */
export function apiUrlOf(id: PlatformId, query: BrowserQuery): string {
  const platform = platformOrThrow(id);
  return apiPathOf(platform) + platform.query.href(platform.listQuery(query));
}

/** The rows of one page of a platform's list, their words in `locale`. */
export function rowsOf(id: PlatformId, items: readonly unknown[], locale: Locale): ProblemRow[] {
  const platform = platformOrThrow(id);
  const words = PROBLEMS_COPY[locale];
  return items.map((item) => platform.row(item, words));
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
