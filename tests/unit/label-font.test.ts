/** @jest-environment node */
// The language switch's font subset (scripts/fonts/label-font.ts) holds the label's letters: the
// committed file is exactly what the script makes for today's label, so a new label fails here
// until `npm run fonts:label` has cut a subset for it.
import { readFileSync } from "node:fs";
import { LABEL_FONT_FILE, labelFont } from "@/scripts/fonts/label-font";

it("ships the subset cut for the label the switch shows", async () => {
  const shipped = readFileSync(LABEL_FONT_FILE);
  const made = await labelFont();
  expect(shipped.length).toBeLessThan(4_000);
  expect(shipped.equals(made)).toBe(true);
});
