// GET /api/contests/calendar.ics?hosts=<host>,<host> – the contests not yet over on those hosts
// (every host without `hosts`) as an iCalendar feed. The contest page links it as webcal://…,
// which calendar apps subscribe to and fetch again about hourly.
import { handle } from "@/lib/api/errors";
import { env } from "@/lib/env.mjs";
import { cacheControlOf, liveData, queryOrThrow } from "@/lib/live-data/http";
import { contestCalendar } from "@/lib/platforms/contests/calendar";
import { CONTESTS } from "@/lib/platforms/registry";
import { getContestsOn } from "@/lib/services/live-data";

export const dynamic = "force-dynamic";

/** Calendar apps poll; nginx keeps a copy for these five minutes. */
const FEED_CACHE_CONTROL = "public, max-age=300";

export const GET = handle("contests/feed", async (request: Request) => {
  const { hosts } = queryOrThrow(CONTESTS.feedQuery, request);
  const { contests, shipped } = await liveData(() => getContestsOn(hosts));
  const name = `Coding contests${hosts.length > 0 ? `: ${hosts.join(", ")}` : ""} (Coder House)`;
  return new Response(
    contestCalendar(contests, { siteHost: new URL(env.SITE_URL).host, name, feed: true }),
    {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="coderhouse-contests.ics"',
        "Cache-Control": cacheControlOf({ shipped, personal: false }, FEED_CACHE_CONTROL),
      },
    },
  );
});
