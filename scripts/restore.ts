// npm run db:restore -- <file>   loads a backup made by npm run db:backup into an empty database:
// a PGlite dump into DATA_DIR (no server may have it open), a pg_dump into DATABASE_URL. Then it
// opens the database, which migrates it to this version's schema, and prints the rows per table.
import "@/lib/preflight.mjs";
import { open, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/client";
import { DataDirLockedError } from "@/lib/db/lock";
import { env } from "@/lib/env.mjs";
import {
  BackupError,
  backupKindOf,
  restorePglite,
  restorePostgres,
  tableCounts,
} from "@/lib/services/backup";
import { fail } from "./lib/database-or-server";

const USAGE = "Usage: npm run db:restore -- <file>   (a file written by npm run db:backup)";

async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r").catch(() =>
    fail(`${file} does not exist or cannot be read.`),
  );
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) fail(USAGE);
  const file = resolve(positionals[0]!);
  const kind = backupKindOf(await firstBytes(file));
  if (!kind) {
    throw new BackupError(
      `${file} is not a backup made by npm run db:backup (neither a PGlite data-folder dump nor a pg_dump custom-format file).`,
    );
  }
  const url = env.DATABASE_URL;
  if (kind === "pglite" && url) {
    throw new BackupError(
      `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  }
  if (kind === "postgres" && !url) {
    throw new BackupError(
      `${file} is a pg_dump of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.`,
    );
  }
  if (url) await restorePostgres(file, url);
  else await restorePglite(await readFile(file), env.DATA_DIR, file);

  const handle = await openDatabase({ url, holder: "npm run db:restore" });
  try {
    const where = url
      ? "the PostgreSQL database"
      : `the embedded database in ${resolve(env.DATA_DIR)}`;
    console.log(`Restored ${file} into ${where}, migrated to the current schema.`);
    console.log(`Rows: ${await tableCounts(handle.db)}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
