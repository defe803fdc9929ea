"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const inBrowser = () => true;

/**
 * A value only the browser knows and that does not change while the page is open (the visitor's
 * time zone, say): `onServer` in the server-rendered HTML and while it hydrates, `read()` after.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

/**
 * False in the server-rendered HTML and while it hydrates, true once this browser runs the page.
 * Controls that only work with the script stay disabled until then, so a tap on a slow phone is
 * not silently lost (or, for a form, sent as a plain GET with the visitor's details in the URL).
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
