import {
  contestMatches,
  formatDuration,
  formatIst,
  isRunning,
} from "@/components/learning/live-format";
import {
  apiUrlOf,
  definitionOf,
  randomPosition,
  rowsOf,
  searchFor,
  withFilter,
} from "@/components/learning/problem-platforms";
import {
  createSolvedExport,
  exportFileName,
  IMPORT_MESSAGES,
  mergeSolved,
  parseSolvedImport,
  parseStoredSolved,
  serialiseSolved,
  toggleSolved,
} from "@/components/learning/solved-store";
import { LOCALES } from "@/lib/i18n/locales";
import { type PlatformId, PLATFORMS, platformOrThrow } from "@/lib/platforms/registry";
import type { BrowserQuery } from "@/lib/platforms/types";

/** A platform's filters as a page reads them from an address (defaults for the rest). */
const readFilters = (
  id: PlatformId,
  params: URLSearchParams | Record<string, string> | null,
): BrowserQuery => platformOrThrow(id).query.read(params);

describe("India time and contest durations", () => {
  it("shows a UTC time in IST with weekday and date, crossing midnight", () => {
    expect(formatIst("2026-08-29T14:35:00Z")).toBe("Sat, 29 Aug 2026, 20:05 IST");
    expect(formatIst("2026-12-31T20:00:00Z")).toBe("Fri, 1 Jan 2027, 01:30 IST");
  });

  it("rounds durations to whole hours, and shows under an hour in minutes", () => {
    expect(formatDuration(7200)).toBe("2 hours");
    expect(formatDuration(5400)).toBe("2 hours");
    expect(formatDuration(5399)).toBe("1 hour");
    expect(formatDuration(3600)).toBe("1 hour");
    expect(formatDuration(2700)).toBe("45 minutes");
    expect(formatDuration(31_536_000)).toBe("8,760 hours");
    // The Hindi page: the same numbers, in Hindi words.
    expect(formatDuration(3600, "hi")).toBe("1 घंटा");
    expect(formatDuration(7200, "hi")).toBe("2 घंटे");
    expect(formatDuration(2700, "hi")).toBe("45 मिनट");
  });

  it("marks a contest live between its start and end only", () => {
    const contest = { start: "2026-08-29T14:00:00Z", end: "2026-08-29T16:00:00Z" };
    expect(isRunning(contest, Date.parse("2026-08-29T13:59:59Z"))).toBe(false);
    expect(isRunning(contest, Date.parse("2026-08-29T14:00:00Z"))).toBe(true);
    expect(isRunning(contest, Date.parse("2026-08-29T16:00:00Z"))).toBe(false);
  });

  it("searches event names and hosts, ignoring letter case and outer spaces", () => {
    const contest = { event: "Codeforces Round 1042 (Div. 2)", host: "codeforces.com" };
    expect(contestMatches(contest, "  ROUND 1042 ")).toBe(true);
    expect(contestMatches(contest, "CODEFORCES.COM")).toBe(true);
    expect(contestMatches(contest, "atcoder")).toBe(false);
    expect(contestMatches(contest, "")).toBe(true);
  });
});

describe("filters in the URL", () => {
  it("reads the URL's filters and falls back to the default for values that are not offered", () => {
    expect(
      readFilters("codeforces", new URLSearchParams("rating=1000-1500&topic=dp&page=3")),
    ).toMatchObject({ rating: "1000-1500", topic: "dp", page: 3, tags: [], match: "all" });
    expect(
      readFilters("codeforces", new URLSearchParams("rating=9000&topic=dp&page=zero")),
    ).toMatchObject({ rating: "800-2000", topic: "dp", page: 1 });
    expect(readFilters("atcoder", { level: "c", type: "ABC" })).toMatchObject({
      level: "C",
      type: "abc",
      difficulty: "",
      page: 1,
    });
    expect(
      readFilters(
        "codeforces",
        new URLSearchParams("tags=Greedy&tags=binary search&tags=greedy&match=any"),
      ),
    ).toMatchObject({ tags: ["binary search", "greedy"], match: "any" });
    // One tag that is not a tag refuses the list, as the API does.
    expect(readFilters("codeforces", new URLSearchParams("tags=dp&tags=<b>")).tags).toEqual([]);
  });

  it("writes only what differs from the defaults, so the plain address is the first page", () => {
    expect(searchFor("codeforces", readFilters("codeforces", null))).toBe("");
    expect(searchFor("leetcode", { rating: "2000-3000", sort: "desc", page: 2 })).toBe(
      "?rating=2000-3000&sort=desc&page=2",
    );
    expect(apiUrlOf("atcoder", { ...readFilters("atcoder", null), level: "D", type: "arc" })).toBe(
      "/api/problems/atcoder?level=D&type=arc",
    );
  });

  it("keeps the handle out of the list's address except in the For your level view", () => {
    const query = readFilters("codeforces", new URLSearchParams("handle=tourist&topic=dp"));
    expect(searchFor("codeforces", query)).toBe("?topic=dp&handle=tourist");
    expect(apiUrlOf("codeforces", query)).toBe("/api/problems/codeforces?topic=dp");
    expect(apiUrlOf("codeforces", { ...query, view: "level" })).toBe(
      "/api/problems/codeforces?topic=dp&view=level&handle=tourist",
    );
  });

  it("goes back to page 1 when a filter changes", () => {
    expect(withFilter({ rating: "800-1000", topic: "all", page: 7 }, "topic", "greedy")).toEqual({
      rating: "800-1000",
      topic: "greedy",
      page: 1,
    });
  });

  it("offers every filter value the address and the API accept, with the default 800–2000 visible", () => {
    for (const [id, platform] of PLATFORMS.flatMap(({ id }) =>
      LOCALES.map((locale) => [id, definitionOf(id, locale)] as const),
    )) {
      const parsers = platformOrThrow(id).query.parsers as Record<
        string,
        { parse: (v: string) => unknown }
      >;
      for (const filter of platform.filters) {
        for (const option of filter.options) {
          if (option.value === "") continue; // blank: the default
          expect(parsers[filter.name]?.parse(option.value)).toBe(option.value);
        }
      }
    }
    const rating = definitionOf("codeforces", "en").filters.find((f) => f.name === "rating");
    expect(rating?.options.map((o) => o.value)).toEqual(
      expect.arrayContaining(["800-2000", "800-1000", "1000-1500", "1500-2000", "custom"]),
    );
  });
});

