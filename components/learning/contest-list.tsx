"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { contestListCopy } from "@/lib/content/coding-resources";
import { webLink } from "@/lib/live-data/links";
import { contestCalendarPath, type Contest, type Page } from "@/lib/live-data/types";
import { fillTemplate } from "@/lib/text";
import { fetchLive, type LiveFetchError } from "./live-fetcher";
import { contestMatches, formatDuration, formatIst, isRunning } from "./live-format";
import { NOT_CONFIGURED, type LiveInitial } from "./live-state";

type ContestListProps = {
  initial: LiveInitial<Contest>;
  /** The server's clock at render time, so "Live now" marks hydrate without a mismatch. */
  renderedAt: number;
  copy: typeof contestListCopy;
};

/** "Live now" marks are rechecked this often while the page stays open. */
const CLOCK_TICK_MS = 60_000;
/** Space kept for the list while it loads in the browser, so the page below does not jump. */
const LOADING_MIN_HEIGHT = "40rem";

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, CLOCK_TICK_MS);
  return () => clearInterval(timer);
}
/** Whole minutes, so the snapshot stays equal between ticks. */
const readClock = () => Math.floor(Date.now() / CLOCK_TICK_MS) * CLOCK_TICK_MS;

const fetchContests = (url: string) => fetchLive<Page<Contest>>(url);

/**
 * The upcoming contests with a search box. All of them are in the server-rendered HTML; typing
 * filters them in place. When the server could not load the list, the browser tries once more.
 */
export function ContestList({ initial, renderedAt, copy }: ContestListProps) {
  const [query, setQuery] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  // Words typed before this script ran stay in the box: filter by them once it runs.
  useEffect(() => {
    const typed = searchRef.current?.value ?? "";
    if (typed !== "") setQuery(typed);
  }, []);
  // The server's clock while hydrating, then this browser's, re-read every minute.
  const now = useSyncExternalStore(subscribeToClock, readClock, () => renderedAt);
  const hydrated = useHydrated();
  const inputId = useId();
  const headingId = useId();
  const notConfigured = initial.kind === "error" && initial.code === NOT_CONFIGURED;

  const { data, error, isLoading } = useSWR<Page<Contest>, LiveFetchError>(
    notConfigured ? null : initial.key,
    fetchContests,
    {
      fallbackData: initial.kind === "data" ? initial.page : undefined,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

  const contests = data?.data ?? [];
  const shown = contests.filter((c) => contestMatches(c, query));

  let status: string;
  let problem = false;
  if (notConfigured) {
    status = copy.notConfigured;
    problem = true;
  } else if (data) {
    if (contests.length === 0) status = copy.none;
    else if (shown.length === 0) status = copy.noMatch;
    else status = fillTemplate(copy.count, { count: shown.length, total: contests.length });
    problem = shown.length === 0;
  } else if (error) {
    status = copy.errorPrefix + error.message;
    problem = true;
  } else if (initial.kind === "error" && !(hydrated && isLoading)) {
    // What the server found, in the HTML and until the browser's own try is under way.
    status = copy.errorPrefix + initial.message;
    problem = true;
  } else {
    status = copy.loading;
  }

  return (
    <section aria-labelledby={headingId} className="bg-paper">
      <div className="mx-auto max-w-page px-4 py-10">
        <h2 id={headingId} className="text-2xl font-semibold text-navy sm:text-3xl">
          {copy.title}
        </h2>
        <div role="search" className="mt-6 max-w-xl">
          <label htmlFor={inputId} className="block font-semibold text-navy">
            {copy.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            disabled={!data}
            className="mt-2 block min-h-tap w-full rounded-pill border-2 border-line bg-paper px-5 text-ink placeholder:text-muted focus:border-navy disabled:opacity-60"
          />
        </div>
        <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <p
            role="status"
            aria-live="polite"
            className={problem ? "text-lg font-semibold text-navy" : "text-sm text-muted"}
          >
            {status}
          </p>
          {data && (
            <p className="text-sm text-muted">
              {fillTemplate(copy.asOf, { time: formatIst(data.asOf) })}
            </p>
          )}
        </div>
        <ul
          aria-labelledby={headingId}
          aria-busy={isLoading}
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          style={!data && !problem ? { minHeight: LOADING_MIN_HEIGHT } : undefined}
        >
          {contests.map((contest) => (
            <ContestCard
              key={contest.id}
              contest={contest}
              hidden={!shown.includes(contest)}
              live={isRunning(contest, now)}
              copy={copy}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

type ContestCardProps = {
  contest: Contest;
  hidden: boolean;
  live: boolean;
  copy: typeof contestListCopy;
};

function ContestCard({ contest, hidden, live, copy }: ContestCardProps) {
  // Only a web page is linked; a contest without one is listed with its calendar file alone.
  const href = webLink(contest.url);
  return (
    <li
      hidden={hidden}
      data-contest={contest.id}
      className="flex flex-col gap-3 rounded-card bg-paper p-5 shadow-card ring-1 ring-line/40"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold break-words text-navy">{contest.event}</h3>
        {live && (
          <span className="shrink-0 rounded-pill bg-navy px-3 py-1 text-xs font-semibold text-lime">
            {copy.liveNow}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{copy.host}</dt>
        <dd className="break-words text-ink">{contest.host}</dd>
        <dt className="text-muted">{copy.starts}</dt>
        <dd className="text-ink">
          <time dateTime={contest.start}>{formatIst(contest.start)}</time>
        </dd>
        <dt className="text-muted">{copy.duration}</dt>
        <dd className="text-ink">{formatDuration(contest.duration)}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-tap items-center rounded-pill bg-navy px-5 font-semibold text-paper hover:bg-slate"
          >
            {copy.view}
            <span className="sr-only">
              {" "}
              {contest.event} {copy.opensInNewTab}
            </span>
          </a>
        )}
        <a
          href={contestCalendarPath(contest.id)}
          download
          className="inline-flex min-h-tap items-center rounded-pill border-2 border-navy px-5 font-semibold text-navy hover:bg-pale"
        >
          {copy.calendar}
          <span className="sr-only"> {contest.event}</span>
        </a>
      </div>
    </li>
  );
}
