// Draws the link-preview picture (og:image, lib/share-picture.ts) of every page in both languages,
// after `next build`: the page's title in its language, in Poppins (Devanagari shaped by the same
// renderer as the Hindi banners, scripts/images/fonts.ts), on the brand's navy card. The title is
// the one the build rendered into the page (og:title), so picture and preview text always agree;
// pages rendered per request have no HTML in the build, and take theirs from the copy their
// metadata reads. A page without a title stops the build: its preview would point at nothing.
// Run by npm run build (tsx scripts/share-pictures.ts).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { contestPage, problemBrowserOrThrow } from "../lib/content/coding-resources";
import { builtDeploymentId } from "../lib/deployment-id.mjs";
import { LOCALES, type Locale } from "../lib/i18n/locales";
import type { Text } from "../lib/i18n/text";
import { CONTESTS, PLATFORMS } from "../lib/platforms/registry";
import { ALL_PAGE_ROUTES } from "../lib/routes";
import { SHARE_PICTURE_SIZE, sharePictureFile } from "../lib/share-picture";
import { site } from "../lib/site";
import { seedFacts } from "../lib/content-store/facts";
import { plainIn } from "../lib/content-store/text";
import { encodePath } from "../lib/url";
import { HINDI_FACE, LATIN_FACE, installPoppins } from "./images/fonts";
import { cardSvg, THEMES } from "./images/lib";

const distDir = process.env.NEXT_DIST_DIR || ".next";

/** Pages rendered per request (live lists): the titles their metadata gives. */
const PER_REQUEST: Record<string, Text> = {
  [CONTESTS.path]: contestPage.metaTitle,
  ...Object.fromEntries(PLATFORMS.map((p) => [p.path, problemBrowserOrThrow(p.path).metaTitle])),
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
    code[0] === "#"
      ? String.fromCodePoint(
          code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
        )
      : (ENTITIES[code.toLowerCase()] ?? whole),
  );

/** The page's title as the build rendered it, without the site's name. */
function titleOf(locale: Locale, path: string): string {
  const perRequest = PER_REQUEST[path];
  if (perRequest) return perRequest[locale];
  const base = join(distDir, "server", "app", locale);
  // The build names a page's file by its path, with some characters escaped ("C#" as "C%23").
  const file = [path, encodePath(path)]
    .map((p) => (p === "/" ? `${base}.html` : `${base}${p}.html`))
    .find((f) => existsSync(f));
  const html = file ? readFileSync(file, "utf8") : "";
  const found = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  if (!found)
    throw new Error(
      `No title for the share picture of ${locale} ${path}: ${file ?? "no page in the build"}`,
    );
  return decode(found).replace(new RegExp(`\\s*\\|\\s*${site.name}$`), "");
}

async function draw(deploymentId: string, locale: Locale, path: string): Promise<void> {
  const out = join(distDir, "static", sharePictureFile(deploymentId, locale, path));
  mkdirSync(dirname(out), { recursive: true });
  const svg = cardSvg({
    title: titleOf(locale, path),
    subtitle: `${site.name} · ${plainIn(seedFacts.address.place, locale)}`,
    ...SHARE_PICTURE_SIZE,
    theme: THEMES[0],
    face: locale === "hi" ? HINDI_FACE : LATIN_FACE,
  });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
}

async function main() {
  const deploymentId = builtDeploymentId(distDir);
  if (!deploymentId) throw new Error(`No deployment id in ${distDir}: run next build first`);
  await installPoppins();
  const pages = ALL_PAGE_ROUTES.flatMap((path) => LOCALES.map((locale) => ({ locale, path })));
  // Two at a time: sharp draws each on its own threads.
  for (let i = 0; i < pages.length; i += 2) {
    await Promise.all(pages.slice(i, i + 2).map((p) => draw(deploymentId, p.locale, p.path)));
  }
  console.log(`drew ${pages.length} share pictures under ${distDir}/static/og/${deploymentId}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
