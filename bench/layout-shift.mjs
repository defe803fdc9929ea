#!/usr/bin/env node
// Cumulative Layout Shift of EVERY route, on a 360 px phone screen and a 1280 px desktop, in
// Debian's Chromium: the page is loaded, left for 4 s (long enough for the first carousel step and
// late images), scrolled to the bottom and back, and the layout-shift entries not caused by input
// are summed. Lighthouse measures only the load of a few routes; this covers them all.
//
//   npm run bench:cls              writes bench/results/layout-shift.md and prints it
import { chromium } from "@playwright/test";
import { allRoutes, distDir, serveBuild, startFakeUpstream, writeResult } from "./lib/server.mjs";

const VIEWPORTS = [
  { name: "360 px", width: 360, height: 740 },
  { name: "1280 px", width: 1280, height: 800 },
];
const SETTLE_MS = 4_000;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

async function measure(page, url) {
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS / 2);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(SETTLE_MS / 4);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(SETTLE_MS / 4);
  return page.evaluate(() => window.__cls);
}

async function main() {
  const routes = allRoutes();
  // The live pages read the fake upstream, so their lists are on the page being measured.
  const fake = await startFakeUpstream();
  const { origin, stop } = await serveBuild({ env: fake.env });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [];
  try {
    for (const { path, url } of routes) {
      const values = [];
      for (const vp of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: vp.width, height: vp.height },
        });
        values.push(await measure(await context.newPage(), `${origin}${url}`));
        await context.close();
      }
      process.stderr.write(`${path}: ${values.map((v) => v.toFixed(3)).join(" / ")}\n`);
      rows.push({ path, values });
    }
  } finally {
    await browser.close();
    stop();
    fake.stop();
  }
  const worst = Math.max(...rows.flatMap((r) => r.values));
  const report = [
    "# Layout shift",
    "",
    `Cumulative Layout Shift per route (load, ${SETTLE_MS / 1000} s including a scroll to the bottom and back), \`server.mjs\` (the production server) serving \`${distDir}\`, ${new Date().toISOString()}. Worst: ${worst.toFixed(3)}.`,
    "",
    `| Route | ${VIEWPORTS.map((v) => `CLS ${v.name}`).join(" | ")} |`,
    `|---|${VIEWPORTS.map(() => "---:").join("|")}|`,
    ...rows.map((r) => `| \`${r.path}\` | ${r.values.map((v) => v.toFixed(3)).join(" | ")} |`),
    "",
  ].join("\n");
  writeResult("layout-shift.md", report);
  process.stdout.write(report);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
