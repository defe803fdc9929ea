// A student's progress from their own handle, for the practice tools: read from the platform's
// upstream (its folder's user.ts, listed in lib/platforms/server.ts), kept ten minutes in memory and, with REDIS_URL, in Redis (a repeat that lands
// on another instance calls no upstream). Concurrent requests for one handle share one fetch, and
// only a few handles may wait for each upstream's pace: past that a look-up is refused at once
// rather than queued behind the pacer. Handles never reach the logs or metrics.
import "server-only";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { env } from "@/lib/env.mjs";
import {
  LiveDataUnavailableError,
  ProgressBusyError,
  UnknownHandleError,
} from "@/lib/live-data/errors";
import { type Progress, PROGRESS_TTL_MS, type ProgressPlatform } from "@/lib/live-data/progress";
import { progressSchema } from "@/lib/live-data/progress-schema";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { platformOrThrow, PROGRESS_PLATFORM_IDS } from "@/lib/platforms/registry";
import { PROGRESS_SERVERS } from "@/lib/platforms/server";
import type { Env } from "@/lib/platforms/upstream";
import { processWide } from "@/lib/process-wide.mjs";
import { type Pacers, UNPACED_ALL, upstreamPacers } from "@/lib/providers/pacer";
import { sharedRedis } from "@/lib/redis";

export { PROGRESS_TTL_MS };
/** Handles kept in memory (least recently asked go first), and problem keys across them. */
const CACHE_MAX = 2_000;
const CACHE_MAX_KEYS = 500_000;
const REDIS_TIMEOUT_MS = 1_000;

/** The platform's name in messages, and its rule for a handle. */
const nameOf = (platform: ProgressPlatform) => platformOrThrow(platform).name;
const isHandle = (platform: ProgressPlatform, handle: string) =>
  platformOrThrow(platform).handle?.isHandle(handle) === true;

/** What is kept per handle: its progress, or the upstream's word that there is no such user. */
type Answer = Progress | { unknown: true; asOf: string };
const answerSchema = z.union([
  progressSchema,
  z.object({ unknown: z.literal(true), asOf: z.iso.datetime() }),
]);

/** Where the answers are shared between instances (Redis); tests keep one in memory. */
export type ProgressStore = {
  read: (key: string) => Promise<unknown>;
  write: (key: string, value: unknown, ttlMs: number) => Promise<void>;
};

