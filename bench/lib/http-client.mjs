// Talking to a server over HTTP or to nginx over HTTPS with its self-signed certificate: one GET
// with its raw (still compressed) body, and trusting a certificate for the process's fetch().
import http from "node:http";
import https from "node:https";
import { readFileSync } from "node:fs";
import tls from "node:tls";

/**
 * Makes fetch() (and every TLS connection of this thread that names no `ca`) accept `certificate`
 * (a PEM file) besides the usual authorities. Node 24's tls.setDefaultCACertificates.
 */
export function trustCertificate(certificate) {
  const pem = readFileSync(certificate, "utf8");
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), pem]);
  return pem;
}

/** The http or https module for a URL. */
export const clientFor = (url) => (new URL(url).protocol === "https:" ? https : http);

/**
 * One GET of `url` with `headers`; `ca` (PEM) for HTTPS. Resolves with
 * `{ status, headers, body }`, `body` being the bytes as sent (not decompressed).
 */
export function rawGet(url, { headers = {}, ca, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = clientFor(url).get(url, { headers, ca, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer from ${url}`)));
    request.on("error", reject);
  });
}
