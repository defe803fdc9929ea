"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { type ReactNode, type Ref, useEffect, useId, useMemo, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { problemListCopy } from "@/lib/content/coding-resources";
import type { Page } from "@/lib/live-data/types";
import { fillTemplate } from "@/lib/text";
import { fetchLive, LiveFetchError } from "./live-fetcher";
import { formatIst } from "./live-format";
import { NOT_CONFIGURED, type LiveInitial } from "./live-state";
import {
  apiUrlFor,
  PROBLEM_PLATFORMS,
  randomPosition,
  readQuery,
  rowsOf,
  searchFor,
  withFilter,
  type BrowserQuery,
  type PlatformId,
  type ProblemRow,
} from "./problem-platforms";
import { SolvedTools } from "./solved-tools";
import { useSolved } from "./use-solved";

type ProblemBrowserProps = {
  platform: PlatformId;
  initial: LiveInitial<unknown>;
  copy: typeof problemListCopy;
};

/** Random picks skip solved problems while they are hidden; this many tries, then any. */
const RANDOM_TRIES = 5;
/** Space kept for the list while its first page loads, per row, so nothing below jumps. */
const ROW_HEIGHT_REM = 4.5;

const BADGE_TONES = {
  easy: "bg-pale text-leaf ring-leaf",
  medium: "bg-paper text-navy ring-navy",
  hard: "bg-navy text-paper ring-navy",
} as const;

const fetchPage = (url: string) => fetchLive<Page<unknown>>(url);

/**
 * The interactive part of a problem browser. The server renders the first page; afterwards the
 * filters and page number live in the URL (shareable, Back works) and each page comes from our
 * API through SWR, keeping the previous page on screen while the next one loads.
 */