describe("problem rows", () => {
  it("shows 'Untitled Problem' for an empty title and 'Unrated' for a missing rating", () => {
    const [atcoder] = rowsOf(
      "atcoder",
      [
        {
          id: "abc001_a",
          contest_id: "abc001",
          title: "",
          url: "https://atcoder.jp/x",
          difficulty: null,
        },
      ],
      "en",
    );
    expect(atcoder?.title).toBe("Untitled Problem");
    const [leetcode] = rowsOf(
      "leetcode",
      [{ id: 1, name: "Two Sum", slug: "two-sum", rating: null, difficulty: "easy", url: "u" }],
      "en",
    );
    expect(leetcode?.facts).toEqual(["Unrated"]);
    expect(leetcode?.badge?.label).toBe("Easy");
    const cf = { contestId: 2000, index: "B", name: "Seating", rating: 1100, tags: ["greedy"] };
    const [codeforces] = rowsOf("codeforces", [{ ...cf, url: "u" }], "en");
    expect(codeforces).toMatchObject({ key: "2000B", facts: ["Problem 2000B", "Rating 1100"] });
    // The same row on the Hindi page: the words change, the key and the numbers do not.
    const [hindi] = rowsOf("codeforces", [{ ...cf, url: "u" }], "hi");
    expect(hindi).toMatchObject({ key: "2000B", facts: ["सवाल 2000B", "रेटिंग 1100"] });
  });
});

describe("random pick across all pages", () => {
  it("maps a random position of the whole list to its page and place on that page", () => {
    expect(randomPosition(45, 20, () => 0)).toEqual({ page: 1, offset: 0 });
    expect(randomPosition(45, 20, () => 0.999999)).toEqual({ page: 3, offset: 4 });
    expect(randomPosition(45, 20, () => 21.5 / 45)).toEqual({ page: 2, offset: 1 });
    expect(randomPosition(0, 20, () => 0.5)).toBeNull();
  });

  it("can land on every problem", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 45; i++) {
      const p = randomPosition(45, 20, () => (i + 0.5) / 45);
      seen.add(`${p?.page}:${p?.offset}`);
    }
    expect(seen.size).toBe(45);
  });
});

describe("solved list store, export and import", () => {
  const now = new Date("2026-08-29T10:00:00Z");

  it("toggles marks and stores them sorted without duplicates", () => {
    let keys = toggleSolved([], "1900A", true);
    keys = toggleSolved(keys, "1800B", true);
    keys = toggleSolved(keys, "1900A", true);
    expect(parseStoredSolved(serialiseSolved(keys))).toEqual(["1800B", "1900A"]);
    expect(toggleSolved(keys, "1900A", false)).toEqual(["1800B"]);
  });

  it("treats damaged stored data as an empty list", () => {
    expect(parseStoredSolved("{oops")).toEqual([]);
    expect(parseStoredSolved('{"a":1}')).toEqual([]);
    expect(parseStoredSolved(null)).toEqual([]);
  });

  it("round-trips an export through import", () => {
    const file = JSON.stringify(createSolvedExport("codeforces", ["1900A", "1800B"], now));
    expect(parseSolvedImport(file, "codeforces")).toEqual({ ok: true, keys: ["1800B", "1900A"] });
    expect(exportFileName("codeforces", now)).toBe("coder-house-solved-codeforces-2026-08-29.json");
  });

  it("refuses files that are not an export of this platform's list, with a clear message", () => {
    expect(parseSolvedImport("not json", "atcoder")).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notJson,
    });
    expect(parseSolvedImport('["abc001_a"]', "atcoder")).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.wrongShape,
    });
    const other = JSON.stringify(createSolvedExport("leetcode", ["two-sum"], now));
    expect(parseSolvedImport(other, "atcoder")).toEqual({
      ok: false,
      message: "That file holds solved problems for LeetCode, not AtCoder.",
    });
    const bad = { ...createSolvedExport("atcoder", [], now), solved: [42] };
    expect(parseSolvedImport(JSON.stringify(bad), "atcoder").ok).toBe(false);
    expect(parseSolvedImport("x".repeat(2_000_001), "atcoder")).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.tooLarge,
    });
  });

  it("merges an import into the marks already made and counts the new ones", () => {
    expect(mergeSolved(["a", "b"], ["b", "c"])).toEqual({ keys: ["a", "b", "c"], added: 1 });
  });
});
