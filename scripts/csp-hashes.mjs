// Runs after `next build` (npm run build): records the SHA-256 hash of every inline script of each
// pre-rendered page, so server.mjs can send each page a script-src that allows exactly its own
// inline scripts and nothing else (lib/server/csp.mjs). Usage: node scripts/csp-hashes.mjs
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CSP_HASHES_FILE, inlineScriptHashes } from "../lib/server/csp.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
/**
 * The address a visitor uses for a built route: English pages are built under /en (the [locale]
 * segment) and served unprefixed (proxy.ts rewrites "/notes" to "/en/notes"); Hindi keeps /hi.
 * @param {string} route
 */
export function publicPath(route) {
  if (route === "/en") return "/";
  return route.startsWith("/en/") ? route.slice("/en".length) : route;
}

function main() {
  const manifest = JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8"));
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const route of Object.keys(manifest.routes)) {
    // The file is named by the manifest's key ("C%23_Programming.html"); server.mjs looks pages up
    // by their decoded path, as a browser's request decodes.
    const file = join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
    if (!existsSync(file)) continue; // not a page (robots.txt, icons, API answers)
    out[publicPath(decodeURIComponent(route))] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  writeFileSync(join(distDir, CSP_HASHES_FILE), `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `Content-Security-Policy: hashed the inline scripts of ${Object.keys(out).length} pre-rendered pages.`,
  );
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();
