#!/usr/bin/env node
// A student's own progress in the Codeforces browser, with a handle of 5,000 submissions (the
// fake upstream's active_cf): how long after Codeforces answers the first page shows its marks,
// in Debian's Chromium on a 360 px screen, and whether a repeat visit within 10 minutes asks
// Codeforces again. Also the same for AtCoder's active_ac (paged, ≥ 1 s between calls).
//
//   npm run bench:practice          writes bench/results/practice.md and prints it
import { chromium } from "@playwright/test";
import { fmt, summarize } from "./lib/figures.mjs";
import { distDir, serveBuild, startFakeUpstream, writeResult } from "./lib/server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const RUNS = Number(process.env.RUNS ?? 5);

const control = async (fake) => (await fetch(`${fake.url}/__control`)).json();
const lastAt = (state, part) => state.recent.filter((r) => r.url.includes(part)).at(-1)?.at;
const userCalls = (state) => state.recent.filter((r) => /user[./]/.test(r.url)).length;

/** Loads the page with a handle in a fresh browser; the times marks appeared and the calls made. */
async function visit(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  await page.locator("[data-mark]").first().waitFor({ timeout: 60_000 });
  const marksAt = Date.now();
  const marks = await page.locator("[data-mark]").count();
  await context.close();
  return { marksAt, marks };
}

/** Runs on a server of its own (the process keeps a handle's answer for 10 minutes). */
async function measure(browser, fake, { path, lastCall }) {
  const first = [];
  let repeatCalls = 0;
  let marks = 0;
  for (let run = 0; run < RUNS; run++) {
    const { origin, stop } = await serveBuild({ env: fake.env });
    try {
      // The problem list itself is fetched first, so only the handle is measured.
      await fetch(`${origin}/api/problems${path.split("?")[0]}`);
      const before = await control(fake);
      const seen = await visit(browser, origin, path);
      const after = await control(fake);
      const answeredAt = lastAt(after, lastCall);
      if (!answeredAt || userCalls(after) === userCalls(before))
        throw new Error("no upstream call");
      first.push(seen.marksAt - answeredAt);
      marks = seen.marks;
      // The same handle again within 10 minutes, in another fresh browser: no upstream call.
      const again = await control(fake);
      await visit(browser, origin, path);
      repeatCalls += userCalls(await control(fake)) - userCalls(again);
    } finally {
      await stop();
    }
  }
  return { first: summarize(first), repeatCalls, marks, path };
}

async function main() {
  const fake = await startFakeUpstream();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--headless", "--disable-gpu"],
  });
  try {
    const results = [
      await measure(browser, fake, {
        path: "/codeforces?handle=active_cf",
        lastCall: "user.status",
      }),
      await measure(browser, fake, { path: "/atcoder?handle=active_ac", lastCall: "submissions" }),
    ];
    const rows = results.map(
      (r) =>
        `| ${r.path} | ${r.marks} | ${fmt(r.first.p50, 0)} | ${fmt(r.first.max, 0)} | ${r.repeatCalls} |`,
    );
    const text = [
      "# Marks from a handle with 5,000 submissions",
      "",
      `${new Date().toISOString()}, build ${distDir}, Chromium at 360 px, ${RUNS} runs per page, each`,
      "on a new server (a server keeps a handle's answer for 10 minutes).",
      "From the moment the fake upstream received the last call of a handle (Codeforces",
      "user.status; AtCoder's last submissions page) until the first mark is on screen, in a",
      "fresh browser each time; then the same handle again in another fresh browser.",
      "",
      "| page | marks on page 1 | after upstream, median ms | max ms | upstream calls on repeat |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...rows,
    ].join("\n");
    writeResult("practice.md", text);
    console.log(text);
  } finally {
    await browser.close();
    fake.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
