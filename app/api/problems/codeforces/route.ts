// GET /api/problems/codeforces?rating=800-1000&topic=dp&tags=math&match=any&page=1 – one page of
// the cached, filtered list; with view=level&handle=… the handle's picks for today.
import { handle } from "@/lib/api/errors";
import { liveData, liveDataJson, parseFilters, progressJson } from "@/lib/live-data/http";
import { getCodeforcesPage } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("problems/codeforces", async (request: Request) => {
  const query = parseFilters("codeforces", request);
  const page = await liveData(() => getCodeforcesPage(query));
  // "For your level" is one handle's list: kept by no shared cache.
  return query.view === "level" ? progressJson(page) : liveDataJson(page);
});
