/**
 * @jest-environment node
 */
// The problem lists' new filters as our API serves them: every tag with "all" or "any", a custom
// rating range, AtCoder difficulty bands, and "For your level" for a real handle's progress.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Progress } from "@/lib/live-data/progress";
import type { Page } from "@/lib/live-data/types";
import type { AtcoderProblem } from "@/lib/platforms/atcoder";
import type { CodeforcesProblem } from "@/lib/platforms/codeforces";
import { levelBand } from "@/lib/platforms/codeforces/recommend";
import { forgetProcessWide, processWide } from "@/lib/process-wide.mjs";
import { UNPACED_ALL, UPSTREAM_PACERS } from "@/lib/providers/pacer";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";

type Route = { GET: (request: Request) => Promise<Response> };
type PlatformRoute = {
  GET: (request: Request, context: { params: Promise<{ platform: string }> }) => Promise<Response>;
};
/** A [platform] route as Next calls it for one platform's address. */
const at = (route: PlatformRoute, platform: string): Route => ({
  GET: (request) => route.GET(request, { params: Promise.resolve({ platform }) }),
});
let fake: FakeUpstream;
let dataDir: string;
let routes: Record<"codeforces" | "atcoder" | "progress", Route>;

beforeAll(async () => {
  fake = await startFakeUpstream();
  dataDir = mkdtempSync(join(tmpdir(), "ch-practice-routes-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CODEFORCES_API_URL: fake.codeforcesUrl,
    ATCODER_PROBLEMS_URL: fake.atcoderUrl,
    ATCODER_PROBLEMS_API_URL: fake.atcoderApiUrl,
    ATCODER_PROBLEM_MODELS_URL: fake.atcoderModelsUrl,
    UPSTREAM_TIMEOUT_MS: "2000",
  });
  delete process.env.REDIS_URL;
  // Pacing is tested with the providers; here it would only make the suite slow.
  forgetProcessWide(UPSTREAM_PACERS);
  processWide(UPSTREAM_PACERS, () => UNPACED_ALL);
  const { LIVE_DATA_SERVICE } = await import("@/lib/services/live-data");
  const { PROGRESS_SERVICE } = await import("@/lib/services/progress");
  forgetProcessWide(LIVE_DATA_SERVICE);
  forgetProcessWide(PROGRESS_SERVICE);
  const problems = await import("@/app/api/problems/[platform]/route");
  routes = {
    codeforces: at(problems, "codeforces"),
    atcoder: at(problems, "atcoder"),
    progress: at(await import("@/app/api/progress/[platform]/route"), "codeforces"),
  };
});

afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
  forgetProcessWide(UPSTREAM_PACERS);
});

const get = async <T>(route: Route, query: string) => {
  const response = await route.GET(new Request(`http://localhost/api/x${query}`));
  return { status: response.status, body: (await response.json()) as T };
};

/** Every item of a filtered list, page after page. */
async function all<T>(route: Route, query: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { body } = await get<Page<T>>(route, `${query}&page=${page}`);
    items.push(...body.data);
    if (page >= body.totalPages) return items;
  }
}

test("tags match all or any of them, beside the spec's topic", async () => {
  const every = await all<CodeforcesProblem>(
    routes.codeforces,
    "?rating=all&tags=math&tags=greedy",
  );
  const some = await all<CodeforcesProblem>(
    routes.codeforces,
    "?rating=all&tags=math&tags=greedy&match=any",
  );
  expect(every.length).toBeGreaterThan(0);
  expect(some.length).toBeGreaterThan(every.length);
  for (const p of every) expect(p.tags).toEqual(expect.arrayContaining(["math", "greedy"]));
  for (const p of some) expect(p.tags.includes("math") || p.tags.includes("greedy")).toBe(true);
  const withTopic = await all<CodeforcesProblem>(
    routes.codeforces,
    "?rating=all&topic=greedy&tags=math",
  );
  expect(withTopic).toEqual(every);
});

test("a custom range keeps only rated problems inside it, bounds included", async () => {
  const list = await all<CodeforcesProblem>(routes.codeforces, "?rating=custom&min=1200&max=1500");
  expect(list.length).toBeGreaterThan(0);
  for (const p of list) expect(p.rating! >= 1200 && p.rating! <= 1500).toBe(true);
  // Upside down it is the same range, as the page reads it.
  expect(await all(routes.codeforces, "?rating=custom&min=1500&max=1200")).toEqual(list);
});

