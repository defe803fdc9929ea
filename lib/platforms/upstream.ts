// What the server does with an upstream (types only): the spec of one cached list (how to fetch it
// with the site's settings, how long a copy is fresh, at which upstream's pace) and of a handle's
// progress. Each platform folder's source.ts and user.ts export theirs; the registry's server half
// (./server.ts) lists them for the live data service, the progress service and the snapshots.
import type { Env } from "@/lib/env-schema.mjs";
import type { Progress } from "@/lib/live-data/progress";
import type { Pacer, PacerSettings } from "@/lib/providers/pacer";

export type { Env };

export type ListSpec<T> = {
  /**
   * File-safe name: the cache's key, the `list` of logs and metrics, and the copy shipped with a
   * release (lib/live-data/snapshots/<name>.json).
   */
  name: string;
  /** What the list is called in "The … list is not available right now." */
  label: string;
  /** How long a copy counts as fresh. */
  freshMs: number;
  /** Whose pace its calls wait for (one pacer per upstream, shared by its lists and handles). */
  pacer: PacerSettings;
  /** Fetches, validates and reshapes the whole list; null: not configured (no clist key). */
  fetcher(settings: Env, pacer: Pacer): (() => Promise<T>) | null;
  /** Checks a copy read back from disk, Redis or the release; null refuses it. Default: any list. */
  restore?(data: unknown): T | null;
  /** A copy of it ships with each release (`npm run snapshots`). */
  ships: boolean;
};

export type ProgressSpec = {
  pacer: PacerSettings;
  /** Handles that may wait for the upstream's pace at once; past that a look-up is refused. */
  maxWaiting: number;
  /** The handle's progress; UnknownHandleError when the upstream says there is no such user. */
  fetch(
    handle: string,
    settings: Env,
    options: { pacer: Pacer; now: () => number },
  ): Promise<Progress>;
};
