// The problem browser's list: what the status line says, when the list is from, the random pick
// and hidden counts, a retry after a failure, and the problems themselves.
import type { RefObject } from "react";
import type { ProblemListCopy } from "./list-copy";
import type { ProgressCopy } from "@/lib/content/practice-progress";
import { fillTemplate } from "@/lib/text";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { formatIst } from "./live-format";
import { type ProblemMark, ProblemItem } from "./problem-item";
import type { ProblemRow } from "./problem-platforms";

/** Space kept for the list while its first page loads, per row, so nothing below jumps. */
const ROW_HEIGHT_REM = 4.5;

type ProblemListProps = {
  headingId: string;
  copy: ProblemListCopy;
  progressCopy: ProgressCopy;
  status: string;
  /** The list could not be had at all, or nothing matches: the status line stands out. */
  emphasise: boolean;
  asOf: string | undefined;
  /** The random pick's message, and how many solved rows "Hide solved" took off this page. */
  randomMessage: string;
  hiddenCount: number;
  /** Shown when there is no list (null: nothing to retry, e.g. not configured). */
  onRetry: (() => void) | null;
  /** A later page failed while an earlier one is on screen. */
  pageError: string | null;
  onReload: () => void;
  listRef: RefObject<HTMLOListElement | null>;
  loading: boolean;
  busy: boolean;
  search: string;
  rows: ProblemRow[];
  reserveRows: number;
  highlight: string | null;
  solved: ReadonlySet<string>;
  marks: (key: string) => ProblemMark;
  /** False until the browser's solved list is read. */
  ready: boolean;
  /** False while "Hide difficulty" is on, or before that choice is read. */
  showDifficulty: boolean;
  /** Stable across renders, so the rows need not render again. */
  onSolvedChange: (key: string, solved: boolean) => void;
};

export function ProblemList(props: ProblemListProps) {
  const { copy, rows, listRef, loading } = props;
  const locale = usePageLocale();
  return (
    <>
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p
          role="status"
          aria-live="polite"
          data-list-status
          className={props.emphasise ? "text-lg font-semibold text-navy" : "text-ink"}
        >
          {props.status}
        </p>
        {props.asOf && (
          <p className="text-sm text-muted">
            {fillTemplate(copy.asOf, { time: formatIst(props.asOf, locale) })}
          </p>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm text-ink">
        {props.randomMessage}
        {props.randomMessage && props.hiddenCount > 0 ? " " : ""}
        {props.hiddenCount > 0 &&
          (rows.length === 0
            ? copy.allHidden
            : fillTemplate(copy.hiddenCount, { count: props.hiddenCount }))}
      </p>
      {props.onRetry && (
        <button
          type="button"
          // Until the solved list is read the script has not taken over: a tap would be lost.
          disabled={!props.ready}
          onClick={props.onRetry}
          className="mt-2 min-h-tap font-semibold text-navy underline underline-offset-4"
        >
          {copy.retry}
        </button>
      )}
      {props.pageError && (
        <p role="alert" className="mt-2 text-danger">
          {fillTemplate(copy.loadError, { message: props.pageError })}{" "}
          <button
            type="button"
            onClick={props.onReload}
            className="min-h-tap font-semibold text-navy underline underline-offset-4"
          >
            {copy.retry}
          </button>
        </p>
      )}
      {/* The ticks stay disabled until the browser's solved list is read (a tick before then
          would be lost), all at once through this fieldset, so no row renders again for it. */}
      <fieldset disabled={!props.ready} role="none" className="min-w-0">
        <ol
          ref={listRef}
          aria-labelledby={props.headingId}
          aria-busy={props.busy}
          // The filters and page this render is for (automated checks wait on it after a change).
          data-query={props.search}
          className={`mt-4 grid gap-3 transition-opacity ${loading ? "opacity-60" : ""} ${
            props.showDifficulty ? "" : "[&_[data-difficulty]]:invisible"
          }`}
          style={
            props.reserveRows > 0
              ? { minHeight: `${props.reserveRows * ROW_HEIGHT_REM}rem` }
              : undefined
          }
        >
          {rows.map((row) => (
            <ProblemItem
              key={row.key}
              row={row}
              copy={copy}
              progressCopy={props.progressCopy}
              highlighted={row.key === props.highlight}
              solved={props.solved.has(row.key)}
              mark={props.marks(row.key)}
              onSolvedChange={props.onSolvedChange}
            />
          ))}
        </ol>
      </fieldset>
    </>
  );
}
