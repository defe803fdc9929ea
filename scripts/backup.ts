// npm run db:backup -- <file>   writes a consistent copy of the database to <file>: the embedded
// database's data folder as PGlite's gzip tarball (through the running server when it holds the
// folder; set the same ADMIN_TOKEN), or pg_dump's custom format of DATABASE_URL. The copy is
// written under a temporary name and renamed when complete: <file> is never half-written.
import "@/lib/preflight.mjs";
import { stat, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DataDirLockedError } from "@/lib/db/lock";
import { env } from "@/lib/env.mjs";
import { BackupError, backupKindOf, pgDump, writeAtomically } from "@/lib/services/backup";
import { fail, withDatabaseOrServer } from "./lib/database-or-server";

const USAGE = "Usage: npm run db:backup -- <file>   e.g. npm run db:backup -- /backups/site.tar.gz";

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) fail(USAGE);
  const file = resolve(positionals[0]!);
  const url = env.DATABASE_URL;
  if (url) {
    await writeAtomically(file, (partial) => pgDump(url, partial));
  } else {
    // Opened as it is: a backup taken before an upgrade keeps the schema it was taken with.
    const dump = await withDatabaseOrServer(
      "npm run db:backup",
      {
        direct: (handle) => handle.dumpDataDir!(),
        viaServer: async (call) =>
          new Uint8Array(await (await call("/api/admin/backup")).arrayBuffer()),
      },
      { migrate: false },
    );
    if (backupKindOf(dump) !== "pglite")
      throw new BackupError("The server did not answer with a backup; nothing was written.");
    await writeAtomically(file, (partial) => writeFile(partial, dump));
  }
  const { size } = await stat(file);
  const what = url ? "the PostgreSQL database (pg_dump)" : "the embedded database";
  console.log(`Backup of ${what} written to ${file} (${size} bytes).`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
