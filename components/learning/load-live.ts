import "server-only";
import { errorText } from "@/lib/api/error-text";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLiveDataError } from "@/lib/live-data/errors";
import type { Page } from "@/lib/live-data/types";
import { wholeMinute } from "./live-format";
import type { LiveInitial } from "./live-state";

/**
 * Runs a live data service call for a page's server render. A known outage or missing
 * configuration becomes a message on the page instead of an error screen.
 */
export async function loadLive<T>(
  key: string,
  load: () => Promise<Page<T>>,
): Promise<LiveInitial<T>> {
  try {
    return { kind: "data", key, page: await load() };
  } catch (error) {
    // In the page's language, as the browser's requests are (lib/api/client.ts).
    const locale = await pageLocale();
    if (isLiveDataError(error)) {
      return { kind: "error", key, code: error.code, message: errorText(error, locale) };
    }
    console.error(`Live data for ${key} failed:`, error);
    // Not the error's own message, which may name internals: the catalogue's words for it.
    const message = errorText({ code: "internal", message: "" }, locale);
    return { kind: "error", key, code: "internal", message };
  }
}

/** The server's clock for a render, to the minute (pages pass it down so the browser hydrates the
 * same text, and re-renders nothing when it hydrates within that minute). */
export function serverNow(): number {
  return wholeMinute(Date.now());
}
