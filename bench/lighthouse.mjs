#!/usr/bin/env node
// Lighthouse 12.8.2, mobile preset (default form factor, simulated slow 4G and 4x CPU slowdown),
// against the production build: median of several runs per route, written to
// bench/results/lighthouse.md. It builds nothing; run `npm run build` first.
//
//   npm run bench:lighthouse                      the default routes, 3 runs each
//   npm run bench:lighthouse -- /privacy /notes   only these routes
//   npm run bench:lighthouse -- --all             every route of lib/routes.ts
//   npm run bench:lighthouse -- --runs=5          more runs per route
//   npm run bench:lighthouse -- --direct          the Node server alone, without nginx
//
// By default the pages go through the deploy/ nginx site in front of the server, as visitors get
// them: HTTPS, HTTP/2 and brotli. Chromium only asks for brotli over HTTPS, so the Node server
// alone on plain HTTP is measured with gzip, which no visitor receives.
//
// Chromium runs in India's time zone, as our visitors' phones do (the contest list adds each
// visitor's own clock where it differs from IST).
//
// Environment: NEXT_DIST_DIR (the build to serve, default .next), CHROME_PATH (default
// /usr/bin/chromium), LIGHTHOUSE_TZ (the browser's time zone, default Asia/Kolkata).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx } from "../tests/support/nginx.mjs";
import {
  ROOT,
  allRoutes,
  distDir,
  serveBuild,
  startFakeUpstream,
  writeResult,
} from "./lib/server.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const DEFAULT_ROUTES = [
  "/",
  "/features",
  "/collegePrograms",
  "/notes",
  "/programs/java-programming",
  "/Achievers",
];
const DEFAULT_RUNS = 3;
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const timeZone = process.env.LIGHTHOUSE_TZ || "Asia/Kolkata";

function parseArgs(argv) {
  let all = false;
  let direct = false;
  let runs = DEFAULT_RUNS;
  const routes = [];
  for (const arg of argv) {
    if (arg === "--all") all = true;
    else if (arg === "--direct") direct = true;
    else if (arg.startsWith("--runs=")) runs = Number(arg.slice("--runs=".length));
    else if (arg.startsWith("/")) routes.push(arg);
    else
      throw new Error(
        `Unknown argument: ${arg} (routes start with "/"; flags: --all, --direct, --runs=N)`,
      );
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive integer");
  return { all, direct, runs, routes };
}

function runLighthouse(url, outFile, { selfSigned }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        "--output=json",
        `--output-path=${outFile}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        // The nginx site's certificate is made for this run and signed by nobody.
        `--chrome-flags=${[...CHROME_FLAGS, ...(selfSigned ? ["--ignore-certificate-errors"] : [])].join(" ")}`,
        "--no-enable-error-reporting",
        "--quiet",
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: chromePath, TZ: timeZone },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0 && existsSync(outFile)) resolve(JSON.parse(readFileSync(outFile, "utf8")));
      else reject(new Error(`lighthouse exited with ${code}:\n${stderr.slice(-2000)}`));
    });
  });
}

/** The figures of one run. Scores 0–100; times in ms; bytes. */
function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes,
    // What Lighthouse finds downloaded but never run during load (framework code included).
    unusedJsBytes: lhr.audits["unused-javascript"]?.details?.overallSavingsBytes ?? 0,
  };
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function medianOf(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

const fmt = {
  score: (v) => (Number.isFinite(v) ? String(Math.round(v)) : "–"),
  seconds: (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "–"),
  ms: (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : "–"),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : "–"),
  kb: (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} kB` : "–"),
};

function table(rows) {
  const head =
    "| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JS transferred | Unused JS |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
  const lines = rows.map(({ route, m, error, done, runs }) =>
    !m
      ? `| \`${route}\` | error: ${error.split("\n")[0].replace(/\|/g, "\\|")} ${"| – ".repeat(8)}|`
      : `| \`${route}\`${done < runs ? ` (${done} of ${runs} runs)` : ""} | ${fmt.score(m.performance)} | ${fmt.score(m.accessibility)} | ${fmt.score(m.bestPractices)} | ${fmt.score(m.seo)} | ${fmt.seconds(m.lcp)} | ${fmt.ms(m.tbt)} | ${fmt.cls(m.cls)} | ${fmt.kb(m.jsBytes)} | ${fmt.kb(m.unusedJsBytes)} |`,
  );
  return [head, ...lines].join("\n");
}

function chromiumVersion() {
  try {
    return execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return chromePath;
  }
}

async function main() {
  const { all, direct, runs, routes: given } = parseArgs(process.argv.slice(2));
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  const routes = all
    ? allRoutes()
    : given.length
      ? given.map((p) => ({ path: p, url: p }))
      : DEFAULT_ROUTES.map((p) => ({ path: p, url: p }));
  // The live pages (/contest and the problem browsers) read the fake upstream, so they are
  // measured with their lists, without a clist key and the same on every machine.
  const fake = await startFakeUpstream();
  const server = await serveBuild({ env: fake.env });
  const nginx = direct ? null : await startNginx({ instances: [`127.0.0.1:${server.port}`] });
  const origin = nginx ? nginx.httpsUrl : server.origin;

  const work = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const rows = [];
  const raw = {};
  try {
    for (const { path: route, url: routeUrl } of routes) {
      const url = `${origin}${routeUrl}`;
      const results = [];
      let error;
      for (let i = 1; i <= runs; i++) {
        process.stderr.write(`lighthouse ${route} run ${i}/${runs}\n`);
        try {
          const lhr = await runLighthouse(url, join(work, `run-${i}.json`), {
            selfSigned: !direct,
          });
          results.push(summarise(lhr));
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          // npx's own notices come last; the cause is in Lighthouse's lines before them.
          const said = error.split("\n").filter((line) => line && !/^npm (notice|warn)/.test(line));
          process.stderr.write(`  failed: ${said.slice(-3).join(" / ")}\n`);
        }
      }
      raw[route] = results;
      rows.push({
        route,
        m: results.length ? medianOf(results) : undefined,
        error,
        done: results.length,
        runs,
      });
    }
  } finally {
    await nginx?.stop();
    await server.stop();
    fake.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const report = [
    "# Lighthouse",
    "",
    `${LIGHTHOUSE}, mobile preset (simulated throttling), median of ${runs} run${runs > 1 ? "s" : ""} per route and per column, ` +
      `${chromiumVersion()} in time zone ${timeZone}, ` +
      (direct
        ? `\`server.mjs\` (the production server) alone over plain HTTP (gzip)`
        : "the deploy/ nginx site (HTTPS, HTTP/2, brotli) in front of `server.mjs`") +
      ` serving \`${distDir}\`, ${new Date().toISOString()}.`,
    "",
    table(rows),
    "",
  ].join("\n");
  writeResult("lighthouse.md", report);
  writeResult("lighthouse-runs.json", JSON.stringify(raw, null, 2));
  process.stdout.write(report);
  if (rows.some((r) => r.done < r.runs)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
