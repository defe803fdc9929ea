// Codeforces user.info and user.status: one handle's rating and the problems it solved or tried.
import "server-only";
import { z } from "zod";
import { UnknownHandleError } from "@/lib/live-data/errors";
import { type Progress, tallySubmissions } from "@/lib/live-data/progress";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, UNPACED } from "@/lib/providers/pacer";
import { capItems, parseItems } from "@/lib/providers/validate";
import type { ProgressSpec } from "../upstream";
import { codeforcesKey } from "./list";
import { CODEFORCES_PACER } from "./source";

const SOURCE = "Codeforces";
const LIST = "codeforces-progress";
/** Several times the longest histories on Codeforces (a few tens of thousands): the newest kept. */
export const CODEFORCES_MAX_SUBMISSIONS = 100_000;

const answerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("OK"), result: z.array(z.unknown()) }),
  z.object({ status: z.literal("FAILED"), comment: z.string().optional() }),
]);

const userSchema = z.object({
  handle: z.string().min(1).max(64),
  // Absent while the user has never taken part in a rated contest.
  rating: z.number().int().optional(),
});

/** Only what the marks need; a submission still being judged has no verdict yet. */
const submissionSchema = z.object({
  problem: z.object({
    contestId: z.number().int().positive().optional(),
    index: z.string().min(1).max(16),
  }),
  verdict: z.string().optional(),
});

export type CodeforcesUserOptions = {
  baseUrl: string;
  timeoutMs?: number;
  /** Largest answer read (CODEFORCES_USER_MAX_BYTES): user.status sends the whole history. */
  maxBytes: number;
  /** Most submissions read (tests lower it). */
  maxSubmissions?: number;
  /** The Codeforces pacer, shared with the problem list: every call waits its turn. */
  pacer?: Pacer;
  now?: () => number;
};

/**
 * One call's result list. Codeforces answers an unknown handle with HTTP 400 and
 * `{"status":"FAILED","comment":"handles: User with handle … not found"}`, and its rate limit
 * with "Call limit exceeded" in the same shape.
 */
async function call(url: string, handle: string, options: CodeforcesUserOptions) {
  await (options.pacer ?? UNPACED).wait();
  const { timeoutMs, maxBytes } = options;
  const answer = answerSchema.safeParse(
    await fetchUpstreamJson(SOURCE, url, { timeoutMs, maxBytes, readBodyOf: [400] }),
  );
  if (!answer.success) throw new UpstreamError(SOURCE, "malformed", "unexpected answer shape");
  if (answer.data.status === "OK") return answer.data.result;
  const comment = answer.data.comment ?? "";
  if (/not found/i.test(comment)) throw new UnknownHandleError(SOURCE, handle);
  if (/call limit exceeded/i.test(comment)) {
    throw new UpstreamError(SOURCE, "rate_limited", "FAILED: Call limit exceeded");
  }
  // The comment may repeat the handle: it stays out of the message (and so out of any log).
  throw new UpstreamError(SOURCE, "http", "FAILED");
}

/** The handle's rating and marks; an unknown handle is an UnknownHandleError. */
export async function fetchCodeforcesProgress(
  handle: string,
  options: CodeforcesUserOptions,
): Promise<Progress> {
  const base = options.baseUrl.replace(/\/+$/, "");
  const { maxSubmissions = CODEFORCES_MAX_SUBMISSIONS, now = Date.now } = options;

  const users = await call(
    `${base}/user.info?handles=${encodeURIComponent(handle)}`,
    handle,
    options,
  );
  const user = userSchema.safeParse(users[0]);
  if (!user.success) throw new UpstreamError(SOURCE, "malformed", "unexpected user shape");
  // user.info follows a renamed handle to its new name; the history is asked under that name.
  const name = user.data.handle;

  const history = await call(
    `${base}/user.status?handle=${encodeURIComponent(name)}`,
    handle,
    options,
  );
  // Newest first, so a cut keeps the newest submissions.
  const read = capItems(LIST, history, maxSubmissions);
  const marks = parseItems(LIST, read, submissionSchema)
    .filter((s) => s.problem.contestId !== undefined)
    .map((s) => ({
      key: codeforcesKey({ contestId: s.problem.contestId!, index: s.problem.index }),
      accepted: s.verdict === "OK",
    }));
  return {
    platform: "codeforces",
    handle: name,
    rating: user.data.rating ?? null,
    ...tallySubmissions(marks),
    submissions: read.length,
    complete: history.length <= maxSubmissions,
    asOf: new Date(now()).toISOString(),
  };
}

/**
 * Two calls a handle at the shared pace of one per 2 s. Behind nginx a request gets 30 s
 * (proxy_read_timeout) and a timed-out GET is passed to the other instance, which would fetch the
 * same handle again: the sixth in line is answered after about 22 s.
 */
export const CODEFORCES_PROGRESS: ProgressSpec = {
  pacer: CODEFORCES_PACER,
  maxWaiting: 6,
  fetch: (handle, settings, { pacer, now }) =>
    fetchCodeforcesProgress(handle, {
      baseUrl: settings.CODEFORCES_API_URL,
      timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
      maxBytes: settings.CODEFORCES_USER_MAX_BYTES,
      pacer,
      now,
    }),
};
