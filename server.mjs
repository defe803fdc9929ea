// The production server: Next's request handler behind a plain Node HTTP server, so the route
// handlers can learn the client's address from the TCP socket (`next start` only passes on
// X-Forwarded-For, which any client can forge). Usage: node server.mjs [--port 3000] [--host 0.0.0.0]
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { warnIfNodePastEndOfLife } from "./lib/node-support.mjs";
import { createMicroCache } from "./lib/server/micro-cache.mjs";

warnIfNodePastEndOfLife();

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT ?? "3000" },
    host: { type: "string", short: "H", default: "0.0.0.0" },
  },
});
const port = Number(values.port);
const host = values.host;
// Read by lib/env.mjs: written into the database lock so export scripts can find this server.
process.env.INTERNAL_SERVER_URL ??= `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`;

const SOCKET_ADDRESS_HEADER = "x-coderhouse-socket-address";

const app = next({ dev: false, hostname: host, port });
const handle = app.getRequestHandler();

try {
  await app.prepare();
} catch (error) {
  console.error(
    `\nThe server could not start: ${error?.cause?.message ?? error?.message ?? error}\n`,
  );
  process.exit(1);
}

const microCache = createMicroCache();

const server = createServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "unknown";
  microCache(req, res, () => void handle(req, res));
});
server.listen(port, host, () => {
  console.log(`Coder House site ready on http://${host}:${port}`);
});

// Stop taking requests, close the database cleanly (lib/db/client.ts keeps it on globalThis),
// then exit; the data folder's lock is released on exit.
async function shutdown() {
  server.close();
  const database = globalThis[Symbol.for("coderhouse.database")];
  const closing = database ? database.then((db) => db.close()).catch(() => {}) : Promise.resolve();
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5000))]);
  process.exit(0);
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
