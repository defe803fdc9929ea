"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  parseStoredSolved,
  serialiseSolved,
  storageKey,
  type SolvedPlatform,
} from "./solved-store";

// Writes from this tab notify these listeners; other tabs arrive through the "storage" event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readRaw(platform: SolvedPlatform): string | null {
  try {
    return window.localStorage.getItem(storageKey(platform));
  } catch {
    return null; // storage blocked (private mode, policy): marks simply do not persist
  }
}

export type SolvedApi = {
  solved: ReadonlySet<string>;
  list: string[];
  /** False while the server-rendered HTML is hydrating: the browser's list is not read yet. */
  ready: boolean;
  replace: (keys: string[]) => boolean;
};

/** The solved marks of one platform, shared by every component of the page and other tabs. */
export function useSolved(platform: SolvedPlatform): SolvedApi {
  // The snapshot is the stored string itself, so React compares it by value.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(platform) ?? "",
    () => null,
  );
  const list = useMemo(() => parseStoredSolved(raw), [raw]);
  const solved = useMemo(() => new Set(list), [list]);

  const replace = useCallback(
    (keys: string[]) => {
      try {
        window.localStorage.setItem(storageKey(platform), serialiseSolved(keys));
      } catch {
        return false;
      }
      listeners.forEach((l) => l());
      return true;
    },
    [platform],
  );

  return { solved, list, ready: raw !== null, replace };
}
