// The SWR fetcher of the live lists: our own API through the one fetch wrapper, failures thrown
// as errors that carry the API's message, so the page can say what went wrong.
import { requestJson } from "@/lib/api/client";
import { CONTROLS_COPY } from "@/lib/i18n/controls";
import type { Page } from "@/lib/live-data/types";

/** What a dropped connection says, in the language of the page the list is on. */
const networkMessage = () =>
  CONTROLS_COPY[
    typeof document !== "undefined" && document.documentElement.lang.startsWith("hi") ? "hi" : "en"
  ].networkError;

export class LiveFetchError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "LiveFetchError";
  }
}

export async function fetchLive<T>(url: string): Promise<T> {
  const result = await requestJson<T>(url);
  if (result.ok) return result.data;
  if (result.kind === "network") throw new LiveFetchError("network", networkMessage());
  throw new LiveFetchError(result.error.code, result.error.message);
}

/** One page of a problem browser's list (the rows are reshaped per platform by the browser). */
export const fetchProblemPage = (url: string) => fetchLive<Page<unknown>>(url);
