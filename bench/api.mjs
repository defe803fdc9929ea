// bench:api – a page of /api/problems/codeforces from a warm cache: latency at a fixed 200
// requests/s for 20 s, and the bytes of one page against the upstream answer. The requests are
// evenly spaced (one every 5 ms, open loop) and each latency counts from its scheduled start,
// so a stall shows up in the figures. (autocannon's overallRate sends each second's requests in
// one burst, which measures its own queue, not the server.)
// The upstream is the fake server (tests/support/fake-upstream.ts) serving the whole real
// Codeforces answer (10,348 problems, committed gzipped in tests/fixtures/upstream).
// Needs a production build in NEXT_DIST_DIR (default .next).
import { Agent, request as httpRequest } from "node:http";
import { serveBuild, startFakeUpstream, writeResult } from "./lib/server.mjs";

const RATE = 200;
const DURATION_S = 20;
const P99_BAR_MS = 20;
const BYTES_BAR = 100;

/**
 * One GET; resolves once the whole body has arrived with its status and whether server.mjs
 * answered from its short-lived copy (lib/server/micro-cache.mjs) instead of Next's handler.
 */
function get(agent, origin, path) {
  return new Promise((resolve) => {
    const req = httpRequest(`${origin}${path}`, { agent }, (res) => {
      const fromCopy = res.headers["x-server-cache"] === "hit";
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, fromCopy }));
      res.on("error", () => resolve({ status: 0, fromCopy }));
    });
    req.on("error", () => resolve({ status: 0, fromCopy: false }));
    req.end();
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** RATE requests a second for `seconds`, request k scheduled at start + k / RATE seconds. */
async function paced(origin, pages, seconds = DURATION_S) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = RATE * seconds;
  const interval = 1000 / RATE;
  const latencies = [];
  const throughNext = [];
  let failed = 0;
  const pending = [];
  const start = performance.now();
  for (let k = 0; k < total; k++) {
    const scheduled = start + k * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const path = `/api/problems/codeforces?page=${1 + Math.floor(Math.random() * pages)}`;
    pending.push(
      get(agent, origin, path).then(({ status, fromCopy }) => {
        const latency = performance.now() - scheduled;
        latencies.push(latency);
        if (!fromCopy) throughNext.push(latency);
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
const server = await serveBuild({
  env: {
    ...fake.env,
    REDIS_URL: undefined,
    DATABASE_URL: undefined,
  },
});

try {
  const upstreamBytes = (
    await (await fetch(`${fake.url}/codeforces/api/problemset.problems`)).arrayBuffer()
  ).byteLength;
  // Warm the cache: the first call waits for the upstream fetch.
  const first = await fetch(`${server.origin}/api/problems/codeforces?page=1`);
  if (!first.ok) throw new Error(`warm-up answered ${first.status}: ${await first.text()}`);
  const page = await first.json();
  const pageBytes = Buffer.byteLength(JSON.stringify(page));
  const pages = page.totalPages;

  // Warm the server too (JIT, connection pool): 5 s at the same rate, not counted.
  await paced(server.origin, pages, 5);
  const result = await paced(server.origin, pages);
  const ratio = upstreamBytes / pageBytes;
  const non2xx = result.failed;
  const lines = [
    "# bench:api – /api/problems/codeforces from a warm cache",
    "",
    `Fixed ${RATE} requests/s for ${DURATION_S} s over pages 1–${pages} (default filters, ${page.total} problems), ${new Date().toISOString()}.`,
    "",
    "| figure | value | bar |",
    "|---|---|---|",
    `| requests | ${result.requests.total} at ${result.rate.toFixed(0)}/s achieved (${non2xx} non-200/errors) | 0 errors |`,
    `| latency p50 | ${result.latency.p50} ms | |`,
    `| latency p99 | ${result.latency.p99} ms | < ${P99_BAR_MS} ms ${result.latency.p99 < P99_BAR_MS ? "✅" : "❌"} |`,
    `| latency max | ${result.latency.max} ms | |`,
    `| answered by Next's handler (not the server's copy) | ${result.requests.throughNext} of ${result.requests.total}${result.throughNext ? `, p50 ${result.throughNext.p50} ms, p99 ${result.throughNext.p99} ms` : ""} | |`,
    `| bytes of one page (page 1, JSON) | ${pageBytes.toLocaleString("en")} | |`,
    `| bytes of the upstream answer | ${upstreamBytes.toLocaleString("en")} | |`,
    `| upstream ÷ page | ${ratio.toFixed(0)}× | ≥ ${BYTES_BAR}× ${ratio >= BYTES_BAR ? "✅" : "❌"} |`,
    "",
  ];
  const markdown = lines.join("\n");
  console.log(markdown);
  writeResult("api.md", markdown);
  if (result.latency.p99 >= P99_BAR_MS || ratio < BYTES_BAR || non2xx > 0) process.exitCode = 1;
} finally {
  await server.stop();
  fake.stop();
}
