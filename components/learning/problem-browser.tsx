"use client";

import { usePathname } from "next/navigation";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import type { ProblemListCopy } from "./list-copy";
import type { ProgressCopy } from "@/lib/content/practice-progress";
import type { ProgressPlatformId } from "@/lib/platforms/registry";
import { fillTemplate } from "@/lib/text";
import { ExtraFields } from "./extra-filters";
import { HandleForm } from "./handle-form";
import type { LiveInitial } from "./live-state";
import { PageNav } from "./problem-controls";
import { ProblemFilters } from "./problem-filters";
import { ProblemList } from "./problem-list";
import {
  apiUrlOf,
  definitionOf,
  rowsOf,
  searchFor,
  shownQuery,
  withFilter,
  type PlatformId,
  type ProblemRow,
} from "./problem-platforms";
import { listStatus } from "./problem-status";
import { SolvedTools } from "./solved-tools";
import { useBrowserQuery } from "./use-browser-query";
import { useProblemPage } from "./use-problem-page";
import { useProgress } from "./use-progress";
import { useRandomPick } from "./use-random-pick";
import { useSolved } from "./use-solved";
import { useStored } from "./use-stored";

type ProblemBrowserProps = {
  platform: PlatformId;
  initial: LiveInitial<unknown>;
  copy: ProblemListCopy;
  progressCopy: ProgressCopy;
  /** Where the platform has a tag picker: every tag of its list, most used first. */
  tags?: readonly string[];
};

/**
 * The interactive part of a problem browser: filters and page in the URL, the list of the page,
 * and with a handle the visitor's own marks from the platform (and, where it has one, "For your
 * level"). Ticks made by hand are kept in this browser as before.
 */
