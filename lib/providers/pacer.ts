// Spacing of calls to each upstream, at the rate each one publishes. A list or a handle's
// progress names its upstream's pace (PacerSettings, in its platform folder); every caller that
// names the same upstream waits in the same line.
import "server-only";
import { processWide } from "@/lib/process-wide.mjs";

/** Spaces calls to one upstream: at least `minIntervalMs` apart and at most `limit` per window. */
export type Pacer = { wait: () => Promise<void> };

/** One upstream's pace; `name` says which upstream, and so which line a call joins. */
export type PacerSettings = {
  name: string;
  minIntervalMs?: number;
  limit?: number;
  windowMs?: number;
};

export function createPacer({
  minIntervalMs = 0,
  limit,
  windowMs = 60_000,
}: Omit<PacerSettings, "name">): Pacer {
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

/** The pacer of an upstream, by its settings. */
export type Pacers = (settings: PacerSettings) => Pacer;

/** No upstream paced (tests). */
export const UNPACED_ALL: Pacers = () => UNPACED;

/** The name of the process's pacers in lib/process-wide.mjs (tests put UNPACED_ALL there). */
export const UPSTREAM_PACERS = "upstream-pacers";

/** One pacer per upstream per process (every bundle shares them), made on first use. */
export function upstreamPacers(): Pacers {
  return processWide(UPSTREAM_PACERS, () => {
    const pacers = new Map<string, Pacer>();
    return (settings: PacerSettings) => {
      let pacer = pacers.get(settings.name);
      if (!pacer) pacers.set(settings.name, (pacer = createPacer(settings)));
      return pacer;
    };
  });
}
