// One problem of a browser's list: its link, badge, facts, tags and the "solved" tick. Memoised:
// a row renders again only when its own problem, tick, mark or highlight changes, not when the
// list around it does (the page's first render after hydration, a tick on another row).
import { memo } from "react";
import type { ProblemListCopy } from "./list-copy";
import type { ProgressCopy } from "@/lib/content/practice-progress";
import { fillTemplate } from "@/lib/text";
import { DifficultyCircle } from "./difficulty-circle";
import type { ProblemRow } from "./problem-platforms";

/** What the platform says of this problem for the visitor's handle. */
export type ProblemMark = "solved" | "attempted" | null;

const BADGE_TONES = {
  easy: "bg-pale text-leaf ring-leaf",
  medium: "bg-paper text-navy ring-navy",
  hard: "bg-navy text-paper ring-navy",
} as const;

type ProblemItemProps = {
  row: ProblemRow;
  copy: ProblemListCopy;
  highlighted: boolean;
  solved: boolean;
  /** Stable across renders; the list's fieldset keeps the tick disabled until it can be kept. */
  onSolvedChange: (key: string, solved: boolean) => void;
  mark: ProblemMark;
  progressCopy: ProgressCopy;
};

export const ProblemItem = memo(function ProblemItem({
  row,
  copy,
  highlighted,
  solved,
  onSolvedChange,
  mark,
  progressCopy,
}: ProblemItemProps) {
  return (
    <li
      data-problem={row.key}
      data-highlighted={highlighted || undefined}
      className={`flex items-start justify-between gap-4 rounded-card p-4 ring-1 ${
        highlighted
          ? "bg-pale ring-2 ring-leaf"
          : solved || mark === "solved"
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
          <span className="sr-only">{` ${copy.opensInNewTab}`}</span>
        </a>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {row.badge && (
            <span
              className={`rounded-pill px-2 py-0.5 text-xs font-semibold ring-1 ${BADGE_TONES[row.badge.tone]}`}
            >
              {row.badge.label}
            </span>
          )}
          {mark && (
            <span
              data-mark={mark}
              className={`rounded-pill px-2 py-0.5 text-xs font-semibold ring-1 ${
                mark === "solved" ? "bg-leaf text-paper ring-leaf" : "bg-paper text-navy ring-navy"
              }`}
            >
              {mark === "solved" ? progressCopy.solvedMark : progressCopy.attemptedMark}
            </span>
          )}
          {row.facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
          {row.difficulty !== undefined && (
            // The list hides it (visibility, so its place is kept and screen readers skip it)
            // while "Hide difficulty" is on or before that choice is read.
            <span data-difficulty={row.difficulty?.value ?? ""}>
              {row.difficulty === null ? (
                progressCopy.noDifficulty
              ) : (
                <DifficultyCircle
                  difficulty={row.difficulty}
                  label={fillTemplate(progressCopy.difficulty, {
                    difficulty: row.difficulty.value,
                  })}
                />
              )}
            </span>
          )}
        </p>
        {row.tags.length > 0 && (
          <ul aria-label={copy.tags} className="mt-2 flex flex-wrap gap-2">
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
          onChange={(e) => onSolvedChange(row.key, e.target.checked)}
          className="h-5 w-5 accent-navy"
        />
        <span className="sr-only">{fillTemplate(copy.markSolved, { title: row.title })}</span>
        <span aria-hidden="true">{copy.solved}</span>
      </label>
    </li>
  );
});
