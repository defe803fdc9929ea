// GET /api/contests/calendar.ics?hosts=codeforces.com,atcoder.jp – the contests not yet over on
// those hosts (every host without `hosts`) as an iCalendar feed. The contest page links it as
// webcal://…, which calendar apps subscribe to and fetch again about hourly.
import { handle } from "@/lib/api/errors";
import { env } from "@/lib/env.mjs";
import { contestCalendar } from "@/lib/live-data/calendar";
import { liveData, parseQuery } from "@/lib/live-data/http";
import { contestFeedQuerySchema } from "@/lib/live-data/queries";
import { getContestsOn } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

export const GET = handle("contests/feed", async (request: Request) => {
  const { hosts } = parseQuery(contestFeedQuerySchema, request);
  const contests = await liveData(() => getContestsOn(hosts));
  const name = `Coding contests${hosts.length > 0 ? `: ${hosts.join(", ")}` : ""} (Coder House)`;
  return new Response(
    contestCalendar(contests, { siteHost: new URL(env.SITE_URL).host, name, feed: true }),
    {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="coderhouse-contests.ics"',
        // Calendar apps poll; nginx keeps a copy for these five minutes.
        "Cache-Control": "public, max-age=300",
      },
    },
  );
});
