/**
 * @jest-environment node
 */
// The live data cache against the fake upstream: single flight, and serving the last good copy
// through each failure mode (an oversized answer included) and a restart.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { LiveDataUnavailableError } from "@/lib/live-data/errors";
import { metrics } from "@/lib/metrics.mjs";
import {
  fileSnapshotStore,
  redisSnapshotStore,
  type SnapshotStore,
} from "@/lib/providers/snapshot-store";
import { type FakeMode, type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import {
  at,
  cf,
  memorySharedStore,
  serviceFor,
  type ServiceOptions,
  waitFor,
} from "./live-data-support";

/** Calls for the AtCoder problem list itself (its difficulty models are a second AtCoder file). */
const atcoderListCalls = () =>
  fake.requests.filter((r) => r.url.includes("merged-problems")).length;

let fake: FakeUpstream;
const dirs: string[] = [];
const cacheDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ch-live-"));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.setMode("all", "success");
  fake.reset();
});

const service = (options: ServiceOptions = {}) => serviceFor(fake, options);

describe("cache", () => {
  test("50 concurrent requests share one upstream call", async () => {
    const live = service();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        live.page("codeforces", cf({ page: String((i % 5) + 1) })),
      ),
    );
    expect(fake.count("codeforces")).toBe(1);
  });

  const failures: FakeMode[] = ["500", "429", "hang", "malformed", "call-limit"];

  test.each(failures)(
    "upstream %s: the last good copy keeps being served with its asOf",
    async (mode) => {
      let clock = Date.parse("2026-11-22T10:00:00Z");
      const live = service({ now: () => clock });
      const first = await live.page("codeforces", cf());
      fake.setMode("codeforces", mode);
      clock += 2 * 60 * 60_000; // two hours: stale
      const during = await live.page("codeforces", cf());
      expect(during.asOf).toBe(first.asOf);
      await live.list("codeforces").refresh(); // the background refresh, awaited
      const after = await live.page("codeforces", cf());
      expect(after.asOf).toBe(first.asOf);
      expect(after.data).toEqual(first.data);
      expect(fake.count("codeforces")).toBeGreaterThanOrEqual(2);
    },
  );

  test.each(failures)("upstream %s with nothing cached: not available", async (mode) => {
    fake.setMode("atcoder", mode === "call-limit" ? "429" : mode);
    await expect(service().page("atcoder", at())).rejects.toBeInstanceOf(LiveDataUnavailableError);
  });

  test("stale copy served at once, refreshed behind it", async () => {
    let clock = Date.parse("2026-11-22T10:00:00Z");
    const live = service({ now: () => clock });
    const first = await live.page("atcoder", at());
    clock += 7 * 60 * 60_000;
    const stale = await live.page("atcoder", at());
    expect(stale.asOf).toBe(first.asOf);
    await live.list("atcoder").refresh();
    expect((await live.page("atcoder", at())).asOf).toBe(new Date(clock).toISOString());
    expect(atcoderListCalls()).toBe(2);
  });

  test("a fresh copy is not fetched again", async () => {
    const live = service();
    await live.page("atcoder", at());
    await live.page("atcoder", at({ level: "C" }));
    expect(atcoderListCalls()).toBe(1);
  });

  test("after a restart during an outage the saved copy is served", async () => {
    const dir = cacheDir();
    const before = service({ persist: fileSnapshotStore(dir) });
    const first = await before.page("codeforces", cf({ topic: "dp" }));
    await waitFor(async () => (await fileSnapshotStore(dir).read("codeforces")) !== null);
    fake.setMode("codeforces", "500");
    const restarted = service({ persist: fileSnapshotStore(dir) });
    const page = await restarted.page("codeforces", cf({ topic: "dp" }));
    expect(page.asOf).toBe(first.asOf);
    expect(page.data).toEqual(first.data);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) console.warn("TEST_REDIS_URL not set: the shared Redis copy test did not run");
  else
    test("another instance's copy in Redis is used instead of fetching", async () => {
      const redis = new Redis(redisUrl!);
      const prefix = `coderhouse:test:${Date.now()}:`;
      try {
        const a = service({ shared: redisSnapshotStore(redis, prefix) });
        const first = await a.page("atcoder", at());
        await waitFor(async () => (await redis.get(`${prefix}atcoder`)) !== null);
        const b = service({ shared: redisSnapshotStore(redis, prefix) });
        expect((await b.page("atcoder", at())).asOf).toBe(first.asOf);
        expect(atcoderListCalls()).toBe(1);
      } finally {
        await redis.quit();
      }
    });
});

type SharedStore = { store: SnapshotStore; close: () => Promise<void> };
const sharedStores: [string, () => Promise<SharedStore>][] = [
  ["in memory", async () => ({ store: memorySharedStore(), close: async () => {} })],
];
const sharedRedisUrl = process.env.TEST_REDIS_URL;
if (sharedRedisUrl)
  sharedStores.push([
    "in Redis",
    async () => {
      const redis = new Redis(sharedRedisUrl);
      const prefix = `coderhouse:test:${Date.now()}:${Math.random()}:`;
      return {
        store: redisSnapshotStore(redis, prefix),
        close: async () => {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        },
      };
    },
  ]);

