// The one way the server calls an upstream: a time limit, a byte limit, rate-limit detection and
// JSON parsing.
import "server-only";

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

/** too_large: the answer passed its byte limit (declared or while streaming) and was cut off. */
export type UpstreamFailure =
  "timeout" | "rate_limited" | "http" | "network" | "malformed" | "too_large";

/** A failed upstream call; the cache keeps serving its last good copy. */
export class UpstreamError extends Error {
  constructor(
    readonly source: string,
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = "UpstreamError";
  }
}

export type FetchJsonOptions = {
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Largest answer read, in bytes after any Content-Encoding is undone. Required: no call is unbounded. */
  maxBytes: number;
  /**
   * Error statuses whose JSON body is read and returned like a success's, under the same limits:
   * An upstream may explain in the body of a 400 (a handle it does not know, say).
   */
  readBodyOf?: readonly number[];
};

/**
 * Reads the body chunk by chunk and stops at the limit: `stop()` aborts the request, which closes
 * the connection, so the rest of an oversized answer is never received, let alone held. The raw
 * bytes are kept and decoded once at the end: decoding chunk by chunk left each cut-off part as
 * strings on the JavaScript heap (measured over 20 refusals at 16 MB: RSS +236 MB and growing,
 * against +108 MB and level when keeping bytes).
 */
async function readCapped(
  source: string,
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  stop: () => void,
): Promise<string> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      stop();
      throw new UpstreamError(
        source,
        "too_large",
        `the answer passed the limit of ${maxBytes} bytes and was cut off`,
      );
    }
    chunks.push(value);
  }
  // TextDecoder, like response.text(), drops a byte order mark that JSON.parse would refuse.
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

/** GETs a JSON document; any failure (status, time limit, size, bad JSON) is an UpstreamError. */
export async function fetchUpstreamJson(
  source: string,
  url: string,
  { headers, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS, maxBytes, readBodyOf = [] }: FetchJsonOptions,
): Promise<unknown> {
  // One time limit covers the headers and the body: a server that stalls mid-body is a timeout.
  const timeout = AbortSignal.timeout(timeoutMs);
  const cutOff = new AbortController();
  const stop = () => cutOff.abort();
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json", ...headers },
      signal: AbortSignal.any([timeout, cutOff.signal]),
      cache: "no-store",
    });
    if (response.status === 429) {
      stop();
      throw new UpstreamError(source, "rate_limited", "rate limited (HTTP 429)");
    }
    if (!response.ok && !readBodyOf.includes(response.status)) {
      stop();
      throw new UpstreamError(source, "http", `HTTP ${response.status}`);
    }
    // A declared size over the limit is refused before a byte of the body is read.
    const declared = Number(response.headers.get("content-length") ?? NaN);
    if (declared > maxBytes) {
      stop();
      throw new UpstreamError(
        source,
        "too_large",
        `the answer declares ${declared} bytes, over the limit of ${maxBytes}`,
      );
    }
    text = response.body ? await readCapped(source, response.body, maxBytes, stop) : "";
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (timeout.aborted) throw new UpstreamError(source, "timeout", `no answer in ${timeoutMs} ms`);
    throw new UpstreamError(source, "network", networkFailure(error));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(source, "malformed", "the answer is not JSON");
  }
}

/**
 * What failed on the way, for the log: fetch's own "fetch failed" names nothing, its cause does
 * (a refused connection, a socket the other side closed, a DNS failure) and its code.
 */
function networkFailure(error: unknown): string {
  const message = (error as Error).message;
  const cause = (error as { cause?: { message?: unknown; code?: unknown } }).cause;
  if (!cause || typeof cause.message !== "string") return message;
  const code = typeof cause.code === "string" ? ` (${cause.code})` : "";
  return `${message}: ${cause.message}${code}`;
}
