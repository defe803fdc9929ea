/** @jest-environment node */
// What operators watch: GET /api/health, GET /api/ready and GET /api/metrics.
import { homeLead } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, freshAddress, postJson, scrapeMetrics, useEnv } from "./support";

const ADMIN_TOKEN = "metrics-admin-token-0123456789";
type Handler = (request: Request) => Promise<Response>;
let health: () => Response;
let ready: () => Promise<Response>;
let metricsRoute: Handler;
let postLead: Handler;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("observability"),
    ADMIN_TOKEN,
    FORM_RATE_LIMIT: "2",
  });
  health = (await import("@/app/api/health/route")).GET;
  ready = (await import("@/app/api/ready/route")).GET;
  metricsRoute = (await import("@/app/api/metrics/route")).GET;
  postLead = (await import("@/app/api/leads/route")).POST;
  closeDatabase = (await (await import("@/lib/db/client")).getDatabase()).close;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await closeDatabase?.();
  removeDataDirs();
});

const scrape = () => scrapeMetrics(metricsRoute, ADMIN_TOKEN);

describe("GET /api/health", () => {
  it("answers 200 without touching anything, never cached", async () => {
    const response = health();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/ready", () => {
  it("answers 200 with the database reachable and every migration applied", async () => {
    const response = await ready();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({
      status: "ready",
      draining: false,
      redis: "not configured",
      database: { ok: true, migrations: { applied: expect.any(Number) } },
    });
    expect(body.database.migrations.applied).toBe(body.database.migrations.expected);
    // Nothing that locates or unlocks anything: no folder, no URL, no token.
    expect(JSON.stringify(body)).not.toMatch(/\/tmp|postgres:|redis:|metrics-admin-token/);
  });

  it("answers 503 while the server shuts down, so a load balancer stops sending visitors", async () => {
    const { startDraining } = await import("@/lib/lifecycle.mjs");
    const { forgetProcessWide } = await import("@/lib/process-wide.mjs");
    startDraining();
    try {
      const response = await ready();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "not_ready", draining: true });
    } finally {
      forgetProcessWide("lifecycle");
    }
  });
});

describe("GET /api/metrics", () => {
  it("needs the admin token", async () => {
    const response = await metricsRoute(
      new Request(`${SITE_URL}/api/metrics`, {
        headers: { "x-coderhouse-client-address": freshAddress() },
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain("coderhouse_");
  });

  it("counts submissions accepted and refused by reason, and rate-limit refusals", async () => {
    const address = freshAddress();
    const send = (body: unknown) => postLead(postJson("/api/leads", body, { address }));
    expect((await send(homeLead())).status).toBe(201);
    expect((await send(homeLead({ phone: "12" }))).status).toBe(422);
    expect((await send(homeLead())).status).toBe(429);
    const text = await scrape();
    expect(text).toContain(
      'coderhouse_submissions_total{endpoint="leads",outcome="accepted",reason=""} 1',
    );
    expect(text).toContain(
      'coderhouse_submissions_total{endpoint="leads",outcome="refused",reason="validation_failed"} 1',
    );
    expect(text).toContain(
      'coderhouse_submissions_total{endpoint="leads",outcome="refused",reason="rate_limited"} 1',
    );
    expect(text).toContain('coderhouse_rate_limit_refusals_total{limit="leads"} 1');
  });

  it("shows the outbox backlog and the process's own figures in Prometheus' format", async () => {
    const text = await scrape();
    for (const name of [
      "coderhouse_http_requests_total",
      "coderhouse_http_request_duration_seconds",
      "coderhouse_upstream_refreshes_total",
      "coderhouse_upstream_copy_age_seconds",
      "coderhouse_outbox_pending_events",
      "coderhouse_outbox_oldest_pending_age_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});
