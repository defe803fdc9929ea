// @ts-check
// The production server (`npm start`): Next's request handler behind our own Node HTTP server
// (lib/server/site-server.mjs), which decides the client's address from the TCP peer and trusted
// proxies only, sets the security headers and each page's Content-Security-Policy, refuses
// malformed requests, logs one JSON line per request, counts metrics, and on SIGTERM lets the
// requests in flight finish before closing the database.
// Usage: node server.mjs [--port 3000] [--host 0.0.0.0]
import "./lib/preflight.mjs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { env } from "./lib/env.mjs";
import { isDraining, runShutdownHooks, startDraining } from "./lib/lifecycle.mjs";
import { log } from "./lib/log.mjs";
import { metrics } from "./lib/metrics.mjs";
import { routeConsoleToLog } from "./lib/server/console-to-log.mjs";
import { makeRefreshToken, refreshContentAtStart } from "./lib/server/content-refresh.mjs";
import { loadContentSecurityPolicy } from "./lib/server/csp.mjs";
import { buildHasServerActions, imageSources } from "./lib/server/request-guard.mjs";
import { loadRouteLabels } from "./lib/server/route-label.mjs";
import { createSiteServer } from "./lib/server/site-server.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: String(env.PORT) },
    host: { type: "string", short: "H", default: "0.0.0.0" },
  },
});
const port = Number(values.port);
const host = values.host;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Cannot start: --port must be a port number from 0 to 65535.`);
  process.exit(1);
}
// Read by lib/db (in Next's bundles): written into the database lock so scripts can find us.
process.env.INTERNAL_SERVER_URL ??= `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`;

routeConsoleToLog(log);
const distDir = process.env.NEXT_DIST_DIR || ".next";
let policyFor, routeOf, serverActions, images;
try {
  policyFor = loadContentSecurityPolicy(distDir);
  routeOf = loadRouteLabels(distDir, "public");
  serverActions = buildHasServerActions(distDir);
  images = imageSources("public", distDir);
} catch (err) {
  log.fatal(
    { err },
    `Cannot start: no complete production build in ${distDir}/. Run \`npm run build\`.`,
  );
  process.exit(1);
}

// Next only builds URLs from this name (the server below listens on `host`). proxy.ts rewrites
// English paths to the [locale] route, and Next's request URL names a loopback host "localhost":
// a rewrite is kept inside this server only when both name it the same way, else Next proxies it
// to itself as an outside address, and "/" looped between "/en" and "/".
const urlHost = /^(127\.|::1$)/.test(host) ? "localhost" : host;
makeRefreshToken();
const app = next({ dev: false, hostname: urlHost, port });
const handle = app.getRequestHandler();
try {
  await app.prepare();
} catch (err) {
  log.fatal({ err }, "Cannot start: Next could not load the build");
  process.exit(1);
}

const site = createSiteServer({
  handle,
  settings: env,
  log,
  metrics,
  policyFor,
  routeOf,
  isDraining,
  serverActions,
  images,
});
site.server.on("error", (err) => {
  log.fatal({ err }, `Cannot listen on ${host}:${port}`);
  process.exit(1);
});
site.server.listen(port, host, async () => {
  await refreshContentAtStart(process.env.INTERNAL_SERVER_URL ?? "", log);
  log.info({ host, port }, "Coder House site ready");
});

// Prometheus scrapes here without a token; only this machine can reach it.
if (env.METRICS_PORT) {
  const metricsServer = createServer(async (req, res) => {
    if (req.method !== "GET" || !/^\/(api\/)?metrics$/.test((req.url ?? "").split("?")[0] ?? "")) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      "Content-Type": metrics.registry.contentType,
      "Cache-Control": "no-store",
    });
    res.end(await metrics.registry.metrics());
  });
  metricsServer.listen(env.METRICS_PORT, "127.0.0.1", () =>
    log.info({ port: env.METRICS_PORT }, "metrics on 127.0.0.1"),
  );
  metricsServer.unref();
}

// SIGTERM (systemd, a rolling restart): report not ready and close each connection after its
// answer; take the connections already queued, stop accepting, and answer what is in flight (all
// within SHUTDOWN_TIMEOUT_MS: lib/server/site-server.mjs, drain); then stop the background jobs,
// close the database, and exit 0.
let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal, inFlight: site.inFlight() }, "shutting down: finishing requests in flight");
  startDraining();
  const unanswered = await site.drain(env.SHUTDOWN_TIMEOUT_MS);
  if (unanswered > 0) log.warn({ unanswered }, "requests still running at the shutdown deadline");
  await runShutdownHooks(log, env.SHUTDOWN_TIMEOUT_MS);
  log.info("stopped");
  log.flush?.();
  process.exit(0);
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
