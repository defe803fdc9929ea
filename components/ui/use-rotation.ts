"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked the system for less motion (false during server rendering). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type RotationOptions = {
  /** Time between steps, in milliseconds. The first step also waits this long. */
  intervalMs: number;
  /** Called on every step while the rotation runs. */
  onStep: () => void;
  /** Fewer than two items never rotate. */
  count: number;
};

/**
 * The timer behind every auto-rotating element. It stops while the pointer is over the element or
 * focus is inside it and while the visitor has pressed pause. Under reduced motion it starts
 * paused and moves only if the visitor presses play.
 */
export function useRotation({ intervalMs, onStep, count }: RotationOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const paused = choice ? choice === "paused" : reducedMotion;
  const rotating = count > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(onStep, intervalMs);
    return () => window.clearInterval(id);
  }, [rotating, intervalMs, onStep]);

  const togglePaused = useCallback(() => setChoice(paused ? "playing" : "paused"), [paused]);

  /** Spread on the rotating element's wrapper. */
  const hoverFocusHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    /** Whether the element is moving right now. */
    rotating,
    /** Paused by the visitor or by reduced motion: what the pause/play button shows. */
    paused,
    togglePaused,
    hoverFocusHandlers,
  };
}
