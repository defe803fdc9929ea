"use client";

import { useCallback, useState } from "react";
import { PauseButton } from "@/components/ui/pause-button";
import { useRotation } from "@/components/ui/use-rotation";

/** The spec's morning/evening toggle interval. */
export const BATCH_INTERVAL_MS = 3000;

export type BatchEntry = { label: string; time: string };

type BatchLineProps = {
  /** Only the batches that exist; an empty list renders nothing. */
  batches: BatchEntry[];
  /** Names the batches for the pause button, e.g. "C Programming batch times". */
  label: string;
};

/** One batch time at a time, alternating morning and evening every 3 s. */
export function BatchLine({ batches, label }: BatchLineProps) {
  const [index, setIndex] = useState(0);
  const step = useCallback(() => setIndex((i) => (i + 1) % batches.length), [batches.length]);
  const { rotating, paused, togglePaused, hoverFocusHandlers } = useRotation({
    intervalMs: BATCH_INTERVAL_MS,
    onStep: step,
    count: batches.length,
  });
  const current = batches[index % Math.max(1, batches.length)];
  if (!current) return null;

  return (
    <div className="flex flex-wrap items-center gap-3" {...hoverFocusHandlers}>
      <p
        className="min-w-56 rounded-card bg-pale px-4 py-2 text-navy"
        aria-live={rotating ? "off" : "polite"}
        data-testid="batch-line"
      >
        <span className="font-semibold">{current.label}:</span> {current.time}
      </p>
      {batches.length > 1 && <PauseButton paused={paused} onToggle={togglePaused} label={label} />}
    </div>
  );
}
