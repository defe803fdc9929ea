"use client";
// One small value kept in this browser (localStorage), shared by every component of the page and
// other tabs. Null while the server-rendered HTML hydrates, "" when nothing is kept.
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return ""; // storage blocked (private mode, policy): nothing is remembered
  }
}

/** The value and a setter ("" forgets it) that says whether this browser let it be kept. */
export function useStored(key: string): [value: string | null, set: (value: string) => boolean] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const set = useCallback(
    (next: string) => {
      try {
        if (next === "") window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, next);
      } catch {
        return false;
      }
      listeners.forEach((l) => l());
      return true;
    },
    [key],
  );
  return [value, set];
}
