// Query parameters of the live data lists: one zod schema per list, shared by our API (which
// parses URLSearchParams with them) and the browser pages (which keep them in the URL).
// Isomorphic: no server imports.
import { z } from "zod";
import {
  CONTEST_QUERY_MAX,
  CODEFORCES_RATINGS,
  CODEFORCES_TOPICS,
  ATCODER_LEVELS,
  ATCODER_TYPES,
  LEETCODE_RATINGS,
  LEETCODE_SORTS,
  MAX_PAGE,
} from "./options";
export * from "./options";

/** A blank or missing value means "use the default". */
const blankToUndefined = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const allowed = (values: readonly string[]) =>
  values.map((v) => (v === "" ? '"" (any)' : v)).join(", ");

function choice<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
  normalise: (v: string) => string = (v) => v,
) {
  const message = `The "${name}" parameter must be one of: ${allowed(values)}.`;
  return z.preprocess(
    (v) => {
      const value = blankToUndefined(v);
      return typeof value === "string" ? normalise(value.trim()) : value;
    },
    z.enum(values, { error: message }).default(fallback as never),
  ) as unknown as z.ZodType<T[number], T[number] | undefined>;
}

const PAGE_MESSAGE = `The "page" parameter must be a whole number from 1 to ${MAX_PAGE}.`;

const pageField = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
  z
    .string({ error: PAGE_MESSAGE })
    .regex(/^\s*\d{1,6}\s*$/, PAGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGE_MESSAGE).max(MAX_PAGE, PAGE_MESSAGE))
    .default(1),
) as unknown as z.ZodType<number, string | number | undefined>;

export const codeforcesQuerySchema = z.object({
  rating: choice("rating", CODEFORCES_RATINGS, "800-2000", (v) => v.toLowerCase()),
  topic: choice("topic", CODEFORCES_TOPICS, "all", (v) => v.toLowerCase()),
  page: pageField,
});

export const atcoderQuerySchema = z.object({
  level: choice("level", ATCODER_LEVELS, "", (v) => v.toUpperCase()),
  type: choice("type", ATCODER_TYPES, "", (v) => v.toLowerCase()),
  page: pageField,
});

export const leetcodeQuerySchema = z.object({
  rating: choice("rating", LEETCODE_RATINGS, "all", (v) => v.toLowerCase()),
  sort: choice("sort", LEETCODE_SORTS, "asc", (v) => v.toLowerCase()),
  page: pageField,
});

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

export type CodeforcesQuery = z.output<typeof codeforcesQuerySchema>;
export type AtcoderQuery = z.output<typeof atcoderQuerySchema>;
export type LeetcodeQuery = z.output<typeof leetcodeQuerySchema>;
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

/** For pages: the query in the URL, or the defaults where a value is not allowed. */
export function queryOrDefaults<S extends z.ZodObject>(
  schema: S,
  params: SearchParamsLike,
): z.output<S> {
  const input = searchParamsObject(params);
  const whole = schema.safeParse(input);
  if (whole.success) return whole.data;
  // Keep each valid field, fall back to the default for the bad ones.
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = schema.shape[key] as z.ZodType | undefined;
    if (field && field.safeParse(value).success) cleaned[key] = value;
  }
  return schema.parse(cleaned);
}
