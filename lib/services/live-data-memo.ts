// Small helpers of the live data service: results remembered per copy of the data, and the
// AtCoder tasks joined to their difficulty estimates.
import type { AtcoderProblem, AtcoderTask } from "@/lib/live-data/types";

/** Remembers each filtered list (or other result) per copy of the data, so a warm page is a slice. */
export function memoFilter<T, Q, R = T[]>(
  filter: (items: readonly T[], query: Q) => R,
  key: (q: Q) => string,
) {
  const byData = new WeakMap<readonly T[], Map<string, R>>();
  return (items: readonly T[], query: Q): R => {
    let results = byData.get(items);
    if (!results) byData.set(items, (results = new Map()));
    const k = key(query);
    let hit = results.get(k);
    if (hit === undefined) results.set(k, (hit = filter(items, query)));
    return hit;
  };
}

export const NO_MODELS: Record<string, number> = {};

/** A copy of the models read back from disk or Redis: an object of finite numbers, or refused. */
export function restoreModels(data: unknown): Record<string, number> | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  return entries.every(([, v]) => typeof v === "number" && Number.isFinite(v))
    ? (data as Record<string, number>)
    : null;
}

/** Joins each task to its difficulty, once per pair of copies. */
export function mergeDifficulty() {
  let last: { tasks: readonly AtcoderTask[]; models: object; merged: AtcoderProblem[] } | null =
    null;
  return (tasks: readonly AtcoderTask[], models: Record<string, number>): AtcoderProblem[] => {
    if (last?.tasks !== tasks || last.models !== models) {
      const merged = tasks.map((t) => ({ ...t, difficulty: models[t.id] ?? null }));
      last = { tasks, models, merged };
    }
    return last.merged;
  };
}
