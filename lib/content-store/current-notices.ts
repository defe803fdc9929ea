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
import { publishedUntilChange } from "./read";

/** The notices of one placement shown at this moment, in the editor's order. */
export async function noticesNow(placement: NoticePlacement): Promise<Notice[]> {
  const now = new Date();
  const notices = await publishedUntilChange("notice", nextNoticeChange, now);
  return currentNotices(notices, now).filter((n) => n.placement === placement);
}
