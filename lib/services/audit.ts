// The audit log: every sign-in and failed sign-in, view of a submission, export, status change,
// erasure and staff change, with who (a staff id), what, which row, when, and the network it came
// from (never a full address). It holds no visitor's personal data. Kept for the period the
// privacy policy states (AUDIT_KEEP_MONTHS), then deleted by the daily purge.
import "server-only";
import { randomUUID } from "node:crypto";
import { type AnyColumn, and, count, desc, eq, gte, lt, not, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { auditEvents } from "@/lib/db/schema";
import { log, truncateAddress } from "@/lib/log.mjs";
import {
  type QueryOfTable,
  choiceField,
  dayField,
  pageField,
  queryTable,
  textField,
} from "@/lib/query-table";

export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "password_set",
  "two_factor_enrolled",
  "backup_codes_renewed",
  "signed_out_everywhere",
  "submission_viewed",
  "status_changed",
  "status_reopened",
  "owner_changed",
  "owner_assigned",
  "follow_up_changed",
  "note_added",
  "export",
  "data_request_viewed",
  "data_request_downloaded",
  "data_corrected",
  "data_erased",
  "staff_added",
  "staff_disabled",
  "staff_enabled",
  "staff_link_issued",
  "staff_two_factor_reset",
  "role_changed",
  "duty_changed",
  "assignment_changed",
  "program_counsellor_changed",
  "alert_detail_changed",
  "alert_choices_changed",
  "content_saved",
  "content_published",
  "content_restored",
  "content_taken_down",
  "photo_uploaded",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null;
  targetKind?: "enquiry" | "booking" | "staff" | "data_request" | "content" | "photo" | null;
  targetId?: string | null;
  /** The client's address as server.mjs decided it; stored shortened. */
  address?: string | null;
  /** Statuses, counts, field names: never a visitor's details. */
  detail?: Record<string, unknown> | null;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const rowOf = (entry: AuditEntry) => ({
  id: randomUUID(),
  action: entry.action,
  actorId: entry.actorId ?? null,
  targetKind: entry.targetKind ?? null,
  targetId: entry.targetId ?? null,
  client: entry.address ? truncateAddress(entry.address) : null,
  detail: entry.detail ?? null,
});

/**
 * Writes one entry as part of the transaction that makes the change it records: if it cannot be
 * written, the change is not made either (they commit together or not at all).
 */
export async function recordAuditIn(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values(rowOf(entry));
}

/**
 * Writes one entry about something that already happened outside the database (a sign-in, a
 * view, an export sent). A write that fails is logged and does not undo it; it never throws into
 * the request.
 */
export async function recordAudit(entry: AuditEntry, db?: Db): Promise<void> {
  try {
    await (db ?? (await getDb())).insert(auditEvents).values(rowOf(entry));
  } catch (err) {
    log.error({ err, action: entry.action }, "audit entry not written");
  }
}

/** What the audit page calls each action; a new action needs its label here. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  password_set: "Password set",
  two_factor_enrolled: "Authenticator app set up",
  backup_codes_renewed: "Recovery codes renewed",
  signed_out_everywhere: "Signed out everywhere",
  submission_viewed: "Viewed",
  status_changed: "Status changed",
  status_reopened: "Status reopened",
  owner_changed: "Owner changed",
  owner_assigned: "Assigned automatically",
  follow_up_changed: "Follow-up changed",
  note_added: "Note added",
  export: "Exported",
  data_request_viewed: "Data request: searched",
  data_request_downloaded: "Data request: downloaded",
  data_corrected: "Data request: corrected",
  data_erased: "Data request: erased",
  staff_added: "Staff member added",
  staff_disabled: "Staff member disabled",
  staff_enabled: "Staff member enabled",
  staff_link_issued: "Set-up link issued",
  staff_two_factor_reset: "Authenticator app reset",
  role_changed: "Role changed",
  duty_changed: "On duty changed",
  assignment_changed: "Automatic assignment changed",
  program_counsellor_changed: "Program counsellor changed",
  alert_detail_changed: "Alert contents changed",
  alert_choices_changed: "Own alerts changed",
  content_saved: "Content: draft saved",
  content_published: "Content: published",
  content_restored: "Content: earlier version restored",
  content_taken_down: "Content: taken down",
  photo_uploaded: "Content: photo uploaded",
};

/** The label of a stored action; one this list no longer (or not yet) knows still reads well. */
export function auditActionLabel(action: string): string {
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action)) return AUDIT_ACTION_LABELS[action as AuditAction];
  const words = action.replaceAll("_", " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Unknown action";
}

