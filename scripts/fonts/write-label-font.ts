// Writes the language switch's font subset (scripts/fonts/label-font.ts). Run: npm run fonts:label
import { writeFileSync } from "node:fs";
import { LABEL_FONT_FILE, LABEL_TEXT, labelFont } from "./label-font";

labelFont()
  .then((font) => {
    writeFileSync(LABEL_FONT_FILE, font);
    console.log(`${LABEL_FONT_FILE}: ${font.length} bytes for "${LABEL_TEXT}"`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
