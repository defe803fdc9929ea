// GET /api/problems/codeforces?rating=800-1000&topic=dp&page=1 – one page of the cached, filtered list.
import { handle } from "@/lib/api/errors";
import { liveData, liveDataJson, parseQuery } from "@/lib/live-data/http";
import { codeforcesQuerySchema } from "@/lib/live-data/queries";
import { getCodeforcesPage } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("problems/codeforces", async (request: Request) => {
  const query = parseQuery(codeforcesQuerySchema, request);
  return liveDataJson(await liveData(() => getCodeforcesPage(query)));
});
