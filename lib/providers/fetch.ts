// The one way the server calls an upstream: a time limit, rate-limit detection and JSON parsing.
import "server-only";

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

export type UpstreamFailure = "timeout" | "rate_limited" | "http" | "network" | "malformed";

/** A failed upstream call; the cache keeps serving its last good copy. */
export class UpstreamError extends Error {
  constructor(
    readonly source: string,
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = "UpstreamError";
  }
}

export type FetchJsonOptions = {
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** GETs a JSON document; any failure (status, time limit, bad JSON) is an UpstreamError. */
export async function fetchUpstreamJson(
  source: string,
  url: string,
  { headers, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS }: FetchJsonOptions = {},
): Promise<unknown> {
  // One signal covers the headers and the body: a server that stalls mid-body is a timeout too.
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json", ...headers },
      signal,
      cache: "no-store",
    });
    if (response.status === 429) {
      await response.body?.cancel();
      throw new UpstreamError(source, "rate_limited", "rate limited (HTTP 429)");
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(source, "http", `HTTP ${response.status}`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new UpstreamError(source, "timeout", `no answer in ${timeoutMs} ms`);
    throw new UpstreamError(source, "network", (error as Error).message);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(source, "malformed", "the answer is not JSON");
  }
}

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

type Pacers = { codeforces: Pacer; clist: Pacer; atcoder: Pacer };
const PACERS_KEY = Symbol.for("coderhouse.upstreamPacers");

/**
 * One pacer per upstream per process, at each one's published limit: Codeforces 1 call per 2 s,
 * clist 10 per minute (contests and LeetCode paging share it), AtCoder Problems ≥ 1 s apart.
 */
export function upstreamPacers(): Pacers {
  const store = globalThis as { [PACERS_KEY]?: Pacers };
  return (store[PACERS_KEY] ??= {
    codeforces: createPacer({ minIntervalMs: 2_000 }),
    clist: createPacer({ minIntervalMs: 1_000, limit: 10, windowMs: 60_000 }),
    atcoder: createPacer({ minIntervalMs: 1_000 }),
  });
}