test.each([
  ["?tags=<script>", "tags"],
  [`?${Array.from({ length: 21 }, (_, i) => `tags=t${i}`).join("&")}`, "tags"],
  ["?match=some", "match"],
  ["?rating=custom&min=5000", "min"],
  ["?view=level", "handle"],
  ["?view=level&handle=a%20b", "handle"],
  ["?view=mine", "view"],
])("%s is a 400 naming %s, and asks no upstream", async (query, field) => {
  fake.reset();
  const { status, body } = await get<{ error: { code: string; fields: Record<string, string> } }>(
    routes.codeforces,
    query,
  );
  expect(status).toBe(400);
  expect(body.error.code).toBe("invalid_parameter");
  expect(Object.keys(body.error.fields)).toContain(field);
  expect(fake.requests.filter((r) => r.url.includes("user."))).toHaveLength(0);
});

test("AtCoder difficulty bands hold only problems of that colour", async () => {
  const green = await all<AtcoderProblem>(routes.atcoder, "?difficulty=green");
  expect(green.length).toBeGreaterThan(0);
  for (const p of green) expect(p.difficulty! >= 800 && p.difficulty! < 1200).toBe(true);
  const everything = await all<AtcoderProblem>(routes.atcoder, "?level=");
  expect(everything.some((p) => p.difficulty === null)).toBe(true);
  expect(everything.some((p) => p.difficulty !== null && p.difficulty < 400)).toBe(true);
  expect(await get(routes.atcoder, "?difficulty=purple")).toMatchObject({ status: 400 });
});

test("For your level: ten a page, only unsolved problems inside the handle's band", async () => {
  const { body: progress } = await get<Progress>(routes.progress, "?handle=active_cf");
  const band = levelBand(progress.rating);
  const solved = new Set(progress.solved);
  const picks = await all<CodeforcesProblem>(routes.codeforces, "?view=level&handle=active_cf");
  const first = await get<Page<CodeforcesProblem>>(
    routes.codeforces,
    "?view=level&handle=active_cf",
  );
  expect(first.body.pageSize).toBe(10);
  expect(first.body.data).toHaveLength(10);
  expect(picks.length).toBeGreaterThan(10);
  for (const p of picks) {
    expect(p.rating! >= band.min && p.rating! <= band.max).toBe(true);
    expect(solved.has(`${p.contestId}${p.index}`)).toBe(false);
  }
  // Every unsolved problem of the band is among them, each once.
  const archive = await all<CodeforcesProblem>(routes.codeforces, "?rating=all");
  const expected = archive.filter(
    (p) =>
      p.rating !== null &&
      p.rating >= band.min &&
      p.rating <= band.max &&
      !solved.has(`${p.contestId}${p.index}`),
  );
  const key = (p: CodeforcesProblem) => `${p.contestId}${p.index}`;
  expect(picks.map(key).sort()).toEqual(expected.map(key).sort());
  const response = await routes.codeforces.GET(
    new Request("http://localhost/api/x?view=level&handle=active_cf"),
  );
  expect(response.headers.get("cache-control")).toBe("private, max-age=300");
  // The same order on a second visit the same day.
  const again = await get<Page<CodeforcesProblem>>(
    routes.codeforces,
    "?view=level&handle=active_cf",
  );
  expect(again.body.data.map(key)).toEqual(first.body.data.map(key));
});

test("For your level of a new, unrated handle is 800–1200; of an unknown one a 404", async () => {
  const picks = await all<CodeforcesProblem>(routes.codeforces, "?view=level&handle=newbie_cf");
  expect(picks.length).toBeGreaterThan(0);
  for (const p of picks) expect(p.rating! >= 800 && p.rating! <= 1200).toBe(true);
  const unknown = await get<{ error: { code: string } }>(
    routes.codeforces,
    "?view=level&handle=unknown_cf",
  );
  expect(unknown.status).toBe(404);
  expect(unknown.body.error.code).toBe("unknown_handle");
});
