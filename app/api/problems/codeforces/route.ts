// GET /api/problems/codeforces?rating=800-1000&topic=dp&page=1 – one page of the cached, filtered list.
import { handle } from "@/lib/api/errors";
import { liveData, liveDataJson, parseFilters } from "@/lib/live-data/http";
import { getCodeforcesPage } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("problems/codeforces", async (request: Request) => {
  const query = parseFilters("codeforces", request);
  return liveDataJson(await liveData(() => getCodeforcesPage(query)));
});
