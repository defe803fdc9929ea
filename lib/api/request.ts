// Reading a form submission safely: same-origin check, JSON only, 16 KB at most, client address.
import "server-only";
import { env } from "@/lib/env.mjs";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/client-address.mjs";
import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

/** Browsers send Origin with every POST; one from another site is refused (CSRF). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return; // not a browser form post (curl, server to server)
  const allowed = new Set([new URL(env.SITE_URL).host]);
  const host = request.headers.get("host");
  if (host) allowed.add(host);
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" or garbage
  }
  if (!originHost || !allowed.has(originHost)) {
    throw new ApiError(
      "forbidden_origin",
      "Submissions are accepted only from this website's own pages.",
    );
  }
}

/** The JSON object in the body, or an ApiError (415, 413, 400, 422) saying what is wrong. */
export async function readJsonObject(
  request: Request,
): Promise<{ body: Record<string, unknown>; raw: string }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new ApiError(
      "unsupported_media_type",
      "Send the form as JSON (Content-Type: application/json).",
    );
  }
  const tooLarge = () =>
    new ApiError(
      "payload_too_large",
      `The form is too large: at most ${MAX_BODY_BYTES / 1024} KB is accepted.`,
    );
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      // A body that breaks off (a malformed chunk, a client gone mid-upload) is the client's
      // problem: a 400, not an error of ours.
      const { done, value } = await reader.read().catch(() => {
        throw new ApiError("bad_request", "The request body could not be read completely.");
      });
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const invalid = () => new ApiError("invalid_json", "The request body is not valid JSON.");
  let raw: string;
  try {
    raw = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw invalid();
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw invalid();
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(
      "validation_failed",
      "The request body must be a JSON object of form fields.",
      {
        body: "Expected an object of form fields",
      },
    );
  }
  return { body: body as Record<string, unknown>, raw };
}

/**
 * The client's address, as server.mjs decided it from the TCP peer and, only when that peer is a
 * trusted proxy, X-Forwarded-For. Under `next dev` (no server.mjs) it is the address Next itself
 * recorded.
 */
export function clientAddress(request: Request): string {
  return (
    request.headers.get(CLIENT_ADDRESS_HEADER) ??
    request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() ??
    "unknown"
  );
}
