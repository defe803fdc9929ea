// A student's own progress on a platform, read from their handle: the answer's shape and how it is
// counted. Isomorphic and free of zod, so the problem browsers load none (progress-schema.ts has
// the check of copies read back from Redis); each platform's handle rule is in its folder.
import type { ProgressPlatformId } from "@/lib/platforms/registry";

export type ProgressPlatform = ProgressPlatformId;

/**
 * How long the server reuses a handle's answer (or the upstream's "no such user") before it
 * forgets it; the privacy policy states this number.
 */
export const PROGRESS_TTL_MS = 10 * 60_000;

/**
 * What a handle has done. Problem keys are the problem browser's row keys (the platform's own
 * problem id, as its row shows it).
 */
export type Progress = {
  platform: ProgressPlatform;
  /** As the upstream spells it; as given where the upstream does not say. */
  handle: string;
  /** The platform's rating; null when unrated, or where the platform has none. */
  rating: number | null;
  /** Problems with an accepted submission, sorted. */
  solved: string[];
  /** Problems submitted to but never accepted, sorted. */
  attempted: string[];
  /** Submissions read. */
  submissions: number;
  /** False when the history was longer than we read (the oldest part was left out). */
  complete: boolean;
  /** When the history was read (ISO). */
  asOf: string;
};

/**
 * Solved and attempted problems from each submission's problem key and whether it was accepted:
 * one accepted submission makes a problem solved, however many failed before or after.
 */
export function tallySubmissions(
  submissions: Iterable<{ key: string; accepted: boolean }>,
): Pick<Progress, "solved" | "attempted"> {
  const solved = new Set<string>();
  const tried = new Set<string>();
  for (const { key, accepted } of submissions) (accepted ? solved : tried).add(key);
  return {
    solved: [...solved].sort(),
    attempted: [...tried].filter((key) => !solved.has(key)).sort(),
  };
}
