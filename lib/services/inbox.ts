// The staff inbox: enquiries or bookings matching the URL's filters, newest first, a page at a
// time, with how many of them stand at each status. The CSV export of a filter reads the same
// query (inboxWhere) without paging.
import "server-only";
import { type SQL, and, count, desc, eq, gte, ilike, like, lt, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads, staffUsers } from "@/lib/db/schema";
import type { InboxFilters, InboxKind } from "@/lib/inbox/filters";
import { statusesOf } from "@/lib/inbox/filters";
import { isOverdue } from "@/lib/inbox/overdue";

export const INBOX_PAGE_SIZE = 25;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first instant of a day in India. */
const istDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const tableOf = (kind: InboxKind) => (kind === "enquiries" ? leads : appointments);

/** The WHERE clause of `filters`; `withStatus: false` leaves the status out (for the counts). */
export function inboxWhere(filters: InboxFilters, { withStatus = true } = {}): SQL | undefined {
  const table = tableOf(filters.kind);
  const parts: (SQL | undefined)[] = [];
  if (withStatus && filters.status) parts.push(eq(table.status, filters.status));
  if (filters.from) parts.push(gte(table.createdAt, istDay(filters.from)));
  if (filters.to) parts.push(lt(table.createdAt, new Date(istDay(filters.to).getTime() + DAY_MS)));
  if (filters.kind === "enquiries") {
    if (filters.form) parts.push(eq(leads.source, filters.form));
    if (filters.program) parts.push(eq(leads.program, filters.program));
  } else if (filters.domain) {
    parts.push(eq(appointments.mentorDomain, filters.domain));
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

export type InboxRow = {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  status: string;
  ownerName: string | null;
  followUpOn: string | null;
  /** What it is about: the program or form of an enquiry, the domain and time of a booking. */
  about: string;
  appointmentAt: Date | null;
  overdue: boolean;
};

export type InboxPage = {
  rows: InboxRow[];
  /** Rows matching every filter. */
  total: number;
  /** Rows matching every filter but the status, per status (the status tabs' numbers). */
  counts: Record<string, number>;
  page: number;
  pages: number;
};

export async function listInbox(
  db: Db,
  filters: InboxFilters,
  now = new Date(),
): Promise<InboxPage> {
  const table = tableOf(filters.kind);
  const where = inboxWhere(filters);
  const offset = (filters.page - 1) * INBOX_PAGE_SIZE;
  const common = {
    id: table.id,
    createdAt: table.createdAt,
    name: table.name,
    email: table.email,
    phone: table.phone,
    status: table.status,
    followUpOn: table.followUpOn,
    ownerName: staffUsers.name,
  };
  const rowsQuery =
    filters.kind === "enquiries"
      ? db
          .select({ ...common, source: leads.source, program: leads.program, role: leads.role })
          .from(leads)
          .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(INBOX_PAGE_SIZE)
          .offset(offset)
          .then((rows) =>
            rows.map(({ source, program, role, ...row }) => ({
              ...row,
              about: program ?? (source === "coder_sheet" ? "Coder sheet" : `${role} enquiry`),
              appointmentAt: null,
            })),
          )
      : db
          .select({ ...common, domain: appointments.mentorDomain, at: appointments.appointmentAt })
          .from(appointments)
          .leftJoin(staffUsers, eq(staffUsers.id, appointments.ownerId))
          .where(where)
          .orderBy(desc(appointments.createdAt), desc(appointments.id))
          .limit(INBOX_PAGE_SIZE)
          .offset(offset)
          .then((rows) =>
            rows.map(({ domain, at, ...row }) => ({ ...row, about: domain, appointmentAt: at })),
          );
  const [rows, byStatus] = await Promise.all([
    rowsQuery,
    db
      .select({ status: table.status, n: count() })
      .from(table)
      .where(inboxWhere(filters, { withStatus: false }))
      .groupBy(table.status),
  ]);
  const counts = Object.fromEntries(statusesOf(filters.kind).map((s) => [s, 0]));
  for (const { status, n } of byStatus) counts[status] = Number(n);
  const total = filters.status
    ? (counts[filters.status] ?? 0)
    : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    rows: rows.map((row) => ({
      ...row,
      overdue: filters.kind === "enquiries" && isOverdue(row, now),
    })),
    total,
    counts,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  };
}
