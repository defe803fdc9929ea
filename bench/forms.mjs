#!/usr/bin/env node
// Form submissions under load, and what survives a crash. Against the production server
// (server.mjs serving NEXT_DIST_DIR) on the embedded PGlite database, or on PostgreSQL with
// --postgres:
//   1. load run: N valid submissions (home leads, coder-sheet leads and bookings in turn, each
//      with its own Idempotency-Key and email) with C in flight; every answer must be 201 and
//      the admin export must then hold exactly N new rows. Prints throughput and latency.
//   2. crash run: the same again, but the server is killed with SIGKILL once about half have
//      been answered and restarted on the same data; every submission that got a 201 must be in
//      the export. The failed ones are then sent again with their own key (a stored one must be
//      replayed, not stored twice) and the unsent rest follow, ending with exactly N rows.
//
//   npm run bench:forms                      PGlite in a temporary DATA_DIR
//   npm run bench:forms -- --postgres        PostgreSQL: DATABASE_URL, else a throwaway database
//   npm run bench:forms -- --total=500 --concurrency=20 --no-crash
//
// Writes bench/results/forms-<pglite|postgres>.md and prints it; exits 1 if any check fails.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { commandLine, distDir, listeningPid, serveBuild, writeResult } from "./lib/server.mjs";

const ADMIN_URL_DEFAULT = "postgres://postgres@127.0.0.1:5432/postgres";

const USAGE = `Usage: npm run bench:forms -- [--postgres] [--total=2000] [--concurrency=50] [--no-crash]

  --postgres       run against PostgreSQL: DATABASE_URL when set, else a throwaway database
                   ch_bench_<random> on ${ADMIN_URL_DEFAULT}, dropped at the end
  --total=N        submissions per run (default 2000)
  --concurrency=C  requests in flight (default 50)
  --no-crash       only the load run, no SIGKILL run
`;

/** High enough that the per-client limiter never answers 429 to one client sending thousands. */
const FORM_RATE_LIMIT = "1000000";
const REQUEST_TIMEOUT_MS = 30_000;
/** The crash run kills the server once this share of the submissions has been answered. */
const KILL_AT_SHARE = 0.5;

const { values: args } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    total: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "50" },
    "no-crash": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const TOTAL = Number(args.total);
