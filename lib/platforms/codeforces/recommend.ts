// "For your level": unsolved Codeforces problems in a band around a handle's rating, in an order
// that stays the same all day for that handle and changes the next day. Pure and isomorphic.
import type { Progress } from "@/lib/live-data/progress";
import { type CodeforcesProblem, codeforcesKey, tagMatcher } from "./list";
import type { CodeforcesQuery } from "./query";

/** The band of an unrated handle (Codeforces' lowest ratings). */
export const UNRATED_BAND = { min: 800, max: 1200 } as const;

const round100 = (n: number) => Math.round(n / 100) * 100;

/** From the rating − 100 to + 300, each rounded to 100 (never below 800). */
export function levelBand(rating: number | null): { min: number; max: number } {
  if (rating === null) return { ...UNRATED_BAND };
  const min = Math.max(UNRATED_BAND.min, round100(rating - 100));
  return { min, max: Math.max(min, round100(rating + 300)) };
}

/** The calendar day in India ("2026-11-24"): the shuffle changes at midnight IST. */
export function istDay(now: number): string {
  return new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

/** FNV-1a: a small, stable hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates with a generator seeded by the handle and the day. */
export function dailyShuffle<T>(items: readonly T[], handle: string, day: string): T[] {
  const out = [...items];
  const random = seeded(hash(`${handle.toLowerCase()}|${day}`));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The handle's picks: rated problems inside its band, not solved, matching the topic and tag
 * filters (the rating filter gives way to the band), shuffled for the day. Input must be sorted.
 */
export function recommendCodeforces(
  problems: readonly CodeforcesProblem[],
  progress: Pick<Progress, "handle" | "rating" | "solved">,
  query: Pick<CodeforcesQuery, "topic" | "tags" | "match">,
  now: number,
): CodeforcesProblem[] {
  const { min, max } = levelBand(progress.rating);
  const solved = new Set(progress.solved);
  const tagged = tagMatcher(query);
  const picks = problems.filter(
    (p) =>
      p.rating !== null &&
      p.rating >= min &&
      p.rating <= max &&
      !solved.has(codeforcesKey(p)) &&
      tagged(p),
  );
  return dailyShuffle(picks, progress.handle, istDay(now));
}
