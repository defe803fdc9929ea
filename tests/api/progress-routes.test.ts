/**
 * @jest-environment node
 */
// GET /api/progress/codeforces and /api/progress/atcoder as the practice tools call them: the
// answer and its caching, a 400 for a handle that cannot exist (no upstream asked), 404 for one
// Codeforces does not know and for a platform without handles, 503 when the upstream fails, is
// too large or too many wait.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { atcoder } from "@/lib/platforms/atcoder";
import { codeforces } from "@/lib/platforms/codeforces";
import { forgetProcessWide, processWide } from "@/lib/process-wide.mjs";
import { UNPACED_ALL, UPSTREAM_PACERS } from "@/lib/providers/pacer";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import { fakeSettings } from "./live-data-support";

type Route = { GET: (request: Request) => Promise<Response> };
type PlatformRoute = {
  GET: (request: Request, context: { params: Promise<{ platform: string }> }) => Promise<Response>;
};
const isCodeforcesHandle = codeforces.handle.isHandle;
const isAtcoderHandle = atcoder.handle.isHandle;
/** `?handle=` read as the API reads it: the handle, or null with the rule's sentence. */
const handleOf = (table: typeof codeforces.handle.query, handle: string) =>
  table.parse(new URLSearchParams({ handle }));
let fake: FakeUpstream;
let dataDir: string;
let routes: Record<"codeforces" | "atcoder" | "leetcode", Route>;

/** Routes built afresh from the environment (the service reads it once per process). */
async function loadRoutes(settings: Record<string, string> = {}) {
  jest.resetModules();
  Object.assign(process.env, settings);
  const { PROGRESS_SERVICE } = await import("@/lib/services/progress");
  forgetProcessWide(PROGRESS_SERVICE);
  const route = (await import("@/app/api/progress/[platform]/route")) as PlatformRoute;
  const at = (platform: string): Route => ({
    GET: (request) => route.GET(request, { params: Promise.resolve({ platform }) }),
  });
  return { codeforces: at("codeforces"), atcoder: at("atcoder"), leetcode: at("leetcode") };
}

beforeAll(async () => {
  fake = await startFakeUpstream();
  dataDir = mkdtempSync(join(tmpdir(), "ch-progress-routes-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CODEFORCES_API_URL: fake.codeforcesUrl,
    ATCODER_PROBLEMS_API_URL: fake.atcoderApiUrl,
    UPSTREAM_TIMEOUT_MS: "2000",
  });
  delete process.env.REDIS_URL;
  // The real pace (a call per 2 s to Codeforces) is tested with the providers; here it would
  // only make the suite slow.
  forgetProcessWide(UPSTREAM_PACERS);
  processWide(UPSTREAM_PACERS, () => UNPACED_ALL);
  routes = await loadRoutes();
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  forgetProcessWide(UPSTREAM_PACERS);
});
beforeEach(() => {
  fake.reset();
  fake.setMode("all", "success");
});

const call = (route: Route, query: string) =>
  route.GET(new Request(`http://localhost/api/progress/x${query}`));

test.each([
  ["codeforces", "active_cf", 1400],
  ["codeforces", "newbie_cf", null],
  ["atcoder", "active_ac", null],
  ["atcoder", "newbie_ac", null],
] as const)(
  "%s ?handle=%s answers the progress, kept five minutes",
  async (name, handle, rating) => {
    const response = await call(routes[name], `?handle=${handle}`);
    expect(response.status).toBe(200);
    // The visitor's browser may keep it; no shared cache (nginx) may keep a handle.
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "asOf",
        "attempted",
        "complete",
        "handle",
        "platform",
        "rating",
        "solved",
        "submissions",
      ].sort(),
    );
    expect(body).toMatchObject({ platform: name, handle, rating, complete: true });
    expect(body.submissions > 0).toBe(handle.startsWith("active"));
    expect(body.solved.length > 0).toBe(handle.startsWith("active"));
    expect([...body.solved].sort()).toEqual(body.solved);
  },
);

test("a handle is trimmed before it is checked and asked", async () => {
  const fresh = await loadRoutes();
  const response = await call(fresh.codeforces, "?handle=%20%20newbie_cf%20");
  expect(response.status).toBe(200);
  expect(fake.requests[0]!.url).toBe("/codeforces/api/user.info?handles=newbie_cf");
});

