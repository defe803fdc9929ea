"use client";

import { useQueryState } from "nuqs";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { PauseButton } from "@/components/ui/pause-button";
import { useBrowserValue, useHydrated } from "@/components/ui/use-hydrated";
import type { ContestListCopy } from "./list-copy";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Page } from "@/lib/live-data/types";
import { type Contest, contests as contestList } from "@/lib/platforms/contests";
import { fillTemplate } from "@/lib/text";
import { ContestCard } from "./contest-card";
import { fetchLive, type LiveFetchError } from "./live-fetcher";
import { contestMatches, formatIst, visitorZone, wholeMinute } from "./live-format";
import { NOT_CONFIGURED, type LiveInitial } from "./live-state";

type ContestListProps = {
  initial: LiveInitial<Contest>;
  /** The server's clock at render time, so "Live now" marks hydrate without a mismatch. */
  renderedAt: number;
  copy: ContestListCopy;
  /** The contest feed's absolute address (app/api/contests/calendar.ics), for webcal://. */
  feedUrl: string;
};

/** "Live now" marks and countdowns are rechecked this often while the page stays open. */
const CLOCK_TICK_MS = 60_000;
/** Space kept for the list while it loads in the browser, so the page below does not jump. */
const LOADING_MIN_HEIGHT = "40rem";

function subscribeToClock(onTick: () => void): () => void {
  const timer = setInterval(onTick, CLOCK_TICK_MS);
  return () => clearInterval(timer);
}
/** Whole minutes, so the snapshot stays equal between ticks (and to the server's, see serverNow). */
const readClock = () => wholeMinute(Date.now());

/**
 * The upcoming contests with a search box. All of them are in the server-rendered HTML; typing
 * filters them in place. When the server could not load the list, the browser tries once more.
 */
export function ContestList({ initial, renderedAt, copy, feedUrl }: ContestListProps) {
  const locale = usePageLocale();
  const [query, setQuery] = useState("");
  // The platform is in the address (?host=, the list's query table), so a filtered list can be
  // shared.
  const [host, setHost] = useQueryState("host", contestList.query.parsers.host);
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  // Null on the server, which cannot know it, and where the visitor's clock is India's.
  const zone = useBrowserValue(visitorZone, null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Words typed before this script ran stay in the box: filter by them once it runs.
  useEffect(() => {
    const typed = searchRef.current?.value ?? "";
    if (typed !== "") setQuery(typed);
  }, []);
  // The server's clock while hydrating, then this browser's, re-read every minute.
  const clock = useSyncExternalStore(subscribeToClock, readClock, () => renderedAt);
  const now = pausedAt ?? clock;
  const hydrated = useHydrated();
  const inputId = useId();
  const headingId = useId();
  const notConfigured = initial.kind === "error" && initial.code === NOT_CONFIGURED;

  const { data, error, isLoading } = useSWR<Page<Contest>, LiveFetchError>(
    notConfigured ? null : initial.key,
    (url: string) => fetchLive<Page<Contest>>(url, locale),
    {
      fallbackData: initial.kind === "data" ? initial.page : undefined,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

  const contests = data?.data ?? [];
  const hosts = [...new Set(contests.map((c) => c.host))].sort();
  const shown = contests.filter((c) => contestMatches(c, query) && (!host || c.host === host));
  const feedQuery = host ? `?hosts=${encodeURIComponent(host)}` : "";

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
    status = fillTemplate(copy.error, { message: error.message });
    problem = true;
  } else if (initial.kind === "error" && !(hydrated && isLoading)) {
    // What the server found, in the HTML and until the browser's own try is under way.
    status = fillTemplate(copy.error, { message: initial.message });
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
          <label htmlFor={`${inputId}-host`} className="mt-4 block font-semibold text-navy">
            {copy.platform}
          </label>
          <select
            id={`${inputId}-host`}
            value={host}
            onChange={(e) => void setHost(e.target.value || null)}
            disabled={!data}
            className="mt-2 block min-h-tap w-full rounded-pill border-2 border-line bg-paper px-5 text-ink focus:border-navy disabled:opacity-60"
          >
            <option value="">{copy.allPlatforms}</option>
            {(host && !hosts.includes(host) ? [host, ...hosts] : hosts).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <a
            href={`${feedUrl.replace(/^https?:/, "webcal:")}${feedQuery}`}
            className="inline-flex min-h-tap items-center rounded-pill bg-navy px-5 font-semibold text-paper hover:bg-slate"
          >
            {host ? fillTemplate(copy.subscribeHost, { host }) : copy.subscribeAll}
          </a>
          <a href={`/api/contests/calendar.ics${feedQuery}`} className="text-navy underline">
            {copy.feedFile}
          </a>
          <PauseButton
            paused={pausedAt !== null}
            onToggle={() => setPausedAt(pausedAt === null ? clock : null)}
            label={copy.countdowns}
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
              {fillTemplate(copy.asOf, { time: formatIst(data.asOf, locale) })}
            </p>
          )}
        </div>
        <ul
          aria-labelledby={headingId}
          aria-busy={isLoading}
          // grid-cols-1 (minmax(0, 1fr)): a long word in a card wraps instead of widening the page.
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          style={!data && !problem ? { minHeight: LOADING_MIN_HEIGHT } : undefined}
        >
          {contests.map((contest) => (
            <ContestCard
              key={contest.id}
              contest={contest}
              hidden={!shown.includes(contest)}
              now={now}
              zone={zone}
              copy={copy}
              locale={locale}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