export function ProblemBrowser(props: ProblemBrowserProps) {
  const { platform, initial, copy, progressCopy, tags = [] } = props;
  const locale = usePageLocale();
  const definition = useMemo(() => definitionOf(platform, locale), [platform, locale]);
  const pathname = usePathname();
  const headingId = useId();
  const browserQuery = useBrowserQuery(platform);
  const { query: asked, search, filtersRef, navigate } = browserQuery;
  const handle = typeof asked.handle === "string" ? asked.handle : null;
  // "For your level" needs a handle; without one the list is the whole one (as the server did).
  const query = shownQuery(platform, asked);
  const level = definition.level && query.view === "level";
  const key = apiUrlOf(platform, query);
  const list = useProblemPage(key, initial);
  const { data, error, isLoading } = list;

  const own = useProgress({
    platform,
    handle,
    enabled: definition.handle !== null,
    restore: (h) => navigate((q) => ({ ...q, handle: h }), { replace: true }),
  });
  const { solved: ticked, mark: tick, ready } = useSolved(platform);
  // Solved either way: ticked here or accepted on the platform.
  const done = useMemo(
    () => (own.accepted.size > 0 ? new Set([...ticked, ...own.accepted]) : ticked),
    [ticked, own.accepted],
  );
  const [hideSolved, setHideSolved] = useState(false);
  const [hideDifficulty, setHideDifficulty] = useStored("coderhouse:hide-difficulty");
  const listRef = useRef<HTMLOListElement>(null);

  const rows: ProblemRow[] = useMemo(
    () => (data ? rowsOf(platform, data.data, locale) : []),
    [data, platform, locale],
  );
  const visibleRows = hideSolved && ready ? rows.filter((r) => !done.has(r.key)) : rows;
  const hiddenCount = rows.length - visibleRows.length;
  const page = data?.page ?? query.page;
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  const random = useRandomPick({
    platform,
    query,
    total: data?.total ?? 0,
    pageSize: data?.pageSize ?? definition.pageSize,
    hideSolved,
    solved: done,
    copy,
    navigate: (target) => navigate(() => target),
    listRef,
    showingCurrent: data !== undefined && !isLoading,
    rows,
  });

  // Stable, so the tag picker and the other memoised fields need not render again with the list.
  const { forget: forgetPick } = random;
  const change = useCallback(
    (name: string, value: string | string[]) => {
      forgetPick({ message: true });
      navigate((q) => withFilter(q, name, value));
    },
    [forgetPick, navigate],
  );
  const commitForm = () =>
    filtersRef.current && browserQuery.applyChanges(browserQuery.formChanges(filtersRef.current));

  const status = listStatus({
    copy,
    definition,
    serverFailure: list.serverFailure,
    isLoading,
    error,
    data,
    page,
    totalPages,
  });
  const band = level && own.progress ? definition.levelBand?.(own.progress.rating) : null;
  const selects = level
    ? definition.filters.filter((f) => f.name !== "rating")
    : definition.filters;

  return (
    <section aria-labelledby={headingId} className="bg-paper">
      <div className="mx-auto max-w-page px-4 py-10">
        <h2 id={headingId} className="text-2xl font-semibold text-navy sm:text-3xl">
          {copy.title}
        </h2>

        {definition.handle && (
          <HandleForm
            rule={definition.handle}
            texts={progressCopy[platform as ProgressPlatformId]}
            action={pathname}
            handle={handle}
            progress={own.progress}
            error={own.error}
            loading={own.loading}
            copy={progressCopy}
            onSubmit={(h) => navigate((q) => ({ ...q, handle: h, page: level ? 1 : q.page }))}
            onForget={() => {
              own.forget();
              navigate((q) => ({ ...q, handle: null, view: null, page: 1 }));
            }}
          />
        )}

        <ProblemFilters
          formRef={filtersRef}
          action={pathname}
          copy={copy}
          filters={selects}
          values={query}
          onFilter={change}
          onSubmitForm={commitForm}
          hideSolved={hideSolved}
          onHideSolved={setHideSolved}
          ready={ready}
          randomDisabled={random.picking || list.unavailable || !data || data.total === 0}
          onRandom={random.pickRandom}
          toggle={
            definition.extras.hideDifficulty
              ? {
                  label: progressCopy.hideDifficulty,
                  checked: hideDifficulty === "1",
                  ready: hideDifficulty !== null,
                  onChange: (on) => setHideDifficulty(on ? "1" : ""),
                }
              : undefined
          }
          extra={
            <ExtraFields
              extras={definition.extras}
              withLevel={definition.level && handle !== null}
              query={query}
              level={level}
              tags={tags}
              copy={progressCopy}
              onChange={change}
              onCommit={commitForm}
            />
          }
        />

        {band && (
          <p className="mt-4 max-w-3xl text-ink">
            {fillTemplate(progressCopy.levelLead, { min: band.min, max: band.max })}
          </p>
        )}

        <ProblemList
          headingId={headingId}
          copy={copy}
          progressCopy={progressCopy}
          status={status}
          emphasise={list.unavailable || (!!data && data.data.length === 0 && !isLoading)}
          asOf={data?.asOf}
          randomMessage={random.message}
          hiddenCount={hiddenCount}
          onRetry={list.unavailable && !list.notConfigured ? list.retry : null}
          pageError={data && error ? error.message : null}
          onReload={list.reload}
          listRef={listRef}
          loading={isLoading}
          busy={isLoading || list.isValidating}
          search={search}
          rows={visibleRows}
          reserveRows={
            rows.length === 0 && !list.unavailable ? (data?.pageSize ?? definition.pageSize) : 0
          }
          highlight={random.highlight}
          solved={ticked}
          marks={own.markOf}
          ready={ready}
          showDifficulty={hideDifficulty === ""}
          onSolvedChange={tick}
        />

        <PageNav
          label={copy.paginationLabel}
          page={page}
          totalPages={totalPages}
          disabled={list.unavailable}
          hrefFor={(target) => `${pathname}${searchFor(platform, { ...query, page: target })}`}
          onGo={(target) => {
            forgetPick({ message: false });
            navigate((q) => ({ ...q, page: target }));
          }}
          pageOf={fillTemplate(copy.pageOf, { page, pages: totalPages })}
          previous={copy.previous}
          next={copy.next}
        />

        <SolvedTools platform={platform} copy={copy} />
      </div>
    </section>
  );
}
