#!/usr/bin/env node
// Form submissions under load, what survives a crash, and whether visitors notice. Against the
// production server (server.mjs serving NEXT_DIST_DIR) on the embedded PGlite database, on
// PostgreSQL with --postgres, or (--two-instances) two of them on PostgreSQL + Redis behind the
// deploy nginx, the load going through nginx over HTTPS:
//   1. a static page (GET /features) alone: its latency with nothing else running.
//   2. load run: N valid submissions (home leads, coder-sheet leads and bookings in turn, each
//      with its own Idempotency-Key and email) with C in flight; every answer must be 201 and
//      the admin export must then hold exactly N new rows. Prints throughput and latency, and the
//      static page's latency measured during it (bar on PGlite: p99 under 150 ms).
//   3. crash run: the same again, but the server is killed with SIGKILL once about half have
//      been answered and restarted on the same data; every submission that got a 201 must be in
//      the export. The failed ones are then sent again with their own key (a stored one must be
//      replayed, not stored twice) and the unsent rest follow, ending with exactly N rows. With
//      two instances one of them is killed and restarted while the other keeps serving.
//
//   npm run bench:forms                      PGlite in a temporary DATA_DIR
//   npm run bench:forms -- --postgres        PostgreSQL: DATABASE_URL, else a throwaway database
//   npm run bench:forms -- --two-instances   two instances (PostgreSQL + Redis) behind nginx
//   npm run bench:forms -- --total=500 --concurrency=20 --no-crash
//
// Writes bench/results/forms-<pglite|postgres|two-instances>.md and prints it; exits 1 if any
// check fails.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { firstProblem, latencies, statusSummary, summarize } from "./lib/figures.mjs";
import { crashRun } from "./lib/forms-crash.mjs";
import { crashRunPair } from "./lib/forms-crash-pair.mjs";
import { formsReport } from "./lib/forms-report.mjs";
import { makeSubmission, reconcile, sendAll, storedRows } from "./lib/forms-traffic.mjs";
import { startPageProbe } from "./lib/page-probe.mjs";
import { startPair } from "./lib/pair.mjs";
import { serveBuild, writeResult } from "./lib/server.mjs";
import { POSTGRES_ADMIN_URL, postgresTarget } from "./lib/stores.mjs";

const USAGE = `Usage: npm run bench:forms -- [--postgres | --two-instances] [--total=2000] [--concurrency=50]
                              [--no-crash] [--port=N]

  --postgres       run against PostgreSQL: DATABASE_URL when set, else a throwaway database
                   ch_bench_<random> on ${POSTGRES_ADMIN_URL}, dropped at the end
  --two-instances  two instances on PostgreSQL (as above) and Redis (REDIS_URL, else an empty
                   logical database of 127.0.0.1:6379; keys under a prefix of the run, deleted
                   at the end) behind the deploy nginx; the load goes through nginx over HTTPS
                   and the crash run kills one instance while the other serves
  --total=N        submissions per run (default 2000)
  --concurrency=C  requests in flight (default 50; through nginx, under its limit_conn)
  --no-crash       only the load run, no SIGKILL run
  --port=N         the server's port on 127.0.0.1 (default: a free one; not with --two-instances)
`;

/**
 * High enough that the limiters never answer 429 to one client sending thousands (each with its
 * own email, all with one phone).
 */
const FORM_RATE_LIMIT = "1000000";
const FORM_PERSON_LIMIT = "1000000";
/** The static page probed beside the submissions, how often, and for how long alone. */
const PAGE = "/features";
const PAGE_PER_SECOND = 20;
const PAGE_ALONE_SECONDS = 10;
/** The bar for the embedded database: visitors must not feel a burst of submissions. */
const PAGE_P99_BAR_MS = 150;

const { values: args } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    "two-instances": { type: "boolean", default: false },
    total: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    "no-crash": { type: "boolean", default: false },
    port: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const TOTAL = Number(args.total);
const CONCURRENCY = Number(args.concurrency);
const twoInstances = args["two-instances"];
const badCounts = !(Number.isInteger(TOTAL) && TOTAL >= 2 && Number.isInteger(CONCURRENCY));
if (badCounts || CONCURRENCY < 1 || (twoInstances && args.port)) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const kind = args.postgres || twoInstances ? "postgres" : "pglite";
const mode = twoInstances ? "two-instances" : kind;

