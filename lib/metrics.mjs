// @ts-check
// Prometheus metrics (prom-client), one registry per process. server.mjs records every request;
// the app records submissions, upstream refreshes, rate-limit refusals and purges; the outbox
// backlog is read from the database when Prometheus scrapes. Labels take only fixed values (route
// patterns, codes), never anything a visitor typed.
import client from "prom-client";
import { processWide } from "./process-wide.mjs";

/** @typedef {{ pending: number; oldestAgeSeconds: number }} OutboxBacklog */

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** @type {Map<string, number>} list name → asOf (ms) of the copy this process serves */
  const copies = new Map();
  /** @type {(() => Promise<OutboxBacklog>) | null} */
  let outboxProbe = null;

  const httpRequests = new client.Counter({
    name: "coderhouse_http_requests_total",
    help: "Requests answered, by route pattern, method and status code.",
    labelNames: ["route", "method", "status"],
    registers,
  });
  const httpDuration = new client.Histogram({
    name: "coderhouse_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern and method.",
    labelNames: ["route", "method"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const submissions = new client.Counter({
    name: "coderhouse_submissions_total",
    help: "Form submissions by endpoint and outcome; refused ones by the error code they got.",
    labelNames: ["endpoint", "outcome", "reason"],
    registers,
  });
  const upstreamRefreshes = new client.Counter({
    name: "coderhouse_upstream_refreshes_total",
    help: "Upstream refreshes of each live list, by outcome (ok or the kind of failure).",
    labelNames: ["list", "outcome"],
    registers,
  });
  new client.Gauge({
    name: "coderhouse_upstream_copy_age_seconds",
    help: "Age of the copy of each live list this process serves.",
    labelNames: ["list"],
    registers,
    collect() {
      this.reset();
      for (const [list, asOf] of copies) this.set({ list }, (Date.now() - asOf) / 1000);
    },
  });
  const rateLimitRefusals = new client.Counter({
    name: "coderhouse_rate_limit_refusals_total",
    help: "Requests refused with 429, by limit (leads, appointments, admin).",
    labelNames: ["limit"],
    registers,
  });
  const purged = new client.Counter({
    name: "coderhouse_retention_deleted_rows_total",
    help: "Rows deleted because their retention period ended, by table.",
    labelNames: ["table"],
    registers,
  });
  const outboxPending = new client.Gauge({
    name: "coderhouse_outbox_pending_events",
    help: "Webhook events not yet delivered.",
    registers,
  });
  new client.Gauge({
    name: "coderhouse_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest webhook event not yet delivered (0 when none waits).",
    registers,
    async collect() {
      if (!outboxProbe) return;
      const backlog = await outboxProbe().catch(() => null);
      if (!backlog) return;
      outboxPending.set(backlog.pending);
      this.set(backlog.oldestAgeSeconds);
    },
  });

  return {
    registry,
    /**
     * @param {{ route: string; method: string; status: number; seconds: number }} request
     */
    requestServed({ route, method, status, seconds }) {
      httpRequests.inc({ route, method, status: String(status) });
      httpDuration.observe({ route, method }, seconds);
    },
    /**
     * @param {string} endpoint "leads" or "appointments"
     * @param {string | null} refusedWith null when accepted, else the error code
     */
    submission(endpoint, refusedWith) {
      submissions.inc({
        endpoint,
        outcome: refusedWith ? "refused" : "accepted",
        reason: refusedWith ?? "",
      });
    },
    /** @param {string} list @param {string} outcome "ok" or an UpstreamError kind */
    upstreamRefresh(list, outcome) {
      upstreamRefreshes.inc({ list, outcome });
    },
    /** @param {string} list @param {number} asOfMs the asOf of the copy now served */
    copyServed(list, asOfMs) {
      copies.set(list, asOfMs);
    },
    /** @param {string} limit */
    rateLimited(limit) {
      rateLimitRefusals.inc({ limit });
    },
    /** @param {string} table @param {number} rows */
    rowsPurged(table, rows) {
      if (rows > 0) purged.inc({ table }, rows);
    },
    /** The asOf (ms) of each live list's copy this process serves, for GET /api/ready. */
    copiesServed() {
      return new Map(copies);
    },
    /** @param {() => Promise<OutboxBacklog>} probe reads the backlog at each scrape */
    setOutboxProbe(probe) {
      outboxProbe = probe;
    },
  };
}

/** The process's metrics. */
export const metrics = processWide("metrics", createMetrics);
