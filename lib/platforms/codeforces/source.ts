// Codeforces problemset.problems: fetch, validate, reshape to our CodeforcesProblem, newest first;
// and the list's spec (its settings, freshness and pace) for the live data service.
import "server-only";
import { z } from "zod";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, type PacerSettings, UNPACED } from "@/lib/providers/pacer";
import { capItems, linkPart, parseItems } from "@/lib/providers/validate";
import type { ListSpec } from "../upstream";
import { type CodeforcesProblem, compareCodeforces } from "./list";

const SOURCE = "Codeforces";
const LIST = "codeforces";
/** About five times the ~10,350 problems Codeforces lists today: room to grow, not to flood. */
export const CODEFORCES_MAX_PROBLEMS = 50_000;

const problemSchema = z.object({
  contestId: z.number().int().positive().optional(),
  index: linkPart,
  name: z.string(),
  rating: z.number().int().nonnegative().optional(),
  tags: z.array(z.string()),
});
type WireProblem = z.output<typeof problemSchema>;

const answerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("OK"), result: z.object({ problems: z.array(z.unknown()) }) }),
  z.object({ status: z.literal("FAILED"), comment: z.string().optional() }),
]);

/** Built on codeforces.com from the ids alone: no link text from the upstream reaches a page. */
export function codeforcesProblemUrl(contestId: number, index: string): string {
  return `https://codeforces.com/problemset/problem/${contestId}/${encodeURIComponent(index)}`;
}

/**
 * One string per tag for the whole list: the archive's ~26,000 tag mentions are some 40 tags, and
 * each parsed answer (or saved copy) would otherwise hold its own string for every mention (about
 * 0.8 MB of the list's 5 MB).
 */
function tagInterner() {
  const seen = new Map<string, string>();
  return (tags: readonly string[]) =>
    [...new Set(tags)].map((tag) => {
      const one = seen.get(tag);
      if (one !== undefined) return one;
      seen.set(tag, tag);
      return tag;
    });
}

/** Problems without a contest (problemset-only) have no contest page: they are left out. */
export function reshapeCodeforcesProblems(problems: readonly WireProblem[]): CodeforcesProblem[] {
  const tagsOf = tagInterner();
  return problems
    .filter((p): p is WireProblem & { contestId: number } => p.contestId !== undefined)
    .map((p) => ({
      contestId: p.contestId,
      index: p.index,
      name: p.name,
      rating: p.rating ?? null,
      tags: tagsOf(p.tags),
      url: codeforcesProblemUrl(p.contestId, p.index),
    }))
    .sort(compareCodeforces);
}

/** A copy read back from disk, Redis or the release: any list, its tags shared as above. */
export function restoreCodeforcesProblems(data: unknown): CodeforcesProblem[] | null {
  if (!Array.isArray(data)) return null;
  const tagsOf = tagInterner();
  return (data as CodeforcesProblem[]).map((p) =>
    Array.isArray(p?.tags) ? { ...p, tags: tagsOf(p.tags) } : p,
  );
}

export type CodeforcesOptions = {
  baseUrl: string;
  timeoutMs?: number;
  /** Largest answer read (CODEFORCES_MAX_BYTES). */
  maxBytes: number;
  /** Most problems kept (tests lower it). */
  maxItems?: number;
  pacer?: Pacer;
};

export async function fetchCodeforcesProblems({
  baseUrl,
  timeoutMs,
  maxBytes,
  maxItems = CODEFORCES_MAX_PROBLEMS,
  pacer = UNPACED,
}: CodeforcesOptions): Promise<CodeforcesProblem[]> {
  await pacer.wait();
  const url = `${baseUrl.replace(/\/+$/, "")}/problemset.problems`;
  const answer = answerSchema.safeParse(
    await fetchUpstreamJson(SOURCE, url, { timeoutMs, maxBytes }),
  );
  if (!answer.success) throw new UpstreamError(SOURCE, "malformed", "unexpected answer shape");
  if (answer.data.status === "FAILED") {
    const comment = answer.data.comment ?? "";
    // Codeforces reports its rate limit in the body, not with a 429.
    const kind = /call limit exceeded/i.test(comment) ? "rate_limited" : "http";
    throw new UpstreamError(SOURCE, kind, `FAILED: ${comment || "no comment"}`);
  }
  // The list is roughly newest first, so a cut keeps the newest problems.
  const items = capItems(LIST, answer.data.result.problems, maxItems);
  return reshapeCodeforcesProblems(parseItems(LIST, items, problemSchema));
}

/** Codeforces asks for at most 1 call per 2 s (its apiHelp); the problem list and handles share it. */
export const CODEFORCES_PACER: PacerSettings = { name: "codeforces", minIntervalMs: 2_000 };

export const CODEFORCES_LIST: ListSpec<CodeforcesProblem[]> = {
  name: "codeforces",
  label: "Codeforces problem",
  freshMs: 60 * 60_000,
  pacer: CODEFORCES_PACER,
  fetcher: (settings, pacer) => () =>
    fetchCodeforcesProblems({
      baseUrl: settings.CODEFORCES_API_URL,
      timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
      maxBytes: settings.CODEFORCES_MAX_BYTES,
      pacer,
    }),
  restore: restoreCodeforcesProblems,
  ships: true,
};
