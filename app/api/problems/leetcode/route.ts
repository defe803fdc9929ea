// GET /api/problems/leetcode?rating=0-1000&sort=asc&page=1 – one page of the cached, filtered list.
import { handle } from "@/lib/api/errors";
import { liveData, liveDataJson, parseFilters } from "@/lib/live-data/http";
import { getLeetcodePage } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("problems/leetcode", async (request: Request) => {
  const query = parseFilters("leetcode", request);
  return liveDataJson(await liveData(() => getLeetcodePage(query)));
});
