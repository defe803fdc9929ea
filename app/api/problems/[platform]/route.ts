// GET /api/problems/:platform?…&page=1 – one page of a platform's cached, filtered list (its
// filters are its query table's, lib/platforms/<id>/query.ts); with view=level&handle=… where the
// platform has "For your level", that handle's picks for today.
import { ApiError, handle } from "@/lib/api/errors";
import { listJson, liveData, queryOrThrow } from "@/lib/live-data/http";
import { type PlatformId, platformOf } from "@/lib/platforms/registry";
import { getPage } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ platform: string }> };

export const GET = handle("problems", async (request: Request, { params }: Context) => {
  const platform = platformOf((await params).platform);
  if (!platform) throw new ApiError("not_found", "There is no problem list at this address.");
  const query = queryOrThrow(platform.query, request);
  return listJson(await liveData(() => getPage(platform.id as PlatformId, query)));
});
