// GET /api/ready – readiness: 200 when this instance can serve (database reachable and migrated,
// Redis reachable when configured, not shutting down), else 503; with the age of each live list.
import { readiness } from "@/lib/services/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const report = await readiness();
  return Response.json(report, {
    status: report.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
