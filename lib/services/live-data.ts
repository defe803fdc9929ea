// Live learning data for pages and API: cached upstream lists, filtered and paged on the server.
// Composes the providers (lib/providers: fetch, validate, cache) with the list rules
// (lib/live-data: pure); server pages call it directly, the /api routes wrap it.
import "server-only";
import { join } from "node:path";
import { env } from "@/lib/env.mjs";
import { LiveDataNotConfiguredError } from "@/lib/live-data/errors";
import {
  filterAtcoder,
  filterCodeforces,
  filterContests,
  filterLeetcode,
  paginate,
} from "@/lib/live-data/filters";
import {
  ATCODER_PAGE_SIZE,
  type AtcoderQuery,
  CODEFORCES_PAGE_SIZE,
  type CodeforcesQuery,
  CONTESTS_PAGE_SIZE,
  type ContestQuery,
  LEETCODE_PAGE_SIZE,
  type LeetcodeQuery,
} from "@/lib/live-data/queries";
import type {
  AtcoderProblem,
  CodeforcesProblem,
  Contest,
  LeetcodeProblem,
  Page,
} from "@/lib/live-data/types";
import { processWide } from "@/lib/process-wide.mjs";
import { fetchAtcoderProblems } from "@/lib/providers/atcoder";
import { type CachedSource, cachedSource, type SnapshotStore } from "@/lib/providers/cache";
import type { ClistCredentials } from "@/lib/providers/clist";
import { fetchClistContests, restoreContests } from "@/lib/providers/clist-contests";
import { fetchLeetcodeProblems } from "@/lib/providers/clist-leetcode";
import { fetchCodeforcesProblems } from "@/lib/providers/codeforces";
import { UNPACED, type UpstreamPacers, upstreamPacers } from "@/lib/providers/pacer";
import { fileSnapshotStore, redisSnapshotStore } from "@/lib/providers/snapshot-store";
import { sharedRedis } from "@/lib/redis";

const MINUTE = 60_000;
/** How long each list counts as fresh. */
export const FRESHNESS_MS = {
  contests: 10 * MINUTE,
  codeforces: 60 * MINUTE,
  atcoder: 6 * 60 * MINUTE,
  leetcode: 6 * 60 * MINUTE,
} as const;

export type LiveDataConfig = {
  codeforcesUrl: string;
  atcoderUrl: string;
  clistUrl: string;
  /** Null: contests and LeetCode answer LiveDataNotConfiguredError. */
  clist: ClistCredentials | null;
  leetcodeCap: number;
  leetcodePageLimit?: number;
  timeoutMs: number;
  /** Largest answer read from each upstream, in bytes (CODEFORCES_/ATCODER_/CLIST_MAX_BYTES). */
  maxBytes: { codeforces: number; atcoder: number; clist: number };
  /** Saved last good copies (DATA_DIR/cache); none: memory only. */
  persist?: SnapshotStore;
  /** Redis copies shared by every instance. */
  shared?: SnapshotStore;
  pacers?: UpstreamPacers;
  retryAfterMs?: number;
  now?: () => number;
};

export type LiveDataService = ReturnType<typeof createLiveDataService>;

/** Remembers each filtered list per copy of the data, so a warm page is a slice. */
function memoFilter<T, Q>(filter: (items: readonly T[], query: Q) => T[], key: (q: Q) => string) {
  const byData = new WeakMap<readonly T[], Map<string, T[]>>();
  return (items: readonly T[], query: Q): T[] => {
    let results = byData.get(items);
    if (!results) byData.set(items, (results = new Map()));
    const k = key(query);
    let hit = results.get(k);
    if (!hit) results.set(k, (hit = filter(items, query)));
    return hit;
  };
}

