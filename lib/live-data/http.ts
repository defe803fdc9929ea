// What the live data routes share: query parsing (400 with the allowed values) and answers.
import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { ApiError, fieldErrors } from "@/lib/api/errors";
import { isLiveDataError } from "./errors";
import { searchParamsObject } from "./queries";

/**
 * Browsers, the deploy/ nginx and CDNs may reuse an answer for a minute, a stale one while they
 * refresh it, and a stale one for a day while the site fails (a restart).
 */
export const LIVE_DATA_CACHE_CONTROL =
  "public, max-age=60, stale-while-revalidate=600, stale-if-error=86400";

/** The request's query parsed by `schema`; a bad value is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const parsed = schema.safeParse(searchParamsObject(new URL(request.url).searchParams));
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error.issues);
  throw new ApiError("invalid_parameter", Object.values(fields).join(" "), fields);
}

/** Runs a service call; "not configured" and "not available" become 503s of our error shape. */
export async function liveData<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLiveDataError(error)) {
      throw new ApiError(error.code, error.message, undefined, { "Retry-After": "60" });
    }
    throw error;
  }
}

export function liveDataJson(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: { "Cache-Control": LIVE_DATA_CACHE_CONTROL } });
}
