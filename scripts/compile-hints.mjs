// @ts-check
// Runs after `next build`, before the CSP hashes and the compressed copies (npm run build): puts
// Chrome's explicit compile hint, a first line `//# allFunctionsCalledOnLoad`, on every script of
// the build. V8 then compiles each function of the file while it downloads, on a background
// thread, instead of on the page's main thread the first time it runs: on a phone that was most
// of the one long task in which a page starts (React's and Next's code compiled as the page
// hydrates; bench/README.md, "Compile hints"). Browsers without the hint read a comment.
// A script's integrity hash (next.config.mjs, sri) changes with its bytes, so every copy of the
// old hash in the build (the pre-rendered pages, Next's integrity manifests) is replaced, and the
// step fails if a page would still name a hash its script no longer has.
// Usage: node scripts/compile-hints.mjs
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const HINT = "//# allFunctionsCalledOnLoad\n";
const INTEGRITY = /sha256-[A-Za-z0-9+/]{43}=/g;
const MARK = Buffer.from("sha256-", "latin1");

/** @param {Buffer | string} data */
export const integrity = (data) => `sha256-${createHash("sha256").update(data).digest("base64")}`;

/**
 * Every file below `dir`, by Node's own recursive listing.
 * @param {string} dir
 */
const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Hints every script under `<distDir>/static`, then rewrites the hashes that named them
 * everywhere else in the build. Running it twice changes nothing.
 * @param {string} distDir
 * @returns {{ scripts: number, rewritten: number }}
 */
export function addCompileHints(distDir) {
  const staticDir = join(distDir, "static");
  /** @type {Map<string, string>} old hash → new hash */
  const renamed = new Map();
  for (const file of files(staticDir)) {
    if (!file.endsWith(".js")) continue;
    const data = readFileSync(file);
    if (data.subarray(0, HINT.length).toString("latin1") === HINT) continue;
    const hinted = Buffer.concat([Buffer.from(HINT, "latin1"), data]);
    writeFileSync(file, hinted);
    renamed.set(integrity(data), integrity(hinted));
  }

  let rewritten = 0;
  for (const file of files(distDir)) {
    const top = relative(distDir, file).split(sep)[0];
    if (top === "static" || top === "cache") continue;
    const data = readFileSync(file);
    if (data.indexOf(MARK) < 0) continue;
    const text = data.toString("utf8");
    const next = text.replace(INTEGRITY, (hash) => renamed.get(hash) ?? hash);
    if (next === text) continue;
    writeFileSync(file, next);
    rewritten += 1;
  }
  checkPages(distDir);
  return { scripts: renamed.size, rewritten };
}

/**
 * Every pre-rendered page's scripts carry the hash of the file as it now is.
 * @param {string} distDir
 */
export function checkPages(distDir) {
  const TAG = /<script\b[^>]*\bsrc="\/_next\/(static\/[^"?]+)[^"]*"[^>]*\bintegrity="([^"]+)"/g;
  /** @type {Map<string, string>} */
  const actual = new Map();
  for (const file of files(join(distDir, "server"))) {
    if (!file.endsWith(".html")) continue;
    for (const [, path = "", named] of readFileSync(file, "utf8").matchAll(TAG)) {
      if (!actual.has(path)) actual.set(path, integrity(readFileSync(join(distDir, path))));
      if (actual.get(path) !== named)
        throw new Error(
          `${relative(distDir, file)} names ${path} with ${named}, but the file's hash is ${actual.get(path)}.`,
        );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const { scripts, rewritten } = addCompileHints(distDir);
  console.log(
    `Compile hints: ${scripts} scripts hinted, their hashes rewritten in ${rewritten} files.`,
  );
}
