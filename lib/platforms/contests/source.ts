// clist.by upcoming contests: fetch, validate, reshape to our Contest (times in UTC with Z); and
// the list's spec for the live data service.
import "server-only";
import { z } from "zod";
import { webLink } from "@/lib/live-data/links";
import {
  CLIST_PACER,
  type ClistOptions,
  clistHeaders,
  clistOptions,
  clistPageSchema,
  clistTime,
  clistUrl,
} from "@/lib/providers/clist";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, UNPACED } from "@/lib/providers/pacer";
import { capItems, parseItems } from "@/lib/providers/validate";
import type { ListSpec } from "../upstream";
import type { Contest } from "./list";
import { CONTESTS_PAGE_SIZE } from "./query";

const SOURCE = "clist.by contests";
const LIST = "contests";
/** Contests asked for, and the most kept whatever clist sends back. */
export const CONTEST_FETCH_LIMIT = CONTESTS_PAGE_SIZE;

const contestSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  host: z.string(),
  // Any link that is not http(s) is dropped; the contest itself is kept and listed without one.
  href: z.unknown().optional().transform(webLink),
  start: clistTime,
  end: clistTime,
  duration: z.number().nonnegative(),
});

export function reshapeContests(items: readonly z.output<typeof contestSchema>[]): Contest[] {
  return items
    .map((c) => ({
      id: c.id,
      event: c.event.trim(),
      host: c.host,
      start: c.start,
      end: c.end,
      duration: Math.round(c.duration),
      url: c.href,
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}

/** Our own shape, as saved on disk or in Redis (perhaps by a version that kept any link). */
const savedContestSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  host: z.string(),
  start: z.string(),
  end: z.string(),
  duration: z.number(),
  url: z.unknown().optional().transform(webLink),
});

/** A saved copy read back: every contest checked again, and any link but http(s) dropped. */
export function restoreContests(data: unknown): Contest[] | null {
  return Array.isArray(data) ? parseItems(LIST, data, savedContestSchema) : null;
}

export async function fetchClistContests({
  baseUrl,
  credentials,
  timeoutMs,
  maxBytes,
  pacer = UNPACED,
}: ClistOptions & { pacer?: Pacer }): Promise<Contest[]> {
  await pacer.wait();
  const url = clistUrl(baseUrl, "contest", {
    limit: String(CONTEST_FETCH_LIMIT),
    total_count: "false",
    upcoming: "true",
    order_by: "start",
  });
  const answer = clistPageSchema.safeParse(
    await fetchUpstreamJson(SOURCE, url, {
      headers: clistHeaders(credentials),
      timeoutMs,
      maxBytes,
    }),
  );
  if (!answer.success) throw new UpstreamError(SOURCE, "malformed", "unexpected answer shape");
  const items = capItems(LIST, answer.data.objects, CONTEST_FETCH_LIMIT);
  return reshapeContests(parseItems(LIST, items, contestSchema));
}

export const CONTESTS_LIST: ListSpec<Contest[]> = {
  name: "contests",
  label: "contest",
  freshMs: 10 * 60_000,
  pacer: CLIST_PACER,
  fetcher: (settings, pacer) => {
    const clist = clistOptions(settings);
    return clist && (() => fetchClistContests({ ...clist, pacer }));
  },
  restore: restoreContests,
  ships: true,
};
