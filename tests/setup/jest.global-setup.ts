// Runs once before any suite: gives the run a build folder (NEXT_DIST_DIR, which every suite and
// every script a suite starts inherits) holding the database template `npm run build` makes
// (scripts/db-template.ts). So a new embedded database in a test starts as it does on a built
// server: a copy of a migrated folder, instead of PGlite's initdb (~4 s of a core) and every
// migration (~0.5 s) each time. Suites about a folder without it say so (databaseTargets' "bare").
// The template is named after the PGlite version and the migrations, so it is made again only
// when they change; it stays in the system's temporary folder between runs (~40 MB each).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { templateDir } from "../../lib/db/template";

const JEST_DIST_DIR = join(tmpdir(), "coderhouse-jest-dist");

export default function globalSetup(): void {
  process.env.NEXT_DIST_DIR = JEST_DIST_DIR;
  const template = templateDir(JEST_DIST_DIR);
  if (existsSync(join(template, "PG_VERSION"))) return;
  const building = mkdtempSync(join(tmpdir(), "coderhouse-jest-template-"));
  try {
    execFileSync(
      process.execPath,
      [
        join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs"),
        "--conditions=react-server",
        "scripts/db-template.ts",
      ],
      { env: { ...process.env, NEXT_DIST_DIR: building }, stdio: "pipe" },
    );
    mkdirSync(JEST_DIST_DIR, { recursive: true });
    try {
      renameSync(join(building, basename(template)), template); // whole or not there
    } catch (error) {
      if (!existsSync(join(template, "PG_VERSION"))) throw error; // else another run made it first
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
