// Submissions for the institute's staff: rows since a date, as JSON or as CSV for a spreadsheet.
// The admin endpoints and the export scripts both print exactly this, unchanged for the scripts
// that read it (the staff inbox's spreadsheet export is inbox-export.ts).
import "server-only";
import { type SQL, asc, gte } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads } from "@/lib/db/schema";
import { isCalendarDay } from "@/lib/validations/common";
import { toAppointmentRecord, toLeadRecord } from "./submissions";

export const EXPORT_KINDS = ["leads", "appointments"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ["json", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `since` is a calendar day in India time (the institute's), e.g. 2026-01-01. */
export function parseSince(since: string | null | undefined): Date | null | "invalid" {
  if (since === null || since === undefined || since === "") return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(since);
  if (!parts || !isCalendarDay(parts[1]!, parts[2]!, parts[3]!)) return "invalid";
  return new Date(`${since}T00:00:00+05:30`);
}

export async function listRecords(db: Db, kind: ExportKind, since: Date | null) {
  const table = kind === "leads" ? leads : appointments;
  return listWhere(db, kind, since ? gte(table.createdAt, since) : undefined);
}

/** The rows `where` selects, oldest first (the staff inbox's export passes its filter). */
export async function listWhere(db: Db, kind: ExportKind, where: SQL | undefined) {
  if (kind === "leads") {
    const rows = await db
      .select()
      .from(leads)
      .where(where)
      .orderBy(asc(leads.createdAt), asc(leads.id));
    return rows.map((row) => exported("leads", toLeadRecord(row)));
  }
  const rows = await db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
  return rows.map((row) => exported("appointments", toAppointmentRecord(row)));
}

/**
 * A record with the export's own columns only, in their order: the scripts read exactly these.
 * The visit's source (lib/visit-source.ts) is in the staff inbox's CSV, the webhook and the data
 * requests, not here.
 */
function exported<T extends Record<string, unknown>>(kind: ExportKind, record: T) {
  return Object.fromEntries(COLUMNS[kind].map((column) => [column, record[column]])) as Omit<
    T,
    `${"first" | "latest"}_${string}` | "heard_from"
  >;
}

/** A spreadsheet cell: quoted when needed, and never read as a formula (=, +, -, @). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const COLUMNS: Record<ExportKind, string[]> = {
  leads: [
    "id",
    "created_at",
    "source",
    "role",
    "name",
    "email",
    "phone",
    "linkedin_url",
    "program",
    "expertise",
    "query",
    "consent_at",
    "notice_version",
    "notice_language",
  ],
  appointments: [
    "id",
    "created_at",
    "name",
    "email",
    "phone",
    "branch_course",
    "study_year",
    "mentor_domain",
    "appointment_at",
    "appointment_time",
    "query",
    "consent_at",
    "notice_version",
    "notice_language",
  ],
};

export function formatRecords(
  kind: ExportKind,
  records: Record<string, unknown>[],
  format: ExportFormat,
): string {
  if (format === "json") return `${JSON.stringify({ data: records }, null, 2)}\n`;
  const columns = COLUMNS[kind];
  const lines = [
    columns.join(","),
    ...records.map((r) => columns.map((c) => csvCell(r[c])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: "application/json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};