export function ProblemBrowser({ platform, initial, copy }: ProblemBrowserProps) {
  const definition = PROBLEM_PLATFORMS[platform];
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = useMemo(() => readQuery(platform, searchParams), [platform, searchParams]);
  const key = apiUrlFor(platform, query);
  const headingId = useId();
  const { mutate } = useSWRConfig();

  // The server already tried this exact page and could not get it: say so without asking again,
  // until the visitor asks for another try.
  const [retrying, setRetrying] = useState(false);
  const hydrated = useHydrated();
  const notConfigured = initial.kind === "error" && initial.code === NOT_CONFIGURED;
  const serverFailed = initial.kind === "error" && initial.key === key && !retrying;
  const { data, error, isLoading, isValidating } = useSWR<Page<unknown>, LiveFetchError>(
    serverFailed ? null : key,
    fetchPage,
    {
      fallbackData: initial.kind === "data" && initial.key === key ? initial.page : undefined,
      keepPreviousData: true,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

  const { solved, list: solvedList, replace: replaceSolved, ready } = useSolved(platform);
  const [hideSolved, setHideSolved] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [randomMessage, setRandomMessage] = useState("");
  const [picking, setPicking] = useState(false);
  const filtersRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const previousRef = useRef<HTMLAnchorElement>(null);
  const nextRef = useRef<HTMLAnchorElement>(null);

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

  function changeFilter(name: string, value: string) {
    setHighlight(null);
    setRandomMessage("");
    navigate(withFilter(latestQuery(), name, value));
  }

  function goToPage(target: number) {
    setHighlight(null);
    navigate({ ...latestQuery(), page: target });
    // A link that turns disabled would drop keyboard focus on the floor.
    if (target <= 1) nextRef.current?.focus();
    else if (target >= totalPages) previousRef.current?.focus();
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

  async function pickRandom() {
    const total = data?.total ?? 0;
    setPicking(true);
    setRandomMessage(copy.randomPicking);
    try {
      for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
        const position = randomPosition(total, definition.pageSize, Math.random);
        if (!position) {
          setRandomMessage(copy.randomNone);
          return;
        }
        const target = { ...query, page: position.page };
        const url = apiUrlFor(platform, target);
        const answer = await fetchPage(url);
        const item = answer.data[position.offset] ?? answer.data[0];
        if (item === undefined) continue;
        const [row] = rowsOf(platform, [item]);
        const lastTry = attempt === RANDOM_TRIES - 1;
        if (row && (!hideSolved || !solved.has(row.key) || lastTry)) {
          await mutate(url, answer, { revalidate: false });
          if (position.page !== query.page) navigate(target);
          setHighlight(row.key);
          setRandomMessage(
            fillTemplate(copy.randomPicked, { title: row.title, page: position.page }),
          );
          return;
        }
      }
      setRandomMessage(copy.randomNone);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setRandomMessage(fillTemplate(copy.loadError, { message }));
    } finally {
      setPicking(false);
    }
  }

  // Bring the random pick into view and put keyboard focus on its link once it is on screen.
  useEffect(() => {
    if (!highlight || !showingCurrent) return;
    const link = listRef.current?.querySelector<HTMLAnchorElement>(
      `[data-problem="${CSS.escape(highlight)}"] a`,
    );
    if (!link) return;
    link.scrollIntoView({ block: "center" });
    link.focus({ preventScroll: true });
  }, [highlight, showingCurrent, rows]);

  let status: string;
  if (serverFailed) {
    status = notConfigured ? copy.notConfigured : initial.message;
  } else if (isLoading) {
    status = definition.loadingText;
  } else if (!data && error) {
    status = fillTemplate(copy.loadError, { message: error.message });
  } else if (data && data.data.length === 0) {
    status = copy.empty;
  } else if (data) {
    status = `${fillTemplate(copy.pageOf, { page, pages: totalPages })}. ${fillTemplate(
      copy.total,
      {
        total: data.total.toLocaleString("en-US"),
        noun: definition.noun,
      },
    )}.`;
  } else {
    status = definition.loadingText;
  }

  const unavailable = serverFailed || (!data && !!error);

  return (
    <section aria-labelledby={headingId} className="bg-paper">
      <div className="mx-auto max-w-page px-4 py-10">
        <h2 id={headingId} className="text-2xl font-semibold text-navy sm:text-3xl">
          {copy.title}
        </h2>

        {/* A plain GET form, so the filters also work before (or without) JavaScript. */}
        <form
          ref={filtersRef}
          method="get"
          action={pathname}
          role="group"
          aria-label={copy.filtersLabel}
          onSubmit={(event) => {
            event.preventDefault();
            applyChanges(formChanges(event.currentTarget));
          }}
          className="mt-6 flex flex-wrap items-end gap-4"
        >
          {definition.filters.map((filter) => (
            <FilterSelect
              key={filter.name}
              name={filter.name}
              label={filter.label}
              value={String(query[filter.name] ?? "")}
              options={filter.options}
              onChange={(value) => changeFilter(filter.name, value)}
            />
          ))}
          <label className="inline-flex min-h-tap items-center gap-3 rounded-pill px-2 font-semibold text-navy">
            <input
              type="checkbox"
              checked={hideSolved}
              disabled={!ready}
              onChange={(e) => setHideSolved(e.target.checked)}
              className="h-5 w-5 accent-navy"
            />
            {copy.hideSolved}
          </label>
          <noscript>
            <button
              type="submit"
              className="inline-flex min-h-tap items-center rounded-pill border-2 border-navy px-6 font-semibold text-navy"
            >
              {copy.applyFilters}
            </button>
          </noscript>
          <button
            type="button"
            onClick={pickRandom}
            disabled={!ready || picking || unavailable || !data || data.total === 0}
            className="inline-flex min-h-tap items-center rounded-pill bg-navy px-6 font-semibold text-paper transition-colors hover:bg-slate disabled:cursor-not-allowed disabled:opacity-60"
          >
            {copy.random}
          </button>
        </form>

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

        <nav
          aria-label={copy.paginationLabel}
          className="mt-6 flex items-center justify-between gap-4"
        >
          <PageLink
            linkRef={previousRef}
            href={`${pathname}${searchFor(platform, { ...query, page: page - 1 })}`}
            disabled={unavailable || page <= 1}
            onNavigate={() => goToPage(page - 1)}
          >
            {copy.previous}
          </PageLink>
          <p className="text-center text-ink">
            {fillTemplate(copy.pageOf, { page, pages: totalPages })}
          </p>
          <PageLink
            linkRef={nextRef}
            href={`${pathname}${searchFor(platform, { ...query, page: page + 1 })}`}
            disabled={unavailable || page >= totalPages}
            onNavigate={() => goToPage(page + 1)}
          >
            {copy.next}
          </PageLink>
        </nav>

        <SolvedTools platform={platform} copy={copy} />
      </div>
    </section>
  );
}

type PageLinkProps = {
  href: string;
  disabled: boolean;
  onNavigate: () => void;
  linkRef: Ref<HTMLAnchorElement>;
  children: ReactNode;
};

const PAGE_LINK_CLASS =
  "inline-flex min-h-tap items-center rounded-pill border-2 px-5 font-semibold";

/**
 * Previous / Next: a real link (it works before scripts load and crawlers can follow it) that
 * changes the page in place once they have. At either end it is shown, disabled, without a link.
 */
function PageLink({ href, disabled, onNavigate, linkRef, children }: PageLinkProps) {
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" className={`${PAGE_LINK_CLASS} border-line text-muted`}>
        {children}
      </a>
    );
  }
  return (
    <a
      ref={linkRef}
      href={href}
      onClick={(event) => {
        // Let the browser open new tabs and windows itself.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        onNavigate();
      }}
      className={`${PAGE_LINK_CLASS} border-navy text-navy hover:bg-pale`}
    >
      {children}
    </a>
  );
}

