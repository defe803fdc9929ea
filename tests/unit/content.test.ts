/**
 * The content the institute edits: counts the spec fixes, images that exist, links that resolve.
 * Images and links are found by walking every module in lib/content, so new content is checked
 * without touching this file.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { collageItems } from "@/lib/content/campus";
import * as college from "@/lib/content/college";
import { featureCards } from "@/lib/content/features";
import { noteCategories } from "@/lib/content/notes";
import * as people from "@/lib/content/people";
import { resumeSamples } from "@/lib/content/resume";
import { roadmaps } from "@/lib/content/roadmaps";
import { companies } from "@/lib/content/workshops";
import { ALL_PAGE_ROUTES, REDIRECT_ROUTES } from "@/lib/routes";
import {
  CONTENT_DIR,
  CONTENT_FILES,
  findImages,
  findInternalLinks,
} from "@/scripts/lib/content-walk";

const PUBLIC = join(__dirname, "..", "..", "public");

const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  // A dynamic require: every file in lib/content, including ones added later.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  CONTENT_FILES.map((f) => [f, require(join(CONTENT_DIR, f)) as Record<string, unknown>]),
);

describe("content images", () => {
  const images = findImages(modules);

  it("finds the images of every content module", () => {
    expect(images.length).toBeGreaterThan(100);
  });

  it.each(images.map((i) => i.src))("%s exists under public/", (src) => {
    expect(existsSync(join(PUBLIC, src))).toBe(true);
  });

  it("are all listed in docs/images.md for the institute (npm run images:list)", () => {
    const page = readFileSync(join(__dirname, "..", "..", "docs", "images.md"), "utf8");
    const missing = images.filter((i) => {
      const folder = `public${i.src.slice(0, i.src.lastIndexOf("/") + 1)}`;
      const file = i.src.slice(i.src.lastIndexOf("/") + 1);
      const section = page.split("<details>").find((s) => s.includes(`<code>${folder}</code>`));
      return !section?.includes(`\`${file}\``);
    });
    expect(missing.map((i) => i.src)).toEqual([]);
  });
});

describe("content links", () => {
  const known = new Set<string>([...ALL_PAGE_ROUTES, ...REDIRECT_ROUTES]);
  const hrefs = findInternalLinks(modules);

  it("finds the internal links", () => {
    expect(hrefs.length).toBeGreaterThan(10);
  });

  it.each(hrefs)("%s resolves to a page or a file", (href) => {
    const [path = "/"] = decodeURIComponent(href).split("#");
    const isFile = path !== "/" && existsSync(join(PUBLIC, path));
    expect(known.has(path) || isFile).toBe(true);
  });
});

describe("counts fixed by the spec (section 9) and CONTENT-FACTS", () => {
  it("has 42 notes categories, C# Programming and UI & UX among them", () => {
    expect(noteCategories).toHaveLength(42);
    expect(new Set(noteCategories.map((c) => c.name)).size).toBe(42);
    expect(noteCategories.map((c) => c.name)).toEqual(
      expect.arrayContaining(["C# Programming", "UI & UX"]),
    );
  });

  it("has 8 ambassadors and 15 home mentors", () => {
    expect(people.ambassadors).toHaveLength(8);
    expect(people.homeMentors).toHaveLength(15);
  });

  it("has achievers Cognizant 6, TCS 6, Persistent 4", () => {
    const counts = Object.fromEntries(
      people.achieverCompanies.map((c) => [c.company, c.people.length]),
    );
    expect(counts).toEqual({ Cognizant: 6, TCS: 6, Persistent: 4 });
  });

  it("has 17 resume images, 7 collage images, 8 review and 14 memory images", () => {
    expect(resumeSamples).toHaveLength(17);
    expect(collageItems).toHaveLength(7);
    expect(college.reviewImages).toHaveLength(8);
    expect(college.memoryImages).toHaveLength(14);
  });

  it("has the five hour tiers 300/120/90/75/60", () => {
    expect(college.programTiers.map((t) => t.hours)).toEqual([300, 120, 90, 75, 60]);
  });

  it("has 8 company workshop cards and 8 feature cards", () => {
    expect(companies.map((c) => c.name)).toEqual([
      "TCS",
      "TCS NQT",
      "WIPRO",
      "Tech Mahindra",
      "Accenture",
      "Capgemini",
      "Cognizant",
      "Infosys",
    ]);
    expect(featureCards).toHaveLength(8);
  });

  it("has 12 roadmaps, each with its own image", () => {
    expect(roadmaps).toHaveLength(12);
    const images = roadmaps.map((r) => r.image.src);
    expect(new Set(images).size).toBe(12);
  });
});
