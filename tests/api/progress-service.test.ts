/**
 * @jest-environment node
 */
// The progress service as visitors use it: an answer is reused for ten minutes (an unknown handle
// too, a failure never), one fetch serves every request for a handle, a line too long is refused
// at once, instances share answers through Redis, and no handle reaches the log.
import { Redis } from "ioredis";
import {
  LiveDataUnavailableError,
  ProgressBusyError,
  UnknownHandleError,
} from "@/lib/live-data/errors";
import { log } from "@/lib/log.mjs";
import {
  createProgressService,
  PROGRESS_TTL_MS,
  type ProgressConfig,
  type ProgressStore,
  redisProgressStore,
} from "@/lib/services/progress";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import { fakeSettings } from "./live-data-support";

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setMode("all", "success");
});

/** The service on the fake upstream, with each platform's progress as a call of its own. */
const service = (more: Partial<ProgressConfig> = {}) => {
  const progress = createProgressService({
    settings: fakeSettings(fake, { UPSTREAM_TIMEOUT_MS: "5000" }),
    ...more,
  });
  return {
    getCodeforcesProgress: (handle: string) => progress.getProgress("codeforces", handle),
    getAtcoderProgress: (handle: string) => progress.getProgress("atcoder", handle),
  };
};
const calls = (path: string) => fake.requests.filter((r) => r.url.includes(path)).length;

/** A clock the test moves. */
function clock() {
  let t = Date.parse("2026-11-24T10:00:00Z");
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

/** Answers shared by instances, kept in this process's memory. */
function memoryStore(): ProgressStore & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    read: async (key) => values.get(key) ?? null,
    write: async (key, value) => void values.set(key, JSON.parse(JSON.stringify(value))),
  };
}

test("a repeat within ten minutes calls no upstream; after ten minutes it fetches again", async () => {
  const time = clock();
  const progress = service({ now: time.now });
  const first = await progress.getCodeforcesProgress("active_cf");
  expect(calls("user.status")).toBe(1);
  time.advance(PROGRESS_TTL_MS - 1_000);
  expect(await progress.getCodeforcesProgress("ACTIVE_CF")).toEqual(first); // case ignored
  expect(calls("user.status")).toBe(1);
  time.advance(1_001);
  const again = await progress.getCodeforcesProgress("active_cf");
  expect(calls("user.status")).toBe(2);
  expect(Date.parse(again.asOf) - Date.parse(first.asOf)).toBe(PROGRESS_TTL_MS + 1);
});

test("an unknown handle is remembered too; a failure is not", async () => {
  const progress = service();
  for (let i = 0; i < 3; i++) {
    await expect(progress.getCodeforcesProgress("unknown_cf")).rejects.toBeInstanceOf(
      UnknownHandleError,
    );
  }
  expect(calls("user.info")).toBe(1);
  for (let i = 0; i < 2; i++) {
    await expect(progress.getAtcoderProgress("failing_ac")).rejects.toBeInstanceOf(
      LiveDataUnavailableError,
    );
  }
  expect(calls("user/submissions")).toBe(2);
});

test("the same handle asked 20 times at once is fetched once", async () => {
  fake.setDelay(100);
  const progress = service();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => progress.getAtcoderProgress("active_ac")),
  );
  expect(new Set(answers.map((a) => a.asOf)).size).toBe(1);
  expect(answers[0]!.submissions).toBe(5_000);
  // One history, paged: each page asked once.
  const froms = fake.requests.map((r) => r.url);
  expect(new Set(froms).size).toBe(froms.length);
});

