// GET /api/metrics – Prometheus metrics, with the admin token (or without one on METRICS_PORT).
import { requireAdmin } from "@/lib/api/admin";
import { handle } from "@/lib/api/errors";
import { metrics } from "@/lib/metrics.mjs";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/metrics", async (request: Request) => {
  await requireAdmin(request);
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  });
});
