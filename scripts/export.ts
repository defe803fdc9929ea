// npm run leads:export -- --since 2026-01-01 [--format csv|json]   (and appointments:export)
// Prints submissions. With the embedded database open in a running server, asks that server
// (its address is in the data folder's lock; needs ADMIN_TOKEN); otherwise reads the database.
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { openDatabase } from "@/lib/db/client";
import { readLock } from "@/lib/db/lock";
import { env } from "@/lib/env.mjs";
import { warnIfNodePastEndOfLife } from "@/lib/node-support.mjs";
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
  formatRecords,
  listRecords,
  parseSince,
} from "@/lib/services/export";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main() {
  warnIfNodePastEndOfLife();
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

  const owner = env.DATABASE_URL ? null : readLock(resolve(env.DATA_DIR));
  if (owner) {
    if (!owner.url)
      fail(
        `The embedded database is open in another process (${owner.holder}, pid ${owner.pid}). Stop it and try again.`,
      );
    if (!env.ADMIN_TOKEN) {
      fail(
        `The server at ${owner.url} holds the embedded database. Set ADMIN_TOKEN to the server's admin token to export through it.`,
      );
    }
    const query = new URLSearchParams({ format, ...(values.since && { since: values.since }) });
    const response = await fetch(`${owner.url}/api/admin/${kind}?${query}`, {
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
    }).catch((error: Error) =>
      fail(`Could not reach the server at ${owner.url}: ${error.message}`),
    );
    const text = await response.text();
    if (!response.ok) fail(`The server at ${owner.url} answered ${response.status}: ${text}`);
    process.stdout.write(text);
  } else {
    const handle = await openDatabase({ url: env.DATABASE_URL, holder: `npm run ${kind}:export` });
    try {
      process.stdout.write(formatRecords(kind, await listRecords(handle.db, kind, since), format));
    } finally {
      await handle.close();
    }
  }
}

void main();
