// Live learning data for the pages and the API: each list of the registry (lib/platforms) cached
// from its upstream (lib/providers/cache.ts over the platform folder's source.ts), filtered by the
// platform's own rules and paged here. Server pages call it directly; the /api routes wrap it.
import "server-only";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/env.mjs";
import { LiveDataNotConfiguredError } from "@/lib/live-data/errors";
import { paginate } from "@/lib/live-data/filters";
import type { Progress } from "@/lib/live-data/progress";
import type { Page } from "@/lib/live-data/types";
import { type Contest, contests as CONTESTS, filterContests } from "@/lib/platforms/contests";
import type { ContestQuery } from "@/lib/platforms/contests";
import {
  platformOrThrow,
  type PlatformId,
  type ProgressPlatformId,
} from "@/lib/platforms/registry";
import { ALL_LISTS, CONTESTS_LIST, PLATFORM_SERVERS } from "@/lib/platforms/server";
import type { BrowserQuery } from "@/lib/platforms/types";
import type { Env, ListSpec } from "@/lib/platforms/upstream";
import { processWide } from "@/lib/process-wide.mjs";
import {
  type CachedSource,
  cachedSource,
  FIRST_WAIT_MS,
  type Snapshot,
  type SnapshotStore,
} from "@/lib/providers/cache";
import { type Pacers, UNPACED_ALL, upstreamPacers } from "@/lib/providers/pacer";
import { shippedSnapshots } from "@/lib/providers/seed";
import { fileSnapshotStore, redisSnapshotStore } from "@/lib/providers/snapshot-store";
import { sharedRedis } from "@/lib/redis";
import { getProgress } from "./progress";

export type LiveDataOptions = {
  /** The site's settings (lib/env-schema.mjs): each upstream's address, limits and the clist key. */
  settings: Env;
  /** Saved last good copies (DATA_DIR/cache); none: memory only. */
  persist?: SnapshotStore;
  /** Redis copies shared by every instance. */
  shared?: SnapshotStore;
  /** Copies shipped with the release (lib/providers/seed.ts), for a new server's first visits. */
  seeds?: Pick<SnapshotStore, "read">;
  /** Each upstream's pace; none: unpaced (tests). */
  pacers?: Pacers;
  retryAfterMs?: number;
  /**
   * How long a request waits for a new server's first fetch before it answers the shipped copy
   * (lib/providers/cache.ts), and for a companion list before it answers without it.
   */
  firstWaitMs?: number;
  now?: () => number;
  /** A handle's progress, for "For your level"; none: that view lists the whole filtered list. */
  progress?: (platform: ProgressPlatformId, handle: string) => Promise<Progress>;
};

/**
 * A page of a list, whether it is the copy shipped with the release (no cache may keep it), and
 * whether it was made for one handle (no shared cache may keep it).
 */
export type Listed<T> = { page: Page<T>; shipped: boolean; personal: boolean };

/** Most rows the remembered filtered views of one copy refer to (8 bytes each), and views. */
const VIEW_ROWS_MAX = 100_000;
const VIEWS_MAX = 64;

export type LiveDataService = ReturnType<typeof createLiveDataService>;

