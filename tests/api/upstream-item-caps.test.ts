/**
 * @jest-environment node
 */
// Item caps: an upstream that sends far more items than asked for (or than it has ever had) is
// cut to the cap, and one log line says how many were dropped.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { log } from "@/lib/log.mjs";
import { ATCODER_MAX_PROBLEMS, fetchAtcoderProblems } from "@/lib/platforms/atcoder/source";
import {
  CODEFORCES_MAX_PROBLEMS,
  fetchCodeforcesProblems,
} from "@/lib/platforms/codeforces/source";
import { CONTEST_FETCH_LIMIT, fetchClistContests } from "@/lib/platforms/contests/source";
import { fetchLeetcodeProblems } from "@/lib/platforms/leetcode/source";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import { fixture } from "../support/fake-upstream-fixtures";
import { at, cf, defaultMaxBytes, serviceFor } from "./live-data-support";

let fake: FakeUpstream;
const maxBytes = defaultMaxBytes();
const credentials = { username: "fake-user", apiKey: "fake-key" };
let warn: jest.SpiedFunction<typeof log.warn>;

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setMode("all", "success");
  fake.reset();
  warn = jest.spyOn(log, "warn");
});
afterEach(() => warn.mockRestore());

/** The fields of the "longer than its cap" log line about `list`. */
function capLine(list: string) {
  const line = warn.mock.calls.find(
    ([fields, message]) =>
      (fields as { list?: string }).list === list && String(message).includes("cap"),
  );
  return line?.[0] as { received: number; kept: number; dropped: number } | undefined;
}

test(`clist sends 1,000 contests for a request of ${CONTEST_FETCH_LIMIT}: ${CONTEST_FETCH_LIMIT} are kept`, async () => {
  fake.setMode("clist", "flood", { items: 1_000 });
  const contests = await fetchClistContests({
    baseUrl: fake.clistUrl,
    credentials,
    maxBytes: maxBytes.clist,
  });
  expect(contests).toHaveLength(CONTEST_FETCH_LIMIT);
  expect(new Set(contests.map((c) => c.id)).size).toBe(CONTEST_FETCH_LIMIT);
  expect(capLine("contests")).toEqual({
    list: "contests",
    received: 1_000,
    kept: CONTEST_FETCH_LIMIT,
    dropped: 1_000 - CONTEST_FETCH_LIMIT,
  });
  // And a visitor's list holds no more either.
  const page = await serviceFor(fake).contests({ q: "" });
  expect(page.total).toBe(CONTEST_FETCH_LIMIT);
});

test("Codeforces sends more problems than its cap: the cap is kept and the rest logged", async () => {
  const sentCount = CODEFORCES_MAX_PROBLEMS + 1_234;
  fake.setMode("codeforces", "flood", { items: sentCount });
  const problems = await fetchCodeforcesProblems({
    baseUrl: fake.codeforcesUrl,
    maxBytes: maxBytes.codeforces,
    timeoutMs: 20_000,
  });
  expect(problems).toHaveLength(CODEFORCES_MAX_PROBLEMS);
  expect(capLine("codeforces")).toMatchObject({ received: sentCount, dropped: 1_234 });
});

test("AtCoder Problems sends more problems than its cap: the cap is kept and the rest logged", async () => {
  const sentCount = ATCODER_MAX_PROBLEMS + 777;
  fake.setMode("atcoder", "flood", { items: sentCount });
  const problems = await fetchAtcoderProblems({
    url: fake.atcoderUrl,
    maxBytes: maxBytes.atcoder,
    timeoutMs: 20_000,
  });
  expect(problems).toHaveLength(ATCODER_MAX_PROBLEMS);
  expect(capLine("atcoder")).toMatchObject({ received: sentCount, dropped: 777 });
});

test("the caps leave today's real answers whole: every problem of the full real lists is kept", async () => {
  const real = await startFakeUpstream({ codeforces: "full" });
  try {
    const cfAnswer = JSON.parse(
      gunzipSync(fixture("codeforces-problemset-full.json.gz")).toString(),
    );
    const withContest = (cfAnswer.result.problems as { contestId?: number }[]).filter(
      (p) => p.contestId !== undefined,
    ).length;
    const live = serviceFor(real, { settings: { UPSTREAM_TIMEOUT_MS: "10000" } });
    const codeforces = await live.page("codeforces", cf({ rating: "all" }));
    expect(codeforces.total).toBe(withContest);
    expect((await live.page("atcoder", at())).total).toBeGreaterThan(0);
    // 10,348 and 8,597 problems today: both well inside their caps, so nothing was cut.
    for (const list of ["codeforces", "atcoder"]) expect(capLine(list)).toBeUndefined();
    expect(cfAnswer.result.problems.length * 4).toBeLessThan(CODEFORCES_MAX_PROBLEMS);
  } finally {
    await real.close();
  }
});

describe("LeetCode pages", () => {
  let server: Server;
  let asked: number[] = [];
  beforeAll(async () => {
    // Ignores `limit` and answers 100 rows for every page.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      asked.push(Number(url.searchParams.get("limit")));
      const offset = Number(url.searchParams.get("offset"));
      const objects = Array.from({ length: 100 }, (_, i) => ({
        id: offset * 1000 + i,
        name: `Problem ${offset}-${i}`,
        slug: `problem-${offset}-${i}`,
        rating: 1500,
      }));
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ meta: {}, objects }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("a page longer than asked for adds only what was asked; the whole list stops at its cap", async () => {
    asked = [];
    const { port } = server.address() as AddressInfo;
    const problems = await fetchLeetcodeProblems({
      baseUrl: `http://127.0.0.1:${port}`,
      credentials,
      maxBytes: maxBytes.clist,
      pageLimit: 20,
      cap: 50,
    });
    expect(problems).toHaveLength(50);
    expect(asked).toEqual([20, 20, 10]);
    expect(capLine("leetcode")).toMatchObject({ received: 100, kept: 20, dropped: 80 });
  });
});
