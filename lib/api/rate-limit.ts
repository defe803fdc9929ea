// Per-client limits with rate-limiter-flexible: in memory by default, in Redis when REDIS_URL is
// set so several server instances share one count. An unreachable Redis falls back to memory.
import "server-only";
import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { env } from "@/lib/env.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { processWide } from "@/lib/process-wide.mjs";
import { sharedRedis } from "@/lib/redis";
import { ApiError } from "./errors";

export type LimiterOptions = {
  /** Allowed count per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  keyPrefix: string;
  redis?: Redis;
};

export function createRateLimiter({
  points,
  duration,
  keyPrefix,
  redis,
}: LimiterOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    points,
    duration,
    keyPrefix,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** Each limit: how many attempts per how many seconds, per key (an address, a person, an account). */
const LIMITS = {
  leads: () => ({ points: env.FORM_RATE_LIMIT, duration: env.FORM_RATE_WINDOW_SECONDS }),
  appointments: () => ({ points: env.FORM_RATE_LIMIT, duration: env.FORM_RATE_WINDOW_SECONDS }),
  /** Submissions of one form by one person (the same email, or the same phone), from anywhere. */
  "form-person": () => ({
    points: env.FORM_PERSON_LIMIT,
    duration: env.FORM_RATE_WINDOW_SECONDS,
  }),
  /** Wrong admin tokens per address. */
  admin: () => ({ points: 10, duration: 600 }),
  /** Staff sign-in attempts per account, from wherever they come. */
  "staff-sign-in-account": () => ({ points: 10, duration: 900 }),
  /** Staff sign-in attempts per address, whichever accounts they name. */
  "staff-sign-in-address": () => ({ points: env.STAFF_SIGN_IN_ADDRESS_LIMIT, duration: 900 }),
  /** Authenticator and recovery codes tried per address (better-auth also locks the account). */
  "staff-code-address": () => ({ points: env.STAFF_CODE_ADDRESS_LIMIT, duration: 900 }),
} as const;

export type LimitName = keyof typeof LIMITS;

function limiterFor(name: LimitName): RateLimiterAbstract {
  return processWide(`rate-limiter:${name}`, () =>
    createRateLimiter({
      ...LIMITS[name](),
      keyPrefix: `${env.REDIS_KEY_PREFIX}rl:${name}`,
      redis: sharedRedis(),
    }),
  );
}

function isLimiterRes(value: unknown): value is RateLimiterRes {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as RateLimiterRes).msBeforeNext === "number"
  );
}

function rateLimited(res: RateLimiterRes, what = "submissions"): ApiError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    "rate_limited",
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(seconds) },
  );
}

/** Counts one attempt for `key`; throws a 429 ApiError once the window's allowance is used. */
export async function consumeOrThrow(
  limiter: RateLimiterAbstract,
  key: string,
  what?: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    // rate-limiter-flexible rejects with a RateLimiterRes when the allowance is used up (checked
    // by shape: a second copy of the library would fail an instanceof test).
    if (isLimiterRes(error)) throw rateLimited(error, what);
    throw error;
  }
}

/** Throws a 429 if `key` has no allowance left, without counting this request. */
export async function assertAllowance(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0 && res.consumedPoints >= limiter.points)
    throw rateLimited(res);
}

/** Counts a 429 in the metrics on its way out. */
const counted = (name: LimitName) => (error: unknown) => {
  if (error instanceof ApiError && error.code === "rate_limited") metrics.rateLimited(name);
  throw error;
};

export const limit = {
  /** Forgets `key`'s count (a staff member who signed in is not held to earlier mistakes). */
  reset: (name: LimitName, key: string) =>
    limiterFor(name)
      .delete(key)
      .then(() => undefined),
  consume: (name: LimitName, key: string) =>
    consumeOrThrow(
      limiterFor(name),
      key,
      name.startsWith("staff-")
        ? "sign-in attempts"
        : name === "form-person"
          ? "submissions with this email or phone"
          : "submissions from your connection",
    ).catch(counted(name)),
  check: (name: LimitName, key: string) =>
    assertAllowance(limiterFor(name), key).catch(counted(name)),
  penalise: (name: LimitName, key: string) =>
    limiterFor(name)
      .consume(key)
      .then(
        () => undefined,
        () => undefined,
      ),
};
