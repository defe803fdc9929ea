// The list rules behind the new filters and "For your level": tag matching, the custom rating
// range, AtCoder difficulty bands and the daily picks of a handle.
import { atcoder } from "@/lib/platforms/atcoder";
import { atcoderBand, filterAtcoder } from "@/lib/platforms/atcoder/list";
import { codeforces, type CodeforcesProblem } from "@/lib/platforms/codeforces";
import { codeforcesBounds, filterCodeforces } from "@/lib/platforms/codeforces/list";
import {
  dailyShuffle,
  istDay,
  levelBand,
  recommendCodeforces,
} from "@/lib/platforms/codeforces/recommend";

const problem = (
  contestId: number,
  index: string,
  rating: number | null,
  tags: string[],
): CodeforcesProblem => ({
  contestId,
  index,
  name: `P${contestId}${index}`,
  rating,
  tags,
  url: "u",
});

// 200 problems: ratings 800–3500 by 100, tags in a fixed pattern.
const TAGS = ["dp", "greedy", "graphs", "math", "binary search"];
const ARCHIVE: CodeforcesProblem[] = Array.from({ length: 200 }, (_, i) =>
  problem(2100 - Math.floor(i / 4), "ABCD"[i % 4]!, i % 17 === 0 ? null : 800 + (i % 28) * 100, [
    TAGS[i % 5]!,
    ...(i % 3 === 0 ? [TAGS[(i + 1) % 5]!] : []),
  ]),
);
const cf = (search: string) => codeforces.query.read(new URLSearchParams(search));

describe("Codeforces tags and ranges", () => {
  it("matches all chosen tags, or any of them, with the topic counted as a tag", () => {
    const all = filterCodeforces(ARCHIVE, cf("rating=all&tags=dp&tags=greedy"));
    const any = filterCodeforces(ARCHIVE, cf("rating=all&tags=dp&tags=greedy&match=any"));
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) expect(p.tags).toEqual(expect.arrayContaining(["dp", "greedy"]));
    for (const p of any) expect(p.tags.some((t) => t === "dp" || t === "greedy")).toBe(true);
    const expectedAny = ARCHIVE.filter((p) => p.tags.includes("dp") || p.tags.includes("greedy"));
    expect(any).toHaveLength(expectedAny.length);
    expect(any.length).toBeGreaterThan(all.length);
    // topic=dp plus tags=greedy is the same as both tags.
    expect(filterCodeforces(ARCHIVE, cf("rating=all&topic=dp&tags=greedy"))).toEqual(all);
  });

  it("keeps a custom range's bounds inclusive, swapping them when given upside down", () => {
    const list = filterCodeforces(ARCHIVE, cf("rating=custom&min=1200&max=1500"));
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.rating).toBeGreaterThanOrEqual(1200);
    for (const p of list) expect(p.rating).toBeLessThanOrEqual(1500);
    expect(list.some((p) => p.rating === 1200) && list.some((p) => p.rating === 1500)).toBe(true);
    expect(codeforcesBounds(cf("rating=custom&min=1900&max=1000"))).toEqual({
      min: 1000,
      max: 1900,
    });
    expect(codeforcesBounds(cf("rating=custom"))).toEqual({ min: 800, max: 3500 });
    expect(filterCodeforces(ARCHIVE, cf("rating=custom")).some((p) => p.rating === null)).toBe(
      false,
    );
  });
});

describe("AtCoder difficulty bands", () => {
  it("puts each difficulty in AtCoder Problems' colour", () => {
    expect([0, 399, 400, 799, 800, 1599, 1600, 2799, 2800, 4500].map(atcoderBand)).toEqual([
      "gray",
      "gray",
      "brown",
      "brown",
      "green",
      "cyan",
      "blue",
      "orange",
      "red",
      "red",
    ]);
  });

  it("filters by band and leaves out problems without an estimate", () => {
    const estimates = [120, 450, 1250, null, 1599];
    const tasks = estimates.map((_, i) => ({
      id: `abc${i}_a`,
      contest_id: `abc${i}`,
      title: "A",
      url: "u",
    }));
    // The estimates are a list of their own, read by task id.
    const difficultyOf = (id: string) => estimates[Number(id.slice(3, -2))] ?? null;
    const cyan = filterAtcoder(tasks, atcoder.query.read({ difficulty: "cyan" }), difficultyOf);
    expect(cyan.map((t) => difficultyOf(t.id))).toEqual([1250, 1599]);
    expect(filterAtcoder(tasks, atcoder.query.read({}), difficultyOf)).toHaveLength(5);
  });
});

describe("For your level", () => {
  it("bands a rating from −100 to +300, rounded to 100, and 800–1200 when unrated", () => {
    expect(levelBand(1437)).toEqual({ min: 1300, max: 1700 });
    expect(levelBand(1450)).toEqual({ min: 1400, max: 1800 });
    expect(levelBand(null)).toEqual({ min: 800, max: 1200 });
    expect(levelBand(350)).toEqual({ min: 800, max: 800 });
  });

  it("holds only unsolved, rated problems within the band that match the tags", () => {
    const solved = ARCHIVE.filter((_, i) => i % 2 === 0).map((p) => `${p.contestId}${p.index}`);
    const progress = { handle: "Active_Cf", rating: 1437, solved };
    const picks = recommendCodeforces(ARCHIVE, progress, cf("tags=dp&match=any"), Date.now());
    expect(picks.length).toBeGreaterThan(0);
    for (const p of picks) {
      expect(p.rating).not.toBeNull();
      expect(p.rating!).toBeGreaterThanOrEqual(1300);
      expect(p.rating!).toBeLessThanOrEqual(1700);
      expect(solved).not.toContain(`${p.contestId}${p.index}`);
      expect(p.tags).toContain("dp");
    }
    const expected = ARCHIVE.filter(
      (p) =>
        p.rating !== null &&
        p.rating >= 1300 &&
        p.rating <= 1700 &&
        p.tags.includes("dp") &&
        !solved.includes(`${p.contestId}${p.index}`),
    );
    expect(new Set(picks)).toEqual(new Set(expected));
  });

  it("keeps the same order all day (in IST) and changes it the next day", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const morning = Date.parse("2026-11-24T00:30:00+05:30");
    const night = Date.parse("2026-11-24T23:50:00+05:30");
    expect(istDay(morning)).toBe("2026-11-24");
    expect(istDay(night)).toBe("2026-11-24");
    expect(istDay(Date.parse("2026-11-24T19:00:00Z"))).toBe("2026-11-25");
    const today = dailyShuffle(items, "tourist", istDay(morning));
    expect(dailyShuffle(items, "TOURIST", istDay(night))).toEqual(today);
    expect(dailyShuffle(items, "tourist", "2026-11-25")).not.toEqual(today);
    expect(dailyShuffle(items, "petr", istDay(morning))).not.toEqual(today);
    expect([...today].sort((a, b) => a - b)).toEqual(items);
  });
});
