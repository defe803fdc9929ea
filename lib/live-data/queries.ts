// Query parameters of the contest list and its calendar feed: zod schemas our API parses
// URLSearchParams with. The problem lists' filters are nuqs tables (filter-tables.ts).
// Isomorphic: no server imports.
import { z } from "zod";
import { CONTEST_QUERY_MAX } from "./options";
export * from "./options";
export type { AtcoderQuery, CodeforcesQuery, LeetcodeQuery } from "./filter-tables";

const CONTEST_QUERY_MESSAGE = `The "q" parameter must be at most ${CONTEST_QUERY_MAX} characters.`;

export const contestQuerySchema = z.object({
  q: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z
      .string({ error: CONTEST_QUERY_MESSAGE })
      .max(CONTEST_QUERY_MAX, CONTEST_QUERY_MESSAGE)
      .transform((v) => v.trim()),
  ) as unknown as z.ZodType<string, string | undefined>,
});

/** Hosts of a contest feed: at most this many in one address. */
export const FEED_HOSTS_MAX = 30;
export const FEED_HOSTS_MESSAGE =
  "hosts must be contest sites separated by commas, such as codeforces.com,atcoder.jp";

/**
 * The calendar feed's `?hosts=codeforces.com,atcoder.jp`: lower-cased, without repeats; absent or
 * empty means every host.
 */
export const contestFeedQuerySchema = z.object({
  hosts: z
    .string()
    .max(FEED_HOSTS_MAX * 64, FEED_HOSTS_MESSAGE)
    .optional()
    .transform((v, ctx) => {
      const hosts = [
        ...new Set(
          (v ?? "")
            .split(",")
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      const bad = hosts.some((h) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h) || h.length > 253);
      if (bad || hosts.length > FEED_HOSTS_MAX) {
        ctx.addIssue({ code: "custom", message: FEED_HOSTS_MESSAGE });
        return z.NEVER;
      }
      return hosts;
    }),
});

export type ContestQuery = z.output<typeof contestQuerySchema>;
export type ContestFeedQuery = z.output<typeof contestFeedQuerySchema>;

type SearchParamsLike =
  URLSearchParams | Record<string, string | string[] | undefined> | undefined | null;

/** First value of each parameter, as a plain object for the schemas above. */
export function searchParamsObject(params: SearchParamsLike): Record<string, string> {
  const out: Record<string, string> = {};
  if (!params) return out;
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) out[key] ??= value;
    return out;
  }
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first;
  }
  return out;
}
