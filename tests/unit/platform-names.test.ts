/** @jest-environment node */
// One home per platform: outside its own folder (lib/platforms/<id>) and the registry beside
// them, no source file names a platform; only the copy (lib/content) and the interface words
// (messages) may, as a visitor reads them. A platform is then added by a folder and a line in the
// registry, and this test says where a name has leaked otherwise.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PLATFORMS } from "@/lib/platforms/registry";

const ROOT = join(__dirname, "..", "..");
/** The site's source: what runs on the server or in the browser, and the scripts. */
const SOURCE_DIRS = ["app", "components", "lib", "scripts"];
const SOURCE_FILES = /\.(ts|tsx|mjs|js)$/;
/** Where a platform may be named. */
const ALLOWED = ["lib/platforms/", "lib/content/"];

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_FILES.test(entry.name)) files.push(relative(ROOT, path));
    }
  };
  for (const dir of SOURCE_DIRS) walk(join(ROOT, dir));
  // The root's own modules (the server, the proxy, the instrumentation, the build's settings).
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (
      entry.isFile() &&
      SOURCE_FILES.test(entry.name) &&
      !/^(jest|playwright)\.config\./.test(entry.name)
    ) {
      files.push(entry.name);
    }
  }
  return files;
}

test("no source file outside the platforms' folders, the copy and the messages names a platform", () => {
  const names = PLATFORMS.flatMap((p) => [p.id, p.name.toLowerCase()]);
  const pattern = new RegExp([...new Set(names)].join("|"), "i");
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(100);
  const naming = files.filter(
    (file) =>
      !ALLOWED.some((folder) => file.startsWith(folder)) &&
      pattern.test(readFileSync(join(ROOT, file), "utf8")),
  );
  expect(naming).toEqual([]);
});

test("the registry lists the platforms whose folders exist, and nothing else", () => {
  const folders = readdirSync(join(ROOT, "lib", "platforms"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // The contest list has a folder of the same shape but is no problem platform.
  expect(folders.filter((f) => f !== "contests").sort()).toEqual(PLATFORMS.map((p) => p.id).sort());
});
