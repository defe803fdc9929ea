import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ALL_PAGE_ROUTES, canonicalPathFor, isPageAddress, STATIC_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";

/** The route folder of every page.tsx under app/[locale], route groups left out ("/notes/category/[category]"). */
function pageFolders(): string[] {
  const root = join(__dirname, "..", "..", "app", "[locale]");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(`${sep}page.tsx`) || file === "page.tsx")
    .map((file) => relative(root, join(root, file, "..")).split(sep))
    .map((parts) => `/${parts.filter((p) => p && !/^\(.*\)$/.test(p)).join("/")}`);
}

describe("canonicalPathFor", () => {
  it.each([
    ["/FEATURES", "/features"],
    ["/aboutus", "/AboutUs"],
    ["/ACHIEVERS", "/Achievers"],
    ["/collegeprograms", "/collegePrograms"],
    ["/campusprograms", "/CampusPrograms"],
    ["/gform", "/Gform"],
    ["/terms&conditions", "/Terms&Conditions"],
    ["/TERMS%26CONDITIONS", "/Terms&Conditions"],
    ["/Programs/Java-Programming", "/programs/java-programming"],
    ["/programs/gdpersonalinterview", "/programs/GDPersonalInterview"],
    ["/notes/category/machine_learning", "/notes/category/Machine_Learning"],
    ["/notes/category/c%23_programming", "/notes/category/C%23_Programming"],
    ["/notes/category/ui_%26_ux", "/notes/category/UI_&_UX"],
    ["/notes/category/c%2B%2B", "/notes/category/C%2B%2B"],
    ["/Features/", "/features"],
  ])("sends the variant %s to %s", (variant, canonical) => {
    expect(canonicalPathFor(variant)).toBe(canonical);
  });

  it("answers null for every canonical route, decoded or encoded", () => {
    for (const route of ALL_PAGE_ROUTES) {
      expect([route, canonicalPathFor(route)]).toEqual([route, null]);
      expect([route, canonicalPathFor(encodePath(route))]).toEqual([route, null]);
    }
  });

  it("maps the upper-case spelling of every route back to that route", () => {
    for (const route of ALL_PAGE_ROUTES) {
      const upper = route.toUpperCase();
      const expected = upper === route ? null : encodePath(route);
      expect([route, canonicalPathFor(upper)]).toEqual([route, expected]);
    }
  });

  it.each(["/no-such-page", "/notes/category/Cobol", "/programs", "/features/extra", "/%E0%A4%A"])(
    "answers null for the unknown path %s",
    (path) => {
      expect(canonicalPathFor(path)).toBeNull();
    },
  );
});

describe("encodePath", () => {
  it("encodes # so the C# category link is not cut at a fragment", () => {
    expect(encodePath("/notes/category/C#_Programming")).toBe("/notes/category/C%23_Programming");
  });

  it("keeps & readable, as the spec's links spell it", () => {
    expect(encodePath("/Terms&Conditions")).toBe("/Terms&Conditions");
    expect(encodePath("/notes/category/UI_&_UX")).toBe("/notes/category/UI_&_UX");
  });

  it("encodes + and spaces and leaves plain paths alone", () => {
    expect(encodePath("/notes/category/C++")).toBe("/notes/category/C%2B%2B");
    expect(encodePath("/a b")).toBe("/a%20b");
    expect(encodePath("/")).toBe("/");
    expect(encodePath("/programs/CriticalThinking")).toBe("/programs/CriticalThinking");
  });

  it("round-trips every route through decodeURIComponent", () => {
    for (const route of ALL_PAGE_ROUTES) {
      expect(decodeURIComponent(encodePath(route))).toBe(route);
    }
  });
});

describe("isPageAddress (proxy.ts answers every other address 404)", () => {
  it("knows every page, encoded or decoded, in any letter case, with or without a trailing slash", () => {
    for (const route of ALL_PAGE_ROUTES) {
      expect([route, isPageAddress(route)]).toEqual([route, true]);
      expect([route, isPageAddress(encodePath(route))]).toEqual([route, true]);
      expect([route, isPageAddress(route.toUpperCase())]).toEqual([route, true]);
    }
    expect(isPageAddress("/features/")).toBe(true);
    expect(isPageAddress("/gform")).toBe(true);
  });

  it.each(["/no-such-page", "/notes/category/nope", "/programs/nope", "/en/notes", "/%E0%A4%A"])(
    "does not know %s",
    (path) => {
      expect(isPageAddress(path)).toBe(false);
    },
  );

  it("lists every page folder of the app, so none of them is answered 404", () => {
    const dynamic = /\[/;
    for (const folder of pageFolders()) {
      if (folder === "/[...slug]") continue; // the catch-all: the 404 itself
      if (!dynamic.test(folder)) {
        expect(STATIC_ROUTES).toContain(folder);
        continue;
      }
      // A folder of pre-rendered pages (/programs/[slug]): the list holds pages under it.
      const prefix = folder.slice(0, folder.indexOf("/["));
      expect([folder, ALL_PAGE_ROUTES.some((r) => r.startsWith(`${prefix}/`))]).toEqual([
        folder,
        true,
      ]);
    }
  });
});
