#!/usr/bin/env node
// bench:http – requests/s and latency of three pages and a live-data API page, in one run, from:
//   bare     server.mjs alone over plain HTTP (PGlite, one process)
//   nginx-1  the deploy nginx (deploy/nginx/coderhouse.conf.template) over HTTPS, one instance
//   nginx-2  the same in front of two instances on a throwaway PostgreSQL database and Redis
//   static   the machine's ceiling: nginx with the same TLS lines serving each answer's bytes
//            from disk (a .gz copy through gzip_static)
// with wrk pinned to one core and the servers to the other, for a client sending no
// Accept-Encoding and one sending a browser's. All targets run at once and take turns route by
// route (the machine is shared: its ups and downs should fall on all alike); each is warmed
// before each measurement (which fills nginx's cache). --rounds=N repeats it all, reporting
// medians.
//
//   npm run bench:http
//   npm run bench:http -- --duration=10 --warmup=2 --connections=32 --targets=bare,static
//
// Writes bench/results/http.md (printed too) and http.json. Needs a build, nginx and wrk.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { startNginx } from "../tests/support/nginx.mjs";
import { rawGet } from "./lib/http-client.mjs";
import { httpReport, medians } from "./lib/http-report.mjs";
import { startPair } from "./lib/pair.mjs";
import { nginxPid, pinTree, pinningPlan } from "./lib/pin.mjs";
import {
  distDir,
  listeningPid,
  serveBuild,
  startFakeUpstream,
  writeResult,
} from "./lib/server.mjs";
import { startStaticNginx } from "./lib/static-nginx.mjs";
import { runWrk, wrkAvailable } from "./lib/wrk.mjs";

const ROUTES = ["/", "/notes", "/programs/java-programming", "/api/problems/codeforces?page=1"];
const ENCODINGS = [
  { key: "none", short: "none", label: "No Accept-Encoding", headers: {} },
  {
    key: "browser",
    short: "browser",
    label: "Accept-Encoding: gzip, deflate, br (a browser)",
    headers: { "Accept-Encoding": "gzip, deflate, br" },
  },
];
const TARGETS = [
  { key: "bare", short: "(a) bare", label: "(a) server.mjs alone, HTTP" },
  { key: "nginx-1", short: "(b) nginx→1", label: "(b) nginx HTTPS → 1 instance" },
  { key: "nginx-2", short: "(b) nginx→2", label: "(b) nginx HTTPS → 2 instances (PG + Redis)" },
  { key: "static", short: "(c) static", label: "(c) nginx HTTPS, file from disk" },
];

const USAGE = `Usage: npm run bench:http -- [--duration=10] [--warmup=2] [--connections=32] [--threads=1]
                             [--rounds=1] [--targets=bare,nginx-1,nginx-2,static] [--no-pin]

  --duration=S     seconds measured per route, client kind and target (default 10)
  --warmup=S       seconds of the same load first, not counted (default 2; fills nginx's cache)
  --connections=C  connections wrk keeps open (default 32; stay under the deploy site's
                   limit_conn per client address, or nginx answers 503 to the surplus)
  --threads=T      wrk threads (default 1: one core)
  --rounds=N       measure everything N times over and report the medians (default 1)
  --targets=LIST   which of bare, nginx-1, nginx-2, static to measure (default all)
  --no-pin         do not pin wrk and the servers to separate cores with taskset
`;

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "32" },
    threads: { type: "string", default: "1" },
    rounds: { type: "string", default: "1" },
    targets: { type: "string", default: TARGETS.map((t) => t.key).join(",") },
    "no-pin": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const options = {
  seconds: Number(args.duration),
  warmup: Number(args.warmup),
  connections: Number(args.connections),
  threads: Number(args.threads),
  rounds: Number(args.rounds),
};
const wanted = args.targets.split(",").map((t) => t.trim());
const targets = TARGETS.filter((t) => wanted.includes(t.key));
if (
  !(options.seconds >= 1) ||
  !(options.warmup >= 0) ||
  !Number.isInteger(options.connections) ||
  options.connections < 1 ||
  !Number.isInteger(options.threads) ||
  options.threads < 1 ||
  options.connections < options.threads ||
  !Number.isInteger(options.rounds) ||
  options.rounds < 1 ||
  targets.length !== wanted.length
) {
  process.stderr.write(USAGE);
  process.exit(2);
}
if (!(await wrkAvailable())) {
  process.stderr.write("wrk is not installed: apt-get install -y wrk\n");
  process.exit(2);
}
const pin = pinningPlan(!args["no-pin"]);
const results = [];

