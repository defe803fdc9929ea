// Rows deleted for privacy (an erasure on request, the retention purge) leave the disk too, not
// only the tables. PostgreSQL marks a deleted row dead and leaves its bytes in the table's and its
// indexes' files until the space happens to be reused; PGlite, with no autovacuum, never even
// marks the space free. VACUUM FULL rewrites the tables that hold personal data into new files and
// drops the old ones, then recomputes their statistics: the planner's samples (pg_statistic) copy
// column values, emails included. On the embedded database, pg_statistic is rewritten too, and the
// write-ahead log, which held the rows as well, gets a new segment and a checkpoint that deletes
// the old one (lib/db/client.ts turns off the recycling that would keep it). A PostgreSQL server's
// catalogs, log, archive and backups follow that server's own upkeep and retention
// (docs/operations.md, "Forms, submissions and the database").
import "server-only";
import { getTableName, sql } from "drizzle-orm";
import { type Db, isEmbedded } from "./client";
import { appointments, idempotencyKeys, leads, outbox, submissionNotes } from "./schema";

/** The tables whose rows name a person: a submission, its notes, its webhook copies, its replay. */
const PERSONAL_TABLES = [leads, appointments, submissionNotes, outbox, idempotencyKeys].map(
  (table) => getTableName(table),
);

/** Rewrites the personal-data tables (and, embedded, retires the log) so deleted rows are gone. */
export async function reclaimDeleted(db: Db): Promise<void> {
  // VACUUM cannot run inside a transaction: each statement on its own.
  const tables = PERSONAL_TABLES.map((t) => `"${t}"`).join(", ");
  await db.execute(sql.raw(`vacuum (full, analyze) ${tables}`));
  if (isEmbedded(db)) {
    await db.execute(sql`vacuum full pg_statistic`);
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  }
}
