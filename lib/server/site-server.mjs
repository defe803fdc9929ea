// @ts-check
// The HTTP server in front of Next's handler (server.mjs wires it up). For every request it
// decides who the client is (trusting forwarded headers only from TRUSTED_PROXIES), gives it a
// request id, sets the security headers and the Content-Security-Policy, refuses what Next would
// answer with a 500 (unknown methods, undecodable addresses), and logs one JSON line and the
// metrics when the answer is done. Slow clients are cut off by the header and request timeouts.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { truncateAddress } from "../log.mjs";
import { createClientAddressResolver } from "./client-address.mjs";
import { checkRequest, KNOWN_METHODS, sendRefusal } from "./request-guard.mjs";
import { shortenPageLifetime } from "./page-lifetime.mjs";
import { setPolicyFromBody } from "./page-scripts.mjs";
import { applySecurityHeaders, SECURITY_HEADERS } from "./security-headers.mjs";

/** A request id a trusted proxy sent is kept when it looks like one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;
const LOGGED_PATH_CHARS = 200;

/**
 * @typedef {{
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<unknown> | unknown;
 *   settings: { TRUSTED_PROXIES: string[]; HEADERS_TIMEOUT_MS: number; REQUEST_TIMEOUT_MS: number };
 *   log: import("pino").Logger;
 *   metrics: { requestServed: (r: { route: string; method: string; status: number; seconds: number }) => void };
 *   policyFor: (path: string, route: string) => { policy: string; nonce: string | null; forHtml: ((html: string) => string) | null };
 *   routeOf: (path: string) => string;
 *   isDraining: () => boolean;
 *   serverActions?: boolean;
 *   images?: ReadonlySet<string>;
 * }} SiteServerOptions
 */

