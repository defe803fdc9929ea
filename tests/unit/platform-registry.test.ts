/** @jest-environment node */
// Everything a platform has on the site comes from the registry (lib/platforms): its API route and
// browser page (one dynamic route each, no folder of its own), its sitemap entries and route, its
// shipped copy, its upstream's settings and pace, its solved list and its words in both languages.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sitemap from "@/app/sitemap";
import { definitionOf } from "@/components/learning/problem-platforms";
import {
  parseSolvedImport,
  SOLVED_PLATFORMS,
  createSolvedExport,
} from "@/components/learning/solved-store";
import { codersSheet, problemBrowserOrThrow } from "@/lib/content/coding-resources";
import { parseEnvironment } from "@/lib/env-schema.mjs";
import { LOCALES } from "@/lib/i18n/locales";
import { forgetProcessWide } from "@/lib/process-wide.mjs";
import {
  PLATFORM_IDS,
  PLATFORMS,
  platformOf,
  PROGRESS_PLATFORM_IDS,
} from "@/lib/platforms/registry";
import { ALL_LISTS, PLATFORM_SERVERS, PROGRESS_SERVERS } from "@/lib/platforms/server";
import { UNPACED, UPSTREAM_PACERS, upstreamPacers } from "@/lib/providers/pacer";
import { SHIPPED_SNAPSHOTS_DIR } from "@/lib/providers/seed";
import { ALL_PAGE_ROUTES } from "@/lib/routes";

const ROOT = join(__dirname, "..", "..");
const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

test("one API route, one progress route and one page serve every platform", () => {
  expect(folders("app/api/problems")).toEqual(["[platform]"]);
  expect(folders("app/api/progress")).toEqual(["[platform]"]);
  const tools = folders("app/[locale]/(tools)");
  expect(tools).toContain("[platform]");
  for (const { id, path } of PLATFORMS) {
    expect(tools).not.toContain(id);
    expect(path).toBe(`/${id}`);
    expect(platformOf(id)?.path).toBe(path);
  }
  expect(platformOf("contest")).toBeNull();
  expect(platformOf("no-such-platform")).toBeNull();
});

test("each platform is a page of the site, in the sitemap daily in both languages", () => {
  const entries = sitemap();
  for (const { path } of PLATFORMS) {
    expect(ALL_PAGE_ROUTES).toContain(path);
    const mine = entries.filter((e) => new URL(e.url).pathname.replace(/^\/hi/, "") === path);
    expect(mine).toHaveLength(LOCALES.length);
    for (const entry of mine) expect(entry.changeFrequency).toBe("daily");
  }
});

test("each platform's list ships a copy, and the lists read from clist need its key", () => {
  const settings = (values: Record<string, string>) => {
    const parsed = parseEnvironment(values);
    if (!parsed.ok) throw new Error(parsed.problems.join("; "));
    return parsed.env;
  };
  for (const id of PLATFORM_IDS) {
    const { list } = PLATFORM_SERVERS[id];
    expect(list.ships).toBe(true);
    expect(existsSync(join(SHIPPED_SNAPSHOTS_DIR, `${list.name}.json`))).toBe(true);
  }
  const withKey = settings({ CLIST_USERNAME: "u", CLIST_API_KEY: "k" });
  const withoutKey = settings({});
  for (const spec of ALL_LISTS) {
    expect(spec.fetcher(withKey, UNPACED)).toEqual(expect.any(Function));
    const configured = spec.fetcher(withoutKey, UNPACED) !== null;
    expect(configured).toBe(spec.pacer.name !== "clist");
  }
});

test("each upstream has one pace, shared by its lists and its handles", () => {
  forgetProcessWide(UPSTREAM_PACERS);
  const pacerOf = upstreamPacers();
  for (const id of PROGRESS_PLATFORM_IDS) {
    // A handle's look-ups wait in the same line as the platform's list.
    expect(pacerOf(PROGRESS_SERVERS[id].pacer)).toBe(pacerOf(PLATFORM_SERVERS[id].list.pacer));
  }
  const context = PLATFORM_SERVERS.atcoder.context;
  if (context)
    expect(pacerOf(context.spec.pacer)).toBe(pacerOf(PLATFORM_SERVERS.atcoder.list.pacer));
  const upstreams = new Set(ALL_LISTS.map((spec) => pacerOf(spec.pacer)));
  expect(upstreams.size).toBe(new Set(ALL_LISTS.map((spec) => spec.pacer.name)).size);
  forgetProcessWide(UPSTREAM_PACERS);
});

test("the platforms with handles are those the registry gives a handle rule", () => {
  expect(PROGRESS_PLATFORM_IDS).toEqual(PLATFORMS.filter((p) => p.handle).map((p) => p.id));
  expect(Object.keys(PROGRESS_SERVERS).sort()).toEqual([...PROGRESS_PLATFORM_IDS].sort());
});

test("each platform keeps its own solved list, named by the registry", () => {
  expect(SOLVED_PLATFORMS).toEqual(PLATFORM_IDS);
  const [one, other] = PLATFORM_IDS;
  const file = JSON.stringify(createSolvedExport(one!, ["a"], new Date()));
  expect(parseSolvedImport(file, one!)).toEqual({ ok: true, keys: ["a"] });
  const refused = parseSolvedImport(file, other!);
  expect(refused).toMatchObject({ ok: false });
  expect(!refused.ok && refused.message).toContain(platformOf(one!)!.name);
});

test("each platform has its copy and its words in both languages", () => {
  expect(codersSheet.platforms.map((p) => p.href).sort()).toEqual(
    PLATFORMS.map((p) => p.path).sort(),
  );
  for (const { id, path } of PLATFORMS) {
    expect(problemBrowserOrThrow(path).path).toBe(path);
    for (const locale of LOCALES) {
      const definition = definitionOf(id, locale);
      expect(definition.filters.length).toBeGreaterThan(0);
      for (const filter of definition.filters) {
        expect(filter.label).toMatch(/\S/);
        for (const option of filter.options) expect(option.label).toMatch(/\S/);
      }
      expect(definition.loadingText).toMatch(/\S/);
    }
  }
});
