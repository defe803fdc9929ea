/**
 * @jest-environment node
 */
// The live data service against the fake upstream serving real (trimmed) answers: every list
// rule of the four lists. The cache's behaviour is in live-data-cache.test.ts.
import { LiveDataNotConfiguredError } from "@/lib/live-data/errors";
import type { AtcoderProblem } from "@/lib/platforms/atcoder";
import type { CodeforcesProblem } from "@/lib/platforms/codeforces";
import { fetchLeetcodeProblems } from "@/lib/platforms/leetcode/source";
import type { LeetcodeProblem } from "@/lib/platforms/leetcode";
import type { Page } from "@/lib/live-data/types";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import {
  at,
  cf,
  collect,
  defaultMaxBytes,
  lc,
  serviceFor,
  type ServiceOptions,
  type TestService,
} from "./live-data-support";

let fake: FakeUpstream;

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.setMode("all", "success");
  fake.reset();
});

const service = (options: ServiceOptions = {}) => {
  const live = serviceFor(fake, options);
  // Each list's page in its own row shape.
  return {
    ...live,
    getCodeforcesPage: (q: ReturnType<typeof cf>) =>
      live.page("codeforces", q) as Promise<Page<CodeforcesProblem>>,
    getAtcoderPage: (q: ReturnType<typeof at>) =>
      live.page("atcoder", q) as Promise<Page<AtcoderProblem>>,
    getLeetcodePage: (q: ReturnType<typeof lc>) =>
      live.page("leetcode", q) as Promise<Page<LeetcodeProblem>>,
  };
};
type LiveDataService = ReturnType<typeof service> & TestService;

describe("Codeforces list", () => {
  let live: LiveDataService;
  beforeAll(() => {
    live = service();
  });

  test("default 800–2000: only rated problems inside the range, newest contest first", async () => {
    const all = await live.getCodeforcesPage({ ...cf(), page: 1 });
    expect(all.pageSize).toBe(20);
    expect(all.data).toHaveLength(20);
    const everything = await collect((page) => live.getCodeforcesPage({ ...cf(), page }));
    expect(everything.length).toBe(all.total);
    for (const p of everything) expect(p.rating).not.toBeNull();
    for (const p of everything) expect(p.rating! >= 800 && p.rating! <= 2000).toBe(true);
    for (let i = 1; i < everything.length; i++) {
      const [a, b] = [everything[i - 1]!, everything[i]!];
      expect(a.contestId > b.contestId || (a.contestId === b.contestId && a.index < b.index)).toBe(
        true,
      );
    }
    expect(all.data[0]!.url).toBe(
      `https://codeforces.com/problemset/problem/${all.data[0]!.contestId}/${all.data[0]!.index}`,
    );
  });

  test.each([
    ["800-1000", 800, 1000],
    ["1000-1500", 1000, 1500],
    ["1500-2000", 1500, 2000],
  ])("rating %s keeps bounds inclusive", async (rating, min, max) => {
    const list = await collect((page) =>
      live.getCodeforcesPage(cf({ rating, page: String(page) })),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.rating !== null && p.rating >= min && p.rating <= max)).toBe(true);
    expect(list.some((p) => p.rating === min || p.rating === max)).toBe(true);
  });

  test('"all" is the only option listing unrated problems', async () => {
    const list = await collect((page) =>
      live.getCodeforcesPage(cf({ rating: "all", page: String(page) })),
    );
    expect(list.some((p) => p.rating === null)).toBe(true);
    expect(list).toHaveLength(315);
  });

  test.each([
    ["dp", "dp"],
    ["graph", "graphs"],
    ["greedy", "greedy"],
    ["sortings", "sortings"],
  ])("topic %s lists problems tagged %s", async (topic, tag) => {
    const list = await collect((page) => live.getCodeforcesPage(cf({ topic, page: String(page) })));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.tags.includes(tag))).toBe(true);
  });

  test("duplicate tags are listed once; page past the end is empty", async () => {
    const list = await collect((page) =>
      live.getCodeforcesPage(cf({ rating: "all", page: String(page) })),
    );
    const p2087 = list.filter((p) => p.contestId === 2087);
    expect(p2087.length).toBeGreaterThan(0);
    for (const p of p2087) expect(new Set(p.tags).size).toBe(p.tags.length);
    const past = await live.getCodeforcesPage(cf({ page: "999" }));
    expect(past.data).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });
});

