/**
 * @jest-environment node
 */
// The copies of the live lists shipped with the release (lib/live-data/snapshots, built by
// `npm run snapshots`): each one dated, within its bound, in our own shapes with links we build,
// readable by the server, and never part of a bundle.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { z } from "zod";
import { parseEnvironment } from "@/lib/env-schema.mjs";
import { hasAllowedAtcoderTitle } from "@/lib/platforms/atcoder/list";
import { atcoderProblemUrl } from "@/lib/platforms/atcoder/source";
import { type CodeforcesProblem, compareCodeforces } from "@/lib/platforms/codeforces/list";
import { codeforcesProblemUrl } from "@/lib/platforms/codeforces/source";
import { restoreContests } from "@/lib/platforms/contests/source";
import { leetcodeProblemUrl } from "@/lib/platforms/leetcode/source";
import { ALL_LISTS } from "@/lib/platforms/server";
import {
  SHIPPED_MAX_BYTES,
  SHIPPED_MAX_ITEMS,
  SHIPPED_SNAPSHOTS_DIR,
  shippedSnapshots,
} from "@/lib/providers/seed";

const ROOT = join(__dirname, "..", "..");
const file = (list: string) => join(SHIPPED_SNAPSHOTS_DIR, `${list}.json`);
const raw = (list: string) =>
  JSON.parse(readFileSync(file(list), "utf8")) as { asOf: string; source: string; data: unknown[] };

// Our shapes (lib/live-data/types.ts), strictly: a key we do not serve would be a stale file.
const text = z.string().min(1);
const SHAPES = {
  codeforces: z.strictObject({
    contestId: z.number().int().positive(),
    index: text,
    name: z.string(),
    rating: z.number().int().nonnegative().nullable(),
    tags: z.array(z.string()),
    url: z.string(),
  }),
  atcoder: z.strictObject({ id: text, contest_id: text, title: z.string(), url: z.string() }),
  leetcode: z.strictObject({
    // clist's id; null in the copy built from the fixture's projection, which has none.
    id: z.number().int().nullable(),
    name: z.string(),
    slug: text,
    rating: z.number().int().nullable(),
    difficulty: z.enum(["easy", "medium", "hard"]),
    url: z.string(),
  }),
  contests: z.strictObject({
    id: z.number().int(),
    event: z.string(),
    host: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    duration: z.number().int().nonnegative(),
    url: z.string().nullable(),
  }),
};
/** The lists shipped today. */
const SHIPPED = readdirSync(SHIPPED_SNAPSHOTS_DIR).map((name) => name.replace(/\.json$/, ""));
const LISTS = (Object.keys(SHAPES) as (keyof typeof SHAPES)[]).filter((l) => SHIPPED.includes(l));

test("every list of the registry that ships a copy has one, and nothing else is shipped", () => {
  const shipping = ALL_LISTS.filter((spec) => spec.ships).map((spec) => spec.name);
  expect(SHIPPED.sort()).toEqual([...shipping].sort());
  expect(LISTS.sort()).toEqual(["atcoder", "codeforces", "contests", "leetcode"]);
});

describe.each(LISTS)("the shipped %s list", (list) => {
  test("is read by the server as it ships, dated and within its bounds", async () => {
    const copy = await shippedSnapshots().read(list);
    expect(copy).not.toBeNull();
    expect(copy!.asOf).toBe(raw(list).asOf);
    expect(Date.parse(copy!.asOf)).toBeLessThanOrEqual(Date.now());
    expect(raw(list).source).toMatch(/\w/);
    const items = copy!.data as unknown[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(SHIPPED_MAX_ITEMS);
    expect(statSync(file(list)).size).toBeLessThanOrEqual(SHIPPED_MAX_BYTES);
  });

  test("holds only our shapes, with the links we build", () => {
    const items = raw(list).data;
    for (const item of items) SHAPES[list].parse(item);
    if (list === "codeforces") {
      const problems = items as CodeforcesProblem[];
      for (const p of problems) expect(p.url).toBe(codeforcesProblemUrl(p.contestId, p.index));
      // The newest: sorted newest contest first, as the server keeps them.
      expect([...problems].sort(compareCodeforces)).toEqual(problems);
    }
    if (list === "atcoder") {
      for (const p of items as z.output<typeof SHAPES.atcoder>[]) {
        expect(p.url).toBe(atcoderProblemUrl(p.contest_id, p.id));
        expect(hasAllowedAtcoderTitle(p.title)).toBe(true);
      }
    }
    if (list === "leetcode") {
      for (const p of items as z.output<typeof SHAPES.leetcode>[]) {
        expect(p.url).toBe(leetcodeProblemUrl(p.slug));
      }
    }
    if (list === "contests") expect(restoreContests(items)).toEqual(items);
  });

  test("has no item twice", () => {
    const key = (item: Record<string, unknown>) =>
      list === "codeforces"
        ? `${item.contestId}/${item.index}`
        : list === "leetcode"
          ? String(item.slug)
          : String(item.id);
    const keys = (raw(list).data as Record<string, unknown>[]).map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

test("the shipped lists are read at run time, never imported into a bundle", () => {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) sources.push(path);
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(join(ROOT, dir));
  const importers = sources.filter((path) =>
    /from\s+["'][^"']*live-data\/snapshots|import\(\s*["'][^"']*live-data\/snapshots/.test(
      readFileSync(path, "utf8"),
    ),
  );
  expect(importers.map((path) => relative(ROOT, path))).toEqual([]);
  // The one reader is server-only: Next refuses to build a client file that imports it.
  expect(readFileSync(join(ROOT, "lib/providers/seed.ts"), "utf8")).toMatch(
    /^(\/\/.*\n)*import "server-only";/,
  );
});

test("SHIPPED_SNAPSHOTS is on unless set to off (or false, no, 0), and says what it takes", () => {
  const setting = (value?: string) => {
    const parsed = parseEnvironment(value === undefined ? {} : { SHIPPED_SNAPSHOTS: value });
    return parsed.ok ? parsed.env.SHIPPED_SNAPSHOTS : parsed.problems;
  };
  expect([undefined, "", " ", "on", "true", "1", "yes"].map(setting)).toEqual(Array(7).fill(true));
  expect(["off", " OFF ", "false", "0", "no"].map(setting)).toEqual(Array(5).fill(false));
  expect(setting("sometimes")).toEqual(['SHIPPED_SNAPSHOTS must be "on" or "off"']);
});
