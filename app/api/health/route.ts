// GET /api/health – liveness: the process answers. Touches nothing else (no database, no Redis).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
