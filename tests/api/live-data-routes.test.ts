/**
 * @jest-environment node
 */
// The live data routes as a visitor's browser calls them: answers, 400s, 503s, the .ics file,
// and the clist key kept out of every answer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { forgetProcessWide } from "@/lib/process-wide.mjs";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";

const KEY = "route-test-secret-key-7f3a";
let fake: FakeUpstream;
let dataDir: string;
type Route = { GET: (request: Request) => Promise<Response> };
type IcsRoute = {
  GET: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
};
type ProblemsRoute = {
  GET: (request: Request, context: { params: Promise<{ platform: string }> }) => Promise<Response>;
};
let routes: Record<"contests" | "codeforces" | "atcoder" | "leetcode", Route> & { ics: IcsRoute };

/** The one problems route, as Next calls it for one platform's address. */
const problemsAt = (route: ProblemsRoute, platform: string): Route => ({
  GET: (request) => route.GET(request, { params: Promise.resolve({ platform }) }),
});

beforeAll(async () => {
  fake = await startFakeUpstream({ clistUsername: "route-user", clistApiKey: KEY });
  dataDir = mkdtempSync(join(tmpdir(), "ch-live-routes-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CODEFORCES_API_URL: fake.codeforcesUrl,
    ATCODER_PROBLEMS_URL: fake.atcoderUrl,
    ATCODER_PROBLEM_MODELS_URL: fake.atcoderModelsUrl,
    ATCODER_PROBLEMS_API_URL: fake.atcoderApiUrl,
    CLIST_API_URL: fake.clistUrl,
    CLIST_USERNAME: "route-user",
    CLIST_API_KEY: KEY,
    UPSTREAM_TIMEOUT_MS: "500",
  });
  delete process.env.REDIS_URL;
  const problems = await import("@/app/api/problems/[platform]/route");
  routes = {
    contests: await import("@/app/api/contests/route"),
    codeforces: problemsAt(problems, "codeforces"),
    atcoder: problemsAt(problems, "atcoder"),
    leetcode: problemsAt(problems, "leetcode"),
    ics: await import("@/app/api/contests/[id]/calendar.ics/route"),
  };
});

afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (route: Route, query = "") => route.GET(new Request(`http://localhost/api/x${query}`));

test.each([
  ["codeforces", "?rating=800-1000&topic=dp&page=1", 20],
  ["atcoder", "?level=A&type=abc&page=1", 30],
  ["leetcode", "?rating=0-1000&sort=asc&page=1", 30],
  ["contests", "?q=", 48],
] as const)("%s answers one page with a public Cache-Control", async (name, query, pageSize) => {
  const response = await call(routes[name], query);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe(
    "public, max-age=60, stale-while-revalidate=600, stale-if-error=86400",
  );
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual([
    "asOf",
    "data",
    "page",
    "pageSize",
    "total",
    "totalPages",
  ]);
  expect(body.pageSize).toBe(pageSize);
  expect(body.data.length).toBeGreaterThan(0);
  expect(Number.isNaN(Date.parse(body.asOf))).toBe(false);
});

test.each([
  ["codeforces", "?rating=900-1000", "rating", "800-1000"],
  ["codeforces", "?topic=graphs", "topic", "graph"],
  ["codeforces", "?page=0", "page", "whole number"],
  ["atcoder", "?level=G", "level", "F"],
  ["atcoder", "?type=abd", "type", "agc"],
  ["leetcode", "?sort=up", "sort", "desc"],
  ["leetcode", "?page=abc", "page", "whole number"],
  ["contests", `?q=${"x".repeat(101)}`, "q", "100"],
] as const)("%s%s is a 400 naming the parameter", async (name, query, field, hint) => {
  const response = await call(routes[name], query);
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe("invalid_parameter");
  expect(body.error.fields[field]).toContain(hint);
  expect(body.error.message).toContain(`"${field}"`);
});

test("an address that is no platform's is a 404 in our error shape", async () => {
  const problems = await import("@/app/api/problems/[platform]/route");
  for (const name of ["hackerrank", "Codeforces", "contests"]) {
    const response = await problemsAt(problems, name).GET(new Request("http://localhost/"));
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  }
});

test("a page past the end is an empty list, not an error", async () => {
  const response = await call(routes.atcoder, "?page=500");
  expect(response.status).toBe(200);
  expect((await response.json()).data).toEqual([]);
});

test("the clist key is sent in the header only and never appears in an answer", async () => {
  const bodies = await Promise.all(
    [call(routes.contests), call(routes.leetcode, "?sort=desc")].map(async (r) => (await r).text()),
  );
  for (const body of bodies) expect(body).not.toContain(KEY);
  const clist = fake.requests.filter((r) => r.source === "clist");
  expect(clist.length).toBeGreaterThan(0);
  for (const r of clist) {
    expect(r.url).not.toContain(KEY);
    expect(r.authorization).toBe(`ApiKey route-user:${KEY}`);
  }
});

test("an upcoming contest downloads as an iCalendar file", async () => {
  const { data } = await (await call(routes.contests)).json();
  const contest = data[0];
  const response = await routes.ics.GET(new Request("http://localhost/"), {
    params: Promise.resolve({ id: String(contest.id) }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/calendar");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="contest-\d+\.ics"$/,
  );
  const text = await response.text();
  expect(text.split("\r\n")).toEqual(
    expect.arrayContaining(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VCALENDAR"]),
  );
  expect(text).toContain(`UID:contest-${contest.id}@`);
  const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, "");
  expect(text).toContain(`DTSTART:${stamp(contest.start)}`);
  expect(text).toContain(`DTEND:${stamp(contest.end)}`);
  expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  expect(text.replace(/\r\n /g, "")).toContain(`URL;VALUE=URI:${contest.url}`);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
  const missing = await routes.ics.GET(new Request("http://localhost/"), {
    params: Promise.resolve({ id: "1" }),
  });
  expect(missing.status).toBe(404);
});

test("with the upstream down and nothing saved: 503 upstream_unavailable in our error shape", async () => {
  jest.resetModules();
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "ch-live-routes-empty-"));
  forgetProcessWide((await import("@/lib/services/live-data")).LIVE_DATA_SERVICE);
  fake.setMode("codeforces", "500");
  try {
    const fresh = problemsAt(await import("@/app/api/problems/[platform]/route"), "codeforces");
    const response = await fresh.GET(new Request("http://localhost/api/problems/codeforces"));
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("upstream_unavailable");
  } finally {
    fake.setMode("codeforces", "success");
    rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  }
});

test("without clist credentials: 503 not_configured", async () => {
  jest.resetModules();
  delete process.env.CLIST_API_KEY;
  forgetProcessWide((await import("@/lib/services/live-data")).LIVE_DATA_SERVICE);
  const fresh = await import("@/app/api/contests/route");
  const response = await fresh.GET(new Request("http://localhost/api/contests"));
  expect(response.status).toBe(503);
  const body = await response.json();
  expect(body.error.code).toBe("not_configured");
});
