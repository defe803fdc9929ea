#!/usr/bin/env node
// How Hindi pages are set: which fonts the browser loaded, and a picture of Devanagari text
// (conjuncts such as स्टूडेंट्स and क्यों, matras above and below the line) to look at. The page is
// opened twice, as a returning visitor would: Poppins' Devanagari files are `display: optional`,
// so the first visit may keep the fallback and a later one shows Poppins.
//
//   npm run bench:devanagari      writes bench/results/devanagari.png and devanagari.md
import { chromium } from "@playwright/test";
import { RESULTS_DIR, serveBuild, writeResult } from "./lib/server.mjs";
import { join } from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

async function main() {
  const { origin, stop } = await serveBuild();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`${origin}/hi`);
      await page.evaluate(() => document.fonts.ready);
    }
    const fonts = await page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === "loaded")
        .map((f) => `${f.family} ${f.weight}`),
    );
    const picture = join(RESULTS_DIR, "devanagari.png");
    writeResult("devanagari.md", `Fonts loaded on /hi: ${fonts.join(", ")}\n`);
    await page.locator("#key-features").screenshot({ path: picture });
    console.log(`Fonts loaded on /hi: ${fonts.join(", ")}\nPicture: ${picture}`);
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
