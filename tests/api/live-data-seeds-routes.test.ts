/**
 * @jest-environment node
 */
// What a browser gets from a new server that cannot reach any upstream, with the shipped copies on
// (the default): every list answers 200, dated when its copy was captured, instead of 503, and
// with a Cache-Control that lets no cache keep it (the live list is to replace it).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { forgetProcessWide } from "@/lib/process-wide.mjs";

type Route = { GET: (request: Request) => Promise<Response> };
const NOWHERE = "http://127.0.0.1:9";
let dataDir: string;
let snapshotsDir: string;
let routes: Record<string, Route>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ch-live-seed-routes-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CODEFORCES_API_URL: `${NOWHERE}/codeforces/api`,
    ATCODER_PROBLEMS_URL: `${NOWHERE}/atcoder/merged-problems.json`,
    ATCODER_PROBLEM_MODELS_URL: `${NOWHERE}/atcoder/problem-models.json`,
    CLIST_API_URL: `${NOWHERE}/clist/api/v4`,
    CLIST_USERNAME: "seed-user",
    CLIST_API_KEY: "seed-key-0123",
    UPSTREAM_TIMEOUT_MS: "300",
    // What a server gets when the setting is not given (tests/setup turns it off for other suites).
    SHIPPED_SNAPSHOTS: "",
  });
  delete process.env.REDIS_URL;
  forgetProcessWide((await import("@/lib/services/live-data")).LIVE_DATA_SERVICE);
  snapshotsDir = (await import("@/lib/providers/seed")).SHIPPED_SNAPSHOTS_DIR;
  const problems = await import("@/app/api/problems/[platform]/route");
  const at = (platform: string): Route => ({
    GET: (request) => problems.GET(request, { params: Promise.resolve({ platform }) }),
  });
  routes = {
    "problems/codeforces": at("codeforces"),
    "problems/atcoder": at("atcoder"),
    "problems/leetcode": at("leetcode"),
    contests: await import("@/app/api/contests/route"),
  };
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

test.each([
  ["problems/codeforces", "codeforces"],
  ["problems/atcoder", "atcoder"],
  ["problems/leetcode", "leetcode"],
  ["contests", "contests"],
])("/api/%s answers 200 as of the shipped copy's capture date", async (path, list) => {
  const { asOf } = JSON.parse(readFileSync(join(snapshotsDir, `${list}.json`), "utf8"));
  const response = await routes[path]!.GET(new Request(`http://localhost/api/${path}`));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.json();
  expect(body.asOf).toBe(asOf);
  // Contests already over by today are left out, as for any copy; the problem lists show some.
  if (list !== "contests") expect(body.data.length).toBeGreaterThan(0);
});