test("past the line of handles waiting for an upstream, a look-up is refused at once", async () => {
  fake.setDelay(300);
  const progress = service({ maxWaiting: { codeforces: 2 } });
  const waiting = [
    progress.getCodeforcesProgress("active_cf"),
    progress.getCodeforcesProgress("newbie_cf"),
  ];
  const started = Date.now();
  await expect(progress.getCodeforcesProgress("failing_cf")).rejects.toBeInstanceOf(
    ProgressBusyError,
  );
  expect(Date.now() - started).toBeLessThan(200);
  // A handle already on its way is joined, not refused.
  await expect(progress.getCodeforcesProgress("Newbie_CF")).resolves.toMatchObject({
    submissions: 0,
  });
  await Promise.all(waiting);
  expect(fake.requests.some((r) => r.url.includes("failing_cf"))).toBe(false);
  // Once the line is shorter, the next is served.
  await expect(progress.getCodeforcesProgress("failing_cf")).rejects.toBeInstanceOf(
    LiveDataUnavailableError,
  );
});

test("a handle that breaks the platform's rule asks no upstream", async () => {
  const progress = service();
  for (const handle of ["a b", "../x", "ab", "x".repeat(25)]) {
    await expect(progress.getCodeforcesProgress(handle)).rejects.toBeInstanceOf(UnknownHandleError);
  }
  await expect(progress.getAtcoderProgress("has.dot")).rejects.toBeInstanceOf(UnknownHandleError);
  expect(fake.requests).toHaveLength(0);
});

test("no handle reaches the log, whatever happens", async () => {
  const warn = jest.spyOn(log, "warn");
  try {
    const progress = service({
      maxWaiting: { atcoder: 0 },
      shared: { read: () => Promise.reject(new Error("down")), write: async () => {} },
    });
    await progress.getCodeforcesProgress("failing_cf").catch(() => {});
    await progress.getAtcoderProgress("active_ac").catch(() => {});
    expect(warn).toHaveBeenCalled();
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toMatch(/failing_cf|active_ac/);
    expect(logged).toContain('"platform":"codeforces"');
  } finally {
    warn.mockRestore();
  }
});

describe("shared answers", () => {
  test("a second instance uses the first one's answer; a bad stored value is refetched", async () => {
    const store = memoryStore();
    const a = service({ shared: store });
    const b = service({ shared: store });
    const first = await a.getCodeforcesProgress("active_cf");
    await expect(a.getCodeforcesProgress("unknown_cf")).rejects.toThrow(UnknownHandleError);
    expect(await b.getCodeforcesProgress("Active_cf")).toEqual(first);
    await expect(b.getCodeforcesProgress("unknown_cf")).rejects.toThrow(UnknownHandleError);
    expect(calls("user.info")).toBe(2);

    store.values.set("atcoder:newbie_ac", { platform: "atcoder", solved: "everything" });
    await b.getAtcoderProgress("newbie_ac");
    expect(calls("user/submissions")).toBe(1);
  });

  test("with the store down, look-ups still work", async () => {
    const down = () => Promise.reject(new Error("Connection is closed."));
    const progress = service({ shared: { read: down, write: down } });
    await expect(progress.getAtcoderProgress("newbie_ac")).resolves.toMatchObject({
      submissions: 0,
    });
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) console.warn("TEST_REDIS_URL not set: progress shared through Redis did not run");
  else
    test("two instances sharing Redis: the second makes no upstream call", async () => {
      const redis = new Redis(redisUrl);
      const prefix = `coderhouse:test:${Date.now()}:${Math.random()}:progress:`;
      try {
        const a = service({ shared: redisProgressStore(redis, prefix) });
        const b = service({ shared: redisProgressStore(redis, prefix) });
        const first = await a.getAtcoderProgress("active_ac");
        const pages = fake.count("atcoder");
        expect(await b.getAtcoderProgress("active_ac")).toEqual(first);
        await expect(a.getCodeforcesProgress("unknown_cf")).rejects.toThrow(UnknownHandleError);
        await expect(b.getCodeforcesProgress("unknown_cf")).rejects.toThrow(UnknownHandleError);
        expect(fake.count("atcoder")).toBe(pages);
        expect(calls("user.info")).toBe(1);
        const ttl = await redis.pttl(`${prefix}atcoder:active_ac`);
        expect(ttl).toBeGreaterThan(PROGRESS_TTL_MS - 60_000);
        expect(ttl).toBeLessThanOrEqual(PROGRESS_TTL_MS);
      } finally {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });
});
