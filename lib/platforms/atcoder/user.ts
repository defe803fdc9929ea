// AtCoder Problems' user submissions API: one user's history, paged 500 at a time, read into the
// problems it solved or tried.
import "server-only";
import { z } from "zod";
import { type Progress, tallySubmissions } from "@/lib/live-data/progress";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, UNPACED } from "@/lib/providers/pacer";
import { capItems, parseItems } from "@/lib/providers/validate";
import type { ProgressSpec } from "../upstream";
import { ATCODER_PACER } from "./source";

const SOURCE = "AtCoder Problems";
const LIST = "atcoder-progress";
/** AtCoder Problems sends at most this many submissions per call. */
export const ATCODER_PAGE_SIZE = 500;
/** 30,000 submissions: far beyond nearly everyone; longer histories are marked incomplete. */
export const ATCODER_MAX_PAGES = 60;

/** Only what the paging and the marks need. */
const submissionSchema = z.object({
  id: z.number().int(),
  epoch_second: z.number().int().nonnegative(),
  problem_id: z.string().min(1).max(64),
  result: z.string(),
});

export type AtcoderUserOptions = {
  /** The API's base (ATCODER_PROBLEMS_API_URL), ".../atcoder-api/v3". */
  apiUrl: string;
  timeoutMs?: number;
  /** Largest page read (ATCODER_USER_MAX_BYTES). */
  maxBytes: number;
  maxPages?: number;
  /** The AtCoder pacer (≥ 1 s between calls), shared with the problem list. */
  pacer?: Pacer;
  now?: () => number;
};

/**
 * The user's marks. Each page is the submissions from `from_second` on, oldest first; the next
 * starts at the last one's second, so submissions sharing that second come again and are
 * recognised by id. AtCoder Problems answers a user it does not know with an empty list, just
 * as it answers a new user: both are 0 submissions here, never an error.
 */
export async function fetchAtcoderProgress(
  handle: string,
  options: AtcoderUserOptions,
): Promise<Progress> {
  const { maxBytes, timeoutMs, maxPages = ATCODER_MAX_PAGES, now = Date.now } = options;
  const pacer = options.pacer ?? UNPACED;
  const base = `${options.apiUrl.replace(/\/+$/, "")}/user/submissions?user=${encodeURIComponent(handle)}`;
  const seen = new Set<number>();
  const marks: { key: string; accepted: boolean }[] = [];
  let from = 0;
  let complete = false;
  for (let page = 0; page < maxPages && !complete; page++) {
    await pacer.wait();
    const answer = await fetchUpstreamJson(SOURCE, `${base}&from_second=${from}`, {
      timeoutMs,
      maxBytes,
    });
    if (!Array.isArray(answer)) throw new UpstreamError(SOURCE, "malformed", "expected a list");
    let added = 0;
    for (const s of parseItems(LIST, capItems(LIST, answer, ATCODER_PAGE_SIZE), submissionSchema)) {
      from = Math.max(from, s.epoch_second);
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      added += 1;
      marks.push({ key: s.problem_id, accepted: s.result === "AC" });
    }
    if (answer.length < ATCODER_PAGE_SIZE) complete = true;
    // A full page with nothing new (500 submissions in one second, or an upstream that ignores
    // from_second) would come back the same forever: stop, and say the history was cut.
    else if (added === 0) break;
  }
  return {
    platform: "atcoder",
    handle,
    rating: null,
    ...tallySubmissions(marks),
    submissions: marks.length,
    complete,
    asOf: new Date(now()).toISOString(),
  };
}

/** Paged at the shared pace of a call a second: most students take 1 to 3 calls. */
export const ATCODER_PROGRESS: ProgressSpec = {
  pacer: ATCODER_PACER,
  maxWaiting: 10,
  fetch: (handle, settings, { pacer, now }) =>
    fetchAtcoderProgress(handle, {
      apiUrl: settings.ATCODER_PROBLEMS_API_URL,
      timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
      maxBytes: settings.ATCODER_USER_MAX_BYTES,
      pacer,
      now,
    }),
};
