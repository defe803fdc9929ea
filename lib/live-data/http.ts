// What the live data routes share: query parsing (400 with the allowed values) and answers.
import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { ApiError, ERROR_STATUS, fieldErrors } from "@/lib/api/errors";
import { isLiveDataError } from "./errors";
import {
  type CodeforcesQuery,
  FILTER_TABLES,
  type ProblemPlatform,
  type QueryOf,
  readFilters,
} from "./filter-tables";
import { searchParamsObject } from "./queries";

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

/** The request's query parsed by `schema`; a bad value is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const parsed = schema.safeParse(searchParamsObject(new URL(request.url).searchParams));
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error.issues);
  throw new ApiError("invalid_parameter", Object.values(fields).join(" "), fields);
}

/**
 * A problem list's query checked against its filter table: every value a parser refuses is a
 * 400 naming its parameter (a blank value means the default), and so is "For your level"
 * without a handle. A custom range given upside down is read the right way up, as on the page.
 */
export function parseFilters<P extends ProblemPlatform>(platform: P, request: Request): QueryOf<P> {
  const params = new URL(request.url).searchParams;
  const { parsers, messages } = FILTER_TABLES[platform] as {
    parsers: Record<string, { type?: string; parse: (raw: never) => unknown }>;
    messages: Record<string, string>;
  };
  const fields: Record<string, string> = {};
  for (const [key, parser] of Object.entries(parsers)) {
    const given = params.getAll(key).filter((v) => v.trim() !== "");
    if (given.length === 0) continue;
    const parse = parser.parse as (raw: string | string[]) => unknown;
    if (parse(parser.type === "multi" ? given : given[0]!) === null) {
      fields[key] = messages[key] ?? `The "${key}" parameter is not allowed here.`;
    }
  }
  const query = readFilters(platform, params);
  if (platform === "codeforces") {
    const q = query as CodeforcesQuery;
    if (q.view === "level" && !q.handle && !fields.handle) {
      fields.handle = 'The "handle" parameter is needed for view=level.';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError("invalid_parameter", Object.values(fields).join(" "), fields);
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

export function liveDataJson(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { "Cache-Control": LIVE_DATA_CACHE_CONTROL } });
}

/** An answer for one handle (see PROGRESS_CACHE_CONTROL). */
export function progressJson(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { "Cache-Control": PROGRESS_CACHE_CONTROL } });
}
