// @ts-check
// What every setting may be, and the messages a bad one gets. lib/env.mjs applies it to
// process.env for the app; lib/preflight.mjs applies it before anything starts, so a bad setting
// stops `npm start`, the build and every script with a message instead of a half-working server.
import { z } from "zod";
import {
  bytes,
  count,
  mailFrom,
  optional,
  replaced,
  toggle,
  trustedProxies,
  url,
} from "./env-kinds.mjs";
import { upstreamSettings } from "./platforms/settings.mjs";

const DEFAULT_GFORM_URL =
  "https://docs.google.com/forms/d/e/1FAIpQLSd12VNW9dqxsHnH13R7JFrug_guszXURRbW4dMc3HmdGHlG5w/viewform?usp=sharing";

/**
 * Settings that only work together: each names the one it is missing.
 * @type {[string, string][]}
 */
const PAIRED_SETTINGS = [
  ["SMTP_URL", "MAIL_FROM"],
  ["MAIL_FROM", "SMTP_URL"],
  ["TELEGRAM_BOT_TOKEN", "TELEGRAM_CHAT_ID"],
  ["TELEGRAM_CHAT_ID", "TELEGRAM_BOT_TOKEN"],
];

/** The kinds of setting, for the upstreams' settings declared in their platforms' folders. */
const settingKinds = { optional, url, count, bytes };
/** @typedef {typeof settingKinds} SettingKinds */

