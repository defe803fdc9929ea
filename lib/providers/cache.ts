// One generic cache for every upstream list. Serves from memory; stale data is served at once
// while one background refresh runs; a failed refresh keeps the last good copy (and its asOf).
// The last good copy is persisted (lib/providers/snapshot-store.ts) so a restart during an
// outage still serves data, and shared through Redis so one instance's fetch serves them all:
// while one instance holds a list's refresh lock, the others wait for its copy instead of
// calling the upstream too. A new server with neither copy has the one shipped with the release
// (lib/providers/seed.ts), dated when it was captured: a request waits a few seconds for the first
// fetch rather than answer with it, and gets it (marked `shipped`) only when that fetch fails or
// is slow.
import "server-only";
import { LiveDataUnavailableError } from "@/lib/live-data/errors";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import type { RefreshLock, Snapshot, SnapshotStore } from "./snapshot-store";

export type { Snapshot, SnapshotStore } from "./snapshot-store";

export type CachedSourceOptions<T> = {
  /** Short file-safe name, also the `list` in logs and metrics. */
  name: string;
  /** How long a copy counts as fresh. */
  freshMs: number;
  /** Fetches, validates and reshapes the whole list from the upstream. */
  fetch: () => Promise<T>;
  /**
   * Checks and cleans a copy read back from disk or Redis (written by an older version, perhaps,
   * before a rule existed); null refuses it. Default: any array.
   */
  restore?: (data: unknown) => T | null;
  persist?: SnapshotStore;
  shared?: SnapshotStore;
  /**
   * The copy shipped with the release: the last resort, adopted (and restored like any copy) only
   * when neither the saved nor the shared copy can be. Its asOf is its capture date, so it is
   * stale at once; it is never saved or shared.
   */
  seed?: Pick<SnapshotStore, "read">;
  /**
   * While only the shipped copy is held, how long a request waits for the fetch it starts (or
   * shares) before it answers with the shipped copy.
   */
  firstWaitMs?: number;
  /** After a failed refresh, serve the old copy this long before trying the upstream again. */
  retryAfterMs?: number;
  /** Longest one instance may hold a list's refresh before another may take over. */
  lockMs?: number;
  now?: () => number;
  /** Shown in LiveDataUnavailableError ("The … list is not available"). */
  label?: string;
};

export type CachedSource<T> = {
  /**
   * The current copy: fresh, stale (a refresh starts behind it), the first fetch awaited, or while
   * only the shipped copy is held, the first fetch awaited up to firstWaitMs.
   */
  get: () => Promise<Snapshot<T>>;
  /** Fetches now unless a fetch is already running (then shares it). Null if nothing is held. */
  refresh: () => Promise<Snapshot<T> | null>;
  /** The copy in memory, if any, without side effects. */
  peek: () => Snapshot<T> | null;
};

