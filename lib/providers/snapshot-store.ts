// Where the last good copy of each live list is kept outside this process's memory: one file per
// list under DATA_DIR/cache (a restart during an outage still serves data) and, with REDIS_URL,
// a key in Redis (one instance's fetch serves them all).
import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Redis } from "ioredis";

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
