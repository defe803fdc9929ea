// One generic cache for every upstream list. Serves from memory; stale data is served at once
// while one background refresh runs; a failed refresh keeps the last good copy (and its asOf).
// The last good copy is persisted (files under DATA_DIR/cache) so a restart during an outage
// still serves data, and shared through Redis so one instance's fetch serves them all.
import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Redis } from "ioredis";
import { LiveDataUnavailableError } from "@/lib/live-data/errors";

export type Snapshot<T> = { data: T; asOf: string };

/** Where a last good copy is kept outside this process's memory. */
export type SnapshotStore = {
  read: (name: string) => Promise<Snapshot<unknown> | null>;
  write: (name: string, snapshot: Snapshot<unknown>) => Promise<void>;
};

function isSnapshot(value: unknown): value is Snapshot<unknown> {
  const v = value as Snapshot<unknown> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.asOf === "string" &&
    !Number.isNaN(Date.parse(v.asOf)) &&
    "data" in v
  );
}

/** One JSON file per source under `dir`; written to a temporary name, then renamed (atomic). */
export function fileSnapshotStore(dir: string): SnapshotStore {
  return {
    async read(name) {
      try {
        const value: unknown = JSON.parse(await readFile(join(dir, `${name}.json`), "utf8"));
        return isSnapshot(value) ? value : null;
      } catch {
        return null; // none yet, or unreadable: fetch instead
      }
    },
    async write(name, snapshot) {
      await mkdir(dir, { recursive: true });
      const target = join(dir, `${name}.json`);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(snapshot));
      await rename(temporary, target);
    },
  };
}

const REDIS_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Shared copies in Redis; kept a day so a long outage still finds one. */
export function redisSnapshotStore(
  redis: Redis,
  prefix = "coderhouse:live-data:",
  ttlSeconds = 86_400,
): SnapshotStore {
  return {
    async read(name) {
      const raw = await withTimeout(redis.get(prefix + name), REDIS_TIMEOUT_MS);
      if (!raw) return null;
      const value: unknown = JSON.parse(raw);
      return isSnapshot(value) ? value : null;
    },
    async write(name, snapshot) {
      await withTimeout(
        redis.set(prefix + name, JSON.stringify(snapshot), "EX", ttlSeconds),
        REDIS_TIMEOUT_MS,
      );
    },
  };
}

export type CachedSourceOptions<T> = {
  /** Short file-safe name, also shown in logs and errors ("codeforces"). */
  name: string;
  /** How long a copy counts as fresh. */
  freshMs: number;
  /** Fetches, validates and reshapes the whole list from the upstream. */
  fetch: () => Promise<T>;
  /** Checks a copy read back from disk or Redis (written by an older version, perhaps). */
  accept?: (data: unknown) => data is T;
  persist?: SnapshotStore;
  shared?: SnapshotStore;
  /** After a failed refresh, serve the old copy this long before trying the upstream again. */
  retryAfterMs?: number;
  now?: () => number;
  /** Shown in LiveDataUnavailableError ("Codeforces"). */
  label?: string;
};

export type CachedSource<T> = {
  /** The current copy: fresh, stale (a refresh starts behind it), or the first fetch awaited. */
  get: () => Promise<Snapshot<T>>;
  /** Fetches now unless a fetch is already running (then shares it). Null if nothing is held. */
  refresh: () => Promise<Snapshot<T> | null>;
  /** The copy in memory, if any, without side effects. */
  peek: () => Snapshot<T> | null;
};

const DEFAULT_RETRY_AFTER_MS = 60_000;

export function cachedSource<T>(options: CachedSourceOptions<T>): CachedSource<T> {
  const {
    name,
    freshMs,
    persist,
    shared,
    retryAfterMs = DEFAULT_RETRY_AFTER_MS,
    now = Date.now,
    accept = (data: unknown): data is T => Array.isArray(data),
  } = options;
  const label = options.label ?? name;

  let memory: { snapshot: Snapshot<T>; asOfMs: number } | null = null;
  let loading: Promise<void> | null = null;
  let inflight: Promise<Snapshot<T> | null> | null = null;
  let lastFailureAt = -Infinity;

  const isFresh = (asOfMs: number) => now() - asOfMs < freshMs;

  /** Takes a copy if it is newer than the one in memory. */
  const adopt = (snapshot: Snapshot<unknown> | null): boolean => {
    if (!snapshot || !accept(snapshot.data)) return false;
    const asOfMs = Date.parse(snapshot.asOf);
    if (memory && memory.asOfMs >= asOfMs) return false;
    memory = { snapshot: { data: snapshot.data, asOf: snapshot.asOf }, asOfMs };
    return true;
  };

  const quietly = async <R>(what: string, work: () => Promise<R>): Promise<R | null> => {
    try {
      return await work();
    } catch (error) {
      console.warn(`[live-data] ${name}: ${what} failed: ${(error as Error).message}`);
      return null;
    }
  };

  /** Once per process: the persisted and shared copies, whichever is newer. */
  const loadOnce = () =>
    (loading ??= (async () => {
      const [fromDisk, fromRedis] = await Promise.all([
        persist ? quietly("reading the saved copy", () => persist.read(name)) : null,
        shared ? quietly("reading the shared copy", () => shared.read(name)) : null,
      ]);
      adopt(fromDisk);
      adopt(fromRedis);
    })());

  const fetchAndStore = async (): Promise<Snapshot<T> | null> => {
    // Another instance may have fetched a fresher copy meanwhile: use it instead of the upstream.
    if (shared) {
      const copy = await quietly("reading the shared copy", () => shared.read(name));
      if (adopt(copy) && memory && isFresh(memory.asOfMs)) return memory.snapshot;
    }
    try {
      const data = await options.fetch();
      const asOfMs = now();
      const snapshot: Snapshot<T> = { data, asOf: new Date(asOfMs).toISOString() };
      memory = { snapshot, asOfMs };
      lastFailureAt = -Infinity;
      // Saved behind the answer: a slow disk or Redis never delays a visitor.
      if (persist) void quietly("saving the copy", () => persist.write(name, snapshot));
      if (shared) void quietly("sharing the copy", () => shared.write(name, snapshot));
      return snapshot;
    } catch (error) {
      lastFailureAt = now();
      const held = memory ? `serving the copy of ${memory.snapshot.asOf}` : "no copy to serve";
      console.warn(`[live-data] ${name}: refresh failed (${(error as Error).message}); ${held}`);
      return memory?.snapshot ?? null;
    }
  };

  const refresh = () =>
    (inflight ??= fetchAndStore().finally(() => {
      inflight = null;
    }));

  return {
    peek: () => memory?.snapshot ?? null,
    refresh,
    async get() {
      await loadOnce();
      const held = memory;
      if (held) {
        if (!isFresh(held.asOfMs) && !inflight && now() - lastFailureAt >= retryAfterMs) {
          void refresh();
        }
        return held.snapshot;
      }
      const snapshot = await refresh();
      if (!snapshot) throw new LiveDataUnavailableError(label);
      return snapshot;
    },
  };
}
