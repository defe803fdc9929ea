// A student's own progress on Codeforces or AtCoder, read from their handle: the handle rules
// (the practice tools check a handle before asking, the API with the same rules) and the answer.
// Isomorphic and free of zod, so the problem browsers load none (progress-schema.ts has the
// schemas of the API and of copies read back from Redis).

export type ProgressPlatform = "codeforces" | "atcoder";

/**
 * How long the server reuses a handle's answer (or the upstream's "no such user") before it
 * forgets it; the privacy policy states this number.
 */
export const PROGRESS_TTL_MS = 10 * 60_000;

/** Codeforces' own rule for a handle. Latin letters only: anything else cannot be a handle. */
const CODEFORCES_HANDLE = /^[A-Za-z0-9_.-]{3,24}$/;
/** AtCoder's own rule for a user id. */
const ATCODER_HANDLE = /^[A-Za-z0-9_]{3,16}$/;

export const CODEFORCES_HANDLE_MESSAGE =
  "A Codeforces handle is 3 to 24 letters, digits or the signs _ - .";
export const ATCODER_HANDLE_MESSAGE =
  "An AtCoder username is 3 to 16 letters, digits or the sign _.";

/** Whether `s` (trimmed) can be a Codeforces handle; usable in browser code. */
export function isCodeforcesHandle(s: string): boolean {
  return CODEFORCES_HANDLE.test(s.trim());
}

/** Whether `s` (trimmed) can be an AtCoder user id; usable in browser code. */
export function isAtcoderHandle(s: string): boolean {
  return ATCODER_HANDLE.test(s.trim());
}

/**
 * What a handle has done. Problem keys are the problem browser's row keys: Codeforces
 * `${contestId}${index}` ("2050A", "1910B1"), AtCoder the task id ("abc300_a").
 */
export type Progress = {
  platform: ProgressPlatform;
  /** As the upstream spells it (Codeforces); AtCoder: as given. */
  handle: string;
  /** The Codeforces rating; null when unrated, and always on AtCoder. */
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