const settingsObject = z.object({
  SITE_URL: optional(url()).transform((v) => (v ?? "https://coderhouse.in").replace(/\/+$/, "")),
  CONTACT_FORM_URL: optional(url()).transform((v) => v ?? DEFAULT_GFORM_URL),
  /** Where `npm start` listens (its -p flag wins). */
  PORT: count(3000, { min: 1, max: 65_535 }),
  /** A PostgreSQL server. Unset: the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
  DATA_DIR: optional(z.string()).transform((v) => v ?? "./data"),
  /** Shares rate limits and caches between several server instances. Unset: kept in memory. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must start with redis://")),
  /** Starts every key this site writes in Redis, so several sites (or test runs) can share one. */
  REDIS_KEY_PREFIX: optional(
    z.string().regex(/^[A-Za-z0-9:._-]{1,64}$/, "must be 1 to 64 letters, digits or : . _ -"),
  ).transform((v) => v ?? "coderhouse:"),
  TRUSTED_PROXIES: trustedProxies,
  TRUST_PROXY_HOPS: replaced(
    "list your reverse proxies' addresses in TRUSTED_PROXIES instead (loopback by default)",
  ),
  /**
   * Submissions per client address per form per window: a ceiling a classroom fits under, since a
   * campus's students share one public address on the day of a drive. Load scripts raise it.
   */
  FORM_RATE_LIMIT: count(120, { min: 1 }),
  /** Submissions per person (the same email, or the same phone) per form per window. */
  FORM_PERSON_LIMIT: count(3, { min: 1 }),
  FORM_RATE_WINDOW_SECONDS: count(600, { min: 1, unit: "seconds" }),
  /**
   * Staff sign-in attempts (passwords) and authenticator or recovery codes tried per client
   * address per 15 minutes, across accounts: staff sharing an office's one address sign in under
   * it, guessing from one address does not. Each account has its own limit besides.
   */
  STAFF_SIGN_IN_ADDRESS_LIMIT: count(30, { min: 1 }),
  STAFF_CODE_ADDRESS_LIMIT: count(20, { min: 1 }),
  LEAD_WEBHOOK_URL: optional(url()),
  /** When set, each webhook delivery is signed: X-Signature: sha256=<hex HMAC of the body>. */
  LEAD_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  /**
   * The mail server that sends staff alerts of new enquiries and bookings (lib/services/alerts/):
   * smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Needs MAIL_FROM.
   */
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\/[^/\s]+/, "must be an smtp:// or smtps:// address"),
  ),
  /** The sender of staff alerts: an address, or a name and an address ("Coder House <a@b.in>"). */
  MAIL_FROM: optional(mailFrom),
  /** A Telegram bot that posts each new enquiry and booking to a staff group. Needs the chat. */
  TELEGRAM_BOT_TOKEN: optional(
    z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "must be a bot token from @BotFather (123456:ABC…)"),
  ),
  /** The staff group's chat id (-100…) or a channel's @name. */
  TELEGRAM_CHAT_ID: optional(
    z.string().regex(/^(-?\d+|@[A-Za-z0-9_]{5,})$/, "must be a chat id (-100…) or an @name"),
  ),
  /** Telegram's Bot API; tests point it at a local server. */
  TELEGRAM_API_URL: optional(url()).transform((v) =>
    (v ?? "https://api.telegram.org").replace(/\/+$/, ""),
  ),
  /** Turns on the staff endpoints (exports, metrics, purge, backup). */
  ADMIN_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  /**
   * Signs and encrypts the staff area's sessions and two-factor secrets (lib/auth/). Unset: staff
   * sign-in is off. Changing it signs everyone out and voids enrolled authenticator apps.
   */
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  /** Set by server.mjs to the address it listens on, so scripts can reach it. */
  INTERNAL_SERVER_URL: optional(url()),
  /** Every upstream's own settings, in its platform's folder (lib/platforms/settings.mjs). */
  ...upstreamSettings(settingKinds),
  /** How long one upstream call may take before it counts as failed. Tests lower it. */
  UPSTREAM_TIMEOUT_MS: count(10_000, { min: 1, unit: "milliseconds" }),
  /**
   * Serve the copies of the live lists shipped with the release (lib/live-data/snapshots), marked
   * with their capture date, when a new server's first fetch fails or is slow. Off: "not available".
   */
  SHIPPED_SNAPSHOTS: toggle(true),
  /** How long a new server's first visitor waits for a list's first fetch before that copy. */
  LIVE_DATA_FIRST_WAIT_MS: count(3_000, { min: 0, max: 30_000, unit: "milliseconds" }),
  /** A client must send its request headers within this time, and the whole request within the next. */
  HEADERS_TIMEOUT_MS: count(10_000, { min: 1000, max: 600_000, unit: "milliseconds" }),
  REQUEST_TIMEOUT_MS: count(30_000, { min: 1000, max: 600_000, unit: "milliseconds" }),
  /** On SIGTERM, how long taking the waiting connections and answering requests in flight may take. */
  SHUTDOWN_TIMEOUT_MS: count(10_000, { min: 0, max: 600_000, unit: "milliseconds" }),
  /** When set, Prometheus metrics are also served on 127.0.0.1:METRICS_PORT, without a token. */
  METRICS_PORT: optional(
    z.coerce
      .number({ error: "must be a port number" })
      .int("must be a port number")
      .min(1, "must be a port number from 1 to 65535")
      .max(65_535, "must be a port number from 1 to 65535"),
  ),
  /**
   * Names the build (next.config.mjs): every instance built from one release must share it, so a
   * rolling restart never mixes two builds' pages and scripts. Unset: the git commit.
   */
  DEPLOYMENT_ID: optional(
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
        "must be 1 to 64 letters, digits, dashes or underscores, starting with a letter or digit",
      ),
  ),
  LOG_LEVEL: optional(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    }),
  ),
});

/** Every setting, and the pairs that only work together. */
export const envSchema = settingsObject.superRefine((settings, ctx) => {
  const set = /** @type {Record<string, unknown>} */ (settings);
  for (const [setting, needs] of PAIRED_SETTINGS) {
    if (set[setting] !== undefined && set[needs] === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [needs],
        message: `must be set too when ${setting} is`,
      });
    }
  }
});

/** @typedef {z.output<typeof envSchema>} Env */

/**
 * The settings in `source`, or the list of problems, each naming the variable and its rule.
 * Values are never repeated in a problem: some are secrets.
 * @param {Record<string, string | undefined>} source
 * @returns {{ ok: true; env: Env } | { ok: false; problems: string[] }}
 */
export function parseEnvironment(source) {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  return { ok: false, problems: [...new Set(problems)] };
}

/**
 * The message a start-up with bad settings stops with.
 * @param {string[]} problems
 */
export function describeProblems(problems) {
  const settings = problems.length === 1 ? "1 setting is" : `${problems.length} settings are`;
  return [
    `Cannot start: ${settings} invalid (docs/operations.md, "Environment variables").`,
    ...problems.map((problem) => `  ${problem}.`),
  ].join("\n");
}
