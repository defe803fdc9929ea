// The reports page (/staff/reports) and its CSV: for the enquiries and bookings that arrived in a
// period (India days), how many came from each source, program and form, the share now at each
// status, and the median time from arrival to first contact, overall and per owner.
// "First contact" is the item's earliest status change in the audit log (the first time a
// counsellor moved it on from New / Requested, reached or not, written in the same transaction as
// the change); an item whose audit entries are gone (kept 12 months) falls back to
// last_contact_at, which is the latest contact, not the first. Items never contacted are counted
// apart, not in the median.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { appointments, auditEvents, leads, staffUsers } from "@/lib/db/schema";
import { ENQUIRY_FORMS, mentorDomainLabel } from "@/lib/inbox/filters";
import type { ReportRange } from "@/lib/inbox/report-range";
import { BOOKING_STATUSES, LEAD_STATUSES, statusLabel } from "@/lib/inbox/statuses";

/** Sources shown one by one; the rest are summed into one row, so any utm_source stays readable. */
export const TOP_SOURCES = 12;
/** What a report calls the source of a visit with no campaign tag, referrer or answer. */
export const DIRECT = "direct";
/** An enquiry without a program: the coder-sheet gate asks for none. */
const NO_PROGRAM = "No program given";

export type ReportLine = {
  label: string;
  /** A count, or for a time section the median in hours (null: nobody contacted yet). */
  value: number | null;
  /** Items behind the line: all of them, or for a time section the contacted ones. */
  count: number;
  /** Of the section's total, 0–1 (count sections only). */
  share?: number;
};

export type ReportSection = {
  id: string;
  title: string;
  measure: "count" | "hours";
  lines: ReportLine[];
  /** A sentence under the chart (what is left out of it). */
  note?: string;
};

export type Report = {
  range: ReportRange;
  totals: { enquiries: number; bookings: number };
  sections: ReportSection[];
};

type Tally = Map<string, number>;
const add = (tally: Tally, key: string, n: number) => tally.set(key, (tally.get(key) ?? 0) + n);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const inRange = (column: PgColumn, range: ReportRange) =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/** Lines of a tally, largest first (then by name), each with its share of the total. */
function linesOf(tally: Tally, label: (key: string) => string = (k) => k): ReportLine[] {
  const total = [...tally.values()].reduce((a, b) => a + b, 0);
  return [...tally]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([key, n]) => ({ label: label(key), value: n, count: n, share: total ? n / total : 0 }));
}

/** The first TOP_SOURCES sources, and one line summing the others. */
function topSources(tally: Tally): ReportLine[] {
  const lines = linesOf(tally);
  if (lines.length <= TOP_SOURCES + 1) return lines;
  const rest = lines.slice(TOP_SOURCES);
  const n = rest.reduce((sum, line) => sum + line.count, 0);
  const share = rest.reduce((sum, line) => sum + (line.share ?? 0), 0);
  const other = { label: `${rest.length} other sources`, value: n, count: n, share };
  return [...lines.slice(0, TOP_SOURCES), other];
}

/** Every status of the kind in its order, with those at none of them still listed (0). */
function statusLines(tally: Tally, statuses: readonly string[]): ReportLine[] {
  const total = [...tally.values()].reduce((a, b) => a + b, 0);
  const known = [...statuses, ...[...tally.keys()].filter((s) => !statuses.includes(s))];
  return known.map((status) => {
    const n = tally.get(status) ?? 0;
    return { label: statusLabel(status), value: n, count: n, share: total ? n / total : 0 };
  });
}

type CountRow = { source: string; part: string | null; form: string; status: string; n: number };

/** One pass over each table: its items by source, program (domain), form and status. */
async function counts(db: Db, range: ReportRange) {
  const [enquiries, bookings] = await Promise.all([
    rows<CountRow>(
      db,
      sql`select coalesce(${leads.firstUtmSource}, ${leads.firstReferrer}, ${leads.heardFrom}, ${DIRECT}) as source,
        ${leads.program} as part, ${leads.source} as form, ${leads.status} as status, count(*)::int as n
      from ${leads} where ${inRange(leads.createdAt, range)} group by 1, 2, 3, 4`,
    ),
    rows<CountRow>(
      db,
      sql`select coalesce(${appointments.firstUtmSource}, ${appointments.firstReferrer}, ${DIRECT}) as source,
        ${appointments.mentorDomain} as part, 'booking' as form, ${appointments.status} as status,
        count(*)::int as n
      from ${appointments} where ${inRange(appointments.createdAt, range)} group by 1, 2, 3, 4`,
    ),
  ]);
  const tally = (list: CountRow[], key: (r: CountRow) => string) => {
    const t: Tally = new Map();
    for (const r of list) add(t, key(r), Number(r.n));
    return t;
  };
  return { enquiries, bookings, tally };
}

type MedianRow = {
  kind: string | null;
  owner: string | null;
  name: string | null;
  by_owner: number;
  median_hours: number | null;
  contacted: number;
  items: number;
};

