// @ts-check
// The process's one logger (pino): one JSON line per event on stdout, pretty only under `next dev`.
// No personal data goes in: callers log ids, counts and codes, never names, emails, phones, tokens
// or bodies, and client addresses only through truncateAddress().
import ipaddr from "ipaddr.js";
import pino from "pino";
import { env } from "./env.mjs";
import { processWide } from "./process-wide.mjs";

/** Header and field names that must never be written, whoever logs an object holding them. */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['idempotency-key']",
  "res.headers['set-cookie']",
  "headers.authorization",
  "headers.cookie",
];

/**
 * A logger writing to `destination` (stdout when omitted); tests pass a stream to read the lines.
 * The level is LOG_LEVEL, else info (silent under jest, whose suites assert behaviour instead).
 * @param {{ destination?: import("pino").DestinationStream; level?: string }} [options]
 */
export function createLogger({ destination, level: chosen } = {}) {
  const development = process.env.NODE_ENV === "development";
  const level = chosen ?? env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: "[redacted]" },
      ...(development && !destination && { transport: { target: "pino-pretty" } }),
    },
    destination,
  );
}

/** The process's logger. */
export const log = processWide("logger", () => createLogger());

/**
 * The client's network, not the client: 203.0.113.57 → 203.0.113.0, 2001:db8:1:2::5 →
 * 2001:db8:1::. Enough to see abuse from one network, too little to name a subscriber.
 * @param {string | undefined | null} address
 */
export function truncateAddress(address) {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  let parsed = ipaddr.parse(address);
  if (
    parsed.kind() === "ipv6" &&
    /** @type {import("ipaddr.js").IPv6} */ (parsed).isIPv4MappedAddress()
  ) {
    parsed = /** @type {import("ipaddr.js").IPv6} */ (parsed).toIPv4Address();
  }
  if (parsed.kind() === "ipv4") {
    const [a, b, c] = parsed.toByteArray();
    return `${a}.${b}.${c}.0`;
  }
  const parts = /** @type {import("ipaddr.js").IPv6} */ (parsed).parts;
  return `${parts
    .slice(0, 3)
    .map((p) => p.toString(16))
    .join(":")}::`;
}
