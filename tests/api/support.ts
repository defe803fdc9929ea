// Helpers for the handler, storage and service suites. lib/env.mjs reads process.env when it is
// first imported, so a suite calls useEnv() and only then imports the app's modules.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { nodeEndOfLifeWarning } from "@/lib/node-support.mjs";

/** Every variable lib/env.mjs reads that changes how the back end behaves. */
const APP_ENV_KEYS = [
  "SITE_URL",
  "DATABASE_URL",
  "DATA_DIR",
  "REDIS_URL",
  "TRUSTED_PROXIES",
  "FORM_RATE_LIMIT",
  "FORM_RATE_WINDOW_SECONDS",
  "FORM_PERSON_LIMIT",
  "STAFF_SIGN_IN_ADDRESS_LIMIT",
  "STAFF_CODE_ADDRESS_LIMIT",
  "LEAD_WEBHOOK_URL",
  "LEAD_WEBHOOK_SECRET",
  "ADMIN_TOKEN",
  "AUTH_SECRET",
  "INTERNAL_SERVER_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "TELEGRAM_BOT_TOKEN",
  "TELEGRAM_CHAT_ID",
  "TELEGRAM_API_URL",
] as const;
type AppEnvKey = (typeof APP_ENV_KEYS)[number];

/**
 * What a suite gets unless it says otherwise: most post one fixture person many times, and the
 * per-person limit has its own suite (form-limits.test.ts). A key given as undefined takes the
 * app's default.
 */
const SUITE_DEFAULTS: Partial<Record<AppEnvKey, string>> = { FORM_PERSON_LIMIT: "1000000" };

/** Sets exactly these app variables (the rest unset), so a developer's shell cannot leak in. */
export function useEnv(vars: Partial<Record<AppEnvKey, string>>): void {
  const wanted = { ...SUITE_DEFAULTS, ...vars };
  for (const key of APP_ENV_KEYS) {
    const value = wanted[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

export const SITE_URL = "https://coderhouse.in";

let addressCounter = 0;

/** A socket address no other request of this file has used, so no limiter counts it. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export type PostOptions = {
  /** Extra or replacement headers; a value of null removes a default header. */
  headers?: Record<string, string | null>;
  /** The socket address server.mjs would pass on; a fresh one by default. */
  address?: string;
};

/** A POST as the production server hands it to the route handler. */
export function postRequest(
  path: string,
  body: string | Uint8Array | ReadableStream<Uint8Array>,
  { headers = {}, address = freshAddress() }: PostOptions = {},
): Request {
  const all: Record<string, string | null> = {
    "content-type": "application/json",
    host: "coderhouse.in",
    "x-coderhouse-client-address": address,
    ...headers,
  };
  const sent = new Headers();
  for (const [name, value] of Object.entries(all)) if (value !== null) sent.set(name, value);
  const streamed = typeof body === "object" && "getReader" in body;
  return new Request(`${SITE_URL}${path}`, {
    method: "POST",
    headers: sent,
    body: body as BodyInit,
    ...(streamed && { duplex: "half" }),
  } as RequestInit);
}

export function postJson(path: string, body: unknown, options?: PostOptions): Request {
  return postRequest(path, JSON.stringify(body), options);
}

export type ErrorJson = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** Asserts an answer in the one error shape, with this status and code; returns its body. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
): Promise<ErrorJson> {
  expect(response.status).toBe(status);
  const json = (await response.json()) as ErrorJson;
  expect(json.error.code).toBe(code);
  return json;
}
export type CreatedJson = { data: { id: string }; message: string };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

/** Runs one of the npm scripts' TypeScript files as `npm run` does, with only DATA_DIR set. */
export function runScript(script: string, args: string[], dataDir: string): Promise<ScriptRun> {
  return runScriptWithEnv(script, args, { DATA_DIR: dataDir });
}

/**
 * Runs a script with exactly these app variables (DATA_DIR, DATABASE_URL, ADMIN_TOKEN …), on this
 * process's Node. `stderr` leaves out the one-line warning of a Node past its end of life, which
 * the scripts print first (tests/unit/node-support.test.ts covers it).
 */
export function runScriptWithEnv(
  script: string,
  args: string[],
  vars: Record<string, string>,
): Promise<ScriptRun> {
  const tsx = join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const eolWarning = nodeEndOfLifeWarning(process.versions.node);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, "--conditions=react-server", script, ...args], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "test",
        // The build folder, whose database template a new data folder starts from.
        ...(process.env.NEXT_DIST_DIR && { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR }),
        ...vars,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        code,
        stdout,
        stderr: eolWarning ? stderr.replace(`${eolWarning}\n`, "") : stderr,
      }),
    );
  });
}

/** GET /api/metrics as Prometheus asks for it, with the admin token: its text (asserting a 200). */
export async function scrapeMetrics(
  route: (request: Request) => Promise<Response>,
  adminToken: string,
): Promise<string> {
  const response = await route(
    new Request(`${SITE_URL}/api/metrics`, {
      headers: {
        authorization: `Bearer ${adminToken}`,
        "x-coderhouse-client-address": freshAddress(),
      },
    }),
  );
  expect(response.status).toBe(200);
  return response.text();
}

/** Where a release's note of what its cached pages show is kept without Redis. */
export const releaseNoteFile = (id: string) =>
  join(process.env.NEXT_DIST_DIR || ".next", "cache", "content-fingerprint", id);

/**
 * Gives this suite its own release id, so the note of what the cached pages show
 * (lib/content-store/freshness.ts, a file in the build's cache folder without Redis) is its own
 * and starts empty; the returned function removes it.
 */
export function ownReleaseNote(name: string): () => void {
  const before = process.env.NEXT_DEPLOYMENT_ID;
  const id = `jest-${name}-${process.pid}`;
  process.env.NEXT_DEPLOYMENT_ID = id;
  return () => {
    rmSync(releaseNoteFile(id), { force: true });
    if (before === undefined) delete process.env.NEXT_DEPLOYMENT_ID;
    else process.env.NEXT_DEPLOYMENT_ID = before;
  };
}
