// POST /api/content/refresh – called once by server.mjs as it starts, never from outside (it
// answers 404 without the token server.mjs made for this process). Without Redis, Next's cache
// is this instance's files and its memory of expired tags: pages rendered before a restart, or by
// `next build` from today's data, may predate the last publish, so once anything has been
// published they all expire now and re-render on their next visit.
import { timingSafeEqual } from "node:crypto";
import { ApiError, handle } from "@/lib/api/errors";
import { refreshPages } from "@/lib/content-store/publish";
import { hasPublishedEdits } from "@/lib/content-store/store";
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
  const edited = await hasPublishedEdits(await getDb());
  if (edited) refreshPages();
  return Response.json({ refreshed: edited }, { headers: { "Cache-Control": "no-store" } });
});