const checks = [];
function check(name, ok, detail = "") {
  checks.push({ name, ok, detail });
  process.stderr.write(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}\n`);
}

// ---------------------------------------------------------------- the runs

async function warmUp(origin, token) {
  // Opens the database and loads each route's code before the clock starts; 422s store nothing.
  for (const path of ["/api/leads", "/api/appointments"]) {
    await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ source: "home" }),
    });
  }
  await (await fetch(`${origin}${PAGE}`)).text();
  await storedRows(origin, token, "warm-up");
}

/** The static page's figures from a probe: p50, p99, max, answered and failed requests. */
const pageFigures = ({ ms, failed }) => ({ ...summarize(ms), failed });

/** `front`: where the load goes ({ origin, ca }: the server, or nginx over HTTPS). */
async function pageAlone(front) {
  process.stderr.write(`${PAGE} alone for ${PAGE_ALONE_SECONDS} s…\n`);
  const probe = startPageProbe(`${front.origin}${PAGE}`, {
    perSecond: PAGE_PER_SECOND,
    ca: front.ca,
  });
  await new Promise((resolve) => setTimeout(resolve, PAGE_ALONE_SECONDS * 1000));
  return pageFigures(await probe.stop());
}

async function loadRun(front, token) {
  const tag = `load${randomBytes(3).toString("hex")}`;
  const subs = Array.from({ length: TOTAL }, (_, i) => makeSubmission(tag, i));
  process.stderr.write(
    `load run: ${TOTAL} submissions, ${CONCURRENCY} in flight, ${PAGE} probed beside them…\n`,
  );
  const probe = startPageProbe(`${front.origin}${PAGE}`, {
    perSecond: PAGE_PER_SECOND,
    ca: front.ca,
  });
  const { results, seconds } = await sendAll(front.origin, subs, { concurrency: CONCURRENCY });
  const page = pageFigures(await probe.stop());
  const created = results.filter((r) => r.status === 201).length;
  const { rows, total } = await storedRows(front.origin, token, tag);
  const rec = reconcile(subs, results, rows);
  const lat = latencies(results);
  check(
    `load: every answer is 201`,
    created === TOTAL,
    `${statusSummary(results)}${created === TOTAL ? "" : `; first other: ${firstProblem(results)}`}`,
  );
  check(`load: exactly ${TOTAL} rows stored`, rec.rows === TOTAL, `${rec.rows} rows of this run`);
  check(
    `load: every acknowledged id is stored`,
    rec.lost.length === 0,
    `${rec.lost.length} missing`,
  );
  check(`load: no duplicates`, rec.duplicates === 0, `${rec.duplicates} emails stored twice`);
  return {
    seconds,
    throughput: TOTAL / seconds,
    lat,
    created,
    statuses: statusSummary(results),
    rows: rec.rows,
    leads: rows.filter((r) => r.table === "leads").length,
    appointments: rows.filter((r) => r.table === "appointments").length,
    databaseTotal: total,
    page,
  };
}

function checkPage({ alone, during }) {
  check(
    `page: every ${PAGE} answered 200, alone and during the load run`,
    alone.failed + during.failed === 0 && alone.count > 0 && during.count > 0,
    `${alone.failed} + ${during.failed} failed`,
  );
  const detail = `p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms during; p99 ${alone.p99.toFixed(1)} ms alone`;
  // PostgreSQL does its work in another process: its figures are reported, the bar is PGlite's.
  if (kind === "pglite")
    check(
      `page: ${PAGE} p99 during the load run under ${PAGE_P99_BAR_MS} ms`,
      during.p99 < PAGE_P99_BAR_MS,
      detail,
    );
  else process.stderr.write(`     ${PAGE} ${detail}\n`);
}

async function main() {
  const token = randomBytes(24).toString("hex");
  // Two instances: startPair makes the database and picks Redis.
  const pgTarget = kind === "postgres" && !twoInstances ? await postgresTarget() : null;
  const env = {
    DATABASE_URL: pgTarget?.url, // undefined: PGlite, even if this shell has a DATABASE_URL
    FORM_RATE_LIMIT,
    FORM_PERSON_LIMIT,
    ADMIN_TOKEN: token,
    LEAD_WEBHOOK_URL: undefined,
    REDIS_URL: undefined,
    TRUST_PROXY_HOPS: undefined,
  };
  let server;
  let pair;
  try {
    let front, target;
    if (twoInstances) {
      process.stderr.write("starting two instances on PostgreSQL + Redis behind nginx…\n");
      pair = await startPair({ env });
      [front, target] = [{ origin: pair.origin, ca: pair.ca }, pair.label];
      process.stderr.write(`nginx on ${pair.origin}: ${target}\n`);
      for (const instance of pair.instances) await warmUp(instance.origin, token);
    } else {
      server = await serveBuild({ env, port: args.port ? Number(args.port) : undefined });
      front = server;
      target = pgTarget ? `PostgreSQL (${pgTarget.label})` : "PGlite in a temporary DATA_DIR";
      process.stderr.write(`server pid ${server.pid} on ${server.origin}, ${target}\n`);
    }
    await warmUp(front.origin, token);
    const alone = await pageAlone(front);
    const load = await loadRun(front, token);
    const page = { path: PAGE, perSecond: PAGE_PER_SECOND, alone, during: load.page };
    checkPage(page);
    let crash = null;
    const counts = { total: TOTAL, concurrency: CONCURRENCY, check };
    if (!args["no-crash"] && pair) crash = await crashRunPair(pair, token, counts);
    else if (!args["no-crash"]) {
      crash = await crashRun(server, token, { kind, ...counts });
      server = crash.server;
    }
    const text = formsReport({
      kind,
      mode,
      total: TOTAL,
      concurrency: CONCURRENCY,
      formRateLimit: FORM_RATE_LIMIT,
      target,
      load,
      page,
      crash,
      checks,
    });
    const file = writeResult(`forms-${mode}.md`, text);
    process.stdout.write(`${text}\nWritten to ${file}\n`);
  } catch (error) {
    for (const s of server ? [server] : (pair?.instances ?? [])) {
      process.stderr.write(`\nServer output (tail, port ${s.port}):\n${s.logs()}\n`);
    }
    throw error;
  } finally {
    await server?.stop();
    await pair?.stop();
    await pgTarget?.drop();
  }
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
