// The SWR fetcher of the live lists: our own API through the one fetch wrapper, failures thrown
// as errors that carry a message in the page's language (the hook passes usePageLocale()), so the
// page can say what went wrong.
import { requestJson } from "@/lib/api/client";
import { CONTROLS_COPY } from "@/lib/i18n/controls";
import type { Locale } from "@/lib/i18n/locales";
import type { Page } from "@/lib/live-data/types";

export class LiveFetchError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "LiveFetchError";
  }
}

export async function fetchLive<T>(url: string, locale: Locale): Promise<T> {
  const result = await requestJson<T>(url, { locale });
  if (result.ok) return result.data;
  if (result.kind === "network") {
    throw new LiveFetchError("network", CONTROLS_COPY[locale].networkError);
  }
  throw new LiveFetchError(result.error.code, result.error.message);
}

/** One page of a problem browser's list (the rows are reshaped per platform by the browser). */
export const fetchProblemPage = (url: string, locale: Locale) =>
  fetchLive<Page<unknown>>(url, locale);