/** Median hours to first contact: all items, each kind, each owner (grouping sets, one pass). */
async function firstContact(db: Db, range: ReportRange): Promise<ReportSection> {
  const a = auditEvents;
  const found = await rows<MedianRow>(
    db,
    sql`with items as (
        select 'enquiry' as kind, id::text as id, ${leads.createdAt} as created_at,
          ${leads.ownerId} as owner, ${leads.lastContactAt} as last_contact_at
        from ${leads} where ${inRange(leads.createdAt, range)}
        union all
        select 'booking', id::text, ${appointments.createdAt}, ${appointments.ownerId},
          ${appointments.lastContactAt}
        from ${appointments} where ${inRange(appointments.createdAt, range)}
      ),
      timed as (
        -- Each item's first status change: one probe of audit_events_status_changes_idx.
        select i.kind, i.owner,
          extract(epoch from coalesce(
            (select min(${a.at}) from ${a}
              where ${a.action} = 'status_changed' and ${a.targetId} = i.id and ${a.targetKind} = i.kind),
            i.last_contact_at) - i.created_at)::float8 / 3600 as hours
        from items i
      )
      select t.kind, t.owner, s.name, grouping(t.owner)::int = 0 as by_owner,
        percentile_cont(0.5) within group (order by t.hours) as median_hours,
        count(t.hours)::int as contacted, count(*)::int as items
      from timed t left join ${staffUsers} s on s.id = t.owner
      group by grouping sets ((), (t.kind), (t.owner, s.name))`,
  );
  const line = (label: string, r: MedianRow): ReportLine => ({
    label,
    value: r.median_hours === null ? null : Number(r.median_hours),
    count: Number(r.contacted),
  });
  const all = found.find((r) => !r.kind && !r.by_owner);
  const kind = (k: string) => found.find((r) => r.kind === k);
  const owners = found
    .filter((r) => r.by_owner)
    .sort(
      (x, y) => (x.owner ? 0 : 1) - (y.owner ? 0 : 1) || (x.name ?? "").localeCompare(y.name ?? ""),
    );
  const lines: ReportLine[] = [];
  if (all) lines.push(line("All enquiries and bookings", all));
  for (const [k, label] of [
    ["enquiry", "All enquiries"],
    ["booking", "All bookings"],
  ] as const) {
    const r = kind(k);
    if (r) lines.push(line(label, r));
  }
  for (const r of owners)
    lines.push(line(r.owner ? (r.name ?? "A removed member") : "No owner", r));
  const waiting = all ? Number(all.items) - Number(all.contacted) : 0;
  return {
    id: "first-contact",
    title: "Median time to first contact (hours), overall and by owner",
    measure: "hours",
    lines,
    note: `${waiting} not contacted yet ${waiting === 1 ? "is" : "are"} left out of the medians.`,
  };
}

/** The report of the enquiries and bookings that arrived in `range`. */
export async function getReport(db: Db, range: ReportRange): Promise<Report> {
  const [{ enquiries, bookings, tally }, timing] = await Promise.all([
    counts(db, range),
    firstContact(db, range),
  ]);
  const forms = tally(enquiries, (r) => r.form);
  const bookingTotal = bookings.reduce((sum, r) => sum + Number(r.n), 0);
  if (bookingTotal > 0) forms.set("booking", bookingTotal);
  const formLabel = (key: string) =>
    key === "booking"
      ? "Mentorship booking"
      : (ENQUIRY_FORMS[key as keyof typeof ENQUIRY_FORMS] ?? key);
  const count = (id: string, title: string, lines: ReportLine[]): ReportSection => ({
    id,
    title,
    measure: "count",
    lines,
  });
  const sections: ReportSection[] = [
    count("enquiry-sources", "Enquiries by source", topSources(tally(enquiries, (r) => r.source))),
    count("booking-sources", "Bookings by source", topSources(tally(bookings, (r) => r.source))),
    count(
      "programs",
      "Enquiries by program",
      linesOf(tally(enquiries, (r) => r.part ?? NO_PROGRAM)),
    ),
    count(
      "domains",
      "Bookings by mentor domain",
      linesOf(
        tally(bookings, (r) => r.part ?? ""),
        mentorDomainLabel,
      ),
    ),
    count("forms", "Enquiries and bookings by form", linesOf(forms, formLabel)),
    count(
      "enquiry-statuses",
      "Enquiries by status now",
      statusLines(
        tally(enquiries, (r) => r.status),
        LEAD_STATUSES,
      ),
    ),
    count(
      "booking-statuses",
      "Bookings by status now",
      statusLines(
        tally(bookings, (r) => r.status),
        BOOKING_STATUSES,
      ),
    ),
    timing,
  ];
  const total = (list: CountRow[]) => list.reduce((sum, r) => sum + Number(r.n), 0);
  return { range, totals: { enquiries: total(enquiries), bookings: bookingTotal }, sections };
}
