// How long a page may stay cached when what it shows changes with the clock at `change`: the
// seconds until then, at least 1, and at most Next's longest lifetime (a year), beyond which the
// change waits for it. Pure: lib/content-store/read.ts and the component tests' stand-in use it.

/** Next's longest lifetime of a cached page, in seconds. */
const YEAR_SECONDS = 31_536_000;

export const secondsUntil = (change: Date, now: Date): number =>
  Math.min(Math.max(Math.ceil((change.getTime() - now.getTime()) / 1000), 1), YEAR_SECONDS);
