// What the live data suites share: a service pointed at the fake upstream with the production
// byte limits, query helpers, and small async helpers.
import { parseEnvironment } from "@/lib/env-schema.mjs";
import { readFilters } from "@/lib/live-data/filter-tables";
import type { Snapshot, SnapshotStore } from "@/lib/providers/snapshot-store";
import { createLiveDataService, type LiveDataConfig } from "@/lib/services/live-data";
import type { FakeUpstream } from "../support/fake-upstream";

/** The byte limits a server gets when none is set (lib/env-schema.mjs), not copies of them. */
export function defaultMaxBytes(): LiveDataConfig["maxBytes"] {
  const parsed = parseEnvironment({});
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  return {
    codeforces: parsed.env.CODEFORCES_MAX_BYTES,
    atcoder: parsed.env.ATCODER_MAX_BYTES,
    atcoderModels: parsed.env.ATCODER_MODELS_MAX_BYTES,
    clist: parsed.env.CLIST_MAX_BYTES,
  };
}

export function serviceFor(fake: FakeUpstream, overrides: Partial<LiveDataConfig> = {}) {
  return createLiveDataService({
    codeforcesUrl: fake.codeforcesUrl,
    atcoderUrl: fake.atcoderUrl,
    atcoderModelsUrl: fake.atcoderModelsUrl,
    clistUrl: fake.clistUrl,
    clist: { username: "fake-user", apiKey: "fake-key" },
    leetcodeCap: 5000,
    timeoutMs: 300,
    retryAfterMs: 0,
    maxBytes: defaultMaxBytes(),
    ...overrides,
  });
}

/** A platform's query as a page reads it from an address (defaults for what is left out). */
export const cf = (q: Record<string, string> = {}) => readFilters("codeforces", q);
export const at = (q: Record<string, string> = {}) => readFilters("atcoder", q);
export const lc = (q: Record<string, string> = {}) => readFilters("leetcode", q);

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