export function createLiveDataService(options: LiveDataOptions) {
  const { settings, now = Date.now } = options;
  const pacers = options.pacers ?? UNPACED_ALL;

  const open = (spec: ListSpec<unknown>): CachedSource<unknown> | null => {
    const fetch = spec.fetcher(settings, pacers(spec.pacer));
    if (!fetch) return null;
    return cachedSource({
      name: spec.name,
      label: spec.label,
      freshMs: spec.freshMs,
      fetch,
      ...(spec.restore && { restore: (data) => spec.restore!(data) }),
      persist: options.persist,
      shared: options.shared,
      seed: options.seeds,
      retryAfterMs: options.retryAfterMs,
      firstWaitMs: options.firstWaitMs,
      now,
    });
  };
  /** Every cached list by name; null where it is not configured. */
  const lists: Record<string, CachedSource<unknown> | null> = Object.fromEntries(
    ALL_LISTS.map((spec) => [spec.name, open(spec)]),
  );

  const copyOf = async <T>(spec: ListSpec<T>): Promise<Snapshot<T>> => {
    const source = lists[spec.name];
    if (!source) throw new LiveDataNotConfiguredError(spec.label);
    return (await source.get()) as Snapshot<T>;
  };

  /**
   * A companion list (such as difficulty estimates) adds to the rows but never holds them back:
   * without a copy in time, the rows are read without it.
   */
  const companionOf = async (spec: ListSpec<unknown>): Promise<Snapshot<unknown> | null> => {
    const source = lists[spec.name];
    if (!source) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), options.firstWaitMs ?? FIRST_WAIT_MS);
    });
    try {
      return await Promise.race([source.get().catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  // Filtered views are remembered per copy of a list (a warm page is a slice), as lists of
  // references to its rows, a bounded number of them; a new copy starts afresh and the old
  // views go with the old copy.
  const views = new WeakMap<object, LRUCache<string, readonly unknown[]>>();
  const viewOf = (copy: object, key: string, make: () => readonly unknown[]) => {
    let cache = views.get(copy);
    if (!cache) {
      cache = new LRUCache({
        max: VIEWS_MAX,
        maxSize: VIEW_ROWS_MAX,
        sizeCalculation: (rows) => Math.max(1, rows.length),
      });
      views.set(copy, cache);
    }
    let rows = cache.get(key);
    if (!rows) cache.set(key, (rows = make()));
    return rows;
  };
  const tagCounts = new WeakMap<object, [string, number][]>();

  /** A platform's rows as held now, and what they are read with. */
  const rowsOf = async (id: PlatformId) => {
    const server = PLATFORM_SERVERS[id];
    const [copy, companion] = await Promise.all([
      copyOf(server.list),
      server.context ? companionOf(server.context.spec) : null,
    ]);
    const context = server.context?.of((companion?.data ?? null) as never);
    return { copy, companion, context };
  };

  return {
    lists,

    /**
     * One page of a platform's filtered list, or with a handle's progress in the "For your
     * level" view, that handle's picks for today.
     */
    async page(id: PlatformId, query: BrowserQuery): Promise<Listed<unknown>> {
      const platform = platformOrThrow(id);
      const level = platform.level && query.view === "level" && query.handle && options.progress;
      const progress = level
        ? await options.progress!(id as ProgressPlatformId, String(query.handle))
        : null;
      const { copy, companion, context } = await rowsOf(id);
      const shipped = copy.shipped === true;
      const answer = (page: Page<unknown>) =>
        ({
          ...page,
          data: page.data.map((item) => platform.answer(item, context)),
        }) as Page<unknown>;
      if (progress && platform.level) {
        const picks = platform.level.recommend(copy.data, progress, query, now());
        const page = paginate(picks, query.page, platform.level.pageSize, copy.asOf);
        return { page: answer(page), shipped, personal: true };
      }
      // One view per filter set: the page and anything else the list ignores are left out.
      const key = `${companion?.asOf ?? ""}|${JSON.stringify({ ...platform.listQuery(query), page: 0 })}`;
      const view = viewOf(copy.data as object, key, () =>
        platform.filter(copy.data, query, context),
      );
      const page = paginate(view, query.page, platform.pageSize, copy.asOf);
      return { page: answer(page), shipped, personal: false };
    },

    /** Every tag of a platform's list, most used first (its tag picker's choices). */
    async tags(id: PlatformId): Promise<string[]> {
      const platform = platformOrThrow(id);
      if (!platform.tags) return [];
      const { data } = await copyOf(PLATFORM_SERVERS[id].list);
      let counts = tagCounts.get(data);
      if (!counts) tagCounts.set(data, (counts = platform.tags(data)));
      return counts.map(([tag]) => tag);
    },

    /** Contests not yet over, soonest first; the search matches event or host. */
    async contests(
      query: Pick<ContestQuery, "q"> & Partial<ContestQuery>,
    ): Promise<Listed<Contest>> {
      const copy = await copyOf(CONTESTS_LIST);
      const list = filterContests(copy.data, query, now());
      const page = paginate(list, 1, CONTESTS.pageSize, copy.asOf);
      return { page, shipped: copy.shipped === true, personal: false };
    },

    /** Every contest not yet over on these hosts (all hosts for an empty list), soonest first. */
    async contestsOn(hosts: readonly string[]): Promise<{ contests: Contest[]; shipped: boolean }> {
      const copy = await copyOf(CONTESTS_LIST);
      const list = filterContests(copy.data, { q: "" }, now());
      const on =
        hosts.length === 0 ? list : list.filter((c) => hosts.includes(c.host.toLowerCase()));
      return { contests: on, shipped: copy.shipped === true };
    },

    /** One contest of the current upcoming list, or null. */
    async contest(id: number): Promise<{ contest: Contest | null; shipped: boolean }> {
      const copy = await copyOf(CONTESTS_LIST);
      const contest = filterContests(copy.data, { q: "" }, now()).find((c) => c.id === id);
      return { contest: contest ?? null, shipped: copy.shipped === true };
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
      settings: env,
      persist: fileSnapshotStore(join(env.DATA_DIR, "cache")),
      shared: redis ? redisSnapshotStore(redis, `${env.REDIS_KEY_PREFIX}live-data:`) : undefined,
      seeds: env.SHIPPED_SNAPSHOTS ? shippedSnapshots() : undefined,
      pacers: upstreamPacers(),
      firstWaitMs: env.LIVE_DATA_FIRST_WAIT_MS,
      progress: getProgress,
    });
  });
}

export const getPage = (id: PlatformId, query: BrowserQuery) => liveData().page(id, query);
export const getTags = (id: PlatformId) => liveData().tags(id);
export const getContests = (query: Pick<ContestQuery, "q"> & Partial<ContestQuery>) =>
  liveData().contests(query);
export const getContest = (id: number) => liveData().contest(id);
export const getContestsOn = (hosts: readonly string[]) => liveData().contestsOn(hosts);
