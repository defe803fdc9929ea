// GET /api/problems/atcoder?level=A&type=abc&page=1 – one page of the cached, filtered list.
import { handle } from "@/lib/api/errors";
import { liveData, liveDataJson, parseFilters } from "@/lib/live-data/http";
import { getAtcoderPage } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("problems/atcoder", async (request: Request) => {
  const query = parseFilters("atcoder", request);
  return liveDataJson(await liveData(() => getAtcoderPage(query)));
});
