// GET /api/progress/:platform?handle=… – the problems a handle solved and only attempted, on a
// platform with handles (its rule: lib/platforms/<id>/query.ts).
import { ApiError, handle } from "@/lib/api/errors";
import { liveData, progressJson, queryOrThrow } from "@/lib/live-data/http";
import { platformOf, type ProgressPlatformId } from "@/lib/platforms/registry";
import { getProgress } from "@/lib/services/progress";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ platform: string }> };

export const GET = handle("progress", async (request: Request, { params }: Context) => {
  const platform = platformOf((await params).platform);
  if (!platform?.handle) {
    throw new ApiError("not_found", "There is no progress to read at this address.");
  }
  const { handle: name } = queryOrThrow(platform.handle.query, request);
  const id = platform.id as ProgressPlatformId;
  return progressJson(await liveData(() => getProgress(id, name!)));
});
