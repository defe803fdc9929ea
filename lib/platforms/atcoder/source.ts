// AtCoder Problems merged-problems.json: fetch, validate, reshape to our AtcoderTask; and the
// list's spec (its settings, freshness and pace) for the live data service.
import "server-only";
import { z } from "zod";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, type PacerSettings, UNPACED } from "@/lib/providers/pacer";
import { capItems, linkPart, parseItems } from "@/lib/providers/validate";
import type { ListSpec } from "../upstream";
import { type AtcoderTask, hasAllowedAtcoderTitle } from "./list";

const SOURCE = "AtCoder Problems";
const LIST = "atcoder";
/** About six times the ~8,600 problems AtCoder Problems lists today. */
export const ATCODER_MAX_PROBLEMS = 50_000;

// The current shape has problem_index + name + title; the 2019 shape only title (keys left out
// rather than null). Both are accepted.
const problemSchema = z.object({
  id: linkPart,
  contest_id: linkPart,
  title: z.string().nullish(),
  problem_index: z.string().nullish(),
  name: z.string().nullish(),
});
type WireProblem = z.output<typeof problemSchema>;

/** Built from contest_id: many ids do not start with their contest's id. Always on atcoder.jp. */
export function atcoderProblemUrl(contestId: string, id: string): string {
  return `https://atcoder.jp/contests/${encodeURIComponent(contestId)}/tasks/${encodeURIComponent(id)}`;
}

function titleOf(p: WireProblem): string {
  if (p.title != null) return p.title;
  if (p.name != null) return p.problem_index ? `${p.problem_index}. ${p.name}` : p.name;
  return "";
}

/** Keeps only titles the browser lists (see hasAllowedAtcoderTitle), so memory holds no more. */
export function reshapeAtcoderProblems(problems: readonly WireProblem[]): AtcoderTask[] {
  const out: AtcoderTask[] = [];
  for (const p of problems) {
    const title = titleOf(p);
    if (!hasAllowedAtcoderTitle(title)) continue;
    out.push({
      id: p.id,
      contest_id: p.contest_id,
      title,
      url: atcoderProblemUrl(p.contest_id, p.id),
    });
  }
  return out;
}

export type AtcoderOptions = {
  url: string;
  timeoutMs?: number;
  /** Largest answer read (ATCODER_MAX_BYTES). */
  maxBytes: number;
  /** Most problems kept (tests lower it). */
  maxItems?: number;
  pacer?: Pacer;
};

export async function fetchAtcoderProblems({
  url,
  timeoutMs,
  maxBytes,
  maxItems = ATCODER_MAX_PROBLEMS,
  pacer = UNPACED,
}: AtcoderOptions): Promise<AtcoderTask[]> {
  await pacer.wait();
  const answer = await fetchUpstreamJson(SOURCE, url, { timeoutMs, maxBytes });
  if (!Array.isArray(answer)) throw new UpstreamError(SOURCE, "malformed", "expected a list");
  return reshapeAtcoderProblems(parseItems(LIST, capItems(LIST, answer, maxItems), problemSchema));
}

/**
 * AtCoder Problems asks for more than a second between calls (its doc/api.md); the problem list,
 * the difficulty estimates and handles share it.
 */
export const ATCODER_PACER: PacerSettings = { name: "atcoder", minIntervalMs: 1_000 };

export const ATCODER_LIST: ListSpec<AtcoderTask[]> = {
  name: "atcoder",
  label: "AtCoder problem",
  // The file is rebuilt by a daily batch job.
  freshMs: 6 * 60 * 60_000,
  pacer: ATCODER_PACER,
  fetcher: (settings, pacer) => () =>
    fetchAtcoderProblems({
      url: settings.ATCODER_PROBLEMS_URL,
      timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
      maxBytes: settings.ATCODER_MAX_BYTES,
      pacer,
    }),
  ships: true,
};
