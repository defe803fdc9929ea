// GET /api/contests/:id/calendar.ics – one upcoming contest as an iCalendar file.
import { download } from "@/lib/api/download";
import { ApiError, handle } from "@/lib/api/errors";
import { env } from "@/lib/env.mjs";
import { cacheControlOf, liveData } from "@/lib/live-data/http";
import { contestIcs } from "@/lib/platforms/contests/calendar";
import { getContest } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle(
  "contests/calendar",
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    if (!/^\d{1,12}$/.test(id)) {
      throw new ApiError("invalid_parameter", "The contest id must be a number.", {
        id: "must be a number",
      });
    }
    const { contest, shipped } = await liveData(() => getContest(Number(id)));
    if (!contest) throw new ApiError("not_found", "No upcoming contest has this id.");
    return download(
      contestIcs(contest, new URL(env.SITE_URL).host),
      `contest-${contest.id}.ics`,
      "text/calendar; charset=utf-8",
      cacheControlOf({ shipped, personal: false }, "public, max-age=300"),
    );
  },
);
