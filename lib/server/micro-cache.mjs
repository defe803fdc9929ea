// A short-lived in-process copy of the live-data API's answers, used by server.mjs in front of
// Next's handler. Those routes say `Cache-Control: public, max-age=60`, so a browser or a CDN may
// reuse an answer for that long anyway; keeping it here as well means a warm page costs a Map
// lookup instead of Next's per-request work, which keeps the tail short under load.
// Only 200 answers marked public are kept, per URL and Accept-Encoding (Next compresses them).

const CACHEABLE_PATH = /^\/api\/(?:contests|problems\/(?:codeforces|atcoder|leetcode))$/;
const MAX_AGE = /\bmax-age=(\d+)/;
/** Never longer than this, whatever an answer says. */
const MAX_TTL_MS = 60_000;

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined);

/** How long an answer may be kept, from its headers; 0 when it must not be kept. */
function ttlOf(res) {
  if (res.statusCode !== 200) return 0;
  const control = String(res.getHeader("cache-control") ?? "");
  if (!/\bpublic\b/.test(control) || res.getHeader("set-cookie") !== undefined) return 0;
  const seconds = Number(MAX_AGE.exec(control)?.[1] ?? 0);
  return Math.min(seconds * 1000, MAX_TTL_MS);
}

/**
 * Returns `serve(req, res, next)`: answers from a kept copy when there is a fresh one, else calls
 * `next()` and keeps what it sends. `maxEntries` bounds memory (the oldest goes first).
 */
export function createMicroCache({ maxEntries = 1000, now = Date.now } = {}) {
  const entries = new Map();

  return function serve(req, res, next) {
    if (req.method !== "GET" || !CACHEABLE_PATH.test((req.url ?? "").split("?")[0])) return next();
    const key = `${req.url}\n${req.headers["accept-encoding"] ?? ""}`;
    const kept = entries.get(key);
    if (kept && kept.expires > now()) {
      res.writeHead(200, { ...kept.headers, "content-length": kept.body.length });
      res.end(kept.body);
      return undefined;
    }
    if (kept) entries.delete(key);

    const chunks = [];
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      const ttl = ttlOf(res);
      if (ttl > 0) {
        const headers = { ...res.getHeaders() };
        delete headers["content-length"];
        delete headers["transfer-encoding"];
        delete headers.date;
        headers["x-server-cache"] = "hit";
        entries.set(key, { expires: now() + ttl, headers, body: Buffer.concat(chunks) });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      }
      return end.call(this, chunk, encoding, callback);
    };
    return next();
  };
}
