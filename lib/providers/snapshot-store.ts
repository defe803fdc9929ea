// Where the last good copy of each live list is kept outside this process's memory: one file per
// list under DATA_DIR/cache (a restart during an outage still serves data) and, with REDIS_URL,
// a key in Redis (one instance's fetch serves them all), beside a lock that lets one instance at a
// time fetch a list while the others wait for its copy.
import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Redis } from "ioredis";

/**
 * A copy of a list and when it was fetched. `shipped`: the copy that came with the release, never
 * one of ours (it is never saved or shared, and never answered with a lifetime a cache keeps).
 */
export type Snapshot<T> = { data: T; asOf: string; shipped?: true };

/** Where a last good copy is kept outside this process's memory. */
export type SnapshotStore = {
  read: (name: string) => Promise<Snapshot<unknown> | null>;
  write: (name: string, snapshot: Snapshot<unknown>) => Promise<void>;
  /** Stores several processes share also say who may fetch a list now. */
  lock?: RefreshLock;
};

/** One fetch of a list at a time across every instance sharing the store. */
export type RefreshLock = {
  /** Takes the list's lock for at most `ms`: a release function, or null if another holds it. */
  take: (name: string, ms: number) => Promise<(() => Promise<void>) | null>;
  /** Whether anyone holds the list's lock now. */
  held: (name: string) => Promise<boolean>;
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

/** Deletes the lock only if it is still ours (it may have expired and been taken by another). */
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * Redis's single-server lock: SET NX PX with a random token, released by a compare-and-delete
 * script, so an expired holder never frees a lock another instance has taken since.
 */
function redisRefreshLock(redis: Redis, prefix: string): RefreshLock {
  return {
    async take(name, ms) {
      const key = `${prefix}lock:${name}`;
      const token = randomUUID();
      const got = await withTimeout(redis.set(key, token, "PX", ms, "NX"), REDIS_TIMEOUT_MS);
      if (got !== "OK") return null;
      return async () => {
        await withTimeout(redis.eval(RELEASE_SCRIPT, 1, key, token), REDIS_TIMEOUT_MS);
      };
    },
    async held(name) {
      return (await withTimeout(redis.exists(`${prefix}lock:${name}`), REDIS_TIMEOUT_MS)) === 1;
    },
  };
}

/** Shared copies in Redis; kept a day so a long outage still finds one. */
export function redisSnapshotStore(
  redis: Redis,
  prefix: string,
  ttlSeconds = 86_400,
): SnapshotStore {
  return {
    lock: redisRefreshLock(redis, prefix),
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
