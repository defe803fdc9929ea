// The registry's server half: for each platform of ./registry.ts, the upstream its list is
// fetched from (and, for AtCoder, the difficulty estimates read beside it) and how a handle's
// progress is read; and the contest list's upstream. The live data service, the progress service,
// the pacers and `npm run snapshots` read it.
import "server-only";
import { ATCODER_MODELS, difficultyIn } from "./atcoder/models";
import { ATCODER_LIST } from "./atcoder/source";
import { ATCODER_PROGRESS } from "./atcoder/user";
import { CODEFORCES_LIST } from "./codeforces/source";
import { CODEFORCES_PROGRESS } from "./codeforces/user";
import { CONTESTS_LIST } from "./contests/source";
import { LEETCODE_LIST } from "./leetcode/source";
import type { PlatformId, ProgressPlatformId } from "./registry";
import type { ListSpec, ProgressSpec } from "./upstream";

/** A second list a platform's rows are read with, and what the rows get from a copy of it. */
export type ContextSpec<C> = {
  spec: ListSpec<C>;
  /** From a copy of the list, or from none (not fetched yet, or failing). */
  of: (copy: C | null) => unknown;
};

export type PlatformServer = {
  list: ListSpec<unknown[]>;
  context?: ContextSpec<never>;
};

export const PLATFORM_SERVERS: Record<PlatformId, PlatformServer> = {
  codeforces: { list: CODEFORCES_LIST },
  atcoder: {
    list: ATCODER_LIST,
    context: { spec: ATCODER_MODELS, of: difficultyIn } as ContextSpec<never>,
  },
  leetcode: { list: LEETCODE_LIST },
};

export const PROGRESS_SERVERS: Record<ProgressPlatformId, ProgressSpec> = {
  codeforces: CODEFORCES_PROGRESS,
  atcoder: ATCODER_PROGRESS,
};

export { CONTESTS_LIST };

/** Every list read from an upstream, each once: the platforms', their companions', the contests'. */
export const ALL_LISTS: readonly ListSpec<unknown>[] = [
  ...Object.values(PLATFORM_SERVERS).flatMap((s) => [
    s.list,
    ...(s.context ? [s.context.spec] : []),
  ]),
  CONTESTS_LIST,
];
