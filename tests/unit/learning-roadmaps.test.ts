/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { noteCategories } from "@/lib/content/notes";
import {
  formatTotal,
  formatWeeks,
  getRoadmap,
  roadmaps,
  stageTopicLines,
} from "@/lib/content/roadmaps";
import { LOCALES } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";

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

  it("draws the picture from the English topics, so its size is the same in every language", () => {
    for (const stage of roadmaps.flatMap((r) => r.stages)) {
      expect(stageTopicLines(stage).join(" · ")).toBe(stage.topics.map((t) => t.en).join(" · "));
    }
  });

  it("tells a Hindi reader the picture is in English and the page lists its stages in Hindi", () => {
    for (const r of roadmaps) {
      expect(r.image.alt.en.startsWith(`${r.title.en} roadmap drawn`)).toBe(true);
      expect(r.image.alt.hi).toContain("अंग्रेज़ी में");
      expect(r.image.alt.hi).toContain("हिंदी में");
      expect(r.image.alt.hi).toContain(`${r.stages.length} पड़ाव`);
    }
  });

  it.each(LOCALES)("keeps stage titles and topics unique within a roadmap in %s", (locale) => {
    for (const r of inLocale(roadmaps, locale)) {
      expect(new Set(r.stages.map((s) => s.title)).size).toBe(r.stages.length);
      for (const s of r.stages) expect(new Set(s.topics).size).toBe(s.topics.length);
    }
  });

  it("writes durations in both languages", () => {
    expect(formatWeeks(1, "en")).toBe("1 week");
    expect(formatWeeks(3, "en")).toBe("3 weeks");
    expect(formatTotal(16, "en")).toBe("16 weeks (about 4 months)");
    expect(formatTotal(4, "en")).toBe("4 weeks (about 1 month)");
    expect(formatWeeks(1, "hi")).toBe("1 हफ़्ता");
    expect(formatWeeks(3, "hi")).toBe("3 हफ़्ते");
    expect(formatTotal(16, "hi")).toBe("16 हफ़्ते (लगभग 4 महीने)");
    expect(formatTotal(4, "hi")).toBe("4 हफ़्ते (लगभग 1 महीना)");
  });

  it("links categories only to roadmaps that exist", () => {
    const linked = noteCategories.filter((c) => c.roadmapSlug);
    expect(linked.length).toBeGreaterThan(5);
    for (const c of linked) expect(getRoadmap(c.roadmapSlug!)).not.toBeNull();
    expect(noteCategories.find((c) => c.name === "Machine Learning")?.roadmapSlug).toBe(
      "machine-learning",
    );
  });
});
