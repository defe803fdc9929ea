// The one error contract of every route handler: { "error": { "code", "message", "fields"? } }.
import { NextResponse } from "next/server";
import type { ZodType } from "zod";
import { log } from "@/lib/log.mjs";
import { ERROR_STATUS } from "./error-codes.mjs";

export { ERROR_STATUS };
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
      log.error({ err: error, handler: name }, "handler failed");
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

/** `body` checked by `schema`, or 422 with a message under each field that needs one. */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      "validation_failed",
      "Some fields need attention.",
      fieldErrors(parsed.error.issues),
    );
  }
  return parsed.data;
}
