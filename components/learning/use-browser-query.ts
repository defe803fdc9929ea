// The problem browser's filters and page, kept in the URL (shareable, Back works). Changes are
// pushed as shallow history entries, and a filter changed before the script ran is picked up.
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import {
  PROBLEM_PLATFORMS,
  readQuery,
  searchFor,
  withFilter,
  type BrowserQuery,
  type PlatformId,
} from "./problem-platforms";

export function useBrowserQuery(platform: PlatformId) {
  const definition = PROBLEM_PLATFORMS[platform];
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = useMemo(() => readQuery(platform, searchParams), [platform, searchParams]);
  const filtersRef = useRef<HTMLFormElement>(null);

  // The URL this component last pushed, until the router's state catches up with it: a second
  // change made in between (two quick filter picks) builds on the first instead of undoing it.
  const pushedRef = useRef<string | null>(null);
  const search = searchFor(platform, query);
  useEffect(() => {
    if (pushedRef.current === search) pushedRef.current = null;
  }, [search]);
  const latestQuery = () =>
    pushedRef.current === null
      ? query
      : readQuery(platform, new URLSearchParams(pushedRef.current));

  function navigate(next: BrowserQuery) {
    // A shallow history entry (Next.js keeps useSearchParams in step): the list refreshes through
    // SWR without a server round trip, and Back returns to the previous filters.
    const nextSearch = searchFor(platform, next);
    pushedRef.current = nextSearch;
    window.history.pushState(null, "", `${pathname}${nextSearch}`);
  }

  /** The filters the form shows that differ from the URL's: picks the URL does not have yet. */
  function formChanges(form: HTMLFormElement): [name: string, value: string][] {
    const values = new FormData(form);
    return definition.filters.flatMap(({ name }) => {
      const value = values.get(name);
      return typeof value === "string" && value !== String(query[name] ?? "")
        ? [[name, value] as [string, string]]
        : [];
    });
  }

  /** Those picks on top of the latest filters, back on page 1. */
  function applyChanges(changes: [string, string][]) {
    if (changes.length === 0) return;
    navigate(changes.reduce((next, [name, value]) => withFilter(next, name, value), latestQuery()));
  }

  // On a slow phone a visitor may change a filter before this script has run; React keeps the
  // select as the visitor left it, so pick the change up instead of showing the wrong list.
  // Runs once, at hydration; the push waits until the router's own effects have run (they make
  // pushState update the URL state this component reads).
  useEffect(() => {
    const changes = filtersRef.current ? formChanges(filtersRef.current) : [];
    if (changes.length === 0) return;
    const timer = setTimeout(() => applyChanges(changes));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    pathname,
    query,
    search,
    filtersRef,
    latestQuery,
    navigate,
    formChanges,
    applyChanges,
  };
}
