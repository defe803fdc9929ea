// GET /api/contests?q= – upcoming contests (clist.by, cached), searched by event or host.
import { handle } from "@/lib/api/errors";
import { liveData, liveDataJson, parseQuery } from "@/lib/live-data/http";
import { contestQuerySchema } from "@/lib/live-data/queries";
import { getContests } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("contests", async (request: Request) => {
  const query = parseQuery(contestQuerySchema, request);
  return liveDataJson(await liveData(() => getContests(query)));
});
