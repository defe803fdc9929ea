"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server-rendered HTML and while it hydrates, true once this browser runs the page.
 * Controls that only work with the script stay disabled until then, so a tap on a slow phone is
 * not silently lost (or, for a form, sent as a plain GET with the visitor's details in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
