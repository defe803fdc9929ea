// The problem browser's filters and page, kept in the URL (shareable, Back works) by nuqs with
// the platform's filter table (lib/live-data/filter-tables.ts). Each change is a shallow history
// entry: the list refreshes through SWR without a server round trip. A filter changed before the
// script ran is picked up.
import { type ParserMap, useQueryStates } from "nuqs";
import { useEffect, useRef } from "react";
import { FILTER_TABLES } from "@/lib/live-data/filter-tables";
import {
  PROBLEM_PLATFORMS,
  searchFor,
  withFilter,
  type BrowserQuery,
  type PlatformId,
} from "./problem-platforms";

export type QueryChange = (query: BrowserQuery) => BrowserQuery;

export function useBrowserQuery(platform: PlatformId) {
  const [values, setValues] = useQueryStates(FILTER_TABLES[platform].parsers as ParserMap, {
    history: "push",
  });
  const query = values as BrowserQuery;
  const filtersRef = useRef<HTMLFormElement>(null);
  const search = searchFor(platform, query);

  /** Applies a change to the latest query (two quick picks build on each other). */
  function navigate(change: QueryChange, options: { replace?: boolean } = {}) {
    void setValues((latest) => change(latest as BrowserQuery), {
      history: options.replace ? "replace" : "push",
    });
  }

  /** The selects the form shows that differ from the URL's: picks the URL does not have yet. */
  function formChanges(form: HTMLFormElement): [name: string, value: string][] {
    const data = new FormData(form);
    return PROBLEM_PLATFORMS[platform].filters.flatMap(({ name }) => {
      const value = data.get(name);
      return typeof value === "string" && value !== String(query[name] ?? "")
        ? [[name, value] as [string, string]]
        : [];
    });
  }

  /** Those picks on top of the latest filters, back on page 1. */
  function applyChanges(changes: [string, string][]) {
    if (changes.length === 0) return;
    navigate((latest) =>
      changes.reduce((next, [name, value]) => withFilter(next, name, value), latest),
    );
  }

  // On a slow phone a visitor may change a filter before this script has run; React keeps the
  // select as the visitor left it, so pick the change up instead of showing the wrong list.
  useEffect(() => {
    const changes = filtersRef.current ? formChanges(filtersRef.current) : [];
    if (changes.length === 0) return;
    const timer = setTimeout(() => applyChanges(changes));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { query, search, filtersRef, navigate, formChanges, applyChanges };
}
