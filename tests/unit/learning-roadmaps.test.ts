/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { noteCategories } from "@/lib/content/notes";
import { getRoadmap, roadmaps } from "@/lib/content/roadmaps";

const PUBLIC = join(__dirname, "..", "..", "public");
const fileOf = (src: string) => readFileSync(join(PUBLIC, src));

describe("roadmaps", () => {
  it("has the twelve roadmap pages of the spec", () => {
    expect(roadmaps.map((r) => r.slug)).toEqual([
      "c-programming",
      "c-plus-plus-programming",
      "java-programming",
      "python-programming",
      "full-stack-development",
      "cybersecurity",
      "machine-learning",
      "aptitude",
      "reasoning",
      "english",
      "CriticalThinking",
      "GDPersonalInterview",
    ]);
  });

  it("gives every roadmap its own stages", () => {
    const stageLists = roadmaps.map((r) => JSON.stringify(r.stages));
    expect(new Set(stageLists).size).toBe(roadmaps.length);
  });

  it("gives every roadmap its own picture, not a shared one", () => {
    const sources = roadmaps.map((r) => r.image.src);
    expect(new Set(sources).size).toBe(roadmaps.length);
    const contents = sources.map((src) => createHash("sha256").update(fileOf(src)).digest("hex"));
    expect(new Set(contents).size).toBe(roadmaps.length);
    // The old site showed Java's picture on the Machine Learning page.
    expect(getRoadmap("machine-learning")?.image.src).not.toBe(
      getRoadmap("java-programming")?.image.src,
    );
  });

  it.each(roadmaps.map((r) => [r.slug, r] as const))(
    "%s: the picture on disk has the size the page declares",
    async (_slug, roadmap) => {
      const meta = await sharp(fileOf(roadmap.image.src)).metadata();
      expect([meta.width, meta.height]).toEqual([roadmap.image.width, roadmap.image.height]);
    },
  );

  it("links categories only to roadmaps that exist", () => {
    const linked = noteCategories.filter((c) => c.roadmapSlug);
    expect(linked.length).toBeGreaterThan(5);
    for (const c of linked) expect(getRoadmap(c.roadmapSlug!)).not.toBeNull();
    expect(noteCategories.find((c) => c.name === "Machine Learning")?.roadmapSlug).toBe(
      "machine-learning",
    );
  });
});
