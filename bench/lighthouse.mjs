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
//   npm run bench:lighthouse -- --baseline=../wt-base
//                                                 interleaved with another checkout's build
//   npm run bench:lighthouse -- --batches         with two batches of java-programming published
//                                                 (bench/lib/seed-batches.ts), as a program page
//                                                 looks once staff publish its batches
//
// By default the pages go through the deploy/ nginx site in front of the server, as visitors get
// them: HTTPS, HTTP/2 and brotli. Chromium only asks for brotli over HTTPS, so the Node server
// alone on plain HTTP is measured with gzip, which no visitor receives.
//
// With --baseline=PATH (a checkout of another commit, with node_modules and its own production
// build), both builds are served side by side, each behind its own nginx with the same site
// file, and every route is measured A, B, A, B…: a machine that other work slows down slows both
// equally, which two runs one after the other cannot promise.
//
// Chromium runs in India's time zone, as our visitors' phones do (the contest list adds each
// visitor's own clock where it differs from IST).
//
// Environment: NEXT_DIST_DIR (the build to serve, in both checkouts, default .next), CHROME_PATH
// (default /usr/bin/chromium), LIGHTHOUSE_TZ (the browser's time zone, default Asia/Kolkata).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startNginx } from "../tests/support/nginx.mjs";
import {
  LIGHTHOUSE,
  chromePath,
  chromiumVersion,
  comparisonTable,
  medianOf,
  runLighthouse,
  summarise,
  table,
  timeZone,
} from "./lib/lighthouse-run.mjs";
import {
  RESULTS_DIR,
  ROOT,
  allRoutes,
  distDir,
  serveBuild,
  startFakeUpstream,
  writeResult,
} from "./lib/server.mjs";

const DEFAULT_ROUTES = [
  "/",
  "/features",
  "/collegePrograms",
  "/notes",
  "/programs/java-programming",
  "/Achievers",
];
const DEFAULT_RUNS = 3;
/** The program whose page --batches publishes batches of (one of DEFAULT_ROUTES). */
const BATCHES_OF = "java-programming";
/** Every run's Lighthouse JSON, per build, for a look at its audits (unused-javascript …). */
const JSON_DIR = join(RESULTS_DIR, "lighthouse");

