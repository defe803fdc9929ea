// The SWR fetcher of the live lists: our own API through the one fetch wrapper, failures thrown
// as errors that carry the API's message, so the page can say what went wrong.
import { requestJson } from "@/lib/api/client";
import type { Page } from "@/lib/live-data/types";

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

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
  if (result.kind === "network") throw new LiveFetchError("network", NETWORK_MESSAGE);
  throw new LiveFetchError(result.error.code, result.error.message);
}

/** One page of a problem browser's list (the rows are reshaped per platform by the browser). */
export const fetchProblemPage = (url: string) => fetchLive<Page<unknown>>(url);