describe("AtCoder list", () => {
  let live: LiveDataService;
  beforeAll(() => {
    live = service();
  });

  test("titles outside the allowed characters are left out; urls use contest_id", async () => {
    const list = await collect((page) => live.getAtcoderPage(at({ page: String(page) })));
    expect(list).toHaveLength(61);
    expect(list.every((p) => /^[A-Za-z0-9 .,!?'"()_-]*$/.test(p.title))).toBe(true);
    const degwer = list.find((p) => p.id === "1202Contest_a");
    expect(degwer?.url).toBe("https://atcoder.jp/contests/DEGwer2023/tasks/1202Contest_a");
    expect((await live.getAtcoderPage(at())).pageSize).toBe(30);
  });

  test("level, type, and both together", async () => {
    const levelA = await collect((page) =>
      live.getAtcoderPage(at({ level: "a", page: String(page) })),
    );
    expect(levelA.length).toBeGreaterThan(0);
    expect(levelA.every((p) => p.id.toLowerCase().endsWith("a"))).toBe(true);
    const arc = await collect((page) =>
      live.getAtcoderPage(at({ type: "arc", page: String(page) })),
    );
    expect(arc.length).toBeGreaterThan(0);
    expect(arc.every((p) => p.contest_id.includes("arc"))).toBe(true);
    const both = await collect((page) =>
      live.getAtcoderPage(at({ level: "B", type: "abc", page: String(page) })),
    );
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => p.contest_id.includes("abc") && p.id.endsWith("b"))).toBe(true);
  });

  test("the 2019 shape (title only) is read too", async () => {
    const legacy = service({ settings: { ATCODER_PROBLEMS_URL: fake.atcoderLegacyUrl } });
    const page = await legacy.getAtcoderPage(at());
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.data.every(
        (p) => p.title.length > 0 && p.url.startsWith("https://atcoder.jp/contests/"),
      ),
    ).toBe(true);
  });
});

describe("LeetCode list", () => {
  test("pages through clist with offset, key only in the header", async () => {
    const page = await service().getLeetcodePage(lc());
    expect(page.total).toBe(79);
    expect(page.pageSize).toBe(30);
    // 79 rows in pages of 20, as the list's source reads them (the server's pages are 500).
    fake.reset();
    const credentials = { username: "fake-user", apiKey: "fake-key" };
    const rows = await fetchLeetcodeProblems({
      baseUrl: fake.clistUrl,
      credentials,
      maxBytes: defaultMaxBytes().clist,
      pageLimit: 20,
    });
    expect(rows).toHaveLength(79);
    const clist = fake.requests.filter((r) => r.source === "clist");
    expect(clist.map((r) => new URL(r.url, fake.url).searchParams.get("offset"))).toEqual([
      "0",
      "20",
      "40",
      "60",
    ]);
    for (const r of clist) {
      expect(r.authorization).toBe("ApiKey fake-user:fake-key");
      expect(r.url).not.toContain("fake-key");
    }
  });

  test("the cap stops paging", async () => {
    const live = service({ settings: { LEETCODE_FETCH_CAP: "30" } });
    expect((await live.getLeetcodePage(lc())).total).toBe(30);
  });

  test("ranges inclusive, sorted both ways, badges, trimmed names", async () => {
    const live = service();
    const asc = await collect((page) => live.getLeetcodePage(lc({ page: String(page) })));
    const ratings = asc.map((p) => p.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    const desc = await collect((page) =>
      live.getLeetcodePage(lc({ sort: "desc", page: String(page) })),
    );
    expect(desc.map((p) => p.rating ?? 0)).toEqual([...ratings].reverse().sort((a, b) => b - a));
    for (const p of asc) {
      const r = p.rating ?? 0;
      expect(p.difficulty).toBe(r < 1000 ? "easy" : r < 2000 ? "medium" : "hard");
      expect(p.name).toBe(p.name.trim());
      expect(p.url).toBe(`https://leetcode.com/problems/${p.slug}/`);
    }
    const mid = await collect((page) =>
      live.getLeetcodePage(lc({ rating: "1000-2000", page: String(page) })),
    );
    expect(mid.length).toBeGreaterThan(0);
    expect(mid.every((p) => (p.rating ?? 0) >= 1000 && (p.rating ?? 0) <= 2000)).toBe(true);
  });

  test("without clist credentials contests and LeetCode are 'not configured'", async () => {
    const live = service({ settings: { CLIST_USERNAME: "", CLIST_API_KEY: "" } });
    await expect(live.getLeetcodePage(lc())).rejects.toBeInstanceOf(LiveDataNotConfiguredError);
    await expect(live.contests({ q: "" })).rejects.toBeInstanceOf(LiveDataNotConfiguredError);
    expect(fake.count("clist")).toBe(0);
  });
});

describe("contests", () => {
  test("upcoming only, UTC with Z, soonest first, search by event or host", async () => {
    const live = service();
    const page = await live.contests({ q: "" });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThanOrEqual(48);
    for (const c of page.data) {
      expect(c.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(c.end)).toBeGreaterThan(Date.now());
    }
    const starts = page.data.map((c) => c.start);
    expect(starts).toEqual([...starts].sort());
    const kaggle = await live.contests({ q: "KAGGLE" });
    expect(kaggle.total).toBeGreaterThan(0);
    expect(kaggle.data.every((c) => /kaggle/i.test(c.host) || /kaggle/i.test(c.event))).toBe(true);
    expect((await live.contests({ q: "no such contest anywhere" })).data).toEqual([]);
  });
});
