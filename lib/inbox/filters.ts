// The inbox's filters, as they stand in the page's URL (/staff?kind=bookings&status=confirmed…):
// one typed table read by the inbox page, its links and the CSV export. A value that is not one of
// a filter's options is dropped on a page (the inbox shows everything instead of an error) and
// refused by the export API (a script should hear that its filter did nothing).
import { z } from "zod";
import { calendarDayField } from "@/lib/validations/common";
import { formOptions } from "@/lib/content/forms";
import { BOOKING_STATUSES, LEAD_STATUSES } from "./statuses";

export const INBOX_KINDS = ["enquiries", "bookings"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The two enquiry forms: the home page's and the coder-sheet gate. */
export const ENQUIRY_FORMS = { home: "Home page form", coder_sheet: "Coder sheet" } as const;

const day = calendarDayField({
  format: "must be a date written YYYY-MM-DD",
  real: "must be a real date",
});

/** Each filter's own rule; `kind` decides which statuses and which other filters apply. */
export const FILTER_FIELDS = {
  kind: z.enum(INBOX_KINDS),
  status: z.enum([...LEAD_STATUSES, ...BOOKING_STATUSES]),
  form: z.enum(Object.keys(ENQUIRY_FORMS) as [keyof typeof ENQUIRY_FORMS]),
  program: z.enum(formOptions.programs as [string, ...string[]]),
  domain: z.enum(formOptions.mentorDomains.map((d) => d.value) as [string, ...string[]]),
  from: day,
  to: day,
  /** Part of a name or an email, or digits of a phone number. */
  q: z.string().trim().min(1).max(100),
  page: z.coerce.number().int().min(1).max(100_000),
} as const;

type Fields = typeof FILTER_FIELDS;
export type InboxFilters = { kind: InboxKind; page: number } & Partial<{
  [K in Exclude<keyof Fields, "kind" | "page">]: z.infer<Fields[K]>;
}>;

const FILTER_KEYS = Object.keys(FILTER_FIELDS) as (keyof Fields)[];

/** Which filters belong to which kind (a booking has no program, an enquiry no domain). */
const APPLIES: Record<InboxKind, readonly (keyof Fields)[]> = {
  enquiries: ["status", "form", "program", "from", "to", "q", "page"],
  bookings: ["status", "domain", "from", "to", "q", "page"],
};

export const statusesOf = (kind: InboxKind): readonly string[] =>
  kind === "enquiries" ? LEAD_STATUSES : BOOKING_STATUSES;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;
const read = (params: Params, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
};

export type FilterProblem = { field: string; message: string };

/**
 * The filters in `params`. `strict` reports every unusable value as a problem; otherwise such a
 * value is simply left out.
 */
export function parseInboxFilters(
  params: Params,
  { strict = false } = {},
): { filters: InboxFilters; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const kindValue = read(params, "kind");
  const kind = FILTER_FIELDS.kind.safeParse(kindValue ?? "enquiries");
  if (!kind.success) problems.push({ field: "kind", message: "must be enquiries or bookings" });
  const filters: InboxFilters = { kind: kind.success ? kind.data : "enquiries", page: 1 };
  for (const key of FILTER_KEYS) {
    const raw = read(params, key);
    if (key === "kind" || raw === undefined || raw === "") continue;
    const applies = APPLIES[filters.kind].includes(key);
    const parsed = FILTER_FIELDS[key].safeParse(raw);
    const fits = key !== "status" || statusesOf(filters.kind).includes(raw);
    if (applies && parsed.success && fits) {
      (filters as Record<string, unknown>)[key] = parsed.data;
    } else if (strict) {
      const why = !applies
        ? `does not apply to ${filters.kind}`
        : parsed.success
          ? `must be one of: ${statusesOf(filters.kind).join(", ")}`
          : (parsed.error.issues[0]?.message ?? "is not valid");
      problems.push({ field: key, message: why });
    }
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    if (strict) problems.push({ field: "to", message: "must not be before 'from'" });
    delete filters.to;
  }
  return { filters, problems };
}

/** The query string of `filters` with `changes` applied (undefined removes one); page 1 unless set. */
export function inboxHref(
  filters: InboxFilters,
  changes: Partial<Record<keyof InboxFilters, string | number | undefined>> = {},
  path = "/staff",
): string {
  const merged: Record<string, unknown> = { ...filters, page: undefined, ...changes };
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = merged[key];
    if (value === undefined || value === null || value === "") continue;
    if ((key === "kind" && value === "enquiries") || (key === "page" && value === 1)) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
