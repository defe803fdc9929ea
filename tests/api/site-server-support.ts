// The server in front of Next (lib/server/site-server.mjs) on a real socket, with a stub in Next's
// place that records what reached it, a captured log and recorded metrics.
import { type IncomingMessage, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createLogger } from "@/lib/log.mjs";
import { inlineScriptHashes } from "@/lib/server/csp.mjs";
import { createSiteServer } from "@/lib/server/site-server.mjs";

export type Seen = { url?: string; headers: IncomingMessage["headers"] };
type Served = { route: string; method: string; status: number; seconds: number };

export const STATIC_POLICY = "script-src 'self' 'sha256-abc'; base-uri 'none'";
/** A pre-rendered page's policy as server.mjs makes it from the HTML it is answered with. */
export const policyOfHtml = (html: string) =>
  `script-src 'self' ${inlineScriptHashes(html, "latin1").join(" ")}; base-uri 'none'`;

function start({
  trusted = ["loopback"],
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  handle = (_req: IncomingMessage, res: ServerResponse) => {
    res.end("from next");
  },
} = {}) {
  const seen: Seen[] = [];
  const served: Served[] = [];
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const site = createSiteServer({
    handle: (req, res) => {
      seen.push({ url: req.url, headers: { ...req.headers } });
      return handle(req, res);
    },
    settings: {
      TRUSTED_PROXIES: trusted,
      HEADERS_TIMEOUT_MS: headersTimeout,
      REQUEST_TIMEOUT_MS: requestTimeout,
    },
    log: createLogger({ destination, level: "info" }),
    metrics: { requestServed: (r: Served) => served.push(r) },
    policyFor: (path: string) =>
      path === "/features"
        ? { policy: STATIC_POLICY, nonce: null, forHtml: (html: string) => policyOfHtml(html) }
        : { policy: "script-src 'self' 'nonce-n0nce'", nonce: "n0nce", forHtml: null },
    routeOf: (path: string) => (path.startsWith("/api/") ? path : "/[...slug]"),
    isDraining: () => false,
    images: new Set(["/images/brand/map.webp"]),
  });
  const listening = new Promise<number>((resolve) =>
    site.server.listen(0, "127.0.0.1", () => resolve((site.server.address() as AddressInfo).port)),
  );
  return { site, seen, served, lines, listening };
}

type Answer = { status: number; headers: IncomingMessage["headers"]; body: string };

export function send(
  port: number,
  { method = "GET", path = "/", headers = {} as Record<string, string>, body = "" } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers, agent: false },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const servers: { close: () => void }[] = [];

/** Closes every server `running` started; call from afterEach. */
export function closeServers(): void {
  for (const s of servers.splice(0)) s.close();
}

export async function running(options?: Parameters<typeof start>[0]) {
  const started = start(options);
  const port = await started.listening;
  servers.push({
    close: () => {
      started.site.server.closeAllConnections();
      started.site.server.close();
    },
  });
  return { ...started, port };
}