const CONCURRENCY = Number(args.concurrency);
if (!Number.isInteger(TOTAL) || TOTAL < 2 || !Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const kind = args.postgres ? "postgres" : "pglite";

// ---------------------------------------------------------------- submissions

/** A booking two days ahead at 17:30 India time: in the future and within the allowed year. */
function futureSlot() {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { appointment_date: `${day}T17:30:00+05:30`, appointment_time: "17:30" };
}

/**
 * The i-th valid submission of a run: the three forms in turn, each with an email unique to this
 * run (`tag`) and index, so its row can be found in the export.
 */
function makeSubmission(tag, i) {
  const email = `bench.${tag}.${i}@gmail.com`;
  const phone = `9${String(i).padStart(9, "0")}`;
  const common = { name: "Bench Visitor", email, phone, consent: true, website: "" };
  const slot = futureSlot();
  const forms = [
    {
      path: "/api/leads",
      table: "leads",
      body: { ...common, source: "home", role: "Student", program: "Java Programming" },
    },
    {
      path: "/api/leads",
      table: "leads",
      body: {
        ...common,
        source: "coder_sheet",
        role: "developer",
        query: "Which sheet should I start with for graphs?",
      },
    },
    {
      path: "/api/appointments",
      table: "appointments",
      body: {
        ...common,
        branch_course: "B Tech Computer Science",
        study_year: 2,
        mentor_domain: "dsa",
        ...slot,
        query: "I would like help planning my placement preparation.",
      },
    },
  ];
  return { i, email, key: randomUUID(), ...forms[i % forms.length] };
}

/** Sends one submission; never throws. `error` is set when no HTTP answer arrived. */
async function send(origin, sub) {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${sub.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": sub.key },
      body: JSON.stringify(sub.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // reported below by its status
    }
    return {
      status: res.status,
      id: json?.data?.id ?? null,
      replayed: res.headers.get("idempotent-replayed") === "true",
      detail: res.status === 201 ? undefined : text.slice(0, 300),
      ms,
    };
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.name ?? String(error);
    return { status: 0, error: cause, ms: performance.now() - started };
  }
}

/**
 * Sends `subs` with `concurrency` in flight. `onAnswer(result, answeredCount)` runs after each
 * answer; once `shouldStop()` is true no new request starts. Returns results by index (undefined
 * for never sent) and the wall time.
 */
async function sendAll(
  origin,
  subs,
  { concurrency, onAnswer = () => {}, shouldStop = () => false },
) {
  const results = new Array(subs.length);
  let next = 0;
  let answered = 0;
  const started = performance.now();
  async function worker() {
    while (next < subs.length && !shouldStop()) {
      const index = next++;
      const result = await send(origin, subs[index]);
      results[index] = result;
      answered++;
      onAnswer(result, answered);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, subs.length) }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------- reading the database back

/** Every stored row of this run (`tag`), from the admin export endpoints. */
async function storedRows(origin, token, tag) {
  const rows = [];
  let total = 0;
  for (const table of ["leads", "appointments"]) {
    const res = await fetch(`${origin}/api/admin/${table}?format=json`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) {
      throw new Error(`GET /api/admin/${table} answered ${res.status}: ${await res.text()}`);
    }
    const { data } = await res.json();
    total += data.length;
    for (const row of data) {
      if (row.email.startsWith(`bench.${tag}.`)) rows.push({ ...row, table });
    }
  }
  return { rows, total };
}

/** Checks a run's rows against what the server acknowledged. */
function reconcile(subs, results, rows) {
  const byId = new Map();
  const perEmail = new Map();
  for (const row of rows) {
    byId.set(row.id, row);
    perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  }
  let acknowledged = 0;
  const lost = [];
  for (const sub of subs) {
    const result = results[sub.i];
    if (result?.status !== 201) continue;
    acknowledged++;
    const row = byId.get(result.id);
    if (!row || row.email !== sub.email || row.table !== sub.table) lost.push(sub.i);
  }
  const duplicates = [...perEmail.values()].filter((n) => n > 1).length;
  return { acknowledged, lost, duplicates, rows: rows.length };
}

/** The PID in the data folder's lock file (lib/db/lock.ts: LOCK_FILE), or null. */
function lockOwner(dataDir) {
  try {
    return JSON.parse(readFileSync(join(dataDir, "coderhouse.lock"), "utf8")).pid ?? null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- figures

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function latencies(results) {
  const ms = results.filter((r) => r?.status === 201).map((r) => r.ms);
  ms.sort((a, b) => a - b);
  return {
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
    max: ms.at(-1),
  };
}

/** "201 × 1998, 0 (ECONNRESET) × 2": what came back, by status. */
function statusSummary(results) {
  const counts = new Map();
  for (const r of results) {
    if (!r) continue;
    const label = r.status === 0 ? `no answer (${r.error})` : String(r.status);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => `${label} × ${n}`).join(", ") || "none";
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

const checks = [];
function check(name, ok, detail = "") {
  checks.push({ name, ok, detail });
  process.stderr.write(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}\n`);
}

function firstProblem(results) {
  const bad = results.find((r) => r && r.status !== 201);
  return bad ? (bad.detail ?? bad.error ?? "") : "";
}

// ---------------------------------------------------------------- PostgreSQL

/** The database to use: DATABASE_URL, or a new throwaway one with a drop() for the end. */
async function postgresTarget() {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, label: "DATABASE_URL", drop: async () => {} };
  }
  const name = `ch_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL_DEFAULT });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL_DEFAULT);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `throwaway database ${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL_DEFAULT });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
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
  await storedRows(origin, token, "warm-up");
}

async function loadRun(server, token) {
  const tag = `load${randomBytes(3).toString("hex")}`;
  const subs = Array.from({ length: TOTAL }, (_, i) => makeSubmission(tag, i));
  process.stderr.write(`load run: ${TOTAL} submissions, ${CONCURRENCY} in flight…\n`);
  const { results, seconds } = await sendAll(server.origin, subs, { concurrency: CONCURRENCY });
  const created = results.filter((r) => r.status === 201).length;
  const { rows, total } = await storedRows(server.origin, token, tag);
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
  };
}

async function crashRun(server, token) {
  const tag = `crash${randomBytes(3).toString("hex")}`;
  const subs = Array.from({ length: TOTAL }, (_, i) => makeSubmission(tag, i));
  const killAt = Math.round(TOTAL * KILL_AT_SHARE);
  let killing = null;
  let killedPid = null;
  let killedCommand = "";

  process.stderr.write(
    `crash run: ${TOTAL} submissions, ${CONCURRENCY} in flight, SIGKILL after ${killAt} answers…\n`,
  );
  const { results } = await sendAll(server.origin, subs, {
    concurrency: CONCURRENCY,
    shouldStop: () => killing !== null,
    onAnswer: (_result, answered) => {
      if (answered < killAt || killing) return;
      // The process holding the listening socket must be the one we started, not a wrapper.
      killedPid = listeningPid(server.port);
      killedCommand = commandLine(killedPid ?? server.pid);
      killing = server.kill();
    },
  });
  await killing;
  check(
    "crash: the killed PID is the node process listening on the port",
    killedPid === server.pid && /\bnode\b.*server\.mjs/.test(killedCommand),
    `listening pid ${killedPid}, started pid ${server.pid}: ${killedCommand}`,
  );
  const staleLock = kind === "pglite" ? lockOwner(server.dataDir) : null;

  const sent = results.filter(Boolean);
  const ackBefore = sent.filter((r) => r.status === 201).length;
  const failed = sent.filter((r) => r.status === 0);
  const otherStatus = sent.filter((r) => r.status !== 0 && r.status !== 201);
  const unsent = TOTAL - sent.length;

  const restartStarted = performance.now();
  const restarted = await server.restart();
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  process.stderr.write(`restarted in ${fmt(restartSeconds)} s (pid ${restarted.pid})\n`);
  if (kind === "pglite") {
    // The killed server could not release its lock; the new one must have taken it over.
    await storedRows(restarted.origin, token, "lock"); // opens the database if not yet open
    const owner = lockOwner(restarted.dataDir);
    check(
      "crash: the restarted server took over the killed server's data-folder lock",
      staleLock === killedPid && owner === restarted.pid,
      `lock left by pid ${staleLock}, now held by pid ${owner}`,
    );
  }

  const afterCrash = reconcile(
    subs,
    results,
    (await storedRows(restarted.origin, token, tag)).rows,
  );
  // Rows the server committed whose 201 never reached the client.
  const storedUnacknowledged = afterCrash.rows - afterCrash.acknowledged;
  check(
    "crash: every submission answered 201 before the kill is stored",
    afterCrash.lost.length === 0,
    `${afterCrash.acknowledged} acknowledged, ${afterCrash.lost.length} lost`,
  );
  check("crash: nothing but 201 or no answer", otherStatus.length === 0, statusSummary(sent));

  // Retry each failed submission with its own key: one the server had committed is replayed.
  process.stderr.write(`resending ${failed.length} failed, then ${unsent} never sent…\n`);
  const failedIndexes = subs.filter((s) => results[s.i]?.status === 0).map((s) => s.i);
  const retry = await sendAll(
    restarted.origin,
    failedIndexes.map((i) => subs[i]),
    { concurrency: CONCURRENCY },
  );
  failedIndexes.forEach((i, n) => (results[i] = retry.results[n]));
  const replayed = retry.results.filter((r) => r.status === 201 && r.replayed).length;
  const rest = await sendAll(restarted.origin, subs.slice(sent.length), {
    concurrency: CONCURRENCY,
  });
  rest.results.forEach((r, n) => (results[sent.length + n] = r));

  const final = reconcile(subs, results, (await storedRows(restarted.origin, token, tag)).rows);
  const allCreated = results.every((r) => r?.status === 201);
  check(
    "crash: after resending, every submission is answered 201",
    allCreated,
    allCreated ? "" : `${statusSummary(results)}; first other: ${firstProblem(results)}`,
  );
  check(
    "crash: failed-in-flight submissions already stored were replayed, not stored twice",
    replayed === storedUnacknowledged && final.duplicates === 0,
    `${replayed} replayed, ${storedUnacknowledged} stored without a 201, ${final.duplicates} duplicates`,
  );
  check(
    `crash: exactly ${TOTAL} rows in the end`,
    final.rows === TOTAL && final.lost.length === 0,
    `${final.rows} rows`,
  );

  return {
    server: restarted,
    killAt,
    killedPid,
    answeredBeforeKill: sent.length - failed.length,
    ackBefore,
    failed: failed.length,
    failedErrors: statusSummary(failed),
    unsent,
    lost: afterCrash.lost.length,
    storedUnacknowledged,
    restartSeconds,
    resent: failedIndexes.length,
    replayed,
    finalRows: final.rows,
    duplicates: final.duplicates,
  };
}

// ---------------------------------------------------------------- report

function report({ target, load, crash }) {
  const lines = [
    `# Form submissions under load: ${kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}`,
    "",
    `${new Date().toISOString()}; \`node server.mjs\` serving \`${distDir}\` on 127.0.0.1, ${target}; ` +
      `${cpus().length} CPUs, Node ${process.version}. ${TOTAL} valid submissions per run ` +
      `(home leads, coder-sheet leads and bookings in turn, one Idempotency-Key each), ` +
      `${CONCURRENCY} in flight, FORM_RATE_LIMIT=${FORM_RATE_LIMIT}.`,
    "",
    "## Load run",
    "",
    "| figure | value |",
    "|---|---:|",
    `| throughput | ${fmt(load.throughput)} submissions/s |`,
    `| wall time | ${fmt(load.seconds, 2)} s |`,
    `| latency p50 | ${fmt(load.lat.p50)} ms |`,
    `| latency p90 | ${fmt(load.lat.p90)} ms |`,
    `| latency p99 | ${fmt(load.lat.p99)} ms |`,
    `| latency max | ${fmt(load.lat.max)} ms |`,
    `| answers | ${load.statuses} |`,
    `| rows stored (leads + appointments) | ${load.rows} (${load.leads} + ${load.appointments}) |`,
    "",
  ];
  if (crash) {
    lines.push(
      "## Crash run (SIGKILL at about half, restart on the same data)",
      "",
      "| figure | value |",
      "|---|---:|",
      `| answered before the kill | ${crash.answeredBeforeKill} (kill after ${crash.killAt}) |`,
      `| 201 before the kill | ${crash.ackBefore} |`,
      `| failed in flight | ${crash.failed} (${crash.failedErrors}) |`,
      `| never sent (sent after the restart) | ${crash.unsent} |`,
      `| **acknowledged submissions lost** | **${crash.lost}** |`,
      `| stored although the 201 was lost | ${crash.storedUnacknowledged} |`,
      `| restart until the first page answered | ${fmt(crash.restartSeconds, 2)} s |`,
      `| failed ones resent with the same key | ${crash.resent} (${crash.replayed} replayed) |`,
      `| rows in the end / duplicates | ${crash.finalRows} / ${crash.duplicates} |`,
      "",
    );
  }
  lines.push(
    "## Checks",
    "",
    ...checks.map(
      (c) => `- ${c.ok ? "PASS" : "**FAIL**"} ${c.name}${c.detail ? `: ${c.detail}` : ""}`,
    ),
    "",
  );
  return lines.join("\n");
}

async function main() {
  const token = randomBytes(24).toString("hex");
  const pgTarget = args.postgres ? await postgresTarget() : null;
  const env = {
    DATABASE_URL: pgTarget?.url, // undefined: PGlite, even if this shell has a DATABASE_URL
    FORM_RATE_LIMIT,
    ADMIN_TOKEN: token,
    LEAD_WEBHOOK_URL: undefined,
    REDIS_URL: undefined,
    TRUST_PROXY_HOPS: undefined,
  };
  let server;
  try {
    server = await serveBuild({ env });
    const target = pgTarget ? `PostgreSQL (${pgTarget.label})` : "PGlite in a temporary DATA_DIR";
    process.stderr.write(`server pid ${server.pid} on ${server.origin}, ${target}\n`);
    await warmUp(server.origin, token);
    const load = await loadRun(server, token);
    let crash = null;
    if (!args["no-crash"]) {
      crash = await crashRun(server, token);
      server = crash.server;
    }
    const text = report({ target, load, crash });
    const file = writeResult(`forms-${kind}.md`, text);
    process.stdout.write(`${text}\nWritten to ${file}\n`);
  } catch (error) {
    if (server) process.stderr.write(`\nServer output (tail):\n${server.logs()}\n`);
    throw error;
  } finally {
    await server?.stop();
    await pgTarget?.drop();
  }
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
