// The staff inbox: enquiries or bookings matching the URL's filters and view, in the view's order
// (what needs action first, or newest first), a page at a time, with how many stand at each
// status and in each view. The CSV export (inbox-export.ts) reads the same WHERE and ORDER BY.
import "server-only";
import { type SQL, and, asc, count, eq, gte, ilike, like, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { appointments, leads, staffUsers } from "@/lib/db/schema";
import {
  ENQUIRY_FORMS,
  INBOX_VIEWS,
  type InboxFilters,
  type InboxView,
  mentorDomainLabel,
  sortOf,
  statusesOf,
} from "@/lib/inbox/filters";
import { type Urgency, indiaDayStart } from "@/lib/inbox/overdue";
import {
  type InboxContext,
  type ViewConditions,
  tableOf,
  viewConditions,
  sortOrder,
} from "./inbox-views";

export type { InboxContext } from "./inbox-views";

export const INBOX_PAGE_SIZE = 25;
/** Characters of the message fetched for a card (it shows about 80). */
const MESSAGE_CHARS = 120;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A day range on `column`, each day in India. */
function dayRange(column: PgColumn, from: string | null, to: string | null) {
  return [
    from ? gte(column, indiaDayStart(from)) : undefined,
    to ? lt(column, indiaDayStart(to, 1)) : undefined,
  ];
}

/**
 * The WHERE clause of `filters`; `withStatus: false` leaves the status out and `withView: false`
 * the view (for the counts of each).
 */
export function inboxWhere(
  filters: InboxFilters,
  conditions: ViewConditions,
  { withStatus = true, withView = true } = {},
): SQL | undefined {
  const table = tableOf(filters.kind);
  const parts: (SQL | undefined)[] = [...dayRange(table.createdAt, filters.from, filters.to)];
  if (withStatus && filters.status) parts.push(eq(table.status, filters.status));
  if (withView && filters.view !== "all") parts.push(conditions[filters.view]);
  if (filters.kind === "enquiries") {
    if (filters.form) parts.push(eq(leads.source, filters.form));
    if (filters.program) parts.push(eq(leads.program, filters.program));
  } else {
    if (filters.domain) parts.push(eq(appointments.mentorDomain, filters.domain));
    parts.push(
      ...dayRange(appointments.appointmentAt, filters["session-from"], filters["session-to"]),
    );
  }
  if (filters.q) {
    const digits = filters.q.replace(/\D/g, "");
    parts.push(
      or(
        ilike(table.name, contains(filters.q)),
        ilike(table.email, contains(filters.q)),
        // Phones are stored as 10 digits: "98765 43210" or "+91 98765…" finds them too.
        digits.length >= 3 ? like(table.phone, contains(digits.slice(-10))) : undefined,
      ),
    );
  }
  return and(...parts);
}

/** The ORDER BY of `filters`: the chosen sort, else the view's own (sortOf). */
export function inboxOrder(filters: InboxFilters, conditions: ViewConditions): SQL[] {
  const sort = sortOf(filters);
  if (sort === "session") return [asc(appointments.appointmentAt), asc(appointments.id)];
  return sortOrder(filters.kind, sort, conditions);
}

export type InboxRow = {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  status: string;
  ownerName: string | null;
  followUpOn: string | null;
  /** The start of what the person wrote, if anything. */
  message: string | null;
  /** The language of the form they filled in: "en" or "hi". */
  language: string;
  /** What it is about: the program or form of an enquiry, the mentor domain of a booking. */
  about: string;
  appointmentAt: Date | null;
  urgency: Urgency | null;
};

export type InboxPage = {
  rows: InboxRow[];
  /** Rows matching every filter and the view. */
  total: number;
  /** Rows matching every filter and the view, per status (the status chips' numbers). */
  counts: Record<string, number>;
  /** Rows matching every filter and the status, per view (the view links' numbers). */
  views: Record<InboxView, number>;
  page: number;
  pages: number;
};

function listRows(db: Db, filters: InboxFilters, conditions: ViewConditions, offset: number) {
  const table = tableOf(filters.kind);
  const common = {
    id: table.id,
    createdAt: table.createdAt,
    name: table.name,
    email: table.email,
    phone: table.phone,
    status: table.status,
    followUpOn: table.followUpOn,
    language: table.noticeLanguage,
    ownerName: staffUsers.name,
    urgency: sql<Urgency | null>`case when ${conditions.overdue} then 'overdue'
      when ${conditions["due-today"]} then 'due-today' end`,
  };
  const page = { where: inboxWhere(filters, conditions), order: inboxOrder(filters, conditions) };
  if (filters.kind === "enquiries") {
    return db
      .select({
        ...common,
        message: sql<
          string | null
        >`left(coalesce(${leads.query}, ${leads.expertise}), ${MESSAGE_CHARS})`,
        source: leads.source,
        program: leads.program,
        role: leads.role,
      })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(page.where)
      .orderBy(...page.order)
      .limit(INBOX_PAGE_SIZE)
      .offset(offset)
      .then((rows) =>
        rows.map(({ source, program, role, ...row }): InboxRow => {
          const form = ENQUIRY_FORMS[source as keyof typeof ENQUIRY_FORMS] ?? source;
          const about = program ? `${program} · ${form}` : `${form} · ${role}`;
          return { ...row, about, appointmentAt: null };
        }),
      );
  }
  return db
    .select({
      ...common,
      message: sql<string | null>`left(${appointments.query}, ${MESSAGE_CHARS})`,
      domain: appointments.mentorDomain,
      at: appointments.appointmentAt,
    })
    .from(appointments)
    .leftJoin(staffUsers, eq(staffUsers.id, appointments.ownerId))
    .where(page.where)
    .orderBy(...page.order)
    .limit(INBOX_PAGE_SIZE)
    .offset(offset)
    .then((rows) =>
      rows.map(({ domain, at, ...row }): InboxRow => ({
        ...row,
        about: mentorDomainLabel(domain),
        appointmentAt: at,
      })),
    );
}

/** Per status, how many rows match the filters in each view: one pass over the table. */
async function countMatrix(db: Db, filters: InboxFilters, conditions: ViewConditions) {
  const table = tableOf(filters.kind);
  const counted = (view: Exclude<InboxView, "all">) =>
    sql<number>`count(*) filter (where ${conditions[view]})`.mapWith(Number);
  const rows = await db
    .select({
      status: table.status,
      all: count(),
      "needs-action": counted("needs-action"),
      overdue: counted("overdue"),
      "due-today": counted("due-today"),
      mine: counted("mine"),
    })
    .from(table)
    .where(inboxWhere(filters, conditions, { withStatus: false, withView: false }))
    .groupBy(table.status);
  return new Map(rows.map(({ status, ...byView }) => [status, byView]));
}

export async function listInbox(
  db: Db,
  filters: InboxFilters,
  context: InboxContext = {},
): Promise<InboxPage> {
  const conditions = viewConditions(filters.kind, context);
  const offset = (filters.page - 1) * INBOX_PAGE_SIZE;
  const [rows, matrix] = await Promise.all([
    listRows(db, filters, conditions, offset),
    countMatrix(db, filters, conditions),
  ]);
  const at = (status: string, view: InboxView) => Number(matrix.get(status)?.[view] ?? 0);
  const counts = Object.fromEntries(statusesOf(filters.kind).map((s) => [s, at(s, filters.view)]));
  const statuses = filters.status ? [filters.status] : statusesOf(filters.kind);
  const views = Object.fromEntries(
    INBOX_VIEWS.map((v) => [v, statuses.reduce((sum, s) => sum + at(s, v), 0)]),
  ) as Record<InboxView, number>;
  const total = views[filters.view];
  return {
    rows,
    total,
    counts,
    views,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  };
}
