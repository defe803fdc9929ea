// The staff inbox's CSV (GET /api/staff/export): the rows of the current filter and view, in the
// list's order, as a spreadsheet opens them: a UTF-8 byte-order mark (so Excel reads Hindi names
// as Hindi), India times written 2026-11-26 14:05 under headers that say so, the status, owner,
// follow-up day and latest note beside each row, and the formula guard of every export
// (export.ts). The token API's CSV (export.ts) stays as it was: scripts read its columns.
import "server-only";
import { type SQL, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads, staffUsers, submissionNotes } from "@/lib/db/schema";
import {
  ENQUIRY_FORMS,
  type InboxFilters,
  type InboxKind,
  mentorDomainLabel,
} from "@/lib/inbox/filters";
import { indiaStamp } from "@/lib/inbox/overdue";
import { statusLabel } from "@/lib/inbox/statuses";
import { heardFromLabel } from "@/lib/inbox/visit-source";
import { csvCell } from "./export";
import { inboxOrder, inboxWhere } from "./inbox";
import { type InboxContext, viewConditions } from "./inbox-views";

const BOM = "\uFEFF";
const LANGUAGES: Record<string, string> = { en: "English", hi: "Hindi" };

type Row = Record<string, unknown>;
const at = (key: string) => (r: Row) => (r[key] ? indiaStamp(r[key] as Date) : null);
const same = (key: string) => (r: Row) => r[key];

/** The work on a row, first after its id and time: what a counsellor scans for. */
const WORK: [string, (r: Row) => unknown][] = [
  ["status", (r) => statusLabel(r.status as string)],
  ["owner", same("ownerName")],
  ["follow_up_on", same("followUpOn")],
  ["last_note", same("lastNote")],
];
/** How and when the person agreed to be contacted, last. */
const CONSENT: [string, (r: Row) => unknown][] = [
  ["language", (r) => LANGUAGES[r.noticeLanguage as string] ?? r.noticeLanguage],
  ["reply_due_ist", at("replyDueAt")],
  ["consent_ist", at("consentAt")],
  ["notice_version", same("noticeVersion")],
];

/** Where the visit that sent it came from (lib/visit-source.ts), before the consent columns. */
const SOURCE: [string, (r: Row) => unknown][] = [
  ["first_utm_source", same("firstUtmSource")],
  ["first_utm_medium", same("firstUtmMedium")],
  ["first_utm_campaign", same("firstUtmCampaign")],
  ["first_referrer", same("firstReferrer")],
  ["first_landing", same("firstLanding")],
  ["latest_utm_source", same("latestUtmSource")],
  ["latest_utm_medium", same("latestUtmMedium")],
  ["latest_utm_campaign", same("latestUtmCampaign")],
  ["latest_referrer", same("latestReferrer")],
  ["latest_landing", same("latestLanding")],
];

/** Header → cell of each column, per kind. */
const COLUMNS: Record<InboxKind, [string, (r: Row) => unknown][]> = {
  enquiries: [
    ["id", same("id")],
    ["received_ist", at("createdAt")],
    ...WORK,
    ["form", (r) => ENQUIRY_FORMS[r.source as keyof typeof ENQUIRY_FORMS] ?? r.source],
    ...["role", "name", "email", "phone"].map((k): [string, (r: Row) => unknown] => [k, same(k)]),
    ["linkedin_url", same("linkedinUrl")],
    ["program", same("program")],
    ["expertise", same("expertise")],
    ["query", same("query")],
    ["heard_from", (r) => (r.heardFrom ? heardFromLabel(r.heardFrom as string) : null)],
    ...SOURCE,
    ...CONSENT,
  ],
  bookings: [
    ["id", same("id")],
    ["received_ist", at("createdAt")],
    ...WORK,
    ...["name", "email", "phone"].map((k): [string, (r: Row) => unknown] => [k, same(k)]),
    ["branch_course", same("branchCourse")],
    ["study_year", same("studyYear")],
    ["mentor_domain", (r) => mentorDomainLabel(r.mentorDomain as string)],
    ["session_ist", at("appointmentAt")],
    ["appointment_time", same("appointmentTime")],
    ["query", same("query")],
    ...SOURCE,
    ...CONSENT,
  ],
};

/** The text of the newest note on each row of `kind`. */
function lastNote(kind: InboxKind): SQL<string | null> {
  const [owner, row] =
    kind === "enquiries"
      ? [submissionNotes.leadId, leads.id]
      : [submissionNotes.appointmentId, appointments.id];
  return sql<string | null>`(select ${submissionNotes.body} from ${submissionNotes}
    where ${owner} = ${row}
    order by ${submissionNotes.createdAt} desc, ${submissionNotes.id} desc limit 1)`;
}

async function exportRows(db: Db, filters: InboxFilters, context: InboxContext): Promise<Row[]> {
  const conditions = viewConditions(filters.kind, context);
  const where = inboxWhere(filters, conditions);
  const order = inboxOrder(filters, conditions);
  const work = { ownerName: staffUsers.name, lastNote: lastNote(filters.kind) };
  if (filters.kind === "enquiries") {
    return db
      .select({ row: leads, ...work })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
      .where(where)
      .orderBy(...order)
      .then((rows) => rows.map(({ row, ...rest }) => ({ ...row, ...rest })));
  }
  return db
    .select({ row: appointments, ...work })
    .from(appointments)
    .leftJoin(staffUsers, eq(staffUsers.id, appointments.ownerId))
    .where(where)
    .orderBy(...order)
    .then((rows) => rows.map(({ row, ...rest }) => ({ ...row, ...rest })));
}

/** Lines of cells as a spreadsheet opens them: the byte-order mark, CRLF, each cell guarded. */
export function spreadsheetCsv(lines: unknown[][]): string {
  return `${BOM}${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** What and when: coderhouse-enquiries-overdue-2026-11-26-1405-IST.csv. */
export function exportFileName(filters: InboxFilters, now: Date): string {
  const what = [filters.kind, filters.view, filters.status].filter(Boolean).join("-");
  const when = indiaStamp(now).replace(" ", "-").replace(":", "");
  return `coderhouse-${what.replace(/_/g, "-")}-${when}-IST.csv`;
}

/** The CSV of `filters` for the member in `context`, its file name and how many rows it holds. */
export async function exportInbox(
  db: Db,
  filters: InboxFilters,
  context: InboxContext & { now: Date },
): Promise<{ csv: string; fileName: string; rows: number }> {
  const rows = await exportRows(db, filters, context);
  const columns = COLUMNS[filters.kind];
  return {
    csv: spreadsheetCsv([
      columns.map(([header]) => header),
      ...rows.map((r) => columns.map(([, value]) => value(r))),
    ]),
    fileName: exportFileName(filters, context.now),
    rows: rows.length,
  };
}
