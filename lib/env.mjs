// The one reader of process.env. Everything else imports `env` from here.
// Server-only values (database, tokens, webhook) are never NEXT_PUBLIC_, so Next never inlines
// them into browser code; only server modules import this file.
import { z } from "zod";

const DEFAULT_GFORM_URL =
  "https://docs.google.com/forms/d/e/1FAIpQLSd12VNW9dqxsHnH13R7JFrug_guszXURRbW4dMc3HmdGHlG5w/viewform?usp=sharing";

const optional = (schema) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );
const count = (fallback, min = 0) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(min).default(fallback),
  );

const schema = z.object({
  SITE_URL: optional(z.string().url()).transform((v) => v ?? "https://coderhouse.in"),
  CONTACT_FORM_URL: optional(z.string().url()).transform((v) => v ?? DEFAULT_GFORM_URL),
  /** A PostgreSQL server. Unset: the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
  DATA_DIR: optional(z.string()).transform((v) => v ?? "./data"),
  /** Shares rate limits between several server instances. Unset: kept in memory. */
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must start with redis://")),
  /** How many reverse proxies stand in front of the server (0: the socket is the client). */
  TRUST_PROXY_HOPS: count(0),
  /** Submissions per client per form per window. Load scripts raise it. */
  FORM_RATE_LIMIT: count(5, 1),
  FORM_RATE_WINDOW_SECONDS: count(600, 1),
  LEAD_WEBHOOK_URL: optional(z.string().url()),
  /** When set, each webhook delivery is signed: X-Signature: sha256=<hex HMAC of the body>. */
  LEAD_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  /** Turns on the admin export endpoints. */
  ADMIN_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  /** Set by server.mjs to the address it listens on, so export scripts can reach it. */
  INTERNAL_SERVER_URL: optional(z.string().url()),
  /** clist.by API base (contests and LeetCode problems); the username and key stay on the server. */
  CLIST_API_URL: optional(z.string().url()).transform((v) => v ?? "https://clist.by/api/v4"),
  CLIST_USERNAME: optional(z.string()),
  CLIST_API_KEY: optional(z.string()),
  CODEFORCES_API_URL: optional(z.string().url()).transform(
    (v) => v ?? "https://codeforces.com/api",
  ),
  ATCODER_PROBLEMS_URL: optional(z.string().url()).transform(
    (v) => v ?? "https://kenkoooo.com/atcoder/resources/merged-problems.json",
  ),
  /** Most LeetCode problems read from clist (paged 500 at a time). */
  LEETCODE_FETCH_CAP: count(5000, 1),
  /** How long one upstream call may take before it counts as failed. Tests lower it. */
  UPSTREAM_TIMEOUT_MS: count(10_000, 1),
});

const parsed = schema.safeParse(process.env);

if (!parsed.success) {
  const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  throw new Error(`Invalid environment configuration: ${problems}`);
}

/** Validated configuration. SITE_URL never ends with a slash. */
export const env = { ...parsed.data, SITE_URL: parsed.data.SITE_URL.replace(/\/+$/, "") };
