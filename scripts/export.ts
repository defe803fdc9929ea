// npm run leads:export -- --since 2026-01-01 [--format csv|json]   (and appointments:export)
// Prints submissions. With the embedded database open in a running server, asks that server
// (its address is in the data folder's lock; needs ADMIN_TOKEN); otherwise reads the database.
import "@/lib/preflight.mjs";
import { parseArgs } from "node:util";
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
  formatRecords,
  listRecords,
  parseSince,
} from "@/lib/services/export";
import { fail, withDatabaseOrServer } from "./lib/database-or-server";

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { since: { type: "string" }, format: { type: "string", default: "json" } },
  });
  const kind = positionals[0] as ExportKind;
  if (!EXPORT_KINDS.includes(kind))
    fail(`Export what? Expected one of: ${EXPORT_KINDS.join(", ")}.`);
  const format = values.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) fail("--format must be json or csv.");
  const since = parseSince(values.since);
  if (since === "invalid") fail("--since must be a date written YYYY-MM-DD, e.g. 2026-01-01.");

  process.stdout.write(
    await withDatabaseOrServer(`npm run ${kind}:export`, {
      direct: async (handle) =>
        formatRecords(kind, await listRecords(handle.db, kind, since), format),
      viaServer: async (call) => {
        const query = new URLSearchParams({ format, ...(values.since && { since: values.since }) });
        return (await call(`/api/admin/${kind}?${query}`)).text();
      },
    }),
  );
}

void main();
