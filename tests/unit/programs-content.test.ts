/** @jest-environment node */
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { campusPrograms, campusProgramSchema, collageItems } from "@/lib/content/campus";
import {
  associations,
  memoryImages,
  moments,
  programTiers,
  reviewImages,
} from "@/lib/content/college";
import { getExamOrThrow } from "@/lib/content/exams";
import { resumeSamples } from "@/lib/content/resume";
import { roadmapPath, roadmaps } from "@/lib/content/roadmaps";
import { schoolCards } from "@/lib/content/school";
import { swayam } from "@/lib/content/swayam";
import { companies } from "@/lib/content/workshops";

type Sized = { src: string; width: number; height: number };

const images: Sized[] = [
  ...moments.map((m) => m.image),
  ...associations.map((a) => a.logo),
  ...memoryImages,
  ...reviewImages,
  ...campusPrograms.map((p) => p.image),
  ...collageItems.map((c) => c.image),
  ...schoolCards.map((c) => c.image),
  ...resumeSamples.map((r) => r.image),
  ...companies.map((c) => c.logo),
];

describe("program page images", () => {
  it.each(images.map((i) => [i.src, i] as const))(
    "%s exists at its declared size and stays small",
    async (_src, image) => {
      const file = join(process.cwd(), "public", image.src);
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      expect(meta.size ?? 0).toBeLessThan(60_000);
    },
  );
});

describe("campus programs data", () => {
  it("has the six technical and five cognitive programs, each with a working roadmap link", () => {
    expect(campusPrograms.filter((p) => p.type === "technical")).toHaveLength(6);
    expect(campusPrograms.filter((p) => p.type === "non-technical")).toHaveLength(5);
    const roadmapLinks = new Set(roadmaps.map((r) => roadmapPath(r.slug)));
    for (const p of campusPrograms) expect(roadmapLinks).toContain(p.link);
    expect(new Set(campusPrograms.map((p) => p.name.en)).size).toBe(campusPrograms.length);
    expect(new Set(campusPrograms.map((p) => p.name.hi)).size).toBe(campusPrograms.length);
  });

  it("gives each program's length in months, in both languages", () => {
    expect(campusPrograms.map((p) => p.duration.en)).toContain("1 month");
    expect(campusPrograms.map((p) => p.duration.hi)).toContain("1 महीना");
    for (const p of campusPrograms) {
      expect(p.duration.en).toMatch(/^\d+ months?$/);
      expect(p.duration.hi).toMatch(/^\d+ (महीना|महीने)$/);
    }
  });

  it("accepts a program without one of its batches, as the old page did not", () => {
    const morningOnly = { morning: campusPrograms[0]!.batches.morning };
    expect(() =>
      campusProgramSchema.parse({ ...campusPrograms[0], batches: morningOnly }),
    ).not.toThrow();
    expect(() =>
      campusProgramSchema.parse({ ...campusPrograms[0], currency: "dollars" }),
    ).toThrow();
  });
});

describe("program facts", () => {
  it("keeps the college tiers in the spec's order", () => {
    expect(programTiers.map((t) => t.hours)).toEqual([300, 120, 90, 75, 60]);
    expect(new Set(programTiers.map((t) => t.link)).size).toBe(5);
  });

  it("gives every company its own workshop document", () => {
    expect(new Set(companies.map((c) => c.document)).size).toBe(8);
  });

  it("adds the eLitmus section figures up to the stated totals", () => {
    const table = getExamOrThrow("/Elitmus").tables[0]!;
    const sum = (col: number) => table.rows.reduce((n, row) => n + Number(row[col]), 0);
    expect([String(sum(1)), String(sum(2))]).toEqual(table.footer!.slice(1));
  });

  it("lists the 13 Swayam technologies once each", () => {
    expect(new Set(swayam.technologies.items).size).toBe(13);
  });
});
