// One page of a problem browser's list through SWR. The server rendered the first page (or said
// why it could not); afterwards each page comes from our API, keeping the previous page on
// screen while the next one loads.
import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Page } from "@/lib/live-data/types";
import { fetchProblemPage, type LiveFetchError } from "./live-fetcher";
import { NOT_CONFIGURED, type LiveInitial } from "./live-state";

export function useProblemPage(key: string, initial: LiveInitial<unknown>) {
  const { mutate, cache } = useSWRConfig();
  const locale = usePageLocale();
  // The server already tried this exact page and could not get it: say so without asking again,
  // until the visitor asks for another try.
  const [retrying, setRetrying] = useState(false);
  const notConfigured = initial.kind === "error" && initial.code === NOT_CONFIGURED;
  const serverFailed = initial.kind === "error" && initial.key === key && !retrying;
  const serverPage = initial.kind === "data" && initial.key === key ? initial.page : undefined;
  const swr = useSWR<Page<unknown>, LiveFetchError>(
    serverFailed ? null : key,
    (url: string) => fetchProblemPage(url, locale),
    {
      fallbackData: serverPage,
      keepPreviousData: true,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  // Back to the page the server rendered: with keepPreviousData, SWR would keep showing the
  // previous filters' page instead of the server's (it neither fetches nor uses the fallback
  // while it holds an older page). This key's own page comes first.
  const data = cache.get(key)?.data === undefined && serverPage ? serverPage : swr.data;

  return {
    data,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    notConfigured,
    /** The server's own failure for this page, while the visitor has not asked again. */
    serverFailure:
      serverFailed && initial.kind === "error" ? { notConfigured, message: initial.message } : null,
    unavailable: serverFailed || (!data && !!swr.error),
    retry: () => (serverFailed ? setRetrying(true) : void mutate(key)),
    reload: () => void mutate(key),
  };
}
