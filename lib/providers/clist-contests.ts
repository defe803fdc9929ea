// clist.by upcoming contests: fetch, validate, reshape to our Contest (times in UTC with Z).
import "server-only";
import { z } from "zod";
import type { Contest } from "@/lib/live-data/types";
import { fetchUpstreamJson, type Pacer, UNPACED, UpstreamError } from "./fetch";
import { type ClistOptions, clistHeaders, clistPageSchema, clistTime, clistUrl } from "./clist";
import { parseItems } from "./validate";

const SOURCE = "clist.by contests";
export const CONTEST_FETCH_LIMIT = 48;

const contestSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  host: z.string(),
  href: z.string().url(),
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

export async function fetchClistContests({
  baseUrl,
  credentials,
  timeoutMs,
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
    await fetchUpstreamJson(SOURCE, url, { headers: clistHeaders(credentials), timeoutMs }),
  );
  if (!answer.success) throw new UpstreamError(SOURCE, "malformed", "unexpected answer shape");
  return reshapeContests(parseItems(SOURCE, answer.data.objects, contestSchema));
}
