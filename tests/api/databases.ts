// The databases of the handler, storage and service suites: PGlite folders of a test file's own,
// and a PostgreSQL database of its own when TEST_DATABASE_URL names a server.
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

const madeDirs: string[] = [];

/**
 * An empty folder of this test file's own; removeDataDirs() deletes them all. As a DATA_DIR,
 * openDatabase() starts it as a copy of the migrated template in the run's build folder
 * (tests/setup/jest.global-setup.ts), as on a built server.
 */
export function freshDataDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ch-${label}-`));
  madeDirs.push(dir);
  return dir;
}

export function removeDataDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

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
 * says so in one line, instead of skipping tests. PGlite starts from the build's template, or
 * from a bare folder when the suite is about creating the database.
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
