"use client";

import { useCallback, useMemo } from "react";
import {
  parseStoredSolved,
  serialiseSolved,
  storageKey,
  toggleSolved,
  type SolvedPlatform,
} from "./solved-store";
import { useStored } from "./use-stored";

export type SolvedApi = {
  solved: ReadonlySet<string>;
  list: string[];
  /** False while the server-rendered HTML is hydrating: the browser's list is not read yet. */
  ready: boolean;
  replace: (keys: string[]) => boolean;
  /** Ticks or unticks one problem, on the list as kept now (stable across renders). */
  mark: (key: string, solved: boolean) => boolean;
};

/** The solved marks of one platform, shared by every component of the page and other tabs. */
export function useSolved(platform: SolvedPlatform): SolvedApi {
  // The stored string itself is the snapshot, so React compares it by value.
  const [raw, store] = useStored(storageKey(platform));
  const list = useMemo(() => parseStoredSolved(raw), [raw]);
  const solved = useMemo(() => new Set(list), [list]);
  const replace = useCallback((keys: string[]) => store(serialiseSolved(keys)), [store]);
  const mark = useCallback(
    (key: string, on: boolean) =>
      store((current) => serialiseSolved(toggleSolved(parseStoredSolved(current), key, on))),
    [store],
  );
  return { solved, list, ready: raw !== null, replace, mark };
}
