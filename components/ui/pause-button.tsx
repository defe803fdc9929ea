"use client";

import { useControlsCopy } from "@/lib/i18n/controls";
import { fillTemplate } from "@/lib/text";

type PauseButtonProps = {
  paused: boolean;
  onToggle: () => void;
  /** What moves, e.g. "reviews"; completes "Pause reviews" for screen readers, in the page's language. */
  label: string;
  className?: string;
};

/** The visible pause/play control that every auto-rotating element carries. */
export function PauseButton({ paused, onToggle, label, className = "" }: PauseButtonProps) {
  const copy = useControlsCopy();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={fillTemplate(paused ? copy.playLabel : copy.pauseLabel, { what: label })}
      className={`inline-flex min-h-tap min-w-24 items-center justify-center gap-1 rounded-pill border border-line bg-paper px-3 text-sm font-semibold text-navy hover:bg-pale ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        {paused ? <path d="M6 4l10 6-10 6z" /> : <path d="M5 4h4v12H5zM11 4h4v12h-4z" />}
      </svg>
      <span aria-hidden="true">{paused ? copy.play : copy.pause}</span>
    </button>
  );
}
