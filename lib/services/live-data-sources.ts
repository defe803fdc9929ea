// The cached upstream lists behind the live learning data: one cachedSource per list, each with
// its provider, freshness, byte limit and pacer. live-data.ts filters and pages them.
import "server-only";
import type {
  AtcoderTask,
  CodeforcesProblem,
  Contest,
  LeetcodeProblem,
} from "@/lib/live-data/types";
import { fetchAtcoderProblems } from "@/lib/providers/atcoder";
import { fetchAtcoderModels } from "@/lib/providers/atcoder-models";
import { type CachedSource, cachedSource, type SnapshotStore } from "@/lib/providers/cache";
import type { ClistCredentials } from "@/lib/providers/clist";
import { fetchClistContests, restoreContests } from "@/lib/providers/clist-contests";
import { fetchLeetcodeProblems } from "@/lib/providers/clist-leetcode";
import { fetchCodeforcesProblems } from "@/lib/providers/codeforces";
import { UNPACED, type UpstreamPacers } from "@/lib/providers/pacer";
import { restoreModels } from "./live-data-memo";

const MINUTE = 60_000;
/** How long each list counts as fresh. */
export const FRESHNESS_MS = {
  contests: 10 * MINUTE,
  codeforces: 60 * MINUTE,
  atcoder: 6 * 60 * MINUTE,
  atcoderModels: 24 * 60 * MINUTE,
  leetcode: 6 * 60 * MINUTE,
} as const;

export type LiveDataConfig = {
  codeforcesUrl: string;
  atcoderUrl: string;
  /** AtCoder Problems' problem-models.json (difficulty estimates). */
  atcoderModelsUrl: string;
  clistUrl: string;
  /** Null: contests and LeetCode answer LiveDataNotConfiguredError. */
  clist: ClistCredentials | null;
  leetcodeCap: number;
  leetcodePageLimit?: number;
  timeoutMs: number;
  /** Largest answer read from each upstream, in bytes (CODEFORCES_/ATCODER_/CLIST_MAX_BYTES). */
  maxBytes: { codeforces: number; atcoder: number; atcoderModels: number; clist: number };
  /** Saved last good copies (DATA_DIR/cache); none: memory only. */
  persist?: SnapshotStore;
  /** Redis copies shared by every instance. */
  shared?: SnapshotStore;
  /** Copies shipped with the release (lib/providers/seed.ts), served until a first fetch. */
  seeds?: Pick<SnapshotStore, "read">;
  pacers?: UpstreamPacers;
  retryAfterMs?: number;
  now?: () => number;
};

/** The lists of one configuration. Contests and LeetCode need clist credentials (null without). */
export function createSources(config: LiveDataConfig) {
  const pacers = config.pacers ?? { codeforces: UNPACED, clist: UNPACED, atcoder: UNPACED };
  const common = {
    persist: config.persist,
    shared: config.shared,
    seed: config.seeds,
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
  const atcoder: CachedSource<AtcoderTask[]> = cachedSource({
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
  const atcoderModels: CachedSource<Record<string, number>> = cachedSource({
    ...common,
    name: "atcoder-models",
    label: "AtCoder difficulty",
    freshMs: FRESHNESS_MS.atcoderModels,
    fetch: () =>
      fetchAtcoderModels({
        url: config.atcoderModelsUrl,
        timeoutMs,
        maxBytes: maxBytes.atcoderModels,
        pacer: pacers.atcoder,
      }),
    restore: restoreModels,
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

  return { codeforces, atcoder, atcoderModels, contests, leetcode };
}
