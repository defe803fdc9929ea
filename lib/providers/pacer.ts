// Spacing of calls to each upstream, at the rate each one publishes.
import "server-only";
import { processWide } from "@/lib/process-wide.mjs";

/** Spaces calls to one upstream: at least `minIntervalMs` apart and at most `limit` per window. */
export type Pacer = { wait: () => Promise<void> };

export function createPacer({
  minIntervalMs = 0,
  limit,
  windowMs = 60_000,
}: {
  minIntervalMs?: number;
  limit?: number;
  windowMs?: number;
}): Pacer {
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const next = async () => {
    for (;;) {
      const now = Date.now();
      while (starts.length > 0 && now - (starts[0] ?? 0) >= windowMs) starts.shift();
      const last = starts.at(-1);
      let delay = last === undefined ? 0 : last + minIntervalMs - now;
      if (limit !== undefined && starts.length >= limit) {
        delay = Math.max(delay, (starts[0] ?? now) + windowMs - now);
      }
      if (delay <= 0) break;
      await sleep(delay);
    }
    starts.push(Date.now());
  };
  return {
    // Callers line up, so each waits for the slot after the one before it.
    wait: () => (queue = queue.then(next, next)),
  };
}

/** No pacing (tests). */
export const UNPACED: Pacer = { wait: async () => {} };

export type UpstreamPacers = { codeforces: Pacer; clist: Pacer; atcoder: Pacer };

/** The name of the process's pacers in lib/process-wide.mjs. */
export const UPSTREAM_PACERS = "upstream-pacers";

/**
 * One pacer per upstream per process (every bundle shares them), at each one's published limit:
 * Codeforces 1 call per 2 s, clist 10 per minute (contests and LeetCode paging share it), AtCoder
 * Problems ≥ 1 s apart.
 */
export function upstreamPacers(): UpstreamPacers {
  return processWide(UPSTREAM_PACERS, () => ({
    codeforces: createPacer({ minIntervalMs: 2_000 }),
    clist: createPacer({ minIntervalMs: 1_000, limit: 10, windowMs: 60_000 }),
    atcoder: createPacer({ minIntervalMs: 1_000 }),
  }));
}
