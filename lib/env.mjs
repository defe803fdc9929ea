// @ts-check
// The one reader of process.env. Everything else imports `env` from here; what each setting may
// be is in lib/env-schema.mjs. Server-only values (database, tokens, webhook) are never
// NEXT_PUBLIC_, so Next never inlines them into browser code; only server modules import this.
import { describeProblems, parseEnvironment } from "./env-schema.mjs";

const result = parseEnvironment(process.env);

// lib/preflight.mjs has already stopped `npm start` and the scripts with this message; this
// covers any other way in (a test, `next dev`).
if (!result.ok) throw new Error(describeProblems(result.problems));

/** Validated configuration. SITE_URL never ends with a slash. */
export const env = result.env;
