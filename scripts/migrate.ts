// npm run db:migrate – applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR (which must not be open in a running server: the server migrates it itself at start).
import "@/lib/preflight.mjs";
import { openDatabase } from "@/lib/db/client";
import { DataDirLockedError } from "@/lib/db/lock";
import { env } from "@/lib/env.mjs";

async function main() {
  const handle = await openDatabase({ url: env.DATABASE_URL, holder: "npm run db:migrate" });
  await handle.close();
  console.log(
    `Migrations applied to ${env.DATABASE_URL ? "the PostgreSQL server" : `the embedded database in ${env.DATA_DIR}`}.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nA running server applies migrations itself when it starts.`);
    process.exit(1);
  }
  throw error;
});
