/** @jest-environment node */
// npm run db:backup and npm run db:restore on both databases: a backup restored elsewhere holds
// every row of every table; a restore refuses a folder or database that holds data, a file of
// the wrong kind and a missing file; an older backup restores and is migrated.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { DatabaseHandle, Db, OpenOptions } from "@/lib/db/client";
import type * as Backup from "@/lib/services/backup";
import type * as Submissions from "@/lib/services/submissions";
import { type Place, everyRow, scripts, seed } from "./backup-support";
import {
  OPEN_TIMEOUT_MS,
  type Target,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const MIGRATIONS = join(process.cwd(), "lib", "db", "migrations");
const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

let openDatabase: (options: OpenOptions) => Promise<DatabaseHandle>;
let service: typeof Submissions;
let backup: typeof Backup;
let run: ReturnType<typeof scripts>;
let files: string;

beforeAll(async () => {
  const unused = freshDataDir("backup-unused");
  useEnv({ DATA_DIR: unused });
  ({ openDatabase } = await import("@/lib/db/client"));
  service = await import("@/lib/services/submissions");
  backup = await import("@/lib/services/backup");
  run = scripts(unused);
  // Not a freshDataDir: each PGlite target's dispose() removes those.
  files = mkdtempSync(join(tmpdir(), "ch-backup-files-"));
});

afterAll(() => {
  removeDataDirs();
  rmSync(files, { recursive: true, force: true });
});

/** Each call makes another database of this kind (support.ts's databaseTargets says what "bare" is). */
function another(kind: string, from: "bare" | "template"): Target {
  return databaseTargets("backup", from).find(([name]) => name === kind)![1];
}

async function withDatabase<T>(place: Place, work: (db: Db) => Promise<T>) {
  const handle = await openDatabase({ ...place, holder: "jest backup suite" });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe.each(databaseTargets("backup"))("backups on %s", (kind, target) => {
  const made: Target[] = [target];
  /** An empty database to restore into, or to build an older one in. */
  const fresh = async (from: "bare" | "template" = "bare") => {
    const next = another(kind, from);
    made.push(next);
    return next.create();
  };
  let source: Place;
  let before: Awaited<ReturnType<typeof everyRow>>;
  let file: string;

  beforeAll(async () => {
    source = await target.create();
    before = await withDatabase(source, async (db) => {
      await seed(db, service);
      return everyRow(db);
    });
    file = join(files, `${kind}-backup`);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    for (const t of made) await t.dispose();
  });

  it(
    "restores every row of every table elsewhere",
    async () => {
      const backedUp = await run.backup(file, source);
      expect([backedUp.code, backedUp.stderr]).toEqual([0, ""]);
      expect(backedUp.stdout).toContain(`written to ${file} (`);
      expect(readdirSync(files).filter((n) => n.includes(".partial"))).toEqual([]);

      const restoredAt = await fresh();
      const restored = await run.restore(file, restoredAt);
      expect([restored.code, restored.stderr]).toEqual([0, ""]);
      expect(restored.stdout).toContain(
        "Rows: leads 3, appointments 2, outbox 5, idempotency_keys 5.",
      );
      expect(await withDatabase(restoredAt, everyRow)).toEqual(before);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "refuses to restore over data, and changes nothing",
    async () => {
      const refused = await run.restore(file, source);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        kind === "PGlite"
          ? /already holds a database: a restore only goes into an empty folder/
          : /already holds \d+ tables or sequences: a restore only goes into an empty database/,
      );
      expect(await withDatabase(source, everyRow)).toEqual(before);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "refuses a backup of the other kind of database",
    async () => {
      const other = join(files, `${kind}-other-kind`);
      writeFileSync(other, kind === "PGlite" ? "PGDMP\u0001\u000e\u0000" : gzipSync("not a dump"));
      const refused = await run.restore(other, await fresh());
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        kind === "PGlite"
          ? "is a pg_dump of a PostgreSQL database: set DATABASE_URL"
          : "is a backup of the embedded database: unset DATABASE_URL",
      );
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "restores a backup made before the latest migration, and migrates it",
    async () => {
      expect(JOURNAL.entries.length).toBeGreaterThan(1); // else there is no older schema
      const older = await fresh("template");
      const oldFile = join(files, `${kind}-older`);
      await makeOlderBackup(older, oldFile);
      const restoredAt = await fresh();
      const restored = await run.restore(oldFile, restoredAt);
      expect([restored.code, restored.stderr]).toEqual([0, ""]);
      expect(restored.stdout).toContain("Rows: leads 1, appointments 0, outbox 0");
      await withDatabase(restoredAt, async (db) => {
        const rows = await everyRow(db);
        expect(rows['"drizzle"."__drizzle_migrations"']).toHaveLength(JOURNAL.entries.length);
        expect(rows['"public"."leads"']?.map((r) => r.email)).toEqual(["old@example.com"]);
        // The current code stores into it.
        await seed(db, service);
      });
    },
    OPEN_TIMEOUT_MS,
  );

  /** A database migrated with the first migration only, one lead in it, backed up. */
  async function makeOlderBackup(place: Place, file: string) {
    const folder = freshDataDir("backup-old-migrations");
    cpSync(MIGRATIONS, folder, { recursive: true });
    writeFileSync(
      join(folder, "meta", "_journal.json"),
      JSON.stringify({ ...JOURNAL, entries: JOURNAL.entries.slice(0, 1) }),
    );
    const insert = `insert into leads (id, source, role, name, email, phone, consent_at, notice_version)
      values ('6f1c1d2e-0000-4000-8000-000000000001', 'home', 'student', 'Old Lead',
              'old@example.com', '9000000000', now(), '2026-01-01')`;
    if (place.url) {
      const { Client } = await import("pg");
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = new Client({ connectionString: place.url });
      await client.connect();
      await migrate(drizzle({ client }), { migrationsFolder: folder });
      await client.query(insert);
      await client.end();
      await backup.pgDump(place.url, file);
    } else {
      const { PgliteThread } = await import("@/lib/db/pglite-thread");
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      const pgDir = join(place.dataDir!, "pglite");
      mkdirSync(pgDir, { recursive: true });
      const thread = await PgliteThread.start(pgDir, {});
      const db = drizzle({ client: thread.client as never });
      await migrate(db, { migrationsFolder: folder });
      await thread.client.query(insert);
      writeFileSync(file, await thread.dump());
      await thread.close();
    }
  }
});

describe("npm run db:restore and db:backup on files that are not backups", () => {
  it(
    "refuses a missing file, a file of another kind and a gzip that is no PGlite dump",
    async () => {
      const dataDir = join(freshDataDir("backup-refusals"), "data");
      const place = { dataDir };
      const missing = await run.restore(join(files, "no-such-file"), place);
      expect([missing.code, missing.stderr.trim()]).toEqual([
        2,
        `${join(files, "no-such-file")} does not exist or cannot be read.`,
      ]);
      const text = join(files, "notes.txt");
      writeFileSync(text, "leads: 3\n");
      const wrong = await run.restore(text, place);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain("is not a backup made by npm run db:backup");
      const gzip = join(files, "other.tar.gz");
      writeFileSync(gzip, gzipSync("a gzip, but no data folder"));
      const notPglite = await run.restore(gzip, place);
      expect(notPglite.code).toBe(1);
      expect(notPglite.stderr).toContain("is not a backup of the embedded database");
      expect(readdirSync(join(dataDir, ".."))).toEqual([]); // DATA_DIR was never made
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "writes no backup into a folder that does not exist",
    async () => {
      const place = { dataDir: freshDataDir("backup-nofolder") };
      const refused = await run.backup(join(files, "missing", "b.tar.gz"), place);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(`The folder ${join(files, "missing")} does not exist.`);
    },
    OPEN_TIMEOUT_MS,
  );
});
