// "Your handle": a plain GET form (it works before scripts run), and once a handle is in the
// address, what the platform says of it: solved and tried counts, or why it could not.
import { useId, useState } from "react";
import type { ProgressCopy } from "@/lib/content/practice-progress";
import type { Progress } from "@/lib/live-data/progress";
import type { HandleRule } from "@/lib/platforms/fields";
import type { ProgressPlatformId } from "@/lib/platforms/registry";
import { fillTemplate, formatCount } from "@/lib/text";
import type { LiveFetchError } from "./live-fetcher";

type HandleFormProps = {
  /** The platform's rule for a handle; `rated`: its progress carries a rating. */
  rule: HandleRule & { rated: boolean };
  /** The platform's own words: the box's label and hint. */
  texts: ProgressCopy[ProgressPlatformId];
  action: string;
  handle: string | null;
  progress: Progress | undefined;
  error: LiveFetchError | undefined;
  loading: boolean;
  copy: ProgressCopy;
  onSubmit: (handle: string) => void;
  onForget: () => void;
};

function summaryOf(copy: ProgressCopy, progress: Progress, rated: boolean): string {
  if (progress.submissions === 0) return fillTemplate(copy.none, { handle: progress.handle });
  const counts = fillTemplate(copy.summary, {
    handle: progress.handle,
    solved: formatCount(progress.solved.length),
    attempted: formatCount(progress.attempted.length),
  });
  const rating = rated
    ? progress.rating === null
      ? copy.unrated
      : fillTemplate(copy.rating, { rating: progress.rating })
    : "";
  return [counts, rating, progress.complete ? "" : copy.partial].filter(Boolean).join(" ");
}

export function HandleForm(props: HandleFormProps) {
  const { rule, texts, action, handle, progress, error, loading, copy, onSubmit, onForget } = props;
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  // The box follows the address (a remembered handle put back, "Forget handle") and otherwise
  // holds what the visitor types; it is never remounted, so keyboard focus stays in it.
  const [text, setText] = useState(handle ?? "");
  const [shown, setShown] = useState(handle);
  if (handle !== shown) {
    setShown(handle);
    setText(handle ?? "");
  }
  // A handle the platform's rule refuses is never sent: the box says why instead.
  const [refused, setRefused] = useState<string | null>(null);
  const status = refused
    ? refused
    : error
      ? fillTemplate(copy.error, { message: error.message })
      : progress
        ? summaryOf(copy, progress, rule.rated)
        : loading && handle
          ? fillTemplate(copy.loading, { handle })
          : "";
  return (
    <div className="mt-6 rounded-card bg-mist p-4 ring-1 ring-line/30">
      <form
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get("handle") ?? "").trim();
          if (!rule.isHandle(value)) return setRefused(rule.message);
          setRefused(null);
          onSubmit(value);
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-navy">
            {texts.handleLabel}
          </label>
          <input
            id={inputId}
            name="handle"
            value={text}
            onChange={(e) => setText(e.target.value)}
            required
            maxLength={24}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${hintId} ${statusId}`}
            aria-invalid={refused ? true : undefined}
            className="min-h-tap w-56 max-w-full rounded-card border-2 border-line bg-paper px-3 text-ink focus:border-navy"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-tap items-center rounded-pill bg-navy px-5 font-semibold text-paper hover:bg-slate"
        >
          {copy.show}
        </button>
        {handle && (
          <button
            type="button"
            onClick={onForget}
            className="min-h-tap font-semibold text-navy underline underline-offset-4"
          >
            {copy.forget}
          </button>
        )}
      </form>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {texts.handleHint}
      </p>
      {/* Space kept for one line, so the list does not move when the counts arrive. */}
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={`mt-1 min-h-6 text-sm ${error || refused ? "font-semibold text-danger" : "text-ink"}`}
      >
        {status}
      </p>
    </div>
  );
}
