// The one error contract of every route handler: { "error": { "code", "message", "fields"? } }.
import { NextResponse } from "next/server";

/** Each error code and the HTTP status it always answers with. */
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_parameter: 400,
  invalid_idempotency_key: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  not_found: 404,
  idempotency_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  /** An upstream list was never fetched and its upstream is down (live learning data). */
  upstream_unavailable: 503,
  /** A live list needs configuration the server lacks (the clist.by username and key). */
  not_configured: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;
export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldErrors } };

/** Thrown anywhere under a handler; handle() turns it into the response. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toResponse(): NextResponse<ErrorBody> {
    const error = {
      code: this.code,
      message: this.message,
      ...(this.fields && { fields: this.fields }),
    };
    return NextResponse.json(
      { error },
      { status: this.status, headers: { "Cache-Control": "no-store", ...this.headers } },
    );
  }
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a minute.";

/** Runs a handler; ApiErrors become their response, anything else a logged generic 500. */
export function handle<Args extends unknown[]>(
  name: string,
  fn: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      console.error(`[api] ${name} failed:`, error);
      return new ApiError("internal", INTERNAL_MESSAGE).toResponse();
    }
  };
}

/** First message per field, from a zod error's issues. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
