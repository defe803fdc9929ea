// Helpers for the handler, storage and service suites. lib/env.mjs reads process.env when it is
// first imported, so a suite calls useEnv() and only then imports the app's modules.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import type { Db } from "@/lib/db/client";
import {
  appointments,
  auditEvents,
  dataRequests,
  idempotencyKeys,
  jobRuns,
  leads,
  outbox,
  staffUsers,
  staffVerifications,
  submissionNotes,
} from "@/lib/db/schema";
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

const madeDirs: string[] = [];

/** An empty folder of this test file's own; removeDataDirs() deletes them all. */
export function freshDataDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ch-${label}-`));
  madeDirs.push(dir);
  return dir;
}

export function removeDataDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A fresh DATA_DIR. openDatabase() starts it as a copy of the migrated template the run's build
 * folder holds (tests/setup/jest.global-setup.ts), as a server does.
 */
export const pgliteDataDir = freshDataDir;

/** A PGlite folder takes ~5 s to create; hooks that open one get this long. */
export const OPEN_TIMEOUT_MS = 60_000;

export type Target = {
  name: "PGlite" | "PostgreSQL";
  /** The openDatabase() options for a database of this run's own. */
  create: () => Promise<{ url?: string; dataDir?: string }>;
  /** Removes what create() made (drops the PostgreSQL database). */
  dispose: () => Promise<void>;
};

/**
 * "bare": a folder opened as on a server without a build, where PGlite runs initdb and every
 * migration (the run's build folder is out of sight from create() until dispose()).
 */
function pgliteTarget(label: string, from: "bare" | "template"): Target {
  const dist = process.env.NEXT_DIST_DIR;
  return {
    name: "PGlite",
    create: async () => {
      if (from === "bare") process.env.NEXT_DIST_DIR = freshDataDir(`${label}-no-build`);
      return { dataDir: freshDataDir(label) };
    },
    dispose: async () => {
      process.env.NEXT_DIST_DIR = dist;
      removeDataDirs();
    },
  };
}

/** A database with a random name on the TEST_DATABASE_URL server, dropped by dispose(). */
function postgresTarget(serverUrl: string): Target {
  const name = `ch_test_${randomBytes(6).toString("hex")}`;
  const admin = async <T>(fn: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    create: async () => {
      await admin((c) => c.query(`create database ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { url: url.toString() };
    },
    dispose: async () => {
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * PGlite always, and PostgreSQL when TEST_DATABASE_URL names a server. Without it the suite
 * says so in one line, instead of skipping tests. PGlite starts from a bare folder, or from a
 * copy of the empty template when the suite is not about creating the database.
 */
export function databaseTargets(
  suite: string,
  pglite: "bare" | "template" = "template",
): [string, Target][] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.warn(`TEST_DATABASE_URL not set: ${suite} suite ran on PGlite only`);
    return [["PGlite", pgliteTarget(suite, pglite)]];
  }
  return [
    ["PGlite", pgliteTarget(suite, pglite)],
    ["PostgreSQL", postgresTarget(serverUrl)],
  ];
}

export const TABLES = { leads, appointments, outbox, idempotencyKeys } as const;
export type TableName = keyof typeof TABLES;

export async function countRows(db: Db): Promise<Record<TableName, number>> {
  const counts = {} as Record<TableName, number>;
  for (const [name, table] of Object.entries(TABLES) as [TableName, (typeof TABLES)[TableName]][])
    counts[name] = (await db.select().from(table)).length;
  return counts;
}

/** Empties every table: the forms' (TABLES), the inbox's and the staff accounts. */
export async function clearTables(db: Db): Promise<void> {
  for (const table of Object.values(TABLES)) await db.delete(table);
  for (const table of [jobRuns, submissionNotes, auditEvents, dataRequests, staffVerifications])
    await db.delete(table);
  // Sessions, passwords and authenticator secrets go with their staff member.
  await db.delete(staffUsers);
}

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
