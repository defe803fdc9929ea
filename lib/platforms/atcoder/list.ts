// The AtCoder list: our row of a task, the difficulty AtCoder Problems estimates for it (a list of
// its own, joined by id) and the rules the browser filters by. Pure and isomorphic.
import type { DifficultyBand } from "../types";
import { ATCODER_DIFFICULTIES, type AtcoderQuery } from "./query";

/** An AtCoder task as AtCoder Problems lists it. An empty title stays "" ('Untitled Problem'). */
export type AtcoderTask = { id: string; contest_id: string; title: string; url: string };

/**
 * An AtCoder problem as our API serves it: the task and AtCoder Problems' estimated difficulty
 * as it displays it (clipped above 0), or null when it has no estimate.
 */
export type AtcoderProblem = AtcoderTask & { difficulty: number | null };

/** A task's displayed difficulty, or null without an estimate. */
export type DifficultyOf = (taskId: string) => number | null;
export const NO_DIFFICULTY: DifficultyOf = () => null;

/** The colour band of a displayed AtCoder difficulty. */
export function atcoderBand(difficulty: number): DifficultyBand {
  const bands = ATCODER_DIFFICULTIES.slice(1) as DifficultyBand[];
  return bands[Math.min(bands.length - 1, Math.max(0, Math.floor(difficulty / 400)))]!;
}

/** How far a difficulty has come through its band; red has no top, so from 2800 it is full. */
export function atcoderBandFill(difficulty: number): number {
  return difficulty >= 2800 ? 1 : (difficulty % 400) / 400;
}

/** Titles made only of ASCII letters, digits, white space and . , ! ? ' " ( ) _ - (or empty). */
const ATCODER_TITLE = /^[A-Za-z0-9 \t\n\r\f\v.,!?'"()_-]*$/;

export function hasAllowedAtcoderTitle(title: string): boolean {
  return ATCODER_TITLE.test(title);
}

/**
 * Level: the id ends in that letter (any case). Type: the contest id contains abc/arc/agc.
 * Difficulty: the colour band of AtCoder Problems' estimate (problems without one are left out).
 */
export function filterAtcoder(
  tasks: readonly AtcoderTask[],
  { level, type, difficulty }: Pick<AtcoderQuery, "level" | "type" | "difficulty">,
  difficultyOf: DifficultyOf = NO_DIFFICULTY,
): AtcoderTask[] {
  const letter = level.toLowerCase();
  return tasks.filter((t) => {
    if (!hasAllowedAtcoderTitle(t.title)) return false;
    if (letter && !t.id.toLowerCase().endsWith(letter)) return false;
    if (type && !t.contest_id.toLowerCase().includes(type)) return false;
    if (!difficulty) return true;
    const estimate = difficultyOf(t.id);
    return estimate !== null && atcoderBand(estimate) === difficulty;
  });
}
