"use client";
// One contest of the list: its name, host, start in India's time (and the visitor's own when it
// differs), length, "Live now" / "In the next 24 hours" marks, a countdown to its start or end,
// and its links: the contest page, Google Calendar and the .ics file.
import { memo } from "react";
import type { ContestListCopy } from "./list-copy";
import type { Locale } from "@/lib/i18n/locales";
import { googleCalendarLink, webLink } from "@/lib/live-data/links";
import { type Contest, contestCalendarPath } from "@/lib/platforms/contests";
import { fillTemplate } from "@/lib/text";
import {
  formatCountdown,
  formatDuration,
  formatIn,
  formatIst,
  isRunning,
  sameClockAsIndia,
  startsWithinADay,
} from "./live-format";

type ContestCardProps = {
  contest: Contest;
  hidden: boolean;
  /** The clock the marks and countdowns are read against (frozen while paused). */
  now: number;
  /** The visitor's time zone, once known in the browser (null while rendering on the server). */
  zone: string | null;
  copy: ContestListCopy;
  /** The page's language, for times and lengths. */
  locale: Locale;
};

const button =
  "inline-flex min-h-tap items-center rounded-pill px-5 font-semibold border-2 border-navy text-navy hover:bg-pale";

/** Memoised: a search, a filter or the page's own hydration re-renders only the cards it changes. */
export const ContestCard = memo(function ContestCard({
  contest,
  hidden,
  now,
  zone,
  copy,
  locale,
}: ContestCardProps) {
  // Only a web page is linked; a contest without one is listed with its calendar links alone.
  const href = webLink(contest.url);
  const live = isRunning(contest, now);
  const soon = startsWithinADay(contest, now);
  const countdown = live
    ? fillTemplate(copy.endsIn, { time: formatCountdown(Date.parse(contest.end) - now, locale) })
    : fillTemplate(copy.startsIn, {
        time: formatCountdown(Date.parse(contest.start) - now, locale),
      });
  const ownClock = zone !== null && !sameClockAsIndia(contest.start, zone);
  return (
    <li
      hidden={hidden}
      data-contest={contest.id}
      className="flex flex-col gap-3 rounded-card bg-paper p-5 shadow-card ring-1 ring-line/40 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-navy">{contest.event}</h3>
        {(live || soon) && (
          <span className="shrink-0 rounded-pill bg-navy px-3 py-1 text-xs font-semibold text-lime">
            {live ? copy.liveNow : copy.soon}
          </span>
        )}
      </div>
      <p className="text-sm font-semibold text-leaf">{countdown}</p>
      {/* The labels' column takes at most 45 %: "Your time (America/Argentina/Buenos_Aires)" wraps. */}
      <dl className="grid grid-cols-[fit-content(45%)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{copy.host}</dt>
        <dd className="break-words text-ink">{contest.host}</dd>
        <dt className="text-muted">{copy.starts}</dt>
        <dd className="text-ink">
          <time dateTime={contest.start}>{formatIst(contest.start, locale)}</time>
        </dd>
        {ownClock && (
          <>
            <dt className="break-words text-muted">{fillTemplate(copy.yourTime, { zone })}</dt>
            <dd className="text-ink">{formatIn(contest.start, zone, locale)}</dd>
          </>
        )}
        <dt className="text-muted">{copy.duration}</dt>
        <dd className="text-ink">{formatDuration(contest.duration, locale)}</dd>
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
            <span className="sr-only">{` ${contest.event} ${copy.opensInNewTab}`}</span>
          </a>
        )}
        <a
          href={googleCalendarLink(contest)}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
        >
          {copy.googleCalendar}
          <span className="sr-only">{` ${contest.event} ${copy.opensInNewTab}`}</span>
        </a>
        <a href={contestCalendarPath(contest.id)} download className={button}>
          {copy.calendar}
          <span className="sr-only">{` ${contest.event}`}</span>
        </a>
      </div>
    </li>
  );
});
