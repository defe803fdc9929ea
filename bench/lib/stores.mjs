// The shared stores several instances need: a PostgreSQL database (the embedded PGlite refuses a
// second process) and Redis (shared rate limits and live-data copies). Both are throwaway unless
// the shell names its own: the database is created and dropped, and the Redis keys of the run
// (a prefix of its own, in a logical database that was empty when it began) are deleted at the end.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";

export const POSTGRES_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_DEFAULT_URL = "redis://127.0.0.1:6379";

/** The database to use: DATABASE_URL, or a new throwaway one with a drop() for the end. */
export async function postgresTarget() {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, label: "DATABASE_URL", drop: async () => {} };
  }
  const name = `ch_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `throwaway database ${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const quietRedis = (url) =>
  new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });

/** Deletes the keys matching `pattern` in the Redis database at `url`. */
async function deleteKeys(url, pattern) {
  const client = quietRedis(url);
  await client.connect();
  try {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", pattern, "COUNT", 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    client.disconnect();
  }
}

/** A logical database of the local Redis other than 0 that holds no key now, or null. */
async function emptyDatabase() {
  const probe = quietRedis(REDIS_DEFAULT_URL);
  await probe.connect();
  try {
    const databases = Number((await probe.config("GET", "databases"))[1] ?? 16);
    const candidates = Array.from({ length: databases - 1 }, (_, i) => i + 1);
    for (const candidate of candidates.sort(() => Math.random() - 0.5)) {
      await probe.select(candidate);
      if ((await probe.dbsize()) === 0) return candidate;
    }
    return null;
  } finally {
    probe.disconnect();
  }
}

/**
 * The Redis to use, with a key prefix of this run (REDIS_KEY_PREFIX, `bench-<random>:`), so this
 * run neither reads another's live-data copies or rate-limit counts nor leaves its own where
 * others read them. On REDIS_URL when set; else on a logical database of 127.0.0.1:6379 that was
 * empty at the start, which also isolates a build older than REDIS_KEY_PREFIX (its keys are
 * fixed: coderhouse:…). `env` is for the instances; `cleanup()` deletes this run's keys: those of
 * its prefix, and in its own logical database the `coderhouse:*` ones too.
 */
export async function redisTarget() {
  const keyPrefix = `bench-${randomBytes(4).toString("hex")}:`;
  const own = process.env.REDIS_URL ? null : await emptyDatabase();
  if (!process.env.REDIS_URL && own === null) {
    throw new Error(`No empty Redis database on ${REDIS_DEFAULT_URL}: set REDIS_URL`);
  }
  const url = process.env.REDIS_URL ?? `${REDIS_DEFAULT_URL}/${own}`;
  return {
    url,
    keyPrefix,
    env: { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix },
    label: `${own === null ? "REDIS_URL" : `database ${own}, empty at the start`}, keys ${keyPrefix}*`,
    cleanup: async () => {
      await deleteKeys(url, `${keyPrefix}*`);
      if (own !== null) await deleteKeys(url, "coderhouse:*");
    },
  };
}
