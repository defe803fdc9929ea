// A page's latency while other traffic runs, as a visitor would feel it. Requests go out at a
// fixed rate whatever the server does (an open loop: a stalled server cannot hide by being asked
// less), each timed from when it was due to when its last byte arrived, over keep-alive
// connections of its own (HTTP, or HTTPS trusting `ca`). It runs in a worker thread, so the
// benchmark's own client work (the submissions it sends beside it) cannot delay a probe request
// or its clock.
import http from "node:http";
import https from "node:https";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

/**
 * Starts probing `url` `perSecond` times a second (for an https:// URL, `ca`, a PEM, is the
 * certificate to trust: nginx's self-signed one). `stop()` resolves, once the requests still out have ended, with
 * `{ ms: [...] latencies of 200 answers, failed: count of the others }`.
 */
export function startPageProbe(url, { perSecond = 20, ca } = {}) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, perSecond, ca } });
  const result = new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const figures = await result;
      await worker.terminate();
      return figures;
    },
  };
}

/** One GET, body read in full; resolves with the status code (0 when no answer came). */
function get(url, agent) {
  return new Promise((resolve) => {
    const client = url.startsWith("https:") ? https : http;
    const request = client.get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
      response.on("error", () => resolve(0));
    });
    request.setTimeout(30_000, () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

function probe({ url, perSecond, ca }) {
  const Agent = url.startsWith("https:") ? https.Agent : http.Agent;
  const agent = new Agent({ keepAlive: true, maxSockets: 16, ca });
  const interval = 1000 / perSecond;
  const started = performance.now();
  const ms = [];
  const out = new Set();
  let failed = 0;
  let sent = 0;
  let timer;
  const next = () => {
    const due = started + sent * interval;
    sent++;
    const request = get(url, agent).then((status) => {
      if (status === 200) ms.push(performance.now() - due);
      else failed++;
    });
    out.add(request);
    void request.finally(() => out.delete(request));
    timer = setTimeout(next, Math.max(0, started + sent * interval - performance.now()));
  };
  next();
  parentPort.once("message", async () => {
    clearTimeout(timer);
    await Promise.all(out);
    agent.destroy();
    parentPort.postMessage({ ms, failed });
  });
}

if (!isMainThread && workerData?.perSecond) probe(workerData);
