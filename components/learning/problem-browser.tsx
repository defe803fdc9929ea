"use client";

import { useId, useMemo, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { problemListCopy } from "@/lib/content/coding-resources";
import type { Page } from "@/lib/live-data/types";
import { fillTemplate } from "@/lib/text";
import { fetchProblemPage, type LiveFetchError } from "./live-fetcher";
import { formatIst } from "./live-format";
import { NOT_CONFIGURED, type LiveInitial } from "./live-state";
import { PageNav } from "./problem-controls";
import { ProblemFilters } from "./problem-filters";
import { ProblemItem } from "./problem-item";
import { listStatus } from "./problem-status";
import {
  apiUrlFor,
  PROBLEM_PLATFORMS,
  rowsOf,
  searchFor,
  withFilter,
  type PlatformId,
  type ProblemRow,
} from "./problem-platforms";
import { SolvedTools } from "./solved-tools";
import { useBrowserQuery } from "./use-browser-query";
import { useRandomPick } from "./use-random-pick";
import { useSolved } from "./use-solved";

type ProblemBrowserProps = {
  platform: PlatformId;
  initial: LiveInitial<unknown>;
  copy: typeof problemListCopy;
};

/** Space kept for the list while its first page loads, per row, so nothing below jumps. */
const ROW_HEIGHT_REM = 4.5;

/**
 * The interactive part of a problem browser. The server renders the first page; afterwards the
 * filters and page number live in the URL (shareable, Back works) and each page comes from our
 * API through SWR, keeping the previous page on screen while the next one loads.
 */
export function ProblemBrowser({ platform, initial, copy }: ProblemBrowserProps) {
  const definition = PROBLEM_PLATFORMS[platform];
  const { pathname, query, search, filtersRef, latestQuery, navigate, formChanges, applyChanges } =
    useBrowserQuery(platform);
  const key = apiUrlFor(platform, query);
  const headingId = useId();
  const { mutate, cache } = useSWRConfig();

  // The server already tried this exact page and could not get it: say so without asking again,
  // until the visitor asks for another try.
  const [retrying, setRetrying] = useState(false);
  const hydrated = useHydrated();
  const notConfigured = initial.kind === "error" && initial.code === NOT_CONFIGURED;
  const serverFailed = initial.kind === "error" && initial.key === key && !retrying;
  const serverPage = initial.kind === "data" && initial.key === key ? initial.page : undefined;
  const swr = useSWR<Page<unknown>, LiveFetchError>(serverFailed ? null : key, fetchProblemPage, {
    fallbackData: serverPage,
    keepPreviousData: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { error, isLoading, isValidating } = swr;
  // Back to the page the server rendered: with keepPreviousData, SWR would keep showing the
  // previous filters' page instead of the server's (it neither fetches nor uses the fallback
  // while it holds an older page). This key's own page comes first.
  const data = cache.get(key)?.data === undefined && serverPage ? serverPage : swr.data;

  const { solved, list: solvedList, replace: replaceSolved, ready } = useSolved(platform);
  const [hideSolved, setHideSolved] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  // With keepPreviousData, `data` may still be the previous page while this one loads.
  const showingCurrent = data !== undefined && !isLoading;
  const rows: ProblemRow[] = useMemo(
    () => (data ? rowsOf(platform, data.data) : []),
    [data, platform],
  );
  const visibleRows = hideSolved && ready ? rows.filter((r) => !solved.has(r.key)) : rows;
  const hiddenCount = rows.length - visibleRows.length;
  const page = data?.page ?? query.page;
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  const random = useRandomPick({
    platform,
    query,
    total: data?.total ?? 0,
    hideSolved,
    solved,
    copy,
    navigate,
    listRef,
    showingCurrent,
    rows,
  });
  const { highlight, picking, pickRandom } = random;
  const randomMessage = random.message;

  function changeFilter(name: string, value: string) {
    random.forget({ message: true });
    navigate(withFilter(latestQuery(), name, value));
  }

  function goToPage(target: number) {
    random.forget({ message: false });
    navigate({ ...latestQuery(), page: target });
  }

  const status = listStatus({
    copy,
    definition,
    serverFailure:
      serverFailed && initial.kind === "error" ? { notConfigured, message: initial.message } : null,
    isLoading,
    error,
    data,
    page,
    totalPages,
  });

  const unavailable = serverFailed || (!data && !!error);

  return (
    <section aria-labelledby={headingId} className="bg-paper">
      <div className="mx-auto max-w-page px-4 py-10">
        <h2 id={headingId} className="text-2xl font-semibold text-navy sm:text-3xl">
          {copy.title}
        </h2>

        <ProblemFilters
          formRef={filtersRef}
          action={pathname}
          copy={copy}
          filters={definition.filters}
          values={query}
          onFilter={changeFilter}
          onSubmitForm={(form) => applyChanges(formChanges(form))}
          hideSolved={hideSolved}
          onHideSolved={setHideSolved}
          ready={ready}
          randomDisabled={picking || unavailable || !data || data.total === 0}
          onRandom={pickRandom}
        />

        <div className="mt-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <p
            role="status"
            aria-live="polite"
            className={
              unavailable || (data && data.data.length === 0 && !isLoading)
                ? "text-lg font-semibold text-navy"
                : "text-ink"
            }
          >
            {status}
          </p>
          {data && (
            <p className="text-sm text-muted">
              {fillTemplate(copy.asOf, { time: formatIst(data.asOf) })}
            </p>
          )}
        </div>
        <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-ink">
          {randomMessage}
          {randomMessage && hiddenCount > 0 ? " " : ""}
          {hiddenCount > 0 &&
            (visibleRows.length === 0
              ? copy.allHidden
              : fillTemplate(copy.hiddenCount, { count: hiddenCount }))}
        </p>
        {unavailable && !notConfigured && (
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => (serverFailed ? setRetrying(true) : mutate(key))}
            className="mt-2 min-h-tap font-semibold text-navy underline underline-offset-4"
          >
            {copy.retry}
          </button>
        )}
        {data && error && (
          <p role="alert" className="mt-2 text-danger">
            {fillTemplate(copy.loadError, { message: error.message })}{" "}
            <button
              type="button"
              onClick={() => mutate(key)}
              className="min-h-tap font-semibold text-navy underline underline-offset-4"
            >
              {copy.retry}
            </button>
          </p>
        )}

        <ol
          ref={listRef}
          aria-labelledby={headingId}
          aria-busy={isLoading || isValidating}
          // The filters and page this render is for (automated checks wait on it after a change).
          data-query={search}
          className={`mt-4 grid gap-3 transition-opacity ${isLoading ? "opacity-60" : ""}`}
          style={
            rows.length === 0 && !unavailable
              ? { minHeight: `${definition.pageSize * ROW_HEIGHT_REM}rem` }
              : undefined
          }
        >
          {visibleRows.map((row) => (
            <ProblemItem
              key={row.key}
              row={row}
              copy={copy}
              highlighted={row.key === highlight}
              solved={solved.has(row.key)}
              ready={ready}
              onSolvedChange={(checked) =>
                replaceSolved(
                  checked
                    ? [...solvedList, row.key]
                    : solvedList.filter((solvedKey) => solvedKey !== row.key),
                )
              }
            />
          ))}
        </ol>

        <PageNav
          label={copy.paginationLabel}
          page={page}
          totalPages={totalPages}
          disabled={unavailable}
          hrefFor={(target) => `${pathname}${searchFor(platform, { ...query, page: target })}`}
          onGo={goToPage}
          pageOf={fillTemplate(copy.pageOf, { page, pages: totalPages })}
          previous={copy.previous}
          next={copy.next}
        />

        <SolvedTools platform={platform} copy={copy} />
      </div>
    </section>
  );
}
