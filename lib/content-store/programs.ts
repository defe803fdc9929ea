// The programs batches and fees belong to, by name: the roadmap slugs (./fees.ts programSchema)
// named by their roadmaps' titles, and the home form's program names mapped onto them through
// those same titles, so there is still one list of programs. It reads the roadmaps' text, so it
// stays on the server: the editor's forms get the choices as props.
import { formOptions } from "@/lib/content/forms";
import { ROADMAP_SLUGS } from "@/lib/content/page-keys";
import { getRoadmap, roadmaps } from "@/lib/content/roadmaps";
import type { Text } from "@/lib/i18n/text";
import { type Batch, programsWithOpenBatchFirst } from "./batches";
import type { Fees } from "./fees";

/** A program's name in both languages (its slug when, impossibly, it has no roadmap). */
export function programTitle(slug: string): Text {
  return getRoadmap(slug)?.title ?? { en: slug, hi: slug };
}

/** The editor's program choice: every program with a page, in the roadmaps' order. */
export const PROGRAM_CHOICES: { value: string; label: string }[] = ROADMAP_SLUGS.map((slug) => ({
  value: slug,
  label: programTitle(slug).en,
}));

/** The program a home-form choice names ("Java Programming" → "java-programming"), or null. */
export function formProgramSlug(name: string): string | null {
  return roadmaps.find((r) => r.title.en === name)?.slug ?? null;
}

/** The home form's programs, those with a batch a visitor can join first (today in India). */
export function formProgramsInOrder(batches: readonly Batch[], today: string): string[] {
  return programsWithOpenBatchFirst(formOptions.programs, batches, today, formProgramSlug);
}

/** Staff lists' names: "Reasoning, starting 2031-07-06 (closed)". */
export function batchTitle(b: Batch): string {
  const status = b.status === "open" ? "" : ` (${b.status})`;
  return `${programTitle(b.program).en}, starting ${b.startDate}${status}`;
}

export const feesTitle = (f: Fees): string => `${programTitle(f.program).en}: fees and refunds`;
