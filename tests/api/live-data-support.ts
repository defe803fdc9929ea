// What the live data suites share: a service pointed at the fake upstream with the production
// byte limits, query helpers, and small async helpers.
import { parseEnvironment } from "@/lib/env-schema.mjs";
import { type PlatformId, platformOrThrow } from "@/lib/platforms/registry";
import type { ContestQuery } from "@/lib/platforms/contests";
import type { Env } from "@/lib/platforms/upstream";
import type { CachedSource } from "@/lib/providers/cache";
import type { Snapshot, SnapshotStore } from "@/lib/providers/snapshot-store";
import { createLiveDataService, type LiveDataOptions } from "@/lib/services/live-data";
import type { FakeUpstream } from "../support/fake-upstream";

/** Settings as a server reads them from its environment (lib/env-schema.mjs), not copies. */
export function settingsOf(values: Record<string, string | undefined>): Env {
  const parsed = parseEnvironment(values);
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return parsed.env;
}

/** The byte limits a server gets when none is set (lib/env-schema.mjs), not copies of them. */
export function defaultMaxBytes() {
  const env = settingsOf({});
  return {
    codeforces: env.CODEFORCES_MAX_BYTES,
    atcoder: env.ATCODER_MAX_BYTES,
    atcoderModels: env.ATCODER_MODELS_MAX_BYTES,
    clist: env.CLIST_MAX_BYTES,
  };
}

/** The settings of a server whose upstreams are the fake's; `more` adds or overrides. */
export function fakeSettings(fake: FakeUpstream, more: Record<string, string | undefined> = {}) {
  return settingsOf({
    CODEFORCES_API_URL: fake.codeforcesUrl,
    ATCODER_PROBLEMS_URL: fake.atcoderUrl,
    ATCODER_PROBLEM_MODELS_URL: fake.atcoderModelsUrl,
    ATCODER_PROBLEMS_API_URL: fake.atcoderApiUrl,
    CLIST_API_URL: fake.clistUrl,
    CLIST_USERNAME: "fake-user",
    CLIST_API_KEY: "fake-key",
    UPSTREAM_TIMEOUT_MS: "300",
    ...more,
  });
}

export type ServiceOptions = Partial<Omit<LiveDataOptions, "settings">> & {
  /** Settings beside the fake's (their names in the environment). */
  settings?: Record<string, string | undefined>;
};

/**
 * The live data service on the fake upstream, and its answers as the suites read them: a page of
 * a platform's list, the contests, and each cached list by name.
 */
export function serviceFor(fake: FakeUpstream, options: ServiceOptions = {}) {
  const { settings, ...rest } = options;
  const service = createLiveDataService({
    settings: fakeSettings(fake, settings),
    retryAfterMs: 0,
    ...rest,
  });
  return {
    service,
    /** A cached list by name (it must be configured). */
    list: (name: string): CachedSource<unknown> => {
      const list = service.lists[name];
      if (!list) throw new Error(`${name} is not configured`);
      return list;
    },
    page: async (id: PlatformId, query: Parameters<typeof service.page>[1]) =>
      (await service.page(id, query)).page,
    contests: async (query: Pick<ContestQuery, "q">) => (await service.contests(query)).page,
  };
}
export type TestService = ReturnType<typeof serviceFor>;

/** A platform's query as a page reads it from an address (defaults for what is left out). */
export const queryOf = (id: PlatformId, q: Record<string, string> | URLSearchParams | null = {}) =>
  platformOrThrow(id).query.read(q);
export const cf = (q: Record<string, string> = {}) => queryOf("codeforces", q);
export const at = (q: Record<string, string> = {}) => queryOf("atcoder", q);
export const lc = (q: Record<string, string> = {}) => queryOf("leetcode", q);

/** Every item of a paged list, page after page. */
export async function collect<T>(
  load: (page: number) => Promise<{ data: T[]; totalPages: number }>,
) {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const result = await load(page);
    out.push(...result.data);
    if (page >= result.totalPages) return out;
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met");
}

/**
 * What several instances share through Redis, kept in this process's memory: the copies and the
 * refresh lock (with its expiry), for tests that need no Redis server.
 */
export function memorySharedStore(): SnapshotStore {
  const copies = new Map<string, Snapshot<unknown>>();
  const locks = new Map<string, { token: symbol; until: number }>();
  const holder = (name: string) => {
    const lock = locks.get(name);
    return lock && lock.until > Date.now() ? lock : null;
  };
  return {
    read: async (name) => copies.get(name) ?? null,
    write: async (name, snapshot) => void copies.set(name, snapshot),
    lock: {
      async take(name, ms) {
        if (holder(name)) return null;
        const token = Symbol(name);
        locks.set(name, { token, until: Date.now() + ms });
        return async () => {
          if (locks.get(name)?.token === token) locks.delete(name);
        };
      },
      held: async (name) => holder(name) !== null,
    },
  };
}