/** Warms `target` (live at `{ origin, ca }`) and measures one route for one client kind. */
async function measure(target, { origin, ca }, encoding, route, round) {
  const url = `${origin}${route}`;
  const first = await rawGet(url, { headers: encoding.headers, ca });
  if (first.status !== 200) throw new Error(`${target.key} ${url} answered ${first.status}`);
  const run = {
    connections: options.connections,
    threads: options.threads,
    headers: encoding.headers,
    cpus: pin?.client,
  };
  if (options.warmup > 0) await runWrk(url, { ...run, seconds: options.warmup });
  const after = await rawGet(url, { headers: encoding.headers, ca });
  const { output, ...figures } = await runWrk(url, { ...run, seconds: options.seconds });
  void output;
  const m = {
    target: target.key,
    encoding: encoding.key,
    route,
    round,
    ...figures,
    status: after.status,
    contentEncoding: after.headers["content-encoding"] ?? "identity",
    bytes: after.body.length,
    cacheStatus: after.headers["x-cache-status"] ?? "",
  };
  results.push(m);
  process.stderr.write(
    `${round} ${target.key.padEnd(8)} ${encoding.key.padEnd(8)} ${route.padEnd(34)} ` +
      `${Math.round(m.requestsPerSecond).toString().padStart(6)}/s  p50 ${m.p50.toFixed(2)} ms  ` +
      `p99 ${m.p99.toFixed(2)} ms  ${m.contentEncoding} ${m.bytes} B ${m.cacheStatus}` +
      `${m.non2xx + m.socketErrors ? `  errors ${m.non2xx + m.socketErrors}` : ""}\n`,
  );
}

/** Each route's answer from the instance, plain and gzip, for the ceiling's files. */
async function pageCopies(origin) {
  const pages = [];
  for (const route of ROUTES) {
    const plain = await rawGet(`${origin}${route}`);
    const gzip = await rawGet(`${origin}${route}`, { headers: { "Accept-Encoding": "gzip" } });
    if (plain.status !== 200 || plain.headers["content-encoding"]) {
      throw new Error(`${route} answered ${plain.status} ${plain.headers["content-encoding"]}`);
    }
    pages.push({
      path: new URL(route, "http://x").pathname,
      contentType: plain.headers["content-type"] ?? "application/octet-stream",
      plain: plain.body,
      // The app's own gzip copy (what the proxy cache stores); else what nginx's gzip would make.
      gzip:
        gzip.headers["content-encoding"] === "gzip"
          ? gzip.body
          : gzipSync(plain.body, { level: 5 }),
    });
  }
  return pages;
}

const started = new Date();
const fake = await startFakeUpstream({ full: true });
const stops = [async () => fake.stop()];
try {
  if (pin) pinTree(listeningPid(Number(new URL(fake.url).port)), pin.servers);
  // Every target is started first and they take turns route by route, so that the machine's
  // ups and downs (it is shared) fall on all of them alike.
  const live = {};
  const wants = (...keys) => targets.some((t) => keys.includes(t.key));
  const appEnv = { ...fake.env, REDIS_URL: undefined, DATABASE_URL: undefined };
  if (wants("bare", "nginx-1", "static")) {
    const bare = await serveBuild({ env: appEnv });
    stops.push(() => bare.stop());
    if (pin) pinTree(bare.pid, pin.servers);
    live.bare = { origin: bare.origin };
    if (wants("static")) {
      const ceiling = await startStaticNginx(await pageCopies(bare.origin));
      stops.push(() => ceiling.stop());
      if (pin) pinTree(ceiling.pid, pin.servers);
      live.static = { origin: ceiling.origin, ca: ceiling.ca };
    }
    if (wants("nginx-1")) {
      const nginx = await startNginx({ instances: [`127.0.0.1:${bare.port}`] });
      stops.push(() => nginx.stop());
      if (pin) pinTree(nginxPid(nginx), pin.servers);
      live["nginx-1"] = { origin: nginx.httpsUrl, ca: readFileSync(nginx.certificate, "utf8") };
    }
  }
  if (wants("nginx-2")) {
    process.stderr.write("starting two instances on PostgreSQL + Redis behind nginx…\n");
    const pair = await startPair({ env: appEnv });
    stops.push(() => pair.stop());
    if (pin) {
      for (const instance of pair.instances) pinTree(instance.pid, pin.servers);
      pinTree(nginxPid(pair.nginx), pin.servers);
    }
    live["nginx-2"] = { origin: pair.origin, ca: pair.ca };
  }
  for (let round = 1; round <= options.rounds; round++) {
    for (const encoding of ENCODINGS) {
      for (const route of ROUTES) {
        for (const target of targets)
          await measure(target, live[target.key], encoding, route, round);
      }
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop();
}

const meta = [
  `${started.toISOString()}; build \`${distDir}\`; ${availableParallelism()} CPUs, Node ${process.version}.`,
  `wrk: ${options.threads} thread(s), ${options.connections} connections, ${options.warmup} s warm-up then ` +
    `${options.seconds} s measured per route, client kind and target` +
    (options.rounds > 1
      ? `, ${options.rounds} rounds (each figure the median of its rounds); `
      : "; ") +
    "the targets take turns route by route; " +
    (pin
      ? `wrk pinned to CPU ${pin.client}, servers (Node, nginx, fake upstream) to CPU ${pin.servers} ` +
        "(PostgreSQL and Redis are the machine's own services, not pinned)."
      : "no CPU pinning."),
  "The problems API page is served from the fake upstream's whole real Codeforces list.",
];
const text = httpReport({
  results: medians(results),
  targets,
  encodings: ENCODINGS,
  routes: ROUTES,
  meta,
});
const file = writeResult("http.md", text);
writeResult("http.json", JSON.stringify({ options, pin, results }, null, 2));
process.stdout.write(`${text}\nWritten to ${file}\n`);
