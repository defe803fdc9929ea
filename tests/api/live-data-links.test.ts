/**
 * @jest-environment node
 */
// Only web links leave upstream data: a contest whose clist link is javascript:, data:,
// vbscript:, file: (or a disguised form) is kept without a link, in the provider, in the API's
// answer and in its .ics file, and so is one from a copy saved before the rule existed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Contest } from "@/lib/platforms/contests";
import { forgetProcessWide } from "@/lib/process-wide.mjs";
import { fetchClistContests } from "@/lib/platforms/contests/source";
import { NOT_WEB_LINKS } from "../support/fake-upstream-links";
import { defaultMaxBytes } from "./live-data-support";

const GOOD = "https://codeforces.com/contests/2100";
const HOUR = 3_600_000;
const clistTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** One upcoming contest per link; id 1 has a good link, id 2 none at all, id 3 a null. */
function contests() {
  const now = Date.now();
  const hrefs: unknown[] = [GOOD, undefined, null, ...NOT_WEB_LINKS.map(([, link]) => link)];
  return hrefs.map((href, i) => ({
    id: i + 1,
    event: `Contest ${i + 1}`,
    host: "example.com",
    ...(href !== undefined && { href }),
    start: clistTime(now + HOUR + i * 60_000),
    end: clistTime(now + 3 * HOUR + i * 60_000),
    duration: 7200,
  }));
}
const HOSTILE_IDS = NOT_WEB_LINKS.map((_, i) => i + 4);

let server: Server;
let clistUrl: string;
let dataDir: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ meta: {}, objects: contests() }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  clistUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("the provider keeps every contest and drops each link that is not http(s)", async () => {
  const list = await fetchClistContests({
    baseUrl: clistUrl,
    credentials: { username: "u", apiKey: "k" },
    maxBytes: defaultMaxBytes().clist,
  });
  expect(list.map((c) => c.id).sort((a, b) => a - b)).toEqual(contests().map((c) => c.id));
  const byId = new Map(list.map((c) => [c.id, c]));
  expect(byId.get(1)?.url).toBe(GOOD);
  for (const id of [2, 3, ...HOSTILE_IDS]) expect(byId.get(id)?.url).toBeNull();
});

/** The contest routes on a fresh service reading clist from `url`, with `dataDir` as DATA_DIR. */
async function routes() {
  jest.resetModules();
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CLIST_API_URL: clistUrl,
    CLIST_USERNAME: "links-user",
    CLIST_API_KEY: "links-key",
  });
  delete process.env.REDIS_URL;
  forgetProcessWide((await import("@/lib/services/live-data")).LIVE_DATA_SERVICE);
  const list = await import("@/app/api/contests/route");
  const ics = await import("@/app/api/contests/[id]/calendar.ics/route");
  return {
    contests: async (): Promise<{ body: string; data: Contest[] }> => {
      const body = await (await list.GET(new Request("http://localhost/api/contests"))).text();
      return { body, data: JSON.parse(body).data };
    },
    calendar: async (id: number) => {
      const response = await ics.GET(new Request("http://localhost/"), {
        params: Promise.resolve({ id: String(id) }),
      });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/\r\n /g, "").split("\r\n");
    },
  };
}

const NOT_WEB = /(javascript|vbscript|data|file)\s*:/i;

test("a visitor's API answer and .ics files carry no link but http(s)", async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ch-live-links-"));
  const api = await routes();
  const { body, data } = await api.contests();
  expect(data).toHaveLength(contests().length);
  expect(data.find((c) => c.id === 1)?.url).toBe(GOOD);
  for (const id of HOSTILE_IDS) expect(data.find((c) => c.id === id)?.url).toBeNull();
  expect(body).not.toMatch(NOT_WEB);
  expect(await api.calendar(1)).toContain(`URL;VALUE=URI:${GOOD}`);
  for (const id of [2, ...HOSTILE_IDS]) {
    const lines = await api.calendar(id);
    expect(lines.some((l) => l.startsWith("URL"))).toBe(false);
    expect(lines).toContain(`DESCRIPTION:Contest ${id} on example.com.`);
    expect(lines.join("\n")).not.toMatch(NOT_WEB);
  }
});

test("a copy saved before the rule existed is served without its bad links", async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ch-live-links-saved-"));
  const saved = contests().map((c) => ({
    ...c,
    event: `Saved ${c.event}`,
    start: `${c.start}.000Z`,
    end: `${c.end}.000Z`,
    url: c.href ?? "javascript:alert('saved')",
  }));
  mkdirSync(join(dataDir, "cache"), { recursive: true });
  writeFileSync(
    join(dataDir, "cache", "contests.json"),
    JSON.stringify({ asOf: new Date().toISOString(), data: saved }),
  );
  const api = await routes();
  const { body, data } = await api.contests();
  expect(data).toHaveLength(saved.length);
  expect(data.every((c) => c.event.startsWith("Saved "))).toBe(true); // the saved copy, not a fetch
  expect(body).not.toMatch(NOT_WEB);
  expect(data.find((c) => c.id === 1)?.url).toBe(GOOD);
  const lines = await api.calendar(2);
  expect(lines.some((l) => l.startsWith("URL"))).toBe(false);
});

test("problem links are built on the judges' own sites, whatever ids an upstream sends", async () => {
  const { atcoderProblemUrl } = await import("@/lib/platforms/atcoder/source");
  const { codeforcesProblemUrl } = await import("@/lib/platforms/codeforces/source");
  const { leetcodeProblemUrl } = await import("@/lib/platforms/leetcode/source");
  const { webLink } = await import("@/lib/live-data/links");
  for (const [, hostile] of NOT_WEB_LINKS.filter(([, link]) => link !== "")) {
    for (const url of [
      codeforcesProblemUrl(1, hostile),
      atcoderProblemUrl(hostile, hostile),
      leetcodeProblemUrl(hostile),
    ]) {
      expect(webLink(url)).toBe(url);
      expect(url).toMatch(/^https:\/\/(codeforces\.com|atcoder\.jp|leetcode\.com)\//);
    }
  }
});

test("an id no link can be built from (a lone surrogate) drops its item, not the refresh", async () => {
  const { fetchAtcoderProblems } = await import("@/lib/platforms/atcoder/source");
  const answer = [
    { id: "abc001_a", contest_id: "abc001", title: "A. Good" },
    { id: "abc001_\ud800", contest_id: "abc001", title: "B. Broken" },
    { id: "abc001_c", contest_id: "abc\udc00", title: "C. Broken" },
  ];
  const one = createServer((_req, res) => res.end(JSON.stringify(answer)));
  await new Promise<void>((resolve) => one.listen(0, "127.0.0.1", resolve));
  try {
    const problems = await fetchAtcoderProblems({
      url: `http://127.0.0.1:${(one.address() as AddressInfo).port}/`,
      maxBytes: defaultMaxBytes().atcoder,
    });
    expect(problems.map((p) => p.url)).toEqual([
      "https://atcoder.jp/contests/abc001/tasks/abc001_a",
    ]);
  } finally {
    await new Promise((resolve) => one.close(resolve));
  }
});