/** @param {SiteServerOptions} options */
export function createSiteServer({
  handle,
  settings,
  log,
  metrics,
  policyFor,
  routeOf,
  isDraining,
  serverActions = false,
  images = new Set(),
}) {
  const resolveClient = createClientAddressResolver(settings.TRUSTED_PROXIES);
  let inFlight = 0;
  /** @type {(() => void)[]} */
  const whenIdle = [];
  /**
   * Connections accepted whose first request has not reached the handler yet: under load a
   * client's request can sit unread for a while after its connection was accepted. A shutdown
   * waits for them as for requests in flight, or it would close them unanswered.
   * @type {Set<import("node:net").Socket>}
   */
  const unstarted = new Set();
  const busy = () => inFlight + unstarted.size;
  const checkIdle = () => {
    if (busy() === 0) for (const resolve of whenIdle.splice(0)) resolve();
  };

  const server = createServer(
    {
      headersTimeout: settings.HEADERS_TIMEOUT_MS,
      requestTimeout: settings.REQUEST_TIMEOUT_MS,
      // Node checks the two timeouts this often (30 s by default, which would let a slow client
      // hold a socket twice as long as the timeout says).
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      unstarted.delete(req.socket);
      const started = process.hrtime.bigint();
      const { address, fromProxy } = resolveClient(req);
      const sent = req.headers["x-request-id"];
      const id =
        fromProxy && typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
      res.setHeader("X-Request-Id", id);

      const { path, refusal } = checkRequest(req, { serverActions, images });
      const route = path === null ? "invalid" : routeOf(path);
      const { policy, nonce, forHtml } = policyFor(path ?? "/", route);
      applySecurityHeaders(res, policy);
      if (forHtml) {
        setPolicyFromBody(res, forHtml);
        // A 304 has no body to take the policy from, and the browser would pair the policy it
        // names with the page it kept: the page is always sent whole (nginx, in front, still
        // answers its own conditional requests from its cache, with the policy it stored).
        delete req.headers["if-none-match"];
        delete req.headers["if-modified-since"];
      }
      if (path && !/^\/(api|_next)\//.test(path)) shortenPageLifetime(res);
      // Next reads the nonce for its scripts from this request header; a client's own is dropped.
      if (nonce) req.headers["content-security-policy"] = policy;
      else delete req.headers["content-security-policy"];
      if (isDraining()) res.setHeader("Connection", "close");

      inFlight += 1;
      res.once("close", () => {
        inFlight -= 1;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const method = refusal?.code === "method_not_allowed" ? "OTHER" : (req.method ?? "OTHER");
        metrics.requestServed({ route, method, status: res.statusCode, seconds });
        const line = {
          reqId: id,
          method: String(req.method).slice(0, 16),
          route,
          path: (path ?? (req.url ?? "").split("?", 1)[0] ?? "").slice(0, LOGGED_PATH_CHARS),
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          client: truncateAddress(address),
          ...(!res.writableFinished && { aborted: true }),
        };
        if (res.statusCode >= 500) log.error(line, "request");
        else log.info(line, "request");
        checkIdle();
      });

      if (refusal) {
        sendRefusal(res, refusal, (path ?? req.url ?? "").startsWith("/api/"));
        return;
      }
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((err) => {
          log.error({ err, reqId: id }, "request failed");
          if (!res.headersSent) {
            sendRefusal(
              res,
              { code: "internal", message: "Something went wrong on our side." },
              route.startsWith("/api/"),
            );
          } else res.destroy();
        });
    },
  );

  // Bytes that are not HTTP (a method Node's parser does not know, garbage, oversized headers) or
  // a client too slow to send its request: a 4xx on the socket and one log line, never a stack.
  // Node types the socket as a Duplex; for an http.Server it is always the net.Socket.
  server.on("clientError", (err, /** @type {import("node:net").Socket} */ socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code ?? "unknown";
    log.info(
      { code, client: truncateAddress(socket.remoteAddress) },
      "request refused before parsing",
    );
    if (!socket.writable || socket.destroyed) return socket.destroy();
    const [status, reason, extra] =
      code === "HPE_INVALID_METHOD"
        ? [405, "Method Not Allowed", `Allow: ${KNOWN_METHODS.join(", ")}\r\n`]
        : code === "HPE_HEADER_OVERFLOW"
          ? [431, "Request Header Fields Too Large", ""]
          : code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? [408, "Request Timeout", ""]
            : [400, "Bad Request", ""];
    const head = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n${extra}${head.join("")}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  // CONNECT (a proxy tunnel request) gets its own event in Node; nothing here tunnels.
  server.on("connect", (req, /** @type {import("node:net").Socket} */ socket) => {
    log.info(
      { method: "CONNECT", client: truncateAddress(socket.remoteAddress) },
      "request refused before parsing",
    );
    const head = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${KNOWN_METHODS.join(", ")}\r\n${head.join("")}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  /** Connections accepted so far: a turn of the event loop that adds none found the queue empty. */
  let accepted = 0;
  server.on("connection", (socket) => {
    accepted += 1;
    unstarted.add(socket);
    socket.once("close", () => {
      if (unstarted.delete(socket)) checkIdle();
    });
  });

  /**
   * Resolves once no request is in flight and every connection accepted has begun its request
   * (or closed), or after `timeoutMs`; says how many were left.
   * @param {number} timeoutMs
   * @returns {Promise<number>}
   */
  const idle = (timeoutMs) => {
    if (busy() === 0) return Promise.resolve(0);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(busy()), timeoutMs);
      whenIdle.push(() => {
        clearTimeout(timer);
        resolve(0);
      });
    });
  };

  return {
    server,
    /** Requests being answered now. */
    inFlight: () => inFlight,
    /**
     * A shutdown's way out: takes every connection the kernel has already queued, stops listening,
     * waits until each request under way is answered and each connection taken has begun its
     * request (or closed), then closes what is left. All of it within `timeoutMs`; resolves to how
     * many requests were still unanswered then.
     *
     * Closing the listener resets the connections still in the kernel's queue, whose clients have
     * already sent their requests. Node's event loop (libuv) accepts one connection per turn, and a
     * turn of a busy server lasts as long as the work it does: under load 35 connections were seen
     * queued a second after the signal, taken two or three per 200 ms. So the queue counts as
     * empty only after a whole turn, its accepting (poll) phase included, took nothing: the poll is
     * level-triggered, so a listener with a queued connection always gets one accepted.
     * @param {number} timeoutMs
     * @returns {Promise<number>}
     */
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      // setImmediate runs after a turn's poll phase: the first reaches the end of this turn, each
      // later one spans a whole turn.
      const turn = () => new Promise((resolve) => setImmediate(resolve));
      await turn();
      for (let before = -1; before !== accepted && Date.now() < deadline;) {
        before = accepted;
        await turn();
      }
      server.close();
      const left = await idle(Math.max(0, deadline - Date.now()));
      server.closeAllConnections();
      return left;
    },
  };
}