describe.each(sharedStores)("several instances sharing copies %s", (_, open) => {
  if (!process.env.TEST_REDIS_URL)
    console.warn("TEST_REDIS_URL not set: the refresh lock ran in memory only, not in Redis");

  test("asked at once for a cold list: one upstream call, every instance serves its copy", async () => {
    const { store, close } = await open();
    try {
      fake.setDelay(150); // a slow upstream: the instances' requests overlap
      const instances = [1, 2, 3].map(() =>
        service({ shared: store, settings: { UPSTREAM_TIMEOUT_MS: "5000" } }),
      );
      const pages = await Promise.all(
        Array.from({ length: 30 }, (_, i) => instances[i % 3]!.page("atcoder", at())),
      );
      expect(atcoderListCalls()).toBe(1);
      expect(new Set(pages.map((p) => p.asOf)).size).toBe(1);
      expect(pages.every((p) => p.data.length > 0)).toBe(true);
    } finally {
      await close();
    }
  });

  test("when the fetching instance fails, the others do not call the upstream as well", async () => {
    const { store, close } = await open();
    try {
      fake.setDelay(150);
      fake.setMode("atcoder", "500");
      const instances = [1, 2].map(() =>
        service({ shared: store, retryAfterMs: 60_000, settings: { UPSTREAM_TIMEOUT_MS: "5000" } }),
      );
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) => instances[i % 2]!.page("atcoder", at())),
      );
      expect(results.every((r) => r.status === "rejected")).toBe(true);
      expect(
        results.every(
          (r) => r.status === "rejected" && r.reason instanceof LiveDataUnavailableError,
        ),
      ).toBe(true);
      expect(atcoderListCalls()).toBe(1);
    } finally {
      await close();
    }
  });
});

const HOUR = 60 * 60_000;

/** What Prometheus would scrape for one series of one metric. */
async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  const { values } = await metric!.get();
  const match = values.find((v) =>
    Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want),
  );
  return match?.value ?? 0;
}
const refreshes = (list: string, outcome: string) =>
  metricValue("coderhouse_upstream_refreshes_total", { list, outcome });
const copyAge = (list: string) => metricValue("coderhouse_upstream_copy_age_seconds", { list });

describe("an answer over its byte limit", () => {
  // 64 MB: four times the 16 MB Codeforces default. "huge" streams it without a length;
  // "huge-declared" announces it in Content-Length and then sends nothing.
  test.each(["huge", "huge-declared"] as const)(
    "%s: refused as too_large, cut off, and the last good copy is still served",
    async (mode) => {
      let clock = Date.now();
      // The production retry delay: the reads after the failure must not start another refresh.
      const live = service({
        now: () => clock,
        settings: { UPSTREAM_TIMEOUT_MS: "10000" },
        retryAfterMs: 60_000,
      });
      const first = await live.page("codeforces", cf());
      const tooLargeBefore = await refreshes("codeforces", "too_large");
      fake.setMode("codeforces", mode, { bytes: 64 * 1024 * 1024 });
      clock += 2 * HOUR; // stale: the next request starts a refresh behind the old copy
      const during = await live.page("codeforces", cf());
      expect(during.asOf).toBe(first.asOf);
      await live.list("codeforces").refresh(); // the background refresh, awaited
      const after = await live.page("codeforces", cf());
      expect(after.asOf).toBe(first.asOf);
      expect(after.data).toEqual(first.data);
      expect(await refreshes("codeforces", "too_large")).toBe(tooLargeBefore + 1);
      // The upstream saw us hang up long before its last byte.
      await waitFor(() => fake.hostile().closedEarly === 1);
      expect(fake.hostile()).toMatchObject({ answers: 1, completed: 0 });
      expect(fake.hostile().bytesSent).toBeLessThan(32 * 1024 * 1024);
    },
  );

  test("with nothing cached, an oversized answer is 'not available', not a crash", async () => {
    fake.setMode("atcoder", "huge", { bytes: 40 * 1024 * 1024 }); // over the 16 MB default
    await expect(
      service({ settings: { UPSTREAM_TIMEOUT_MS: "10000" } }).page("atcoder", at()),
    ).rejects.toBeInstanceOf(LiveDataUnavailableError);
    expect(await refreshes("atcoder", "too_large")).toBeGreaterThanOrEqual(1);
  });
});

describe("metrics", () => {
  test("each refresh is counted by outcome; the copy-age gauge follows the copy served", async () => {
    const okBefore = await refreshes("codeforces", "ok");
    const failedBefore = await refreshes("codeforces", "http");
    const dir = cacheDir();
    let clock = Date.now() - 3 * HOUR;
    const live = service({ now: () => clock, persist: fileSnapshotStore(dir) });
    const first = await live.page("codeforces", cf());
    expect(await refreshes("codeforces", "ok")).toBe(okBefore + 1);
    const ageOfFirst = () => (Date.now() - Date.parse(first.asOf)) / 1000;
    expect(Math.abs((await copyAge("codeforces")) - ageOfFirst())).toBeLessThan(5);

    fake.setMode("codeforces", "500");
    clock += 2 * HOUR;
    await live.list("codeforces").refresh();
    expect(await refreshes("codeforces", "http")).toBe(failedBefore + 1);
    expect(Math.abs((await copyAge("codeforces")) - ageOfFirst())).toBeLessThan(5);

    // Another process reads the saved copy: the gauge shows that copy's age, not "now".
    await waitFor(async () => (await fileSnapshotStore(dir).read("codeforces")) !== null);
    const restarted = service({ persist: fileSnapshotStore(dir) });
    expect((await restarted.page("codeforces", cf())).asOf).toBe(first.asOf);
    expect(Math.abs((await copyAge("codeforces")) - ageOfFirst())).toBeLessThan(5);
  });
});
