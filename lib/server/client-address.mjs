// @ts-check
// Who the client is, decided once per request by server.mjs. Forwarded headers count only when the
// TCP peer is one of TRUSTED_PROXIES (Express's `trust proxy` rule, through the same proxy-addr
// library): walking X-Forwarded-For from the right, the first address not in the list is the
// client. From any other peer, the forwarded headers are removed before Next sees them.
import proxyaddr from "proxy-addr";

/** Set on every request for the route handlers (lib/api/request.ts); a client's copy is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-coderhouse-client-address";

const FORWARDED_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-forwarded-proto",
  "x-real-ip",
];

/**
 * Returns `resolve(req)`: the client's address (also written to CLIENT_ADDRESS_HEADER) and
 * whether the request came through a trusted proxy.
 * @param {string[]} trustedProxies addresses, CIDR ranges or proxy-addr's range names
 */
export function createClientAddressResolver(trustedProxies) {
  const trust = proxyaddr.compile(trustedProxies);
  /** @param {import("node:http").IncomingMessage} req */
  return function resolve(req) {
    const peer = req.socket.remoteAddress ?? "";
    const fromProxy = peer !== "" && trust(peer, 0);
    const address = fromProxy ? proxyaddr(req, trust) : peer || "unknown";
    if (!fromProxy) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    return { address, fromProxy };
  };
}
