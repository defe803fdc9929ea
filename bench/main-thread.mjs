#!/usr/bin/env node
// bench:main-thread – where a page's main-thread time goes while it starts, on a phone. Lighthouse
// gives one blocking-time figure per load; this splits it. Chromium (412×823, touch, the CPU slowed
// 4× as Lighthouse simulates) loads each route from the Node server, traced, and the long tasks
// (over 50 ms) are summed: blocking time (each task's part over 50 ms) and the time in layout,
// style, script and HTML parsing inside them. Medians of several loads. Builds nothing: run
// `npm run build` first (and in the baseline checkout).
//
//   npm run bench:main-thread                          /, /features and /hi, 8 loads each
//   npm run bench:main-thread -- /hi /AboutUs --runs=12
//   npm run bench:main-thread -- --baseline=../wt-base interleaved with another checkout's build
//
// Environment: CHROME_PATH (default /usr/bin/chromium), NEXT_DIST_DIR (the build to serve).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromePath, median } from "./lib/lighthouse-run.mjs";
import { serveBuild, startFakeUpstream, writeResult } from "./lib/server.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 8);
const baseline = args.find((a) => a.startsWith("--baseline="))?.slice(11);
const routes = args.filter((a) => a.startsWith("/"));
if (!routes.length) routes.push("/", "/features", "/hi");
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of loads");
if (baseline && !existsSync(join(baseline, "server.mjs")))
  throw new Error(`--baseline: no checkout at ${baseline} (no server.mjs)`);

/** Trace events counted inside long tasks, by the name this report gives them. */
const KINDS = {
  layout: ["Layout"],
  style: ["UpdateLayoutTree", "ParseAuthorStyleSheet"],
  script: ["EvaluateScript", "FunctionCall", "RunMicrotasks"],
  parse: ["ParseHTML"],
};
const LONG_MS = 50;

/** One traced load: blocking time and each kind's time inside long tasks, in ms. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3_000); // hydration and what follows it
  await cdp.send("Tracing.end");
  await complete;
  await context.close();

  // The page's renderer is the busiest main thread (another one holds about:blank).
  const mains = new Set(
    events
      .filter((t) => t.name === "thread_name" && t.args?.name === "CrRendererMain")
      .map((t) => `${t.pid}/${t.tid}`),
  );
  const threads = new Map();
  for (const e of events) {
    const key = `${e.pid}/${e.tid}`;
    if (e.name === "RunTask" && e.ph === "X" && mains.has(key))
      threads.set(key, (threads.get(key) ?? 0) + e.dur);
  }
  const busiest = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}/${e.tid}` === busiest && e.ph === "X");
  const long = mine.filter((e) => e.name === "RunTask" && e.dur / 1000 > LONG_MS);
  const result = { blocking: 0, ...Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0])) };
  for (const task of long) {
    result.blocking += task.dur / 1000 - LONG_MS;
    for (const e of mine) {
      if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
      for (const [kind, names] of Object.entries(KINDS))
        if (names.includes(e.name)) result[kind] += e.dur / 1000;
    }
  }
  return result;
}

const fake = await startFakeUpstream();
const builds = [{ label: "this build", root: undefined }];
if (baseline) builds.push({ label: `baseline (${baseline})`, root: resolve(baseline) });
const servers = [];
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
const rows = [];
try {
  for (const build of builds)
    servers.push(await serveBuild({ env: fake.env, ...(build.root ? { root: build.root } : {}) }));
  for (const route of routes) {
    const loads = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      // This build, then the baseline, then this build again: load on the machine hits both.
      for (const [b, server] of servers.entries()) {
        process.stderr.write(`${builds[b].label} ${route} ${i + 1}/${runs}\n`);
        loads[b].push(await traceLoad(browser, server.origin + route));
      }
    }
    for (const [b, build] of builds.entries()) {
      const m = (k) => Math.round(median(loads[b].map((l) => l[k])));
      rows.push(
        `| \`${route}\` | ${build.label} | ${m("blocking")} ms | ${m("layout")} ms | ` +
          `${m("style")} ms | ${m("script")} ms | ${m("parse")} ms |`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
  fake.stop();
}

const report = [
  "# bench:main-thread",
  "",
  `Chromium at 412×823 with the CPU slowed 4×, the Node server direct; median of ${runs} loads,` +
    " interleaved when there is a baseline. Times inside long tasks (over 50 ms).",
  "",
  "| route | build | blocking time | layout | style | script | HTML parse |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
  "",
].join("\n");
console.log(report);
console.log(`Written to ${writeResult("main-thread.md", report)}`);
