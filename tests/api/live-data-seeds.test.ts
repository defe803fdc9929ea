/**
 * @jest-environment node
 */
// A new server's first visit: with no saved or shared copy, a list waits a little for its first
// fetch and answers the live list; the copy shipped with the release (lib/live-data/snapshots),
// dated when it was captured and marked as shipped, only when that fetch fails or is slow. A saved
// or shared copy always wins over it; a shipped file that is damaged is refused and the list
// behaves as it did without one (503, never a 500). The API's own answers: live-data-seeds-routes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LiveDataUnavailableError } from "@/lib/live-data/errors";
import {
  SHIPPED_MAX_BYTES,
  SHIPPED_MAX_ITEMS,
  SHIPPED_SNAPSHOTS_DIR,
  shippedSnapshots,
} from "@/lib/providers/seed";
import { fileSnapshotStore } from "@/lib/providers/snapshot-store";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import { memorySharedStore, serviceFor, type ServiceOptions, waitFor } from "./live-data-support";

type List = "codeforces" | "atcoder" | "leetcode" | "contests";
const LISTS: List[] = ["codeforces", "atcoder", "leetcode", "contests"];

/** The shipped file as it is in the checkout. */
const shipped = (list: List) =>
  JSON.parse(readFileSync(join(SHIPPED_SNAPSHOTS_DIR, `${list}.json`), "utf8")) as {
    asOf: string;
    data: unknown[];
  };

let fake: FakeUpstream;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "ch-live-seeds-"));
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

/** A fresh server: an empty cache folder, the shipped copies on unless `seeds` says otherwise. */
function freshService(options: ServiceOptions = {}) {
  const cache = tempDir();
  const persist = fileSnapshotStore(cache);
  const live = serviceFor(fake, { persist, seeds: shippedSnapshots(), ...options });
  return { live, persist, source: (list: List) => live.list(list) };
}

describe("a fresh server with its upstreams down", () => {
  test.each(LISTS)("%s serves its shipped copy, marked with its capture date", async (list) => {
    fake.setMode("all", "500");
    const { persist, source } = freshService();
    const first = await source(list).get();
    expect(first.asOf).toBe(shipped(list).asOf);
    expect(first.data).toHaveLength(shipped(list).data.length);
    // Marked, so no answer made of it may be kept by a cache.
    expect(first.shipped).toBe(true);
    // The refresh it waited for failed; the shipped copy stays, and is never saved as our own.
    expect(await source(list).refresh()).toBe(first);
    expect(await persist.read(list)).toBeNull();
    expect((await source(list).get()).asOf).toBe(shipped(list).asOf);
  });

  test("turned off, a list is not available, as before", async () => {
    fake.setMode("all", "500");
    const { source } = freshService({ seeds: undefined });
    await expect(source("codeforces").get()).rejects.toBeInstanceOf(LiveDataUnavailableError);
  });
});

describe("a fresh server with its upstreams up", () => {
  test.each(LISTS)("%s answers the live list from the first request", async (list) => {
    const { persist, source } = freshService();
    const started = Date.now();
    const first = await source(list).get();
    // The request waited for the fetch it started: the live list, dated now, not the shipped one.
    expect(Date.parse(first.asOf)).toBeGreaterThanOrEqual(started);
    expect(first.shipped).toBeUndefined();
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(await source(list).get()).toBe(first);
    // Saved behind the answer, as every fetched copy is.
    await waitFor(async () => (await persist.read(list))?.asOf === first.asOf);
  });

  test("requests that come together share the one fetch and all get the live list", async () => {
    const { source } = freshService();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => source("codeforces").get()));
    expect(fake.count("codeforces")).toBe(1);
    for (const answer of answers) {
      expect(Date.parse(answer.asOf)).toBeGreaterThanOrEqual(started);
      expect(answer.shipped).toBeUndefined();
    }
  });
});

