// What the live data routes share: a query read by its table (a 400 naming each parameter it
// refuses), a service's known errors as answers, and the Cache-Control each answer may carry.
import "server-only";
import { NextResponse } from "next/server";
import { ApiError, ERROR_STATUS } from "@/lib/api/errors";
import type { QueryTable } from "@/lib/query-table";
import type { Listed } from "@/lib/services/live-data";
import { isLiveDataError } from "./errors";

/**
 * Browsers, the deploy/ nginx and CDNs may reuse an answer for a minute, a stale one while they
 * refresh it, and a stale one for a day while the site fails (a restart).
 */
export const LIVE_DATA_CACHE_CONTROL =
  "public, max-age=60, stale-while-revalidate=600, stale-if-error=86400";

/**
 * Anything answered for one handle (GET /api/progress/…, the "For your level" list): the
 * visitor's browser may keep it five minutes; no shared cache may (nginx's would keep the handle,
 * which is in the address, on disk for days: the privacy policy promises the server forgets it
 * after the ten minutes of lib/services/progress.ts). A failure is never kept (no-store).
 */
export const PROGRESS_CACHE_CONTROL = "private, max-age=300";

/**
 * The copy shipped with the release stands in only until this server's own fetch succeeds
 * (perhaps a minute later): nothing may keep it, or nginx and browsers would go on answering
 * the old copy after the live one has come.
 */
export const SHIPPED_CACHE_CONTROL = "no-store";

/** The request's query read by `table`; any parameter it refuses is a 400 naming it. */
export function queryOrThrow<Q>(table: Pick<QueryTable<never, Q>, "parse">, request: Request): Q {
  const { query, problems } = table.parse(new URL(request.url).searchParams);
  if (Object.keys(problems).length > 0) {
    throw new ApiError("invalid_parameter", Object.values(problems).join(" "), problems);
  }
  return query;
}

/**
 * Runs a service call; its known errors become answers of our error shape with their own status
 * ("not configured", "not available" and "busy" a 503 worth retrying in a minute, an unknown
 * handle a 404).
 */
export async function liveData<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLiveDataError(error)) {
      const retry = ERROR_STATUS[error.code] === 503 ? { "Retry-After": "60" } : undefined;
      throw new ApiError(error.code, error.message, undefined, retry);
    }
    throw error;
  }
}

/** What may keep an answer made from a copy: nothing for the shipped one (see above). */
export function cacheControlOf(
  { shipped, personal }: Pick<Listed<unknown>, "shipped" | "personal">,
  ownCopy = LIVE_DATA_CACHE_CONTROL,
): string {
  if (shipped) return SHIPPED_CACHE_CONTROL;
  return personal ? PROGRESS_CACHE_CONTROL : ownCopy;
}

/** One page of a list, with the Cache-Control its copy allows. */
export function listJson(listed: Listed<unknown>): NextResponse {
  return NextResponse.json(listed.page, {
    headers: { "Cache-Control": cacheControlOf(listed) },
  });
}

/** An answer for one handle (see PROGRESS_CACHE_CONTROL). */
export function progressJson(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { "Cache-Control": PROGRESS_CACHE_CONTROL } });
}
