/**
 * @jest-environment node
 */
// A new server's first visitors, through the API as a browser asks it, with the shipped copies on
// (the default) and an empty data folder: with the upstream up, the first answer of every list is
// the live one, kept a minute like any; with the upstream down, or slower than the first wait
// (3 s), the shipped copy, dated when it was captured and sent with no-store, so neither nginx
// nor a browser keeps it once the live list has come.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnvironment } from "@/lib/env-schema.mjs";
import { forgetProcessWide, processWide } from "@/lib/process-wide.mjs";
import { UNPACED_ALL, UPSTREAM_PACERS } from "@/lib/providers/pacer";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import { waitFor } from "./live-data-support";

type Route = { GET: (request: Request) => Promise<Response> };
type List = "codeforces" | "atcoder" | "leetcode" | "contests";
const LISTS: List[] = ["codeforces", "atcoder", "leetcode", "contests"];
const KEEP_A_MINUTE = "public, max-age=60, stale-while-revalidate=600, stale-if-error=86400";

let fake: FakeUpstream;
const dirs: string[] = [];

beforeAll(async () => {
  fake = await startFakeUpstream({ clistUsername: "first-user", clistApiKey: "first-key-0123" });
});
afterAll(async () => {
  await fake.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  forgetProcessWide(UPSTREAM_PACERS);
});
beforeEach(() => {
  fake.setMode("all", "success");
  fake.setDelay(0);
  fake.reset();
});

/** A new server: an empty data folder, the shipped copies on, its routes loaded afresh. */
async function newServer(firstWaitMs = "20000"): Promise<Record<List | "feed", Route>> {
  jest.resetModules();
  const dataDir = mkdtempSync(join(tmpdir(), "ch-first-visit-"));
  dirs.push(dataDir);
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CODEFORCES_API_URL: fake.codeforcesUrl,
    ATCODER_PROBLEMS_URL: fake.atcoderUrl,
    ATCODER_PROBLEM_MODELS_URL: fake.atcoderModelsUrl,
    CLIST_API_URL: fake.clistUrl,
    CLIST_USERNAME: "first-user",
    CLIST_API_KEY: "first-key-0123",
    UPSTREAM_TIMEOUT_MS: "10000",
    // What a server gets when the setting is not given (tests/setup turns it off for other suites).
    SHIPPED_SNAPSHOTS: "",
    // Longer than a server's 3 s where the upstream is up, so a loaded machine cannot outrun it.
    LIVE_DATA_FIRST_WAIT_MS: firstWaitMs,
  });
  delete process.env.REDIS_URL;
  // The upstreams' pace is tested with the providers; here every server would share it.
  forgetProcessWide(UPSTREAM_PACERS);
  processWide(UPSTREAM_PACERS, () => UNPACED_ALL);
  forgetProcessWide((await import("@/lib/services/live-data")).LIVE_DATA_SERVICE);
  const problems = await import("@/app/api/problems/[platform]/route");
  const at = (platform: string): Route => ({
    GET: (request) => problems.GET(request, { params: Promise.resolve({ platform }) }),
  });
  return {
    codeforces: at("codeforces"),
    atcoder: at("atcoder"),
    leetcode: at("leetcode"),
    contests: await import("@/app/api/contests/route"),
    feed: await import("@/app/api/contests/calendar.ics/route"),
  };
}

async function ask(route: Route) {
  const response = await route.GET(new Request("http://localhost/api/x"));
  return { response, body: await response.json() };
}

/** The copy of a list shipped with the release, as it is in the checkout. */
async function shippedAsOf(list: List): Promise<string | null> {
  const { SHIPPED_SNAPSHOTS_DIR } = await import("@/lib/providers/seed");
  try {
    return JSON.parse(readFileSync(join(SHIPPED_SNAPSHOTS_DIR, `${list}.json`), "utf8")).asOf;
  } catch {
    return null;
  }
}

test("with the upstreams up, the first answer of every list is the live list, kept a minute", async () => {
  const routes = await newServer();
  const started = Date.now();
  for (const list of LISTS) {
    const { response, body } = await ask(routes[list]);
    expect(response.status).toBe(200);
    expect(Date.parse(body.asOf)).toBeGreaterThanOrEqual(started);
    expect(body.asOf).not.toBe(await shippedAsOf(list));
    expect(body.data.length).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe(KEEP_A_MINUTE);
  }
  // The contests live from the first request: the hosts of today's list, not only those of the
  // shipped copy's contests that are not over yet.
  const hosts = new Set(
    (await ask(routes.contests)).body.data.map((c: { host: string }) => c.host),
  );
  expect(hosts.size).toBeGreaterThan(5);
  expect(hosts).toContain("codeforces.com");
});

test("with the upstreams down, each shipped copy is answered, dated and never kept", async () => {
  fake.setMode("all", "500");
  const routes = await newServer();
  for (const list of LISTS) {
    const asOf = await shippedAsOf(list);
    if (asOf === null) continue; // a list without a shipped copy: live-data-routes (503)
    const { response, body } = await ask(routes[list]);
    expect(response.status).toBe(200);
    expect(body.asOf).toBe(asOf);
    expect(response.headers.get("cache-control")).toBe("no-store");
  }
  // The calendar feed made of the shipped contests is not kept either.
  const feed = await routes.feed.GET(new Request("http://localhost/api/contests/calendar.ics"));
  expect(feed.status).toBe(200);
  expect(feed.headers.get("cache-control")).toBe("no-store");
});

test("with an upstream slower than the first wait, the shipped copy first, then the live list", async () => {
  // Every answer takes 4 s; a request waits 3 s for the first fetch, as a server does by default.
  fake.setDelay(4_000);
  const routes = await newServer("");
  const first = await ask(routes.atcoder);
  expect(first.body.asOf).toBe(await shippedAsOf("atcoder"));
  expect(first.response.headers.get("cache-control")).toBe("no-store");
  // The fetch went on behind that answer: one call, then the live list for everyone.
  await waitFor(async () => (await ask(routes.atcoder)).body.asOf !== first.body.asOf, 1_000);
  const after = await ask(routes.atcoder);
  expect(after.response.headers.get("cache-control")).toBe(KEEP_A_MINUTE);
  expect(fake.requests.filter((r) => r.url.includes("merged-problems"))).toHaveLength(1);
}, 40_000);

test("a server waits 3 s unless told otherwise, and never longer than 30 s", () => {
  const wait = (value?: string) => {
    const parsed = parseEnvironment(value === undefined ? {} : { LIVE_DATA_FIRST_WAIT_MS: value });
    return parsed.ok ? parsed.env.LIVE_DATA_FIRST_WAIT_MS : parsed.problems;
  };
  expect(wait()).toBe(3_000);
  expect(wait("0")).toBe(0);
  expect(wait("31000")).toEqual(["LIVE_DATA_FIRST_WAIT_MS must be at most 30000 milliseconds"]);
});
