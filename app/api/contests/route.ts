// GET /api/contests?q=&host= – upcoming contests (clist.by, cached), searched by event or host
// and kept to one host (lib/platforms/contests/query.ts).
import { handle } from "@/lib/api/errors";
import { listJson, liveData, queryOrThrow } from "@/lib/live-data/http";
import { CONTESTS } from "@/lib/platforms/registry";
import { getContests } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("contests", async (request: Request) => {
  const query = queryOrThrow(CONTESTS.query, request);
  return listJson(await liveData(() => getContests(query)));
});
