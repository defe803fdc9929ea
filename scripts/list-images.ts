// Rewrites the image list in docs/images.md (between the images:start/end markers) from the
// content, so the institute always has the exact folder, file name and size of every picture to
// replace.
// Run: npm run images:list
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_DIR, CONTENT_FILES, findImages } from "./lib/content-walk";

const START = "<!-- images:start -->";
const END = "<!-- images:end -->";

async function main() {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of CONTENT_FILES) modules[file] = await import(join(CONTENT_DIR, file));
  const byFolder = new Map<string, ReturnType<typeof findImages>>();
  for (const image of findImages(modules)) {
    const folder = `public${image.src.slice(0, image.src.lastIndexOf("/") + 1)}`;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), image]);
  }
  const sections = [...byFolder].map(([folder, images]) => {
    const rows = images.map((i) => {
      const what = (i.alt || "decorative (described by the text beside it)").replace(/\|/g, "\\|");
      return `| \`${i.src.slice(i.src.lastIndexOf("/") + 1)}\` | ${i.width}×${i.height} | ${what} |`;
    });
    return [
      `<details><summary><code>${folder}</code> (${images.length})</summary>`,
      "",
      "| file | size (px) | shows |",
      "| --- | --- | --- |",
      ...rows,
      "",
      "</details>",
    ].join("\n");
  });
  const pagePath = join(process.cwd(), "docs", "images.md");
  const page = readFileSync(pagePath, "utf8");
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`docs/images.md needs the markers ${START} and ${END}`);
  }
  const list = `${START}\n${sections.join("\n\n")}\n${END}`;
  writeFileSync(pagePath, page.slice(0, start) + list + page.slice(end + END.length));
  console.log(`listed ${[...byFolder.values()].flat().length} images in ${byFolder.size} folders`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
