/** @jest-environment node */
// A new embedded database starts as a copy of the folder `npm run build` makes
// (scripts/db-template.ts, lib/db/template.ts) instead of running initdb on the server.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, OpenOptions } from "@/lib/db/client";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";

let openDatabase: (options: OpenOptions) => Promise<DatabaseHandle>;
let dist: string;
let template: string;
const distBefore = process.env.NEXT_DIST_DIR;

const MIGRATIONS = readdirSync(join(process.cwd(), "lib", "db", "migrations")).filter((n) =>
  n.endsWith(".sql"),
).length;

async function applied(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  dist = freshDataDir("dist");
  execFileSync(
    join(process.cwd(), "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/db-template.ts"],
    // Creating a database in a child process: over a minute beside the Chromium suite on 2 cores.
    { env: { ...process.env, NEXT_DIST_DIR: dist }, stdio: "pipe", timeout: OPEN_TIMEOUT_MS * 3 },
  );
  const made = readdirSync(dist).filter((n) => n.startsWith("pglite-template-"));
  expect(made).toHaveLength(1);
  template = join(dist, made[0]!);
  process.env.NEXT_DIST_DIR = dist;
  ({ openDatabase } = await import("@/lib/db/client"));
}, OPEN_TIMEOUT_MS * 4);

afterAll(() => {
  if (distBefore === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = distBefore;
  removeDataDirs();
});

describe("the database folder made at build time", () => {
  it("is a whole PostgreSQL folder, named after this build's PGlite and migrations", async () => {
    const { templateDir } = await import("@/lib/db/template");
    expect(templateDir()).toBe(template);
    expect(existsSync(join(template, "PG_VERSION"))).toBe(true);
    // Nothing half-made is left beside it.
    expect(readdirSync(dist)).toEqual([template.split("/").at(-1)]);
  });

  it(
    "is what a new data folder starts as, with every migration applied",
    async () => {
      writeFileSync(join(template, "copied-from-template"), "");
      const dataDir = freshDataDir("from-template");
      const handle = await openDatabase({ dataDir, holder: "jest template" });
      try {
        expect(existsSync(join(dataDir, "pglite", "copied-from-template"))).toBe(true);
        expect(await applied(handle)).toBe(MIGRATIONS);
        await handle.db.execute(
          sql`insert into job_runs (name, last_run_at) values ('template check', now())`,
        );
      } finally {
        await handle.close();
      }

      // Reopened, the folder keeps its own data: the template never overwrites a database.
      const again = await openDatabase({ dataDir, holder: "jest template" });
      try {
        const rows = await again.db.execute(sql`select name from job_runs`);
        expect((rows as unknown as { rows: { name: string }[] }).rows).toEqual([
          { name: "template check" },
        ]);
      } finally {
        await again.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "is not needed: without one for these migrations, PGlite creates the folder itself",
    async () => {
      process.env.NEXT_DIST_DIR = freshDataDir("no-build");
      try {
        const dataDir = freshDataDir("without-template");
        const handle = await openDatabase({ dataDir, holder: "jest template" });
        try {
          expect(existsSync(join(dataDir, "pglite", "copied-from-template"))).toBe(false);
          expect(await applied(handle)).toBe(MIGRATIONS);
        } finally {
          await handle.close();
        }
      } finally {
        process.env.NEXT_DIST_DIR = dist;
      }
    },
    OPEN_TIMEOUT_MS,
  );
});
