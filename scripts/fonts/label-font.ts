// The font of the language switch's label on English pages: Poppins' Devanagari (600, the label's
// weight) cut down to the letters of "हिन्दी". English pages load only this (about 2 kB), not the
// 39 kB Devanagari file, and a machine with no Devanagari font of its own still draws the label
// rather than empty boxes. Written by `npm run fonts:label`; tests/unit/label-font.test.ts checks
// that the committed file is what this makes for today's label.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { LANGUAGE_NAME } from "../../lib/i18n/locales";

/** The committed subset, which app/fonts.ts serves. */
export const LABEL_FONT_FILE = "app/fonts/poppins-devanagari-600-label.woff2";
const SOURCE = "node_modules/@fontsource/poppins/files/poppins-devanagari-600-normal.woff2";

/** The letters an English page draws in Devanagari: the switch names Hindi in Hindi. */
export const LABEL_TEXT = LANGUAGE_NAME.hi;

export function labelFont(root = process.cwd()): Promise<Buffer> {
  // hb-subset keeps the layout rules these letters need: the न्द conjunct, the ि drawn first.
  return subsetFont(readFileSync(join(root, SOURCE)), LABEL_TEXT, { targetFormat: "woff2" });
}
