"use client";
// A visitor's progress on a platform, read by our API from the handle in the address. The handle
// is remembered in this browser: a later visit without one in the address puts it back.
import { startTransition, useEffect, useMemo } from "react";
import useSWR from "swr";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Progress } from "@/lib/live-data/progress";
import { fetchLive, type LiveFetchError } from "./live-fetcher";
import type { ProblemMark } from "./problem-item";
import type { PlatformId } from "./problem-platforms";
import { useStored } from "./use-stored";

export const progressUrl = (platform: PlatformId, handle: string) =>
  `/api/progress/${platform}?handle=${encodeURIComponent(handle)}`;

type ProgressOptions = {
  platform: PlatformId;
  /** The handle in the address, or null. */
  handle: string | null;
  /** Whether this platform has handles at all. */
  enabled: boolean;
  /** Puts a remembered handle into the address (a replaced history entry). */
  restore: (handle: string) => void;
};

export function useProgress({ platform, handle, enabled, restore }: ProgressOptions) {
  const [remembered, remember] = useStored(`coderhouse:handle:${platform}`);
  const locale = usePageLocale();

  useEffect(() => {
    if (!enabled || remembered === null) return;
    if (handle) {
      // Not urgent: what it changes renders in slices, not as one more long task at start-up.
      if (handle !== remembered) startTransition(() => void remember(handle));
    } else if (remembered) {
      restore(remembered);
    }
    // Only when the address's handle or the stored one changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, handle, remembered]);

  const swr = useSWR<Progress, LiveFetchError>(
    enabled && handle ? progressUrl(platform, handle) : null,
    (url: string) => fetchLive<Progress>(url, locale),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const progress = swr.data && handle ? swr.data : undefined;
  const marks = useMemo(
    () => ({
      accepted: new Set(progress?.solved),
      tried: new Set(progress?.attempted),
    }),
    [progress],
  );

  return {
    progress,
    /** Problems accepted on the platform (empty without a handle). */
    accepted: marks.accepted as ReadonlySet<string>,
    markOf: (key: string): ProblemMark =>
      marks.accepted.has(key) ? "solved" : marks.tried.has(key) ? "attempted" : null,
    error: swr.error,
    loading: swr.isLoading,
    /** Forgets the handle here and in the address. */
    forget: () => remember(""),
  };
}
