// The problem browser's filters and page, kept in the URL (shareable, Back works) by nuqs with
// the parsers of the platform's query table (lib/platforms/<id>/query.ts). Each change is a
// shallow history entry: the list refreshes through SWR without a server round trip. A filter
// changed before the script ran is picked up.
import { type ParserMap, useQueryStates } from "nuqs";
import { useCallback, useEffect, useRef } from "react";
import { platformOrThrow } from "@/lib/platforms/registry";
import { searchFor, withFilter, type BrowserQuery, type PlatformId } from "./problem-platforms";

export type QueryChange = (query: BrowserQuery) => BrowserQuery;

/** A form's fields as an address would carry them (checkboxes repeat their name). */
function formParams(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === "string" ? [[name, value] as [string, string]] : [],
  );
}

export function useBrowserQuery(platform: PlatformId) {
  const table = platformOrThrow(platform).query;
  const [values, setValues] = useQueryStates(table.parsers as ParserMap, { history: "push" });
  const query = values as BrowserQuery;
  const filtersRef = useRef<HTMLFormElement>(null);
  const search = searchFor(platform, query);

  /** Applies a change to the latest query (two quick picks build on each other). Stable. */
  const navigate = useCallback(
    (change: QueryChange, options: { replace?: boolean } = {}) =>
      void setValues((latest) => change(latest as BrowserQuery), {
        history: options.replace ? "replace" : "push",
      }),
    [setValues],
  );

  /**
   * The filters the form shows that differ from the URL's (picks the URL does not have yet): each
   * field of the platform's table the form holds, read through the table as the address would be.
   */
  function formChanges(form: HTMLFormElement): [name: string, value: BrowserQuery[string]][] {
    const shown = table.read(new URLSearchParams(formParams(form))) as BrowserQuery;
    const names = new Set(
      Array.from(form.elements, (e) => (e as HTMLInputElement).name).filter(
        (name) => name in table.parsers && name !== "page" && name !== "handle",
      ),
    );
    return [...names].flatMap((name) =>
      JSON.stringify(shown[name] ?? null) !== JSON.stringify(query[name] ?? null)
        ? [[name, shown[name] ?? null] as [string, BrowserQuery[string]]]
        : [],
    );
  }

  /** Those picks on top of the latest filters, back on page 1. */
  function applyChanges(changes: [string, BrowserQuery[string]][]) {
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
