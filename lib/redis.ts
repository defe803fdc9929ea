// The process's Redis connection (REDIS_URL), shared by the rate limits and the live-data cache.
// Optional: while Redis is down each caller falls back to what this process holds (the limiters
// check the connection is ready and count in memory; the cache gives Redis one second, then uses
// its copies in memory and DATA_DIR).
import "server-only";
import { Redis } from "ioredis";
import { env } from "@/lib/env.mjs";
import { log } from "@/lib/log.mjs";
import { processWide } from "@/lib/process-wide.mjs";

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
      log.error(
        { reason: error.message },
        "Redis unavailable: limits and caches fall back to this process",
      );
    }
    warned = true;
  });
  redis.on("ready", () => {
    warned = false;
  });
  return redis;
}

/** The one connection of this process when REDIS_URL is set, else undefined. */
export function sharedRedis(): Redis | undefined {
  const url = env.REDIS_URL;
  return url ? processWide("redis", () => connectRedis(url)) : undefined;
}
