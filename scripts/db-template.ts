// Part of `npm run build`: makes the folder every new embedded database starts as a copy of (see
// lib/db/template.ts). Runs initdb and every migration once, here, rather than on a small
// server's first start.
import { readdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { openDatabase } from "@/lib/db/client";
import { templateDir } from "@/lib/db/template";

async function main() {
  const target = templateDir();
  // Older copies (other migrations) would only take room.
  for (const name of readdirSync(dirname(target))) {
    if (name.startsWith("pglite-template-"))
      rmSync(join(dirname(target), name), { recursive: true });
  }
  const building = `${target}.building`;
  // Opening migrates it and analyzes every table (none has statistics yet), so a server's start
  // has none to take.
  const handle = await openDatabase({
    dataDir: building,
    holder: "npm run build (database template)",
  });
  await handle.close();
  // openDatabase keeps PGlite's files in <dataDir>/pglite, beside its lock.
  renameSync(join(building, "pglite"), target);
  rmSync(building, { recursive: true, force: true });
  console.log(`Database template: ${basename(target)} in ${dirname(target)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
