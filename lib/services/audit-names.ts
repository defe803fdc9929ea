// The names the audit page shows beside a page of entries, looked up when it is shown: the staff
// members who acted or were acted on (or named as an owner), the people whose enquiry or booking
// an entry is about, and the step of each data request. The audit_events table itself keeps ids
// only, so an erased person's name is gone from the page as soon as it is gone from the database.
import "server-only";
import { type AnyColumn, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { appointments, dataRequests, leads, staffUsers } from "@/lib/db/schema";

export type AuditNames = {
  staff: Record<string, string>;
  enquiry: Record<string, string>;
  booking: Record<string, string>;
  /** A data request's id → its step (search, download, correction, erasure). */
  data_request: Record<string, string>;
};

type Entry = {
  actorId: string | null;
  targetKind: string | null;
  targetId: string | null;
  detail: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** id → `value` of the rows of `table` whose id is among `ids`. */
async function lookUp(
  db: Db,
  table: PgTable,
  columns: { id: AnyColumn; value: AnyColumn },
  ids: Set<string>,
): Promise<Record<string, string>> {
  if (ids.size === 0) return {};
  const id = sql<string>`${columns.id}::text`;
  const rows = await db
    .select({ id, value: sql<string>`${columns.value}` })
    .from(table)
    .where(inArray(id, [...ids]));
  return Object.fromEntries(rows.map((r) => [r.id, r.value]));
}

/** The names behind the ids of `entries`. */
export async function auditNames(db: Db, entries: Entry[]): Promise<AuditNames> {
  const ids = { staff: new Set<string>(), enquiry: new Set<string>(), booking: new Set<string>() };
  const requests = new Set<string>();
  for (const e of entries) {
    if (e.actorId) ids.staff.add(e.actorId);
    const owner = (e.detail as { owner?: unknown } | null)?.owner;
    if (typeof owner === "string") ids.staff.add(owner);
    if (!e.targetId) continue;
    if (e.targetKind === "staff") ids.staff.add(e.targetId);
    // Submission and request ids are uuids; anything else cannot be one of those rows.
    else if (!UUID.test(e.targetId)) continue;
    else if (e.targetKind === "enquiry" || e.targetKind === "booking")
      ids[e.targetKind].add(e.targetId);
    else if (e.targetKind === "data_request") requests.add(e.targetId);
  }
  // One after another: a PGlite database answers one query at a time anyway.
  return {
    staff: await lookUp(db, staffUsers, { id: staffUsers.id, value: staffUsers.name }, ids.staff),
    enquiry: await lookUp(db, leads, { id: leads.id, value: leads.name }, ids.enquiry),
    booking: await lookUp(
      db,
      appointments,
      { id: appointments.id, value: appointments.name },
      ids.booking,
    ),
    data_request: await lookUp(
      db,
      dataRequests,
      { id: dataRequests.id, value: dataRequests.kind },
      requests,
    ),
  };
}
