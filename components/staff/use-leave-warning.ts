"use client";
// While a form holds unsaved changes, leaving the page asks first: the browser's own prompt for a
// reload, a closed tab or another site (beforeunload), and a confirm for a link inside the site,
// which Next follows without unloading the page (so beforeunload never fires for it).
import { useEffect } from "react";

export const LEAVE_QUESTION = "This page has unsaved changes. Leave it without saving them?";

/** The same-origin page a click on `target` would open, or null (another tab, site or app). */
function internalLink(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  // A jump within this page (the skip link) leaves nothing.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let confirmed = false;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (confirmed) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers ask only when this is set
    };
    // Capture on window runs before React's own handlers: Link (components/ui/link.tsx) skips a prevented click.
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || !internalLink(event)) return;
      if (window.confirm(LEAVE_QUESTION)) confirmed = true;
      else event.preventDefault();
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("click", click, true);
    };
  }, [active]);
}