export function createLiveDataService(config: LiveDataConfig) {
  const pacers = config.pacers ?? { codeforces: UNPACED, clist: UNPACED, atcoder: UNPACED };
  const common = {
    persist: config.persist,
    shared: config.shared,
    retryAfterMs: config.retryAfterMs,
    now: config.now,
  };
  const { timeoutMs, maxBytes } = config;

  const codeforces: CachedSource<CodeforcesProblem[]> = cachedSource({
    ...common,
    name: "codeforces",
    label: "Codeforces problem",
    freshMs: FRESHNESS_MS.codeforces,
    fetch: () =>
      fetchCodeforcesProblems({
        baseUrl: config.codeforcesUrl,
        timeoutMs,
        maxBytes: maxBytes.codeforces,
        pacer: pacers.codeforces,
      }),
  });
  const atcoder: CachedSource<AtcoderProblem[]> = cachedSource({
    ...common,
    name: "atcoder",
    label: "AtCoder problem",
    freshMs: FRESHNESS_MS.atcoder,
    fetch: () =>
      fetchAtcoderProblems({
        url: config.atcoderUrl,
        timeoutMs,
        maxBytes: maxBytes.atcoder,
        pacer: pacers.atcoder,
      }),
  });
  const credentials = config.clist;
  const clist = { baseUrl: config.clistUrl, timeoutMs, maxBytes: maxBytes.clist };
  const contests: CachedSource<Contest[]> | null = credentials
    ? cachedSource({
        ...common,
        name: "contests",
        label: "contest",
        freshMs: FRESHNESS_MS.contests,
        fetch: () => fetchClistContests({ ...clist, credentials, pacer: pacers.clist }),
        restore: restoreContests,
      })
    : null;
  const leetcode: CachedSource<LeetcodeProblem[]> | null = credentials
    ? cachedSource({
        ...common,
        name: "leetcode",
        label: "LeetCode problem",
        freshMs: FRESHNESS_MS.leetcode,
        fetch: () =>
          fetchLeetcodeProblems({
            ...clist,
            credentials,
            pacer: pacers.clist,
            cap: config.leetcodeCap,
            pageLimit: config.leetcodePageLimit,
          }),
      })
    : null;

  const codeforcesFiltered = memoFilter(filterCodeforces, (q) => `${q.rating}|${q.topic}`);
  const atcoderFiltered = memoFilter(filterAtcoder, (q) => `${q.level}|${q.type}`);
  const leetcodeFiltered = memoFilter(filterLeetcode, (q) => `${q.rating}|${q.sort}`);

  const upcoming = async (query: ContestQuery): Promise<{ list: Contest[]; asOf: string }> => {
    if (!contests) throw new LiveDataNotConfiguredError("contest");
    const { data, asOf } = await contests.get();
    return { list: filterContests(data, query, (config.now ?? Date.now)()), asOf };
  };

  return {
    sources: { codeforces, atcoder, contests, leetcode },

    async getCodeforcesPage(query: CodeforcesQuery): Promise<Page<CodeforcesProblem>> {
      const { data, asOf } = await codeforces.get();
      return paginate(codeforcesFiltered(data, query), query.page, CODEFORCES_PAGE_SIZE, asOf);
    },

    async getAtcoderPage(query: AtcoderQuery): Promise<Page<AtcoderProblem>> {
      const { data, asOf } = await atcoder.get();
      return paginate(atcoderFiltered(data, query), query.page, ATCODER_PAGE_SIZE, asOf);
    },

    async getLeetcodePage(query: LeetcodeQuery): Promise<Page<LeetcodeProblem>> {
      if (!leetcode) throw new LiveDataNotConfiguredError("LeetCode problem");
      const { data, asOf } = await leetcode.get();
      return paginate(leetcodeFiltered(data, query), query.page, LEETCODE_PAGE_SIZE, asOf);
    },

    /** Contests not yet over, soonest first; the search matches event or host. */
    async getContests(query: ContestQuery): Promise<Page<Contest>> {
      const { list, asOf } = await upcoming(query);
      return paginate(list, 1, CONTESTS_PAGE_SIZE, asOf);
    },

    /** Every contest not yet over on these hosts (all hosts for an empty list), soonest first. */
    async getContestsOn(hosts: readonly string[]): Promise<Contest[]> {
      const { list } = await upcoming({ q: "" });
      return hosts.length === 0 ? list : list.filter((c) => hosts.includes(c.host.toLowerCase()));
    },

    /** One contest of the current upcoming list, or null. */
    async getContest(id: number): Promise<Contest | null> {
      const { list } = await upcoming({ q: "" });
      return list.find((c) => c.id === id) ?? null;
    },
  };
}

/** The name of the process's service in lib/process-wide.mjs (tests forget it to reconfigure). */
export const LIVE_DATA_SERVICE = "live-data";

/** The process-wide service, configured from the environment on first use. */
function liveData(): LiveDataService {
  return processWide(LIVE_DATA_SERVICE, () => {
    const redis = sharedRedis();
    return createLiveDataService({
      codeforcesUrl: env.CODEFORCES_API_URL,
      atcoderUrl: env.ATCODER_PROBLEMS_URL,
      clistUrl: env.CLIST_API_URL,
      clist:
        env.CLIST_USERNAME && env.CLIST_API_KEY
          ? { username: env.CLIST_USERNAME, apiKey: env.CLIST_API_KEY }
          : null,
      leetcodeCap: env.LEETCODE_FETCH_CAP,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      maxBytes: {
        codeforces: env.CODEFORCES_MAX_BYTES,
        atcoder: env.ATCODER_MAX_BYTES,
        clist: env.CLIST_MAX_BYTES,
      },
      persist: fileSnapshotStore(join(env.DATA_DIR, "cache")),
      shared: redis ? redisSnapshotStore(redis, `${env.REDIS_KEY_PREFIX}live-data:`) : undefined,
      pacers: upstreamPacers(),
    });
  });
}

export const getCodeforcesPage = (query: CodeforcesQuery) => liveData().getCodeforcesPage(query);
export const getAtcoderPage = (query: AtcoderQuery) => liveData().getAtcoderPage(query);
export const getLeetcodePage = (query: LeetcodeQuery) => liveData().getLeetcodePage(query);
export const getContests = (query: ContestQuery) => liveData().getContests(query);
export const getContest = (id: number) => liveData().getContest(id);
export const getContestsOn = (hosts: readonly string[]) => liveData().getContestsOn(hosts);