function withTimeout<T>(promise: Promise<T>, ms = REDIS_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Answers as JSON under `prefix`, each expiring with its time to live. */
export function redisProgressStore(redis: Redis, prefix: string): ProgressStore {
  return {
    async read(key) {
      const raw = await withTimeout(redis.get(prefix + key));
      try {
        return JSON.parse(raw ?? "null") as unknown;
      } catch {
        return null; // fetched again and overwritten; the error would quote the stored text
      }
    },
    write: async (key, value, ttlMs) =>
      void (await withTimeout(redis.set(prefix + key, JSON.stringify(value), "PX", ttlMs))),
  };
}

export type ProgressConfig = {
  /** The site's settings (lib/env-schema.mjs): each upstream's address, limits and time limit. */
  settings: Env;
  /** The process's pacers, shared with the problem lists; none: unpaced (tests). */
  pacers?: Pacers;
  shared?: ProgressStore;
  /** Handles that may wait for a platform's upstream at once (default: its spec's). */
  maxWaiting?: Partial<Record<ProgressPlatform, number>>;
  cacheSize?: number;
  now?: () => number;
};

/** Redis may be down or slow: the look-up then goes on without it. */
async function quietly<R>(platform: ProgressPlatform, what: string, work: () => Promise<R>) {
  try {
    return await work();
  } catch (error) {
    log.warn({ platform, reason: (error as Error).message.slice(0, 200) }, `${what} failed`);
    return null;
  }
}

/**
 * "unknown_handle", an UpstreamError's kind, or "error" (a bug). By shape, not instanceof: Next
 * may bundle a second copy of the classes (see lib/live-data/errors.ts).
 */
function outcomeOf(error: unknown): string {
  const { code, kind } = (error ?? {}) as { code?: unknown; kind?: unknown };
  if (code === "unknown_handle") return code;
  return typeof kind === "string" ? kind : "error";
}

export function createProgressService(config: ProgressConfig) {
  const now = config.now ?? Date.now;
  const pacers = config.pacers ?? UNPACED_ALL;
  const { shared, settings } = config;
  const maxWaiting = (platform: ProgressPlatform) =>
    config.maxWaiting?.[platform] ?? PROGRESS_SERVERS[platform].maxWaiting;
  const memory = new LRUCache<string, Answer>({
    max: config.cacheSize ?? CACHE_MAX,
    maxSize: CACHE_MAX_KEYS,
    sizeCalculation: (a) => ("unknown" in a ? 1 : 1 + a.solved.length + a.attempted.length),
    ttl: PROGRESS_TTL_MS,
    // Tests move the clock (read at every look-up); otherwise lru-cache's own.
    ...(config.now && { perf: { now: config.now }, ttlResolution: 0 }),
  });
  const inflight = new Map<string, Promise<Answer>>();
  const waiting = Object.fromEntries(PROGRESS_PLATFORM_IDS.map((p) => [p, 0])) as Record<
    ProgressPlatform,
    number
  >;

  const fetchProgress = (platform: ProgressPlatform, handle: string): Promise<Progress> => {
    const spec = PROGRESS_SERVERS[platform];
    return spec.fetch(handle, settings, { pacer: pacers(spec.pacer), now });
  };

  /** Kept for what is left of its ten minutes (an answer from Redis may be some minutes old). */
  const keep = (key: string, answer: Answer) => {
    const left = PROGRESS_TTL_MS - (now() - Date.parse(answer.asOf));
    if (left > 0) memory.set(key, answer, { ttl: left });
  };

  const fromUpstream = async (platform: ProgressPlatform, handle: string): Promise<Answer> => {
    if (waiting[platform] >= maxWaiting(platform)) {
      metrics.upstreamRefresh(`${platform}-progress`, "busy");
      log.warn({ platform, waiting: waiting[platform] }, "progress look-up refused: too many wait");
      throw new ProgressBusyError(nameOf(platform));
    }
    waiting[platform] += 1;
    try {
      const progress = await fetchProgress(platform, handle);
      metrics.upstreamRefresh(`${platform}-progress`, "ok");
      return progress;
    } catch (error) {
      const outcome = outcomeOf(error);
      metrics.upstreamRefresh(`${platform}-progress`, outcome);
      const asOf = new Date(now()).toISOString();
      if (outcome === "unknown_handle") return { unknown: true, asOf };
      // An upstream's failure is weather; anything else is a bug, logged with its stack (our
      // own messages never hold the handle).
      log.warn(
        { platform, outcome, ...(outcome === "error" && { err: error }) },
        "progress look-up failed",
      );
      if (outcome === "error") throw error;
      throw new LiveDataUnavailableError(`${nameOf(platform)} submission`);
    } finally {
      waiting[platform] -= 1;
    }
  };

  /** Another instance's answer if Redis holds a good, fresh one, else the upstream's. */
  const load = async (platform: ProgressPlatform, handle: string, key: string) => {
    if (shared) {
      const stored = answerSchema.safeParse(
        await quietly(platform, "reading a shared progress", () => shared.read(key)),
      );
      const answer = stored.success ? stored.data : null;
      const mine = answer && ("unknown" in answer || answer.platform === platform);
      if (mine && now() - Date.parse(answer.asOf) < PROGRESS_TTL_MS) {
        keep(key, answer);
        return answer;
      }
    }
    const answer = await fromUpstream(platform, handle);
    keep(key, answer);
    // Awaited (at most a second): once one instance has answered, the others find it.
    if (shared) {
      await quietly(platform, "sharing a progress", () =>
        shared.write(key, answer, PROGRESS_TTL_MS),
      );
    }
    return answer;
  };

  const get = async (platform: ProgressPlatform, given: string): Promise<Progress> => {
    const handle = given.trim();
    // A handle that breaks the platform's rule cannot exist: no upstream is asked.
    if (!isHandle(platform, handle)) throw new UnknownHandleError(nameOf(platform), handle);
    // Both platforms ignore case in handles.
    const key = `${platform}:${handle.toLowerCase()}`;
    let answer = memory.get(key);
    if (!answer) {
      let job = inflight.get(key);
      if (!job) {
        job = load(platform, handle, key).finally(() => inflight.delete(key));
        inflight.set(key, job);
      }
      answer = await job;
    }
    if ("unknown" in answer) throw new UnknownHandleError(nameOf(platform), handle);
    return answer;
  };

  return {
    /**
     * The handle's progress; UnknownHandleError, ProgressBusyError or LiveDataUnavailableError
     * (some upstreams answer a user they do not know as one with 0 submissions).
     */
    getProgress: get,
  };
}

/** The name of the process's service in lib/process-wide.mjs (tests forget it to reconfigure). */
export const PROGRESS_SERVICE = "progress";

/** The process-wide service, configured from the environment on first use. */
function progress(): ReturnType<typeof createProgressService> {
  return processWide(PROGRESS_SERVICE, () => {
    const redis = sharedRedis();
    return createProgressService({
      settings: env,
      pacers: upstreamPacers(),
      shared: redis ? redisProgressStore(redis, `${env.REDIS_KEY_PREFIX}progress:`) : undefined,
    });
  });
}

export const getProgress = (platform: ProgressPlatform, handle: string) =>
  progress().getProgress(platform, handle);