type FilterSelectProps = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

function FilterSelect({ name, label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-tap rounded-card border-2 border-line bg-paper px-3 text-ink focus:border-navy"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type ProblemItemProps = {
  row: ProblemRow;
  copy: typeof problemListCopy;
  highlighted: boolean;
  solved: boolean;
  /** False until the browser's solved list is read: a tick before then would be lost. */
  ready: boolean;
  onSolvedChange: (solved: boolean) => void;
};

function ProblemItem({ row, copy, highlighted, solved, ready, onSolvedChange }: ProblemItemProps) {
  return (
    <li
      data-problem={row.key}
      data-highlighted={highlighted || undefined}
      className={`flex items-start justify-between gap-4 rounded-card p-4 ring-1 ${
        highlighted
          ? "bg-pale ring-2 ring-leaf"
          : solved
            ? "bg-mist ring-line/40"
            : "bg-paper ring-line/40"
      }`}
    >
      <div className="min-w-0">
        <a
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-navy underline-offset-4 hover:underline"
        >
          {row.title}
          <span className="sr-only"> {copy.opensInNewTab}</span>
        </a>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {row.badge && (
            <span
              className={`rounded-pill px-2 py-0.5 text-xs font-semibold ring-1 ${BADGE_TONES[row.badge.tone]}`}
            >
              {row.badge.label}
            </span>
          )}
          {row.facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
        {row.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-2">
            {row.tags.map((tag) => (
              <li key={tag} className="rounded-pill bg-mist px-2 py-0.5 text-xs text-ink">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <label className="inline-flex min-h-tap shrink-0 items-center gap-2 text-sm font-semibold text-navy">
        <input
          type="checkbox"
          checked={solved}
          disabled={!ready}
          onChange={(e) => onSolvedChange(e.target.checked)}
          className="h-5 w-5 accent-navy"
        />
        <span className="sr-only">{fillTemplate(copy.markSolved, { title: row.title })}</span>
        <span aria-hidden="true">{copy.solved}</span>
      </label>
    </li>
  );
}
