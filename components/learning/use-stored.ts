"use client";
// One small value kept in this browser (localStorage), shared by every component of the page and
// other tabs. Null while the server-rendered HTML hydrates, "" when nothing is kept.
import { startTransition, useCallback, useEffect, useState } from "react";

const listeners = new Set<() => void>();

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return ""; // storage blocked (private mode, policy): nothing is remembered
  }
}

/** A new value, or how to make it from the one kept now ("" forgets it). */
export type StoredUpdate = string | ((current: string) => string);

/** The value and a stable setter that says whether this browser let the new value be kept. */
export function useStored(
  key: string,
): [value: string | null, set: (update: StoredUpdate) => boolean] {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setValue(read(key));
    // The first read, just after hydration, is a transition: React renders what it changes in
    // short slices instead of one long task while the page is still starting.
    startTransition(update);
    listeners.add(update);
    window.addEventListener("storage", update);
    return () => {
      listeners.delete(update);
      window.removeEventListener("storage", update);
    };
  }, [key]);
  const set = useCallback(
    (update: StoredUpdate) => {
      try {
        const next = typeof update === "string" ? update : update(read(key));
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
