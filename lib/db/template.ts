// A new embedded database starts as a copy of a folder made at build time (scripts/db-template.ts):
// PGlite's initdb runs a second PostgreSQL and the initdb program beside it, which took a first
// start to about 1.2 GB of memory, more than a 1 GB server can spare. A copy of files costs none,
// where loading PGlite's own tarball held the unpacked folder in memory. The copy is named after
// what made it (the PGlite version and every migration), so a build whose migrations or PGlite
// changed never copies another build's folder: without a matching one, PGlite runs initdb.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

/** Resolved from the working folder: bundling must not move it. */
export const MIGRATIONS_FOLDER = join(process.cwd(), "lib", "db", "migrations");

/** The installed PGlite's version: a data folder made by one is opened by the same one. */
export function pgliteVersion(): string {
  const manifest = join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Every input that shapes a new data folder: the PGlite version and the migrations, in order. */
function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(pgliteVersion());
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The folder this build keeps (or would keep) beside the rest of the build. */
export function templateDir(distDir = process.env.NEXT_DIST_DIR || ".next"): string {
  return resolve(process.cwd(), distDir, `pglite-template-${templateKey()}`);
}

/**
 * Fills the missing PGlite folder `pgDir` from this build's template; false when the build has
 * none. Copied beside it and renamed into place, so a copy cut short is never opened as a database.
 */
export function copyTemplate(pgDir: string): boolean {
  const template = templateDir();
  if (!existsSync(join(template, "PG_VERSION"))) return false;
  const partial = `${pgDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(pgDir, { recursive: true, force: true }); // empty: it has no PG_VERSION
  renameSync(partial, pgDir);
  return true;
}
