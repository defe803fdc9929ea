// npm run bench:slow-clients – what slow and idle clients can do to the production server with
// its default timeouts (HEADERS_TIMEOUT_MS 10 s, REQUEST_TIMEOUT_MS 30 s):
// - a form body sent one byte every 2 s: when the server closes it (the bar: within 35 s);
// - headers that never finish: when the server closes them;
// - 500 idle sockets held open: a static page's latency alone and while they are held.
// Needs a production build (`npm run build`). Writes bench/results/slow-clients.md.
import { connect } from "node:net";
import { summarize, fmt } from "./lib/figures.mjs";
import { startPageProbe } from "./lib/page-probe.mjs";
import { serveBuild, writeResult } from "./lib/server.mjs";

const IDLE_SOCKETS = 500;
const PROBE_SECONDS = 10;

/** Opens a socket, runs `feed` on it, resolves with the seconds until the server closed it. */
function secondsUntilClosed(port, feed) {
  return new Promise((resolve) => {
    const opened = performance.now();
    let timer;
    const socket = connect(port, "127.0.0.1", () => (timer = feed(socket)));
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve((performance.now() - opened) / 1000);
    });
  });
}

async function probeFor(origin, seconds) {
  const probe = startPageProbe(`${origin}/features`);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { ms, failed } = await probe.stop();
  return { ...summarize(ms), failed };
}

async function main() {
  const server = await serveBuild();
  try {
    const { port, origin } = server;
    const slowBody = secondsUntilClosed(port, (socket) => {
      socket.write(
        "POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n",
      );
      return setInterval(() => socket.writable && socket.write("a"), 2000);
    });
    const slowHeaders = secondsUntilClosed(port, (socket) => {
      socket.write("GET /features HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      return setInterval(
        () => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`),
        2000,
      );
    });

    const alone = await probeFor(origin, PROBE_SECONDS);
    // The 500 idle sockets are opened after the slow pair, and held for the second probe.
    // Each idle socket resolves with the seconds until the server closed it (null: still open).
    const idle = Array.from({ length: IDLE_SOCKETS }, () => secondsUntilClosed(port, () => {}));
    const held = await probeFor(origin, PROBE_SECONDS);
    const closedAfter = await Promise.race([
      Promise.all(idle),
      new Promise((resolve) => setTimeout(() => resolve(null), 30_000)),
    ]);
    const [body, headers] = await Promise.all([slowBody, slowHeaders]);

    const report = [
      "# Slow and idle clients (default timeouts)",
      "",
      `${new Date().toISOString()}, \`npm run bench:slow-clients\`.`,
      "",
      "| what | figure |",
      "| --- | ---: |",
      `| a body sent 1 byte / 2 s: closed after | ${fmt(body)} s |`,
      `| headers never finished (a header line / 2 s): closed after | ${fmt(headers)} s |`,
      `| /features alone: p50 / p99 (${alone.count} requests, ${alone.failed} failed) | ${fmt(alone.p50)} / ${fmt(alone.p99)} ms |`,
      `| /features with ${IDLE_SOCKETS} idle sockets open: p50 / p99 (${held.count} requests, ${held.failed} failed) | ${fmt(held.p50)} / ${fmt(held.p99)} ms |`,
      closedAfter
        ? `| ${IDLE_SOCKETS} idle sockets: closed by the server after (p50 / max) | ${fmt(summarize(closedAfter).p50)} / ${fmt(summarize(closedAfter).max)} s |`
        : `| ${IDLE_SOCKETS} idle sockets: still open after 40 s | yes |`,
      "",
    ].join("\n");
    console.log(report);
    console.log(`written to ${writeResult("slow-clients.md", report)}`);
  } finally {
    await server.stop();
  }
}

await main();
