// GET /api/admin/backup – the embedded database as PGlite's gzip tarball, taken while the site runs (needs ADMIN_TOKEN).
import { requireAdmin } from "@/lib/api/admin";
import { download } from "@/lib/api/download";
import { ApiError, handle } from "@/lib/api/errors";
import { getDatabase } from "@/lib/db/client";
import { backupFileName } from "@/lib/services/backup";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/admin/backup", async (request: Request) => {
  await requireAdmin(request);
  const database = await getDatabase();
  if (!database.dumpDataDir) {
    throw new ApiError(
      "not_found",
      "This server uses PostgreSQL: back it up with `npm run db:backup -- <file>` (pg_dump).",
    );
  }
  const dump = await database.dumpDataDir();
  return download(
    new Blob([dump as Uint8Array<ArrayBuffer>]),
    backupFileName("pglite"),
    "application/gzip",
  );
});
