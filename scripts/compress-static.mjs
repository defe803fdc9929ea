// Runs after `next build` (npm run build): writes a gzip (.gz) and a brotli (.br) copy beside each
// script, style sheet and other text file of the build's static folder, so nginx sends them as
// they are (gzip_static, brotli_static in deploy/nginx) instead of compressing every download
// again. Next's own server ignores them. Usage: node scripts/compress-static.mjs
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const TEXT = /\.(js|css|json|svg|txt|map)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/** The text files below `dir`, by Node's own recursive listing. */
const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

let count = 0;
let before = 0;
let after = 0;
for (const file of files(join(distDir, "static"))) {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, br);
  count++;
  before += data.length;
  after += br.length;
}
console.log(
  `Static files: ${count} compressed beside themselves (${(before / 1024).toFixed(0)} kB, ${(after / 1024).toFixed(0)} kB with brotli).`,
);