const STAFF_ID = /^[\w-]{1,64}$/;

/**
 * The audit page's filters, as they stand in its URL (/staff/audit?who=…&action=…&from=…&to=…):
 * a staff member, an action, a range of India days, and the page.
 */
export const AUDIT_FILTERS = queryTable(
  {
    who: textField(
      "who",
      64,
      (v) => STAFF_ID.test(v),
      'The "who" parameter must be a staff member\'s id.',
    ),
    action: choiceField("action", AUDIT_ACTIONS),
    from: dayField("from"),
    to: dayField("to"),
    page: { ...pageField, parser: pageField.parser.withDefault(1) },
  },
  {
    // A range that ends before it starts loses its end.
    settle: (query) =>
      query.from && query.to && query.from > query.to
        ? {
            query: { ...query, to: null },
            problems: { to: 'The "to" parameter must not be before "from".' },
          }
        : { query },
  },
);
export type AuditFilters = QueryOfTable<typeof AUDIT_FILTERS>;

export const AUDIT_PAGE_SIZE = 50;

/** The first instant of an India day (YYYY-MM-DD), `plusDays` later. */
const istDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000);

/**
 * The entries the filters keep, newest first, a page at a time. A staff member's views of one
 * enquiry or booking on one India day are one line (`times` of them, at the last one's time), so
 * a morning's work on an item does not bury everything else.
 */
export async function listAudit(db: Db, filters: AuditFilters) {
  const e = auditEvents;
  const where = and(
    filters.who ? eq(e.actorId, filters.who) : undefined,
    filters.action ? eq(e.action, filters.action) : undefined,
    filters.from ? gte(e.at, istDayStart(filters.from)) : undefined,
    filters.to ? lt(e.at, istDayStart(filters.to, 1)) : undefined,
  );
  const viewed = eq(e.action, "submission_viewed");
  const istDay = sql`floor((extract(epoch from ${e.at}) + 19800) / 86400)`;
  const lastOf = <T>(column: AnyColumn) =>
    sql<T>`(array_agg(${column} order by ${e.at} desc, ${e.id} desc))[1]`;
  // Made twice (the page, the count): a drizzle query changes in place as it is ordered.
  const lines = () =>
    db
      .select({
        id: e.id,
        at: e.at,
        action: e.action,
        actorId: e.actorId,
        targetKind: e.targetKind,
        targetId: e.targetId,
        client: e.client,
        detail: e.detail,
        times: sql<number>`1`.mapWith(Number).as("times"),
      })
      .from(e)
      .where(and(where, not(viewed)))
      .unionAll(
        db
          .select({
            id: lastOf<string>(e.id).as("id"),
            at: sql<Date>`max(${e.at})`.as("at"),
            action: sql<string>`${"submission_viewed"}`.as("action"),
            actorId: e.actorId,
            targetKind: e.targetKind,
            targetId: e.targetId,
            client: lastOf<string | null>(e.client).as("client"),
            detail: sql<unknown>`null::jsonb`.as("detail"),
            times: sql<number>`count(*)::int`.as("times"),
          })
          .from(e)
          .where(and(where, viewed))
          .groupBy(e.actorId, e.targetKind, e.targetId, istDay),
      );
  const [rows, [total]] = await Promise.all([
    lines()
      .orderBy(desc(sql`"at"`), desc(sql`"id"`))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(lines().as("lines")),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deletes entries older than `before`; returns how many. */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, before))
    .returning({ id: auditEvents.id });
  return deleted.length;
}
