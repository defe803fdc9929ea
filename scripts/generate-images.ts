// Writes every placeholder image under public/images from the content data.
// Run: npm run images. Each scripts/images/*.images.ts file lists the jobs of one site area.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { installPoppins } from "./images/fonts";
import { render, type ImageJob } from "./images/lib";

async function main() {
  await installPoppins();
  const root = join(process.cwd(), "public");
  const dir = join(process.cwd(), "scripts", "images");
  const only = process.argv[2];
  const files = readdirSync(dir).filter(
    (f) => f.endsWith(".images.ts") && (!only || f.startsWith(only)),
  );
  let count = 0;
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as { jobs: ImageJob[] };
    for (const job of mod.jobs) {
      await render(job, root);
      count++;
    }
    console.log(`${file}: ${mod.jobs.length} images`);
  }
  console.log(`wrote ${count} images under public/`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
