// @ts-check
// A pre-rendered page's Content-Security-Policy from the HTML it is really answered with. Next
// serves such a page from its cache as one body, but after staff publish it is rendered again
// with new flight data, whose inline scripts the hashes recorded at build time do not match: the
// browser would block them and the page would never start. So the answer is held until Next ends
// it, its inline scripts are hashed (after undoing Next's gzip, when it compressed), and the
// policy is set before the head goes out. Only HTML: a page's RSC data and redirects pass as
// they came. The body is at most a page (about 100 kB), held once.
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

const DECODE = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/** @param {unknown} chunk @param {unknown} encoding */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === "string"
      ? Buffer.from(
          chunk,
          /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
        )
      : Buffer.from(/** @type {Uint8Array} */ (chunk));

/**
 * @param {import("node:http").ServerResponse} res
 * @param {(html: string) => string} policyForHtml given the page's bytes read as latin1
 */
export function setPolicyFromBody(res, policyForHtml) {
  const { writeHead, write, end } = res;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {unknown[] | null} */
  let head = null;

  /** @type {any} Held, and written as it was asked once the body is complete. */
  const holdHead = (/** @type {unknown[]} */ ...args) => {
    head = args;
    return res;
  };
  res.writeHead = holdHead;
  // @ts-expect-error: the overloads of write all end up here.
  res.write = (chunk, encoding, done) => {
    chunks.push(toBuffer(chunk, encoding));
    /** @type {((error?: Error | null) => void) | undefined} */
    const callback = typeof encoding === "function" ? encoding : done;
    callback?.(null);
    return true;
  };
  // @ts-expect-error: as write.
  res.end = (chunk, encoding, done) => {
    if (chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    const callback = [chunk, encoding, done].find((a) => typeof a === "function");
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    // Headers given to writeHead itself are set first, so the type and encoding are known.
    const [status, ...rest] = head ?? [res.statusCode];
    const given = rest.find((a) => a && typeof a === "object");
    if (given) for (const [name, value] of Object.entries(given)) res.setHeader(name, value);
    const body = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
    const type = String(res.getHeader("content-type") ?? "");
    if (type.startsWith("text/html") && body.length > 0) {
      const coding = String(res.getHeader("content-encoding") ?? "").trim();
      const decode = DECODE[/** @type {keyof typeof DECODE} */ (coding)];
      try {
        const html = (decode ? decode(body) : body).toString("latin1");
        res.setHeader("Content-Security-Policy", policyForHtml(html));
      } catch {
        // Not what its encoding says: the build's policy stays, and the browser decides.
      }
    }
    const message = rest.find((a) => typeof a === "string");
    if (head) {
      if (typeof message === "string") res.statusMessage = message;
      writeHead.call(res, /** @type {number} */ (status));
    }
    return end.call(res, body, callback);
  };
}
