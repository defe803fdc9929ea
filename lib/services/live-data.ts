// Live learning data for pages and API: cached upstream lists, filtered and paged on the server.
// Composes the providers (lib/providers: fetch, validate, cache) with the list rules
// (lib/live-data: pure); server pages call it directly, the /api routes wrap it.
import "server-only";
import { join } from "node:path";
import { env } from "@/lib/env.mjs";
import { LiveDataNotConfiguredError } from "@/lib/live-data/errors";
import {
  codeforcesTagCounts,
  filterAtcoder,
  filterCodeforces,
  filterContests,
  filterLeetcode,
  paginate,
} from "@/lib/live-data/filters";
import type { Progress } from "@/lib/live-data/progress";
import { recommendCodeforces } from "@/lib/live-data/recommend";
import {
  ATCODER_PAGE_SIZE,
  type AtcoderQuery,
  CODEFORCES_PAGE_SIZE,
  type CodeforcesQuery,
  CONTESTS_PAGE_SIZE,
  type ContestQuery,
  LEETCODE_PAGE_SIZE,
  type LeetcodeQuery,
  RECOMMENDED_PAGE_SIZE,
} from "@/lib/live-data/queries";
import type {
  AtcoderProblem,
  CodeforcesProblem,
  Contest,
  LeetcodeProblem,
  Page,
} from "@/lib/live-data/types";
import { processWide } from "@/lib/process-wide.mjs";
import { upstreamPacers } from "@/lib/providers/pacer";
import { shippedSnapshots } from "@/lib/providers/seed";
import { fileSnapshotStore, redisSnapshotStore } from "@/lib/providers/snapshot-store";
import { sharedRedis } from "@/lib/redis";
import { memoFilter, mergeDifficulty, NO_MODELS } from "./live-data-memo";
import { createSources, type LiveDataConfig } from "./live-data-sources";
import { getCodeforcesProgress } from "./progress";

export type LiveDataService = ReturnType<typeof createLiveDataService>;
export { FRESHNESS_MS, type LiveDataConfig } from "./live-data-sources";

export function createLiveDataService(config: LiveDataConfig) {
  const { codeforces, atcoder, atcoderModels, contests, leetcode } = createSources(config);

  const codeforcesFiltered = memoFilter(filterCodeforces, (q) =>
    [q.rating, q.min, q.max, q.topic, q.tags.join(","), q.match].join("|"),
  );
  const atcoderFiltered = memoFilter(filterAtcoder, (q) => `${q.level}|${q.type}|${q.difficulty}`);
  const tagCounts = memoFilter(codeforcesTagCounts, () => "");
  const withDifficulty = mergeDifficulty();

  /** The tasks with their difficulty; without a copy of the models, every difficulty is null. */
  const atcoderProblems = async (): Promise<{ data: AtcoderProblem[]; asOf: string }> => {
    const [tasks, models] = await Promise.all([
      atcoder.get(),
      atcoderModels.get().catch(() => null),
    ]);
    return { data: withDifficulty(tasks.data, models?.data ?? NO_MODELS), asOf: tasks.asOf };
  };
  const leetcodeFiltered = memoFilter(filterLeetcode, (q) => `${q.rating}|${q.sort}`);

  const upcoming = async (query: ContestQuery): Promise<{ list: Contest[]; asOf: string }> => {
    if (!contests) throw new LiveDataNotConfiguredError("contest");
    const { data, asOf } = await contests.get();
    return { list: filterContests(data, query, (config.now ?? Date.now)()), asOf };
  };

  return {
    sources: { codeforces, atcoder, atcoderModels, contests, leetcode },

    /**
     * One page of the filtered list, or with a handle's progress in the "For your level" view,
     * ten of its picks for today.
     */
    async getCodeforcesPage(
      query: CodeforcesQuery,
      progress: Progress | null = null,
    ): Promise<Page<CodeforcesProblem>> {
      const { data, asOf } = await codeforces.get();
      if (query.view === "level" && progress) {
        const picks = recommendCodeforces(data, progress, query, (config.now ?? Date.now)());
        return paginate(picks, query.page, RECOMMENDED_PAGE_SIZE, asOf);
      }
      return paginate(codeforcesFiltered(data, query), query.page, CODEFORCES_PAGE_SIZE, asOf);
    },

    /** Every tag of the Codeforces archive, most used first (the tag filter's choices). */
    async getCodeforcesTags(): Promise<[string, number][]> {
      return tagCounts((await codeforces.get()).data, null);
    },

    async getAtcoderPage(query: AtcoderQuery): Promise<Page<AtcoderProblem>> {
      const { data, asOf } = await atcoderProblems();
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
      atcoderModelsUrl: env.ATCODER_PROBLEM_MODELS_URL,
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
        atcoderModels: env.ATCODER_MODELS_MAX_BYTES,
        clist: env.CLIST_MAX_BYTES,
      },
      persist: fileSnapshotStore(join(env.DATA_DIR, "cache")),
      shared: redis ? redisSnapshotStore(redis, `${env.REDIS_KEY_PREFIX}live-data:`) : undefined,
      seeds: env.SHIPPED_SNAPSHOTS ? shippedSnapshots() : undefined,
      pacers: upstreamPacers(),
    });
  });
}

/** A page of the Codeforces list; the "For your level" view reads the handle's progress first. */
export const getCodeforcesPage = async (query: CodeforcesQuery) =>
  liveData().getCodeforcesPage(
    query,
    query.view === "level" && query.handle ? await getCodeforcesProgress(query.handle) : null,
  );
export const getCodeforcesTags = () => liveData().getCodeforcesTags();
export const getAtcoderPage = (query: AtcoderQuery) => liveData().getAtcoderPage(query);
export const getLeetcodePage = (query: LeetcodeQuery) => liveData().getLeetcodePage(query);
export const getContests = (query: ContestQuery) => liveData().getContests(query);
export const getContest = (id: number) => liveData().getContest(id);
export const getContestsOn = (hosts: readonly string[]) => liveData().getContestsOn(hosts);
