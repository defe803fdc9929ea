// GET /api/progress/atcoder?handle=chokudai – the tasks a user solved and only attempted.
import { handle } from "@/lib/api/errors";
import { liveData, parseQuery, progressJson } from "@/lib/live-data/http";
import { atcoderHandleQuerySchema } from "@/lib/live-data/progress-schema";
import { getAtcoderProgress } from "@/lib/services/progress";

export const dynamic = "force-dynamic";

export const GET = handle("progress/atcoder", async (request: Request) => {
  const query = parseQuery(atcoderHandleQuerySchema, request);
  return progressJson(await liveData(() => getAtcoderProgress(query.handle)));
});