const DEFAULT_RETRY_AFTER_MS = 60_000;
/** The slowest list (ten paced clist calls of up to UPSTREAM_TIMEOUT_MS) fits. */
const DEFAULT_LOCK_MS = 120_000;
/** How often an instance waiting for another's fetch looks whether it is done. */
const LOCK_POLL_MS = 200;
/** A visitor may wait this long for a new server's first fetch (the "about 3 s"). */
export const FIRST_WAIT_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work`, or nothing once `ms` have passed (the work goes on behind). */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The metrics outcome of a failed refresh: an UpstreamError's kind, else "error" (a bug). */
function failureKind(error: unknown): string {
  // By shape, not instanceof: Next may bundle a second copy of the class (see errors.ts).
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === "string" ? kind : "error";
}

export function cachedSource<T>(options: CachedSourceOptions<T>): CachedSource<T> {
  const {
    name,
    freshMs,
    persist,
    shared,
    seed,
    retryAfterMs = DEFAULT_RETRY_AFTER_MS,
    lockMs = DEFAULT_LOCK_MS,
    firstWaitMs = FIRST_WAIT_MS,
    now = Date.now,
    restore = (data: unknown) => (Array.isArray(data) ? (data as T) : null),
  } = options;
  const label = options.label ?? name;

  let memory: { snapshot: Snapshot<T>; asOfMs: number } | null = null;
  let loading: Promise<void> | null = null;
  let inflight: Promise<Snapshot<T> | null> | null = null;
  let lastFailureAt = -Infinity;

  const isFresh = (asOfMs: number) => now() - asOfMs < freshMs;

  /** Every change of the copy this process serves goes through here, so the gauge follows it. */
  const serve = (snapshot: Snapshot<T>, asOfMs: number) => {
    memory = { snapshot, asOfMs };
    metrics.copyServed(name, asOfMs);
  };

  /** Takes a copy from disk, Redis or the release if it is newer than the one in memory. */
  const adopt = (snapshot: Snapshot<unknown> | null, shipped = false): boolean => {
    if (!snapshot) return false;
    const asOfMs = Date.parse(snapshot.asOf);
    if (memory && memory.asOfMs >= asOfMs) return false;
    const data = restore(snapshot.data);
    if (data === null) return false;
    serve({ data, asOf: snapshot.asOf, ...(shipped && { shipped: true as const }) }, asOfMs);
    return true;
  };

  const quietly = async <R>(what: string, work: () => Promise<R>): Promise<R | null> => {
    try {
      return await work();
    } catch (error) {
      log.warn({ list: name, reason: (error as Error).message.slice(0, 200) }, `${what} failed`);
      return null;
    }
  };

  /** Once per process: the persisted and shared copies, whichever is newer, else the shipped one. */
  const loadOnce = () =>
    (loading ??= (async () => {
      const [fromDisk, fromRedis] = await Promise.all([
        persist ? quietly("reading the saved copy", () => persist.read(name)) : null,
        shared ? quietly("reading the shared copy", () => shared.read(name)) : null,
      ]);
      adopt(fromDisk);
      adopt(fromRedis);
      if (memory || !seed) return;
      const shipped = await quietly("reading the shipped copy", () => seed.read(name));
      if (adopt(shipped, true)) {
        log.info({ list: name, asOf: shipped?.asOf }, "no saved copy yet: serving the shipped one");
      }
    })());

  /** Another instance holds the refresh: wait until it lets go, then take the copy it shared. */
  const awaitOtherFetch = async (lock: RefreshLock): Promise<Snapshot<T> | null> => {
    const deadline = Date.now() + lockMs;
    while (Date.now() < deadline) {
      await sleep(LOCK_POLL_MS);
      if ((await quietly("checking the refresh lock", () => lock.held(name))) !== true) break;
    }
    const copy = shared ? await quietly("reading the shared copy", () => shared.read(name)) : null;
    if (adopt(copy)) return memory?.snapshot ?? null;
    // Its fetch failed (or its copy never reached Redis): that counts as this refresh failing
    // too, so the upstream is not asked again before retryAfterMs.
    lastFailureAt = now();
    return memory?.snapshot ?? null;
  };

  const fetchAndStore = async (): Promise<Snapshot<T> | null> => {
    // Another instance may have fetched a fresher copy meanwhile: use it instead of the upstream.
    if (shared) {
      const copy = await quietly("reading the shared copy", () => shared.read(name));
      if (adopt(copy) && memory && isFresh(memory.asOfMs)) return memory.snapshot;
    }
    const lock = shared?.lock;
    // Null when Redis cannot be asked: then this instance fetches on its own.
    const taken = lock
      ? await quietly("taking the refresh lock", async () => ({
          release: await lock.take(name, lockMs),
        }))
      : null;
    if (lock && taken && taken.release === null) return awaitOtherFetch(lock);
    const release = taken?.release ?? null;
    try {
      // The instance that held the lock before us may have just shared a fresh copy.
      if (release && shared) {
        const copy = await quietly("reading the shared copy", () => shared.read(name));
        if (adopt(copy) && memory && isFresh(memory.asOfMs)) return memory.snapshot;
      }
      const data = await options.fetch();
      const asOfMs = now();
      const snapshot: Snapshot<T> = { data, asOf: new Date(asOfMs).toISOString() };
      serve(snapshot, asOfMs);
      lastFailureAt = -Infinity;
      metrics.upstreamRefresh(name, "ok");
      // Saved behind the answer: a slow disk or Redis never delays a visitor. Instances waiting
      // on our lock need the shared copy before we let go, though.
      if (persist) void quietly("saving the copy", () => persist.write(name, snapshot));
      if (shared && release) await quietly("sharing the copy", () => shared.write(name, snapshot));
      else if (shared) void quietly("sharing the copy", () => shared.write(name, snapshot));
      return snapshot;
    } catch (error) {
      lastFailureAt = now();
      const outcome = failureKind(error);
      metrics.upstreamRefresh(name, outcome);
      // An upstream's own failure (down, slow, too large) is expected weather: its reason is
      // enough. Anything else is a bug in our code, logged once with its stack.
      const cause =
        outcome === "error" ? { err: error } : { reason: (error as Error).message.slice(0, 200) };
      log.warn(
        { list: name, outcome, servedAsOf: memory?.snapshot.asOf ?? null, ...cause },
        memory ? "refresh failed; the last good copy is still served" : "refresh failed; no copy",
      );
      return memory?.snapshot ?? null;
    } finally {
      if (release) await quietly("releasing the refresh lock", release);
    }
  };

  const refresh = () =>
    (inflight ??= fetchAndStore().finally(() => {
      inflight = null;
    }));

  return {
    peek: () => memory?.snapshot ?? null,
    refresh,
    async get() {
      await loadOnce();
      const held = memory;
      if (!held) {
        const snapshot = await refresh();
        if (!snapshot) throw new LiveDataUnavailableError(label);
        return snapshot;
      }
      const due = !isFresh(held.asOfMs) && now() - lastFailureAt >= retryAfterMs;
      const fetching = inflight ?? (due ? refresh() : null);
      // The shipped copy only stands in: its first fetch (shared by every request that comes
      // meanwhile) is worth a short wait. Our own copies, however stale, are answered at once.
      if (held.snapshot.shipped && fetching) await within(fetching, firstWaitMs);
      return memory?.snapshot ?? held.snapshot;
    },
  };
}
