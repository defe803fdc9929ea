// The Hindi pictures are set in Poppins, the font of the Hindi pages. The SVG renderer finds fonts
// through fontconfig, which reads TrueType files from a folder, so Poppins' shipped WOFF2 files
// (@fontsource/poppins) are unpacked into a temporary folder that a config of our own adds to the
// system's. Devanagari then draws with its conjuncts and vowel signs, on any machine.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import subsetFont from "subset-font";
import type { Face } from "./lib";

/**
 * Poppins for Hindi text. A Devanagari letter with its vowel sign is wider than a Latin letter:
 * about 0.74 em a letter in the regular weight, as the sublines measured.
 */
export const HINDI_FACE: Face = {
  family: "Poppins, DejaVu Sans, sans-serif",
  bold: 0.72,
  regular: 0.74,
};

/** Poppins for English text, as the pages set it (Latin letters run narrower than Devanagari). */
export const LATIN_FACE: Face = {
  family: "Poppins, DejaVu Sans, sans-serif",
  bold: 0.66,
  regular: 0.56,
};

const FILES = ["latin-400", "latin-700", "devanagari-400", "devanagari-700"].map(
  (name) => `poppins-${name}-normal.woff2`,
);

/** Makes Poppins available to the renderer; call once, before the first picture is drawn. */
export async function installPoppins(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "coderhouse-fonts-"));
  // Each build drew its pictures with a copy of its own, and left it behind.
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const source = join(process.cwd(), "node_modules", "@fontsource", "poppins", "files");
  for (const file of FILES) {
    // Every glyph kept: only the file format changes (WOFF2 to TrueType).
    const ttf = await subsetFont(readFileSync(join(source, file)), undefined, {
      keepAllGlyphs: true,
      targetFormat: "truetype",
    });
    writeFileSync(join(dir, file.replace(/\.woff2$/, ".ttf")), ttf);
  }
  const config = join(dir, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  // Read by fontconfig when the first text is laid out.
  process.env.FONTCONFIG_FILE = config;
}
