// POST /api/content/refresh – called once by server.mjs as it starts, never from outside (it
// answers 404 without the token server.mjs made for this process). Pages rendered by `next build`
// from today's data, before a restart, or before a database was restored may predate what staff
// published (lib/content-store/freshness.ts says when): then they all expire now and re-render on
// their next visit.
import { timingSafeEqual } from "node:crypto";
import { ApiError, handle } from "@/lib/api/errors";
import { refreshPages } from "@/lib/content-store/publish";
import { notePagesCurrent, pagesMayPredate } from "@/lib/content-store/freshness";
import { getDb } from "@/lib/db/client";
import { REFRESH_HEADER } from "@/lib/server/content-refresh.mjs";

export const dynamic = "force-dynamic";

function fromThisServer(request: Request): boolean {
  const token = process.env.CONTENT_REFRESH_TOKEN;
  const given = request.headers.get(REFRESH_HEADER);
  if (!token || !given || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

export const POST = handle("POST /api/content/refresh", async (request: Request) => {
  if (!fromThisServer(request)) throw new ApiError("not_found", "Not found.");
  const db = await getDb();
  const stale = await pagesMayPredate(db);
  if (stale) {
    refreshPages();
    await notePagesCurrent(db);
  }
  return Response.json({ refreshed: stale }, { headers: { "Cache-Control": "no-store" } });
});
