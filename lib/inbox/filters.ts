// The inbox's filters, as they stand in the page's URL (/staff?kind=bookings&view=overdue…): one
// query table per kind (lib/query-table), read by the inbox page, its links and the CSV export. A
// value that is not one of a filter's options is dropped on a page (the inbox shows everything
// instead of an error) and refused by the export API (a script should hear that its filter did
// nothing). Without a view the inbox opens on what needs action.
import { parseAsStringLiteral } from "nuqs/server";
import { formOptions } from "@/lib/content/forms";
import {
  type QueryOfTable,
  type QueryProblems,
  choiceField,
  dayField,
  pageField,
  queryTable,
  textField,
} from "@/lib/query-table";
import { BOOKING_STATUSES, LEAD_STATUSES } from "./statuses";

export const INBOX_KINDS = ["enquiries", "bookings"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The two enquiry forms: the home page's and the coder-sheet gate. */
export const ENQUIRY_FORMS = { home: "Home page form", coder_sheet: "Coder sheet" } as const;

/** What staff read for a mentor domain: the booking form's English label, the one spelling. */
export const mentorDomainLabel = (value: string): string =>
  formOptions.mentorDomains.find((d) => d.value === value)?.label.en ?? value;

/**
 * The inbox's views (lib/inbox/overdue.ts has the rules): what needs action (overdue, then due
 * today, then new ones not yet due), each of those alone, the member's own, or everything.
 */
export const INBOX_VIEWS = ["needs-action", "overdue", "due-today", "mine", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export const VIEW_LABELS: Record<InboxView, string> = {
  "needs-action": "Needs action",
  overdue: "Overdue",
  "due-today": "Due today",
  mine: "Mine",
  all: "All",
};

/**
 * The orders of a list. "Needs action": overdue and due today first (the longest overdue at the
 * top), then new ones nobody has called (soonest due first), then the rest newest first. Without
 * a sort, each view's own: "All" newest first, every other view needs action first. Bookings may
 * also go by their session date.
 */
export const INBOX_SORTS = {
  "needs-action": "Needs action first",
  received: "Received, newest first",
  session: "Session date, soonest first",
} as const;
export type InboxSort = keyof typeof INBOX_SORTS;
export const SORTS_OF = {
  enquiries: ["needs-action", "received"],
  bookings: ["needs-action", "received", "session"],
} as const satisfies Record<InboxKind, readonly InboxSort[]>;

/** The order a list is shown in: its sort, else its view's own. */
export const sortOf = (filters: { view: InboxView; sort: InboxSort | null }): InboxSort =>
  filters.sort ?? (filters.view === "all" ? "received" : "needs-action");

const kindParser = parseAsStringLiteral(INBOX_KINDS).withDefault("enquiries");
const kindField = {
  parser: kindParser,
  message: 'The "kind" parameter must be one of: enquiries, bookings.',
};
const viewChoice = choiceField("view", INBOX_VIEWS);

/** What both kinds filter by: the view, when it arrived, a search and the page. */
const common = {
  kind: kindField,
  view: { ...viewChoice, parser: viewChoice.parser.withDefault("needs-action") },
  from: dayField("from"),
  to: dayField("to"),
  /** Part of a name or an email, or digits of a phone number. */
  q: textField("q", 100),
  page: { ...pageField, parser: pageField.parser.withDefault(1) },
};

type Range = [from: string, to: string];
const RANGES: Range[] = [
  ["from", "to"],
  ["session-from", "session-to"],
];

/** A range that ends before it starts loses its end on a page, and is named by an API. */
function settleRanges<Q extends Record<string, unknown>>(query: Q) {
  const problems: QueryProblems = {};
  const settled: Record<string, unknown> = { ...query };
  for (const [from, to] of RANGES) {
    const [start, end] = [settled[from], settled[to]];
    if (typeof start === "string" && typeof end === "string" && start > end) {
      settled[to] = null;
      problems[to] = `The "${to}" parameter must not be before "${from}".`;
    }
  }
  return { query: settled as Q, problems };
}

const ENQUIRY_FIELDS = {
  ...common,
  status: choiceField("status", LEAD_STATUSES),
  form: choiceField("form", Object.keys(ENQUIRY_FORMS) as (keyof typeof ENQUIRY_FORMS)[]),
  program: choiceField("program", formOptions.programs, (v) => v),
  /** Without it, the view's own order (sortOf). */
  sort: choiceField("sort", SORTS_OF.enquiries),
};
const BOOKING_FIELDS = {
  ...common,
  status: choiceField("status", BOOKING_STATUSES),
  domain: choiceField(
    "domain",
    formOptions.mentorDomains.map((d) => d.value),
  ),
  /** The session's day in India, from and until. */
  "session-from": dayField("session-from"),
  "session-to": dayField("session-to"),
  /** Without it, the view's own order (sortOf). */
  sort: choiceField("sort", SORTS_OF.bookings),
};

const notHere = (kind: InboxKind) => (key: string) =>
  `The "${key}" parameter does not apply to ${kind}.`;

export const INBOX_TABLES = {
  enquiries: queryTable(ENQUIRY_FIELDS, {
    settle: settleRanges,
    foreign: { keys: Object.keys(BOOKING_FIELDS), message: notHere("enquiries") },
  }),
  bookings: queryTable(BOOKING_FIELDS, {
    settle: settleRanges,
    foreign: { keys: Object.keys(ENQUIRY_FIELDS), message: notHere("bookings") },
  }),
};

export type EnquiryFilters = QueryOfTable<typeof INBOX_TABLES.enquiries> & { kind: "enquiries" };
export type BookingFilters = QueryOfTable<typeof INBOX_TABLES.bookings> & { kind: "bookings" };
export type InboxFilters = EnquiryFilters | BookingFilters;

export const statusesOf = (kind: InboxKind): readonly string[] =>
  kind === "enquiries" ? LEAD_STATUSES : BOOKING_STATUSES;

/** Keys of the filters that are not in the folded form: the links above it set them. */
const NOT_FOLDED = new Set(["kind", "view", "status", "page"]);

/** The filters in the folded form that are set. */
export const activeFilters = (filters: InboxFilters): string[] =>
  Object.entries(filters)
    .filter(([key, value]) => !NOT_FOLDED.has(key) && value !== null)
    .map(([key]) => key);

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** The table the address's `kind` chooses (enquiries for none or a wrong one). */
function tableOf(params: Params) {
  const raw = params instanceof URLSearchParams ? params.get("kind") : params.kind;
  const kind = kindParser.parse(String((Array.isArray(raw) ? raw[0] : raw) ?? "").trim());
  return INBOX_TABLES[kind ?? "enquiries"];
}

/** For the inbox page: the address's filters, leaving out whatever is not allowed. */
export const readInboxFilters = (params: Params) => tableOf(params).read(params) as InboxFilters;

/** For an API: the filters, and a sentence for each parameter that was refused. */
export function parseInboxFilters(params: Params): {
  filters: InboxFilters;
  problems: QueryProblems;
} {
  const { query, problems } = tableOf(params).parse(params);
  return { filters: query as InboxFilters, problems };
}

/** The address of `filters` with `changes` applied (null removes one); page 1 unless set. */
export function inboxHref(
  filters: InboxFilters,
  changes: Record<string, string | number | null> = {},
  path = "/staff",
): string {
  const table = INBOX_TABLES[filters.kind] as unknown as {
    href: (query: object, changes: object, path: string) => string;
  };
  return table.href(filters, { page: null, ...changes }, path);
}