describe("a fresh server whose upstream is slower than the first wait", () => {
  // The fetch takes 800 ms; a request waits 100 ms for it (the server's own wait is 3 s).
  const slowly = () => {
    fake.setDelay(800);
    return freshService({ firstWaitMs: 100, settings: { UPSTREAM_TIMEOUT_MS: "5000" } });
  };
  afterEach(() => fake.setDelay(0));

  test("answers the shipped copy, marked, and the live list once its fetch is done", async () => {
    const { source } = slowly();
    const first = await source("atcoder").get();
    expect(first.asOf).toBe(shipped("atcoder").asOf);
    expect(first.shipped).toBe(true);
    // The fetch went on behind the answer; the next requests share it, and then have the live list.
    await waitFor(async () => (await source("atcoder").get()).shipped === undefined, 200);
    expect(fake.count("atcoder")).toBe(1);
    const live = await source("atcoder").get();
    expect(Date.parse(live.asOf)).toBeGreaterThan(Date.parse(first.asOf));
  });
});

describe("copies of our own win over the shipped one", () => {
  // Older than any shipped file: the order is by where a copy comes from, not by its date.
  const saved = {
    asOf: "2024-01-01T00:00:00.000Z",
    data: [
      {
        contestId: 1,
        index: "A",
        name: "Theatre Square",
        rating: 1000,
        tags: ["math"],
        url: "https://codeforces.com/problemset/problem/1/A",
      },
    ],
  };

  test("a copy saved on disk", async () => {
    fake.setMode("all", "500");
    const cache = tempDir();
    await fileSnapshotStore(cache).write("codeforces", saved);
    const live = serviceFor(fake, {
      persist: fileSnapshotStore(cache),
      seeds: shippedSnapshots(),
    });
    expect(await live.list("codeforces").get()).toEqual(saved);
  });

  test("a copy shared by another instance", async () => {
    fake.setMode("all", "500");
    const shared = memorySharedStore();
    await shared.write("codeforces", saved);
    const { source } = freshService({ shared });
    expect(await source("codeforces").get()).toEqual(saved);
  });
});

describe("a damaged shipped file is refused: the list behaves as without one", () => {
  const good = shipped("codeforces");
  const cases: [string, string | Buffer][] = [
    ["not JSON", '{"asOf":"2025-04-12T00:00:00.000Z","data":[{"contestId":'],
    ["no date", JSON.stringify({ data: good.data })],
    ["a date in the future", JSON.stringify({ ...good, asOf: "2999-01-01T00:00:00.000Z" })],
    ["no items", JSON.stringify({ ...good, data: [] })],
    ["items not a list", JSON.stringify({ ...good, data: { a: 1 } })],
    [
      `over ${SHIPPED_MAX_ITEMS} items`,
      JSON.stringify({ ...good, data: Array(SHIPPED_MAX_ITEMS + 1).fill(good.data[0]) }),
    ],
    [`over ${SHIPPED_MAX_BYTES} bytes`, Buffer.alloc(SHIPPED_MAX_BYTES + 1, 32)],
  ];

  const damagedSeeds = (content: string | Buffer) => {
    const dir = join(tempDir(), "snapshots");
    mkdirSync(dir);
    writeFileSync(join(dir, "codeforces.json"), content);
    return shippedSnapshots(dir);
  };

  test.each(cases)("%s, upstream down: not available (503), never a crash", async (_, content) => {
    fake.setMode("all", "500");
    const { source } = freshService({ seeds: damagedSeeds(content) });
    await expect(source("codeforces").get()).rejects.toBeInstanceOf(LiveDataUnavailableError);
  });

  test.each(cases)("%s, upstream up: the live list", async (_, content) => {
    const { source } = freshService({ seeds: damagedSeeds(content) });
    const started = Date.now();
    const first = await source("codeforces").get();
    expect(Date.parse(first.asOf)).toBeGreaterThanOrEqual(started);
    expect(fake.count("codeforces")).toBe(1);
  });

  test("a list without a shipped file simply has none", async () => {
    fake.setMode("all", "500");
    const { source } = freshService({ seeds: shippedSnapshots(tempDir()) });
    await expect(source("atcoder").get()).rejects.toBeInstanceOf(LiveDataUnavailableError);
  });
});
