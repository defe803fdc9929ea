// POST /api/auth/<step> – staff sign-in, two-factor codes, set-up links, sign-out: better-auth's
// own endpoints (lib/auth/server.ts), only the ones the staff pages use, in our one error shape.
import { ApiError, type ErrorCode, handle } from "@/lib/api/errors";
import { assertSameOrigin, clientAddress, readJsonObject } from "@/lib/api/request";
import { limitAttempt } from "@/lib/auth/policy";
import { getAuth } from "@/lib/auth/server";

export const dynamic = "force-dynamic";

/** Everything else better-auth offers (sign-up, its admin API over HTTP …) is not reachable. */
const STEPS = new Set([
  "/sign-in/email",
  "/sign-out",
  "/two-factor/enable",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/generate-backup-codes",
  "/reset-password",
  "/change-password",
  "/revoke-sessions",
]);

const CODES: Record<number, ErrorCode> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation_failed",
  429: "rate_limited",
};

/** What staff read for better-auth's codes where its own words would not help them. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "The email or the password is not right.",
  INVALID_CODE: "That code is not right. Codes change every 30 seconds: try the current one.",
  INVALID_BACKUP_CODE: "That recovery code is not right, or it was used before.",
  INVALID_TWO_FACTOR_COOKIE: "Sign in again: the code step was not started or has expired.",
  BANNED_USER: "This account is disabled. Ask an admin.",
  INVALID_TOKEN: "This set-up link is not valid any more. Ask an admin for a new one.",
  INVALID_PASSWORD: "The password is not right.",
  PASSWORD_TOO_SHORT: "The password must be at least 12 characters.",
};

/** better-auth's error JSON ({ code, message }) in our shape, with the same status. */
async function inOurShape(response: Response): Promise<Response> {
  if (response.ok || response.status >= 500) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = CODES[response.status] ?? "validation_failed";
  const retryAfter = response.headers.get("retry-after");
  throw new ApiError(
    code,
    MESSAGES[body.code ?? ""] ?? body.message ?? "That did not work. Please try again.",
    undefined,
    retryAfter ? { "Retry-After": retryAfter } : undefined,
  );
}

async function authStep(request: Request): Promise<Response> {
  const auth = await getAuth();
  const step = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  if (!auth || request.method !== "POST" || !STEPS.has(step)) {
    throw new ApiError("not_found", "Not found.");
  }
  // Our own checks first (another site's page 403, not JSON 415, over 16 KB 413, bad JSON 400),
  // then the limits, then better-auth with the body we read.
  assertSameOrigin(request);
  const { body, raw } = await readJsonObject(request);
  const email = typeof body.email === "string" ? body.email : "";
  await limitAttempt(step, clientAddress(request), email);
  const forwarded = new Request(request.url, {
    method: "POST",
    headers: request.headers,
    body: raw,
  });
  return inOurShape(await auth.handler(forwarded));
}

export const POST = handle("auth", authStep);
export const GET = handle("auth", authStep);