function parseArgs(argv) {
  let all = false;
  let direct = false;
  let runs = DEFAULT_RUNS;
  let baseline = null;
  let batches = false;
  const routes = [];
  for (const arg of argv) {
    if (arg === "--all") all = true;
    else if (arg === "--direct") direct = true;
    else if (arg === "--batches") batches = true;
    else if (arg.startsWith("--runs=")) runs = Number(arg.slice("--runs=".length));
    else if (arg.startsWith("--baseline=")) baseline = resolve(arg.slice("--baseline=".length));
    else if (arg.startsWith("/")) routes.push(arg);
    else
      throw new Error(
        `Unknown argument: ${arg} (routes start with "/"; flags: --all, --direct, --batches, --runs=N, --baseline=PATH)`,
      );
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive integer");
  if (baseline && !existsSync(join(baseline, "server.mjs")))
    throw new Error(`--baseline: no checkout at ${baseline} (no server.mjs)`);
  return { all, direct, runs, baseline, batches, routes };
}

/** A data folder with BATCHES_OF's batches published in it, by checkout `root`'s own code. */
function seededDataDir(root) {
  const dataDir = mkdtempSync(join(tmpdir(), "ch-lighthouse-data-"));
  execFileSync(
    join(root, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", join(ROOT, "bench", "lib", "seed-batches.ts"), BATCHES_OF],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: "inherit" },
  );
  return dataDir;
}

/**
 * Serves the build of checkout `root`, behind nginx unless `direct`, on `dataDir` (default a new
 * empty one); resolves with its origin.
 */
async function serve(root, { direct, env, dataDir }) {
  const server = await serveBuild({ env, root, dataDir });
  const nginx = direct
    ? null
    : await startNginx({ instances: [`127.0.0.1:${server.port}`], appRoot: root });
  return {
    origin: nginx ? nginx.httpsUrl : server.origin,
    stop: async () => {
      await nginx?.stop();
      await server.stop();
    },
  };
}

const slug = (route) => route.replace(/[^A-Za-z0-9]+/g, "_") || "_";
const machine = () =>
  `load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ")} on ${cpus().length} cores`;

async function main() {
  const { all, direct, runs, baseline, batches, routes: given } = parseArgs(process.argv.slice(2));
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  const routes = all
    ? allRoutes()
    : given.length
      ? given.map((p) => ({ path: p, url: p }))
      : DEFAULT_ROUTES.map((p) => ({ path: p, url: p }));
  const builds = [{ label: "this", root: ROOT }];
  if (baseline) builds.push({ label: "baseline", root: baseline });
  const startedOn = machine();
  // The live pages (/contest and the problem browsers) read the fake upstream, so they are
  // measured with their lists, without a clist key and the same on every machine.
  const fake = await startFakeUpstream();
  const served = [];
  const seeded = [];
  const rows = builds.map(() => []);
  const raw = Object.fromEntries(builds.map((b) => [b.label, {}]));
  try {
    for (const build of builds) {
      const dataDir = batches ? seededDataDir(build.root) : undefined;
      if (dataDir) seeded.push(dataDir);
      served.push(await serve(build.root, { direct, env: fake.env, dataDir }));
    }
    for (const { path: route, url: routeUrl } of routes) {
      const results = builds.map(() => []);
      const errors = [];
      for (let i = 1; i <= runs; i++) {
        // A, B, A, B…: this build, then the baseline, then this build again.
        for (const [b, build] of builds.entries()) {
          process.stderr.write(`lighthouse ${build.label} ${route} run ${i}/${runs}\n`);
          const dir = join(JSON_DIR, build.label);
          mkdirSync(dir, { recursive: true });
          try {
            const lhr = await runLighthouse(
              `${served[b].origin}${routeUrl}`,
              join(dir, `${slug(route)}-${i}.json`),
              { selfSigned: !direct },
            );
            results[b].push(summarise(lhr));
          } catch (e) {
            errors[b] = e instanceof Error ? e.message : String(e);
            // npx's own notices come last; the cause is in Lighthouse's lines before them.
            const said = errors[b]
              .split("\n")
              .filter((line) => line && !/^npm (notice|warn)/.test(line));
            process.stderr.write(`  failed: ${said.slice(-3).join(" / ")}\n`);
          }
        }
      }
      for (const [b, build] of builds.entries()) {
        raw[build.label][route] = results[b];
        rows[b].push({
          route,
          m: results[b].length ? medianOf(results[b]) : undefined,
          error: errors[b],
          done: results[b].length,
          runs,
        });
      }
    }
  } finally {
    for (const s of served) await s.stop();
    for (const dir of seeded) rmSync(dir, { recursive: true, force: true });
    fake.stop();
  }

  const where = direct
    ? `\`server.mjs\` (the production server) alone over plain HTTP (gzip)`
    : "the deploy/ nginx site (HTTPS, HTTP/2, brotli) in front of `server.mjs`";
  const report = [
    "# Lighthouse",
    "",
    `${LIGHTHOUSE}, mobile preset (simulated throttling), median of ${runs} run${runs > 1 ? "s" : ""} per route and per column, ` +
      `${chromiumVersion()} in time zone ${timeZone}, ${where} serving \`${distDir}\`, ${new Date().toISOString()}. ` +
      `Machine: ${startedOn} at the start, ${machine()} at the end.` +
      (batches ? ` Two batches of ${BATCHES_OF} published (bench/lib/seed-batches.ts).` : ""),
    "",
    ...(baseline
      ? [
          `Interleaved run by run (this build, then the baseline) with the baseline at \`${baseline}\`.`,
          "",
          comparisonTable(rows[0], rows[1]),
          "",
          "## This build",
          "",
          table(rows[0]),
          "",
          "## Baseline",
          "",
          table(rows[1]),
        ]
      : [table(rows[0])]),
    "",
  ].join("\n");
  writeResult("lighthouse.md", report);
  writeResult("lighthouse-runs.json", JSON.stringify(baseline ? raw : raw.this, null, 2));
  process.stdout.write(report);
  if (rows.flat().some((r) => r.done < r.runs)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