test.each([
  ["codeforces", "", "A Codeforces handle is 3 to 24 letters, digits or the signs _ - ."],
  ["codeforces", "?handle=", "A Codeforces handle is 3 to 24"],
  ["codeforces", "?handle=ab", "A Codeforces handle is 3 to 24"],
  ["codeforces", `?handle=${"x".repeat(25)}`, "A Codeforces handle is 3 to 24"],
  ["codeforces", "?handle=a%20b", "A Codeforces handle is 3 to 24"],
  ["codeforces", "?handle=..%2Fx", "A Codeforces handle is 3 to 24"],
  ["codeforces", "?handle=h%C3%A9llo", "A Codeforces handle is 3 to 24"],
  ["codeforces", `?handle=${encodeURIComponent("日本語のハンドル")}`, "A Codeforces handle"],
  ["atcoder", "", "An AtCoder username is 3 to 16 letters, digits or the sign _."],
  ["atcoder", "?handle=a.b.c", "An AtCoder username is 3 to 16"],
  ["atcoder", "?handle=has-dash", "An AtCoder username is 3 to 16"],
  ["atcoder", `?handle=${"x".repeat(17)}`, "An AtCoder username is 3 to 16"],
  ["atcoder", "?handle=%00abc", "An AtCoder username is 3 to 16"],
] as const)(
  "%s %s is a 400 naming the rule, and no upstream is asked",
  async (name, query, hint) => {
    const response = await call(routes[name], query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_parameter");
    expect(body.error.fields.handle).toContain(hint);
    expect(fake.requests).toHaveLength(0);
  },
);

test("the rules accept every handle the platforms allow, in the browser as on the server", () => {
  for (const ok of ["abc", "x".repeat(24), "Jiangly.-_9", " tourist "]) {
    expect(isCodeforcesHandle(ok)).toBe(true);
  }
  for (const ok of ["abc", "x".repeat(16), "chokudai_2"]) expect(isAtcoderHandle(ok)).toBe(true);
  expect(isAtcoderHandle("Jiangly.-_9")).toBe(false);
  expect(handleOf(codeforces.handle.query, " a.b ")).toEqual({
    query: { handle: "a.b" },
    problems: {},
  });
  expect(Object.keys(handleOf(atcoder.handle.query, "a.b").problems)).toEqual(["handle"]);
});

test("a platform without handles, or no platform, has no progress to read: 404", async () => {
  for (const response of [
    await call(routes.leetcode, "?handle=someone"),
    await call((await loadRoutes()).leetcode, ""),
  ]) {
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  }
  expect(fake.requests).toHaveLength(0);
});

test("a handle Codeforces does not know is a 404 the visitor can act on, never kept by caches", async () => {
  const response = await call(routes.codeforces, "?handle=unknown_cf");
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("retry-after")).toBeNull();
  expect((await response.json()).error).toEqual({
    code: "unknown_handle",
    message: "There is no Codeforces user called “unknown_cf”. Check the spelling.",
  });
});

test.each([
  ["codeforces", "failing_cf"],
  ["atcoder", "failing_ac"],
] as const)("%s: a failing upstream is a 503 upstream_unavailable", async (name, handle) => {
  const response = await call(routes[name], `?handle=${handle}`);
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("60");
  expect((await response.json()).error.code).toBe("upstream_unavailable");
});

test("too many handles waiting: 503 upstream_busy with Retry-After", async () => {
  const { createProgressService, PROGRESS_SERVICE } = await import("@/lib/services/progress");
  forgetProcessWide(PROGRESS_SERVICE);
  processWide(PROGRESS_SERVICE, () =>
    createProgressService({
      settings: fakeSettings(fake, { UPSTREAM_TIMEOUT_MS: "2000" }),
      maxWaiting: { atcoder: 1 },
    }),
  );
  fake.setDelay(200);
  try {
    const first = call(routes.atcoder, "?handle=newbie_ac");
    const response = await call(routes.atcoder, "?handle=someone_else");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    const { error } = await response.json();
    expect(error).toEqual({
      code: "upstream_busy",
      message: "Too many AtCoder look-ups are waiting right now. Please try again in a minute.",
    });
    expect((await first).status).toBe(200);
  } finally {
    forgetProcessWide(PROGRESS_SERVICE);
  }
});

test("a history over the byte limit is a 503, not a 500", async () => {
  const small = await loadRoutes({ CODEFORCES_USER_MAX_BYTES: "1MB" });
  try {
    const response = await call(small.codeforces, "?handle=active_cf");
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("upstream_unavailable");
    // user.info fitted; the 2.6 MB history did not.
    expect(fake.requests.map((r) => r.url.split("?")[0])).toEqual([
      "/codeforces/api/user.info",
      "/codeforces/api/user.status",
    ]);
  } finally {
    delete process.env.CODEFORCES_USER_MAX_BYTES;
  }
});

test("a 200 MB answer is cut off at the limit: 503, and memory stays bounded", async () => {
  const fresh = await loadRoutes();
  fake.setMode("codeforces", "huge");
  const before = process.memoryUsage();
  const response = await call(fresh.codeforces, "?handle=active_cf");
  const after = process.memoryUsage();
  expect(response.status).toBe(503);
  for (let i = 0; i < 100 && fake.hostile().closedEarly === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { bytesSent, closedEarly } = fake.hostile();
  expect(closedEarly).toBe(1);
  expect(bytesSent).toBeLessThan(64 * 1024 * 1024);
  const grown = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
  expect(grown).toBeLessThan(128 * 1024 * 1024);
});
