// The process's Redis connection (REDIS_URL), shared by the rate limits and the live-data cache.
// Optional: while Redis is down each caller falls back to what this process holds (the limiters
// check the connection is ready and count in memory; the cache gives Redis one second, then uses
// its copies in memory and DATA_DIR).
import "server-only";
import { Redis } from "ioredis";
import { env } from "@/lib/env.mjs";

/** A connection that gives up on a command after one reconnection attempt. */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let warned = false;
  redis.on("error", (error: Error) => {
    if (!warned) {
      console.error(
        `[redis] unavailable, limits and caches fall back to this process: ${error.message}`,
      );
    }
    warned = true;
  });
  redis.on("ready", () => {
    warned = false;
  });
  return redis;
}

const KEY = Symbol.for("coderhouse.redis");

/** The one connection of this process when REDIS_URL is set, else undefined. */
export function sharedRedis(): Redis | undefined {
  if (!env.REDIS_URL) return undefined;
  const holder = globalThis as { [KEY]?: Redis };
  return (holder[KEY] ??= connectRedis(env.REDIS_URL));
}
