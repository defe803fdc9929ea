// The one fetch wrapper of browser code: forms post through it, data hooks read through it.
// It never throws; every outcome is a value the caller switches on.
import type { Locale } from "@/lib/i18n/locales";
import { errorText } from "./error-text";
import type { FieldErrors } from "./errors";

/** The error part of the API's one error shape, `{ error: { code, message, fields? } }`. */
export type ApiErrorBody = { code: string; message: string; fields?: FieldErrors };

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      kind: "http";
      status: number;
      error: ApiErrorBody;
      /** Seconds to wait, from a 429's Retry-After header. */
      retryAfter?: number;
    }
  | { ok: false; kind: "network" };

export type RequestOptions = {
  method?: "GET" | "POST";
  /** Sent as JSON with `Content-Type: application/json`. */
  body?: unknown;
  /** One UUID per submission attempt; every automatic retry below sends the same one. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Waits before each automatic retry, in milliseconds; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /**
   * The language an error is worded in: the page's (`usePageLocale()` in the hook that sends).
   * English by default, as the staff area is.
   */
  locale?: Locale;
};

/** Two retries, soon enough that a visitor barely notices a dropped connection. */
export const RETRY_DELAYS_MS = [300, 900] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isErrorBody(value: unknown): value is { error: ApiErrorBody } {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

async function readJson(response: Response): Promise<{ parsed: boolean; value: unknown }> {
  try {
    const text = await response.text();
    return { parsed: true, value: text === "" ? null : JSON.parse(text) };
  } catch {
    return { parsed: false, value: undefined };
  }
}

async function attempt<T>(url: string, init: RequestInit, locale: Locale): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return { ok: false, kind: "network" };
  }
  const { parsed, value } = await readJson(response);
  if (response.ok && parsed) return { ok: true, status: response.status, data: value as T };
  const body: ApiErrorBody = isErrorBody(value)
    ? value.error
    : { code: "bad_response", message: "" };
  const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
  // The page's language: a Hindi page says what went wrong in Hindi (field messages already are).
  const error = { ...body, message: errorText({ ...body, retryAfter }, locale) };
  return {
    ok: false,
    kind: "http",
    status: response.status,
    error,
    ...(retryAfter !== undefined && retryAfter > 0 && { retryAfter }),
  };
}

/**
 * Sends one request and reads its JSON answer. A network failure or a 5xx is retried with the
 * same Idempotency-Key, so the server stores a submission at most once however often it is sent.
 */
export async function requestJson<T>(
  url: string,
  {
    method = "GET",
    body,
    idempotencyKey,
    signal,
    retryDelaysMs = RETRY_DELAYS_MS,
    locale = "en",
  }: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const init: RequestInit = {
    method,
    headers,
    signal,
    credentials: "same-origin",
    ...(body !== undefined && { body: JSON.stringify(body) }),
  };

  return sendWithRetries<T>(url, init, { signal, retryDelaysMs, locale });
}

async function sendWithRetries<T>(
  url: string,
  init: RequestInit,
  {
    signal,
    retryDelaysMs,
    locale,
  }: { signal?: AbortSignal; retryDelaysMs: readonly number[]; locale: Locale },
): Promise<ApiResult<T>> {
  let result = await attempt<T>(url, init, locale);
  for (const delay of retryDelaysMs) {
    const retryable = !result.ok && (result.kind === "network" || result.status >= 500);
    if (!retryable || signal?.aborted) break;
    await sleep(delay);
    result = await attempt<T>(url, init, locale);
  }
  return result;
}

export function postJson<T>(
  url: string,
  body: unknown,
  options: Omit<RequestOptions, "method" | "body"> = {},
): Promise<ApiResult<T>> {
  return requestJson<T>(url, { ...options, method: "POST", body });
}

/**
 * Sends a multipart form (a file upload) and reads its JSON answer, retried like requestJson. The
 * browser writes the Content-Type with the form's boundary itself.
 */
export function postForm<T>(
  url: string,
  form: FormData,
  {
    signal,
    retryDelaysMs = RETRY_DELAYS_MS,
    locale = "en",
  }: Omit<RequestOptions, "method" | "body" | "idempotencyKey"> = {},
): Promise<ApiResult<T>> {
  const init: RequestInit = {
    method: "POST",
    headers: { Accept: "application/json" },
    body: form,
    signal,
    credentials: "same-origin",
  };
  return sendWithRetries<T>(url, init, { signal, retryDelaysMs, locale });
}
