// GET /api/progress/codeforces?handle=tourist – the problems a handle solved and only attempted.
import { handle } from "@/lib/api/errors";
import { liveData, parseQuery, progressJson } from "@/lib/live-data/http";
import { codeforcesHandleQuerySchema } from "@/lib/live-data/progress-schema";
import { getCodeforcesProgress } from "@/lib/services/progress";

export const dynamic = "force-dynamic";

export const GET = handle("progress/codeforces", async (request: Request) => {
  const query = parseQuery(codeforcesHandleQuerySchema, request);
  return progressJson(await liveData(() => getCodeforcesProgress(query.handle)));
});
