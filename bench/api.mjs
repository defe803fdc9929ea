// bench:api – a page of /api/problems/codeforces from a warm cache: latency at a fixed 200
// requests/s for 20 s, and the bytes of one page against the upstream answer. The requests are
// evenly spaced (one every 5 ms, open loop) and each latency counts from its scheduled start,
// so a stall shows up in the figures. (autocannon's overallRate sends each second's requests in
// one burst, which measures its own queue, not the server.)
// The upstream is the fake server (tests/support/fake-upstream.ts) serving the whole real
// Codeforces answer (10,348 problems, committed gzipped in tests/fixtures/upstream).
//
//   npm run bench:api                       one server.mjs over HTTP (its live-data cache)
//   npm run bench:api -- --two-instances    two instances on PostgreSQL + Redis behind the
//                                           deploy nginx, requests over HTTPS (nginx's cache)
//
// Needs a production build in NEXT_DIST_DIR (default .next).
import { parseArgs } from "node:util";
import { clientFor } from "./lib/http-client.mjs";
import { startPair } from "./lib/pair.mjs";
import { serveBuild, startFakeUpstream, writeResult } from "./lib/server.mjs";

const RATE = 200;
const DURATION_S = 20;
const P99_BAR_MS = 20;
const BYTES_BAR = 100;
/** nginx's X-Cache-Status values of an answer it gave from its cache without asking Next. */
const FROM_CACHE = new Set(["HIT", "STALE", "UPDATING"]);

const { values: args } = parseArgs({
  options: { "two-instances": { type: "boolean", default: false } },
});
const twoInstances = args["two-instances"];

/**
 * One GET; resolves once the whole body has arrived with its status and nginx's X-Cache-Status
 * ("" without nginx in front: every answer then comes from Next's handler).
 */
function get(agent, origin, path) {
  return new Promise((resolve) => {
    const req = clientFor(origin).request(`${origin}${path}`, { agent }, (res) => {
      const cache = String(res.headers["x-cache-status"] ?? "");
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, cache }));
      res.on("error", () => resolve({ status: 0, cache }));
    });
    req.on("error", () => resolve({ status: 0, cache: "" }));
    req.end();
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** RATE requests a second for `seconds`, request k scheduled at start + k / RATE seconds. */
async function paced({ origin, ca }, pages, seconds = DURATION_S) {
  const Agent = clientFor(origin).Agent;
  const agent = new Agent({ keepAlive: true, maxSockets: 64, ca });
  const total = RATE * seconds;
  const interval = 1000 / RATE;
  const latencies = [];
  const throughNext = [];
  const cacheStatuses = new Map();
  let failed = 0;
  const pending = [];
  const start = performance.now();
  for (let k = 0; k < total; k++) {
    const scheduled = start + k * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const path = `/api/problems/codeforces?page=${1 + Math.floor(Math.random() * pages)}`;
    pending.push(
      get(agent, origin, path).then(({ status, cache }) => {
        const latency = performance.now() - scheduled;
        latencies.push(latency);
        if (!FROM_CACHE.has(cache)) throughNext.push(latency);
        if (cache) cacheStatuses.set(cache, (cacheStatuses.get(cache) ?? 0) + 1);
        if (status !== 200) failed++;
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const sortedNext = throughNext.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    requests: { total, throughNext: sortedNext.length },
    failed,
    cacheStatuses: [...cacheStatuses].map(([status, n]) => `${status} × ${n}`).join(", "),
    throughNext: sortedNext.length
      ? { p50: ms(percentile(sortedNext, 50)), p99: ms(percentile(sortedNext, 99)) }
      : null,
    latency: {
      p50: ms(percentile(sorted, 50)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1)),
    },
    rate: total / ((performance.now() - start) / 1000),
  };
}

const fake = await startFakeUpstream({ full: true });
let server = null;
let pair = null;
let front;
try {
  if (twoInstances) {
    pair = await startPair({ env: fake.env });
    front = { origin: pair.origin, ca: pair.ca };
  } else {
    server = await serveBuild({
      env: { ...fake.env, REDIS_URL: undefined, DATABASE_URL: undefined },
    });
    front = { origin: server.origin };
  }
  const upstreamBytes = (
    await (await fetch(`${fake.url}/codeforces/api/problemset.problems`)).arrayBuffer()
  ).byteLength;
  // Warm the cache: the first call waits for the upstream fetch.
  const first = await fetch(`${front.origin}/api/problems/codeforces?page=1`);
  if (!first.ok) throw new Error(`warm-up answered ${first.status}: ${await first.text()}`);
  const page = await first.json();
  const pageBytes = Buffer.byteLength(JSON.stringify(page));
  const pages = page.totalPages;

  // Warm the server too (JIT, connection pool, nginx's cache): 5 s at the same rate, not counted.
  await paced(front, pages, 5);
  const result = await paced(front, pages);
  const ratio = upstreamBytes / pageBytes;
  const non2xx = result.failed;
  const where = twoInstances
    ? `${pair.label}. "From nginx's cache": X-Cache-Status HIT, STALE or UPDATING`
    : "One `server.mjs` over HTTP, nothing in front: every answer comes from Next's handler";
  const lines = [
    `# bench:api – /api/problems/codeforces from a warm cache${twoInstances ? " (two instances behind nginx)" : ""}`,
    "",
    `Fixed ${RATE} requests/s for ${DURATION_S} s over pages 1–${pages} (default filters, ${page.total} problems), ${new Date().toISOString()}.`,
    "",
    `${where}.`,
    "",
    "| figure | value | bar |",
    "|---|---|---|",
    `| requests | ${result.requests.total} at ${result.rate.toFixed(0)}/s achieved (${non2xx} non-200/errors) | 0 errors |`,
    `| latency p50 | ${result.latency.p50} ms | |`,
    // The bar is for the deployed site: behind nginx's cache. Next's handler alone is reported.
    twoInstances
      ? `| latency p99 | ${result.latency.p99} ms | < ${P99_BAR_MS} ms ${result.latency.p99 < P99_BAR_MS ? "✅" : "❌"} |`
      : `| latency p99 | ${result.latency.p99} ms | (the < ${P99_BAR_MS} ms bar is behind nginx: \`-- --two-instances\`) |`,
    `| latency max | ${result.latency.max} ms | |`,
    `| answered by Next's handler (not nginx's cache) | ${result.requests.throughNext} of ${result.requests.total}${result.throughNext ? `, p50 ${result.throughNext.p50} ms, p99 ${result.throughNext.p99} ms` : ""} | |`,
    ...(twoInstances ? [`| X-Cache-Status | ${result.cacheStatuses || "none"} | |`] : []),
    `| bytes of one page (page 1, JSON) | ${pageBytes.toLocaleString("en")} | |`,
    `| bytes of the upstream answer | ${upstreamBytes.toLocaleString("en")} | |`,
    `| upstream ÷ page | ${ratio.toFixed(0)}× | ≥ ${BYTES_BAR}× ${ratio >= BYTES_BAR ? "✅" : "❌"} |`,
    "",
  ];
  const markdown = lines.join("\n");
  console.log(markdown);
  writeResult(twoInstances ? "api-two-instances.md" : "api.md", markdown);
  const slow = twoInstances && result.latency.p99 >= P99_BAR_MS;
  if (slow || ratio < BYTES_BAR || non2xx > 0) process.exitCode = 1;
} finally {
  await server?.stop();
  await pair?.stop();
  fake.stop();
}
