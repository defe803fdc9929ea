/** @jest-environment node */
// Rate limits shared through Redis by several server instances, and the in-memory fallback
// when Redis cannot be reached.
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type * as RateLimit from "@/lib/api/rate-limit";
import type * as RedisModule from "@/lib/redis";
import { ApiError } from "@/lib/api/errors";
import { useEnv } from "./support";

let rateLimit: typeof RateLimit;
let redisModule: typeof RedisModule;
const clients: Redis[] = [];

beforeAll(async () => {
  useEnv({});
  rateLimit = await import("@/lib/api/rate-limit");
  redisModule = await import("@/lib/redis");
});

afterAll(() => {
  for (const client of clients) client.disconnect();
});

function connect(url: string): Redis {
  const client = redisModule.connectRedis(url);
  clients.push(client);
  return client;
}

/** Resolves once the client is connected, so a test does not race Redis's handshake. */
const ready = (client: Redis) =>
  client.status === "ready" ? Promise.resolve() : new Promise((r) => client.once("ready", r));

async function consume(limiter: ReturnType<typeof RateLimit.createRateLimiter>, key: string) {
  try {
    await rateLimit.consumeOrThrow(limiter, key);
    return 201;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) describeSharedLimits(redisUrl);
else
  console.warn(
    "TEST_REDIS_URL not set: the shared Redis limit did not run; only the unreachable-Redis fallback ran",
  );

function describeSharedLimits(url: string) {
  describe("limits shared through Redis at TEST_REDIS_URL", () => {
    const keyPrefix = `coderhouse:test:${randomBytes(6).toString("hex")}`;
    let admin: Redis;

    beforeAll(async () => {
      admin = connect(url);
      await ready(admin);
    });

    afterAll(async () => {
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      expect(await admin.keys(`${keyPrefix}*`)).toEqual([]);
    });

    it("two server instances count one client's submissions together", async () => {
      const first = connect(url);
      const second = connect(url);
      await Promise.all([ready(first), ready(second)]);
      const options = { points: 3, duration: 60, keyPrefix };
      const instanceA = rateLimit.createRateLimiter({ ...options, redis: first });
      const instanceB = rateLimit.createRateLimiter({ ...options, redis: second });

      const statuses = [
        await consume(instanceA, "home:203.0.113.5"),
        await consume(instanceB, "home:203.0.113.5"),
        await consume(instanceA, "home:203.0.113.5"),
        await consume(instanceB, "home:203.0.113.5"),
      ];
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(await consume(instanceA, "home:203.0.113.6")).toBe(201);
      expect(await admin.keys(`${keyPrefix}*`)).toHaveLength(2);
    });

    it("answers Retry-After with the seconds left in the shared window", async () => {
      const limiter = rateLimit.createRateLimiter({
        points: 1,
        duration: 120,
        keyPrefix,
        redis: connect(url),
      });
      await rateLimit.consumeOrThrow(limiter, "mentorship:198.51.100.1");
      const error = await rateLimit.consumeOrThrow(limiter, "mentorship:198.51.100.1").then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      const retryAfter = Number((error as ApiError).headers?.["Retry-After"]);
      expect(retryAfter).toBeGreaterThan(100);
      expect(retryAfter).toBeLessThanOrEqual(120);
    });
  });
}

describe("with Redis unreachable", () => {
  it("still limits, counting in memory, and says so once in the log", async () => {
    const { log } = await import("@/lib/log.mjs");
    const errors = jest.spyOn(log, "error");
    const down = redisModule.connectRedis("redis://127.0.0.1:1");
    let refused = 0;
    down.on("error", () => (refused += 1));
    try {
      const limiter = rateLimit.createRateLimiter({
        points: 2,
        duration: 60,
        keyPrefix: "coderhouse:test:down",
        redis: down,
      });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await consume(limiter, "home:192.0.2.44"));
      expect(statuses).toEqual([201, 201, 429]);
      expect(await consume(limiter, "home:192.0.2.45")).toBe(201);
      // ioredis tries again after 50, 100, 150 ms…: once three attempts have been refused (a few
      // seconds at most on a busy machine), the log has said so once, not three times.
      for (const giveUp = Date.now() + 10_000; refused < 3 && Date.now() < giveUp;)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(refused).toBeGreaterThanOrEqual(3);
      const warnings = errors.mock.calls.filter(
        (c) => c[1] === "Redis unavailable: limits and caches fall back to this process",
      );
      expect(warnings).toHaveLength(1);
    } finally {
      errors.mockRestore();
      down.disconnect();
      // ioredis waits 2 s before destroying the socket of a connection that never opened.
      await new Promise((resolve) => setTimeout(resolve, 2100));
    }
  });
});
