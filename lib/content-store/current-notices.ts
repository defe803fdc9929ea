// The notices a page shows now (./notices.ts), read by the home page's What's New box and the
// banner of every page. Pages are pre-rendered and cached, so "now" is when the page was rendered.
// For a notice to go at the end of its last day (or come on its first) with no publish, the page
// is given a lifetime ending at the next such moment (nextNoticeChange: a midnight in India, as
// dates are whole days), and Next renders it again then. Notices without dates give no lifetime:
// those pages stay cached until a publish, as before, rather than being rendered again every day
// or hour for nothing.
// Bound: once that moment has passed, the next request re-renders the page in the background
// (Next serves the old copy that once) and nginx asks again within its 5 s
// (lib/server/page-lifetime.mjs). On a page visitors open, an ended notice is gone within seconds
// of midnight; a page nobody opened since shows it to its first visitor once more.
import "server-only";
import { type Notice, type NoticePlacement, currentNotices, nextNoticeChange } from "./notices";
import { published } from "./read";

/** Next's longest lifetime of a cached page, in seconds; a change further off waits for it. */
const YEAR_SECONDS = 31_536_000;

/** The notices of one placement shown at this moment, in the editor's order. */
export async function noticesNow(placement: NoticePlacement): Promise<Notice[]> {
  const now = new Date();
  const notices = await published("notice");
  const change = nextNoticeChange(notices, now);
  if (change) {
    // The same cached read again, now with the lifetime, which Next gives the page reading it.
    const seconds = Math.ceil((change.getTime() - now.getTime()) / 1000);
    await published("notice", { revalidate: Math.min(Math.max(seconds, 1), YEAR_SECONDS) });
  }
  return currentNotices(notices, now).filter((n) => n.placement === placement);
}
