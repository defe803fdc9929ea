// clist.by LeetCode problems: every page (500 at a time, up to a cap), validated and reshaped;
// and the list's spec for the live data service.
import "server-only";
import { z } from "zod";
import {
  CLIST_PACER,
  type ClistOptions,
  clistHeaders,
  clistOptions,
  clistPageSchema,
  clistUrl,
} from "@/lib/providers/clist";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, UNPACED } from "@/lib/providers/pacer";
import { capItems, linkPart, parseItems } from "@/lib/providers/validate";
import type { ListSpec } from "../upstream";
import { leetcodeDifficulty, type LeetcodeProblem } from "./list";

const SOURCE = "clist.by LeetCode problems";
const LIST = "leetcode";
export const LEETCODE_PAGE_LIMIT = 500;
export const DEFAULT_LEETCODE_FETCH_CAP = 5000;

const problemSchema = z.object({
  // Always there in clist's answers; a projection of them (the fixture the shipped copy is built
  // from) leaves it out, and the slug then stands for the problem.
  id: z.number().int().nullish(),
  name: z.string(),
  // A problem without a slug has no LeetCode page to link to.
  slug: linkPart,
  rating: z.number().nullish(),
});

/** Built on leetcode.com from the slug alone (clist's own `url` field is not used). */
export function leetcodeProblemUrl(slug: string): string {
  return `https://leetcode.com/problems/${encodeURIComponent(slug)}/`;
}

export function reshapeLeetcodeProblems(
  items: readonly z.output<typeof problemSchema>[],
): LeetcodeProblem[] {
  const seen = new Set<number | string>();
  const out: LeetcodeProblem[] = [];
  for (const p of items) {
    const key = p.id ?? p.slug;
    if (seen.has(key)) continue; // offset paging can repeat a row when the list shifts
    seen.add(key);
    const rating = p.rating == null ? null : Math.round(p.rating);
    out.push({
      id: p.id ?? null,
      name: p.name.trim(),
      slug: p.slug,
      rating,
      difficulty: leetcodeDifficulty(rating),
      url: leetcodeProblemUrl(p.slug),
    });
  }
  return out;
}

export type LeetcodeOptions = ClistOptions & {
  pacer?: Pacer;
  cap?: number;
  /** Rows per request (tests lower it to exercise paging). */
  pageLimit?: number;
};

/** Pages with `offset` until a short page or the cap; each request waits for the clist pacer. */
export async function fetchLeetcodeProblems({
  baseUrl,
  credentials,
  timeoutMs,
  maxBytes,
  pacer = UNPACED,
  cap = DEFAULT_LEETCODE_FETCH_CAP,
  pageLimit = LEETCODE_PAGE_LIMIT,
}: LeetcodeOptions): Promise<LeetcodeProblem[]> {
  const rows: unknown[] = [];
  for (;;) {
    const limit = Math.min(pageLimit, cap - rows.length);
    await pacer.wait();
    const url = clistUrl(baseUrl, "problem", {
      limit: String(limit),
      resource: "leetcode.com",
      offset: String(rows.length),
    });
    const answer = clistPageSchema.safeParse(
      await fetchUpstreamJson(SOURCE, url, {
        headers: clistHeaders(credentials),
        timeoutMs,
        maxBytes,
      }),
    );
    if (!answer.success) throw new UpstreamError(SOURCE, "malformed", "unexpected answer shape");
    // A page never adds more than was asked for, so the whole list stays within the cap.
    rows.push(...capItems(LIST, answer.data.objects, limit));
    if (answer.data.objects.length < limit || rows.length >= cap) break;
  }
  return reshapeLeetcodeProblems(parseItems(LIST, rows, problemSchema));
}

export const LEETCODE_LIST: ListSpec<LeetcodeProblem[]> = {
  name: "leetcode",
  label: "LeetCode problem",
  freshMs: 6 * 60 * 60_000,
  pacer: CLIST_PACER,
  fetcher: (settings, pacer) => {
    const clist = clistOptions(settings);
    return (
      clist && (() => fetchLeetcodeProblems({ ...clist, pacer, cap: settings.LEETCODE_FETCH_CAP }))
    );
  },
  ships: true,
};
