// Backups that restore. The embedded database: PGlite's dump of its data folder (a gzip tarball),
// taken while it runs. PostgreSQL: pg_dump's custom format. A restore loads either kind into an
// empty folder or an empty database; opening it afterwards migrates it to the current schema.
import "server-only";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { Client } from "pg";
import type { Db } from "@/lib/db/client";
import { acquireLock } from "@/lib/db/lock";
import { PgliteThread } from "@/lib/db/pglite-thread";
import { appointments, idempotencyKeys, leads, outbox } from "@/lib/db/schema";

export type BackupKind = "pglite" | "postgres";

/** A problem the operator can act on: the scripts print its message and exit 1. */
export class BackupError extends Error {
  name = "BackupError";
}

/** What a file holds, from its first bytes: pg_dump's custom format starts "PGDMP", gzip 1f 8b. */
export function backupKindOf(head: Uint8Array): BackupKind | null {
  if (Buffer.from(head.subarray(0, 5)).toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return null;
}

/** A download name such as coderhouse-pglite-2026-11-23T101500Z.tar.gz. */
export function backupFileName(kind: BackupKind, at = new Date()): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(":", "");
  return `coderhouse-${kind}-${stamp}Z.${kind === "pglite" ? "tar.gz" : "dump"}`;
}

/**
 * Writes `file` under a temporary name in the same folder, flushes it to disk and only then
 * renames it: `file` is either the old copy or the whole new one, never half of one.
 */
export async function writeAtomically(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  const target = resolve(file);
  const folder = dirname(target);
  if (!(await stat(folder).catch(() => null))?.isDirectory())
    throw new BackupError(`The folder ${folder} does not exist.`);
  const partial = join(folder, `.${basename(target)}.${randomBytes(4).toString("hex")}.partial`);
  try {
    await write(partial);
    const written = await open(partial, "r+");
    try {
      await written.sync();
    } finally {
      await written.close();
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const directory = await open(folder, "r"); // so the rename itself survives a power cut
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

const NOT_PGLITE = "is not a backup of the embedded database (a PGlite data-folder dump).";

/**
 * PostgreSQL's major version inside a PGlite dump (its PG_VERSION file). Throws BackupError when
 * the bytes are not a gzip tar of a data folder, or name a path outside it.
 */
export function pgliteBackupVersion(bytes: Uint8Array, label: string): string {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new BackupError(`${label} ${NOT_PGLITE}`);
  }
  const text = (at: number, length: number) =>
    tar.toString("latin1", at, at + length).replace(/\0.*$/s, "");
  let version: string | null = null;
  for (let at = 0; at + 512 <= tar.length;) {
    if (tar.subarray(at, at + 512).every((byte) => byte === 0)) break; // end of the archive
    if (text(at + 257, 5) !== "ustar") throw new BackupError(`${label} ${NOT_PGLITE}`);
    const prefix = text(at + 345, 155);
    const name = (prefix ? `${prefix}/` : "") + text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || "0", 8);
    if (name.split("/").includes(".."))
      throw new BackupError(`${label} names a file outside the data folder; refusing it.`);
    if (name.replace(/^\/+/, "") === "PG_VERSION")
      version = tar.toString("utf8", at + 512, at + 512 + size).trim();
    at += 512 + Math.ceil(size / 512) * 512;
  }
  if (!version) throw new BackupError(`${label} ${NOT_PGLITE}`);
  return version;
}

/**
 * Loads a PGlite dump into DATA_DIR, which must not hold a database yet. It is unpacked into a
 * folder beside the real one and renamed once PGlite has opened and closed it, so a failed
 * restore leaves DATA_DIR as it was. The caller then opens the database, which migrates it.
 */
export async function restorePglite(bytes: Uint8Array, dataDir: string, label: string) {
  const version = pgliteBackupVersion(bytes, label);
  const dir = resolve(dataDir);
  const release = acquireLock(dir, "npm run db:restore"); // no server may open it meanwhile
  try {
    const pgDir = join(dir, "pglite");
    if ((await readdir(pgDir).catch(() => [])).length > 0) {
      throw new BackupError(
        `${pgDir} already holds a database: a restore only goes into an empty folder. ` +
          "Set DATA_DIR to a new folder (or move this one away), then run the restore again.",
      );
    }
    const staging = join(dir, "pglite.restoring");
    await rm(staging, { recursive: true, force: true }); // left by an interrupted restore
    await mkdir(staging, { recursive: true });
    try {
      const thread = await PgliteThread.start(staging, { load: bytes }).catch((error: Error) => {
        throw new BackupError(
          `PGlite could not open ${label} (PostgreSQL ${version} data): ${error.message}`,
        );
      });
      await thread.close();
      await rmdir(pgDir).catch(() => {}); // the empty folder, if there is one
      await rename(staging, pgDir);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  } finally {
    release();
  }
}

/**
 * How pg_dump and pg_restore reach DATABASE_URL: the URL without its password, which travels in
 * PGPASSWORD instead of on the command line, where any user's `ps` would show it.
 */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

function runTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((done, failed) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
    child.on("error", (error: NodeJS.ErrnoException) =>
      failed(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found on PATH. Install PostgreSQL's client tools of the server's ` +
                "major version or newer (on Debian: apt-get install postgresql-client-15).",
            )
          : error,
      ),
    );
    child.on("close", (code) => {
      if (code === 0) return done();
      // DETAIL and CONTEXT lines can quote a row (COPY leads, line 1: …): not for a terminal log.
      const lines = stderr.split("\n").filter((l) => l && !/\b(DETAIL|CONTEXT):/.test(l));
      failed(new BackupError(`${tool} failed (exit code ${code}):\n${lines.join("\n")}`));
    });
  });
}

/** pg_dump of DATABASE_URL in its custom format (what pg_restore reads) into `file`. */
export function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = libpq(url);
  return runTool(
    "pg_dump",
    ["--format=custom", "--no-password", `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function userRelations(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and s.nspname <> 'information_schema' and s.nspname not like 'pg\\_%'`,
    );
    return rows[0]?.n ?? 0;
  } catch (error) {
    throw new BackupError(
      `Could not read the database in DATABASE_URL: ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** pg_restore of a pg_dump file into DATABASE_URL, which must be empty; all or nothing. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const existing = await userRelations(url);
  if (existing > 0) {
    throw new BackupError(
      `The database in DATABASE_URL already holds ${existing} tables or sequences: a restore only ` +
        "goes into an empty database. Create a new one (createdb), or drop and recreate this one, " +
        "then run the restore again.",
    );
  }
  const { dbname, env } = libpq(url);
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      "--no-password",
    ].concat(`--dbname=${dbname}`, file),
    env,
  );
}

/** Rows per table, for the scripts' one-line summary (counts only: no personal data). */
export async function tableCounts(db: Db): Promise<string> {
  const tables = { leads, appointments, outbox, idempotency_keys: idempotencyKeys };
  const counts = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => `${name} ${await db.$count(table)}`),
  );
  return counts.join(", ");
}
