// bench:memory – how much memory does `npm start` take on a small server? Uses the existing build
// (it builds nothing: run `npm run build` first). Starts `node server.mjs` on a fresh temporary
// data folder with its upstreams pointed at the tests' fake upstream (`--full`: the whole real
// Codeforces answer, so no network is needed), samples the resident memory of the server's process
// tree (the server, its worker threads, any child it starts) every 100 ms from before it starts,
// waits for /api/ready, loads every public page in both languages and every live-data API once,
// then stops it (SIGTERM) and starts it again on the same data folder, twice.
// With --postgres (or BENCH_DATABASE_URL set) the same against PostgreSQL (127.0.0.1:5432, user
// postgres, trust): a database of its own, created first and dropped at the end. PostgreSQL's own
// processes are not the server's tree and are not counted.
//   node bench/memory.mjs [--postgres] [--runs=3] [--trimmed] [--trace]
import { ROOT, allRoutes, serveBuild, writeResult } from "./lib/server.mjs";
import { startFakeUpstream } from "./lib/server.mjs";
import { childRunning, processMemory, sampleTree, treeMemory } from "./lib/process-tree.mjs";

const flag = (name) => process.argv.includes(`--${name}`);
const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const RUNS = arg("runs", 3);
const TRACE = flag("trace");
const POSTGRES = flag("postgres") || Boolean(process.env.BENCH_DATABASE_URL);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Lets a list refresh or a late write settle before "resident after pages" is read. */
const SETTLE_MS = 3_000;
const READY_TIMEOUT_MS = 120_000;
const BARS = { firstPeakMb: 600, restartPeakMb: 400, residentMb: 300 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => Math.round(kb / 1024);

/** Every live-data API once: the three problem lists, the contests, their calendar, two handles. */
const LIVE_APIS = [
  "/api/problems/codeforces",
  "/api/problems/atcoder",
  "/api/problems/leetcode",
  "/api/contests",
  "/api/contests/calendar.ics",
  "/api/progress/codeforces?handle=active_cf",
  "/api/progress/atcoder?handle=active_ac",
];

async function waitReady(origin) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const res = await fetch(`${origin}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error("/api/ready did not answer 200");
}

/**
 * GETs each path once, in order; counts answers by status class. With --trace, prints each path
 * after which the server's own high-water mark rose by 10 MB or more.
 */
async function load(origin, paths, pid) {
  const statuses = {};
  let hwm = processMemory(pid)?.hwmKb ?? 0;
  for (const path of paths) {
    const res = await fetch(origin + path, { headers: { "Accept-Encoding": "br, gzip" } });
    await res.arrayBuffer();
    const now = processMemory(pid)?.hwmKb ?? 0;
    if (TRACE && now - hwm >= 10 * 1024)
      console.log(`  ${path}: high-water ${mb(hwm)} → ${mb(now)} MB`);
    hwm = now;
    const key = `${String(res.status)[0]}xx`;
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (res.status >= 500) console.warn(`  ${path} answered ${res.status}`);
  }
  return statuses;
}

async function pgAdmin(sql) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  const pages = allRoutes().map((r) => r.url);
  const fake = await startFakeUpstream({ full: !flag("trimmed") });
  const dbName = `bench_memory_${process.pid}`;
  const env = { ...fake.env, REDIS_URL: undefined, DATABASE_URL: undefined, LOG_LEVEL: "warn" };
  if (POSTGRES) {
    await pgAdmin(`create database ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const sampler = sampleTree(() => childRunning("server.mjs"), 100);
  const rows = [];
  let server;
  try {
    for (let run = 1; run <= RUNS; run++) {
      sampler.reset();
      const started = Date.now();
      server = run === 1 ? await serveBuild({ env }) : await server.restart();
      await waitReady(server.origin);
      const readyS = ((Date.now() - started) / 1000).toFixed(1);
      const afterReady = treeMemory(server.pid).rssKb;
      if (TRACE) console.log(`  ready: high-water ${mb(processMemory(server.pid)?.hwmKb ?? 0)} MB`);
      const statuses = await load(server.origin, [...pages, ...LIVE_APIS], server.pid);
      await sleep(SETTLE_MS);
      const afterPages = treeMemory(server.pid).rssKb;
      const peak = sampler.peakKb();
      rows.push({
        run: run === 1 ? "1 (fresh data folder)" : `${run} (restart)`,
        peak: mb(peak),
        afterReady: mb(afterReady),
        afterPages: mb(afterPages),
        processes: sampler.processes(),
        readyS,
        statuses: Object.entries(statuses)
          .map(([k, v]) => `${v}×${k}`)
          .join(" "),
      });
      console.log(rows.at(-1));
      await server.stop();
    }
  } finally {
    sampler.stop();
    await server?.stop();
    fake.stop();
    if (POSTGRES) await pgAdmin(`drop database if exists ${dbName} with (force)`);
  }

  const database = POSTGRES
    ? "PostgreSQL (127.0.0.1:5432; its own processes not counted)"
    : "PGlite (embedded)";
  const table = [
    `# bench:memory – ${database}`,
    "",
    `Build: ${process.env.NEXT_DIST_DIR || ".next"} in ${ROOT}; ${pages.length} pages (both languages) and ${LIVE_APIS.length} live-data APIs per run; fake upstream${flag("trimmed") ? " (trimmed fixtures)" : " (--full)"}.`,
    `Resident is the sum of VmRSS over the server's process tree; high-water is the tree's largest sampled sum (every 100 ms) or a process's own VmHWM, whichever is larger.`,
    "",
    "| run | high-water | resident after ready | resident after pages | ready after | answers |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.run} | ${r.peak} MB | ${r.afterReady} MB | ${r.afterPages} MB | ${r.readyS} s | ${r.statuses} |`,
    ),
    "",
    `Bars (PGlite): high-water ≤ ${BARS.firstPeakMb} MB on the first start, ≤ ${BARS.restartPeakMb} MB after a restart; resident ≤ ${BARS.residentMb} MB after the pages.`,
    "",
  ].join("\n");
  const file = writeResult(POSTGRES ? "memory-postgres.md" : "memory.md", table);
  console.log(`\n${table}\nWritten to ${file}`);
}

await main();
process.exit(0);
