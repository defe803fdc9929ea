// One database handle per process: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL
// is set. Migrations run when the handle opens, so a fresh clone needs no set-up step. PGlite runs
// in a worker thread (lib/db/pglite-thread.ts), so its queries never hold up other requests.
import { existsSync, mkdirSync } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env.mjs";
import { log } from "@/lib/log.mjs";
import { forgetProcessWide, processWide } from "@/lib/process-wide.mjs";
import { acquireLock } from "./lock";
import { PgliteThread } from "./pglite-thread";
import * as schema from "./schema";
import { MIGRATIONS_FOLDER, copyTemplate } from "./template";

export { MIGRATIONS_FOLDER };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PGlite only: the data folder as a gzip tarball (PGlite's dumpDataDir), taken while it runs. */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** PGlite only: the worker thread it runs in (the tests end it to see a crash handled). */
  thread?: PgliteThread;
};

/** Any two-part key, so concurrent migrations on one PostgreSQL server wait for each other. */
const MIGRATION_LOCK_ID = 727_274_001;

export type OpenOptions = {
  /** A postgres:// URL; without one, the embedded database in `dataDir`. */
  url?: string;
  dataDir?: string;
  /** Who holds the data folder's lock, shown to a second process that tries to open it. */
  holder?: string;
  /** The server's address, written into the lock for the export scripts. */
  serverUrl?: string;
  /** PGlite only: called if its thread ends unasked (the lock is then released). */
  onLost?: (error: Error) => void;
  /** False leaves the schema as it is (a backup taken before an upgrade must not be migrated). */
  migrate?: boolean;
};

/**
 * PGlite runs PostgreSQL with fsync off: a commit reaches the operating system (it survives the
 * process being killed) but not necessarily the disk (a power cut could lose it). This flushes the
 * write-ahead log files written last, which is what recovery replays. Callers arriving while a
 * flush runs share the next one (group commit), so 50 concurrent submissions cost two flushes.
 */
function walFlusher(pgDir: string): () => Promise<void> {
  const walDir = join(pgDir, "pg_wal");
  const flushOnce = async () => {
    const names = (await readdir(walDir)).filter((n) => /^[0-9A-F]{24}$/.test(n));
    const files = await Promise.all(
      names.map(async (n) => ({
        path: join(walDir, n),
        mtime: (await stat(join(walDir, n)).catch(() => null))?.mtimeMs ?? 0,
      })),
    );
    // The segment being written and the one before it (a commit can straddle a switch).
    for (const { path } of files.sort((a, b) => b.mtime - a.mtime).slice(0, 2)) {
      const file = await open(path, "r+").catch(() => null); // recycled meanwhile: nothing to flush
      if (!file) continue;
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    }
  };
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> =>
    (running = flushOnce().finally(() => {
      running = null;
    }));
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

const FLUSHERS = new WeakMap<object, () => Promise<void>>();

/** Whether this is the embedded database (PGlite), which keeps its files in this process's care. */
export const isEmbedded = (db: Db): boolean => FLUSHERS.has(db);

/** Resolves once every transaction this database committed so far is on disk. */
export async function ensureDurable(db: Db): Promise<void> {
  await FLUSHERS.get(db)?.();
}

async function openPglite(
  dataDir: string,
  { holder = "server", serverUrl, onLost, migrate: migrating = true }: OpenOptions,
): Promise<DatabaseHandle> {
  const dir = resolve(dataDir);
  // Taken here, before the thread starts: only this process's one thread opens the folder.
  const release = acquireLock(dir, holder, serverUrl);
  try {
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const pgDir = join(dir, "pglite");
    // A new folder starts as a copy of the build's (lib/db/template.ts) when there is one.
    if (!existsSync(join(pgDir, "PG_VERSION")) && !copyTemplate(pgDir)) {
      mkdirSync(pgDir, { recursive: true });
    }
    const thread = await PgliteThread.start(pgDir, {
      onLost: (error) => {
        release();
        onLost?.(error);
      },
    });
    try {
      // Drizzle's PGlite driver only calls query() and transaction(), which the thread offers.
      const db = drizzle({ client: thread.client as unknown as PGlite, schema });
      // A finished log segment is deleted, not kept under a new name for reuse with its old
      // contents, which would keep erased rows on disk (lib/db/reclaim.ts).
      await db.execute(sql`set wal_recycle = off`);
      if (migrating) {
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        // PGlite has no autovacuum to keep the planner's statistics current: without them a
        // search of the inbox reads every row instead of its trigram index. Taken here for
        // tables that never had any, and refreshed by the daily job (lib/services/retention-job.ts).
        await refreshStatistics(db as unknown as Db, { onlyMissing: true });
      }
      FLUSHERS.set(db, walFlusher(pgDir));
      return {
        db: db as unknown as Db,
        kind: "pglite",
        thread,
        dumpDataDir: () => thread.dump(),
        close: async () => {
          try {
            await thread.close();
          } finally {
            release();
          }
        },
      };
    } catch (error) {
      await thread.close().catch(() => {});
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, migrating = true): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops must not crash the process.
  pool.on("error", (error) =>
    log.error({ err: error.message }, "idle PostgreSQL connection failed"),
  );
  try {
    const conn = await pool.connect();
    try {
      if (migrating) {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client: conn, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      }
    } finally {
      if (migrating)
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      conn.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
  };
}

/**
 * Recomputes the planner's statistics of the site's own tables (PostgreSQL's autovacuum does it
 * too); `onlyMissing`: of those never analyzed. Never a bare ANALYZE: inside PGlite, the system
 * catalogs' share of it grew the embedded database by about 290 MB, for statistics no query here
 * needs. PGlite keeps no activity counters (pg_stat_user_tables says 0 changes, never analyzed),
 * so "missing" is PostgreSQL's own mark of a table never analyzed: reltuples below 0.
 */
export async function refreshStatistics(
  db: Db,
  { onlyMissing = false }: { onlyMissing?: boolean } = {},
): Promise<void> {
  const result = await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = 'public'
      and (${!onlyMissing} or c.reltuples < 0)`);
  const { rows } = result as unknown as { rows: { name: string }[] };
  if (rows.length === 0) return;
  await db.execute(sql.raw(`analyze ${rows.map((r) => r.name).join(", ")}`));
}

/** Opens (and migrates) a database. Scripts and tests call this; the app uses getDatabase(). */
export function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.migrate)
    : openPglite(options.dataDir ?? env.DATA_DIR, options);
}

const DATABASE = "database";

/**
 * The process's database, opened on first use. A failed open, or an embedded database whose
 * thread died, is forgotten, so the next request opens it again.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  return processWide(DATABASE, () =>
    openDatabase({
      url: env.DATABASE_URL,
      holder: "server",
      serverUrl: env.INTERNAL_SERVER_URL,
      onLost: (error) => {
        log.error(
          { err: error.message },
          "embedded database thread stopped; reopening on next use",
        );
        forgetProcessWide(DATABASE);
      },
    }).catch((error: unknown) => {
      forgetProcessWide(DATABASE);
      throw error;
    }),
  );
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
