// One enquiry or booking as a counsellor works it: every field, its status, owner, follow-up day
// and notes; and the changes they make, each checked (a status only moves along its allowed
// steps) and written to the audit log with ids and statuses, never the person's details.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads, staffUsers, submissionNotes } from "@/lib/db/schema";
import type { InboxKind } from "@/lib/inbox/filters";
import { CONTACT_STATUSES, canMove } from "@/lib/inbox/statuses";
import { type AuditAction, recordAudit } from "./audit";
import type { Actor } from "./staff";
import { toAppointmentRecord, toLeadRecord } from "./submissions";

export const auditKind = (kind: InboxKind) => (kind === "enquiries" ? "enquiry" : "booking");

export type Note = { id: string; body: string; createdAt: Date; authorName: string | null };

export type InboxItem = {
  kind: InboxKind;
  /** Every stored field, as the export writes it. */
  record: ReturnType<typeof toLeadRecord> | ReturnType<typeof toAppointmentRecord>;
  status: string;
  ownerId: string | null;
  followUpOn: string | null;
  lastContactAt: Date | null;
  createdAt: Date;
  notes: Note[];
};

export async function getInboxItem(db: Db, kind: InboxKind, id: string): Promise<InboxItem | null> {
  const row =
    kind === "enquiries"
      ? await db.query.leads.findFirst({ where: eq(leads.id, id) })
      : await db.query.appointments.findFirst({ where: eq(appointments.id, id) });
  if (!row) return null;
  const notes = await db
    .select({
      id: submissionNotes.id,
      body: submissionNotes.body,
      createdAt: submissionNotes.createdAt,
      authorName: staffUsers.name,
    })
    .from(submissionNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, submissionNotes.authorId))
    .where(
      kind === "enquiries" ? eq(submissionNotes.leadId, id) : eq(submissionNotes.appointmentId, id),
    )
    .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
  return {
    kind,
    record:
      kind === "enquiries"
        ? toLeadRecord(row as typeof leads.$inferSelect)
        : toAppointmentRecord(row as typeof appointments.$inferSelect),
    status: row.status,
    ownerId: row.ownerId,
    followUpOn: row.followUpOn,
    lastContactAt: row.lastContactAt,
    createdAt: row.createdAt,
    notes,
  };
}

/** What a counsellor may change; each key left out stays as it is. */
export type ItemChange = { status?: string; ownerId?: string | null; followUpOn?: string | null };

/** A change that cannot be made, with the field it is about and a sentence for staff. */
export class ChangeRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Applies `change`; returns false when there is no such submission. */
export async function updateInboxItem(
  db: Db,
  kind: InboxKind,
  id: string,
  change: ItemChange,
  actor: Actor,
): Promise<boolean> {
  const table = kind === "enquiries" ? leads : appointments;
  const [current] = await db
    .select({ status: table.status, ownerId: table.ownerId, followUpOn: table.followUpOn })
    .from(table)
    .where(eq(table.id, id));
  if (!current) return false;
  const set: Partial<typeof leads.$inferInsert> = {};
  const audits: [AuditAction, Record<string, unknown>][] = [];
  if (change.status !== undefined && change.status !== current.status) {
    if (!canMove(auditKind(kind), current.status, change.status)) {
      throw new ChangeRefused("status", `It cannot go from ${current.status} to ${change.status}.`);
    }
    set.status = change.status;
    if (CONTACT_STATUSES.includes(change.status)) set.lastContactAt = new Date();
    audits.push(["status_changed", { from: current.status, to: change.status }]);
  }
  if (change.ownerId !== undefined && change.ownerId !== current.ownerId) {
    if (change.ownerId !== null) {
      const [owner] = await db
        .select({ banned: staffUsers.banned })
        .from(staffUsers)
        .where(eq(staffUsers.id, change.ownerId));
      if (!owner || owner.banned)
        throw new ChangeRefused("ownerId", "Choose a current staff member.");
    }
    set.ownerId = change.ownerId;
    audits.push(["owner_changed", { owner: change.ownerId }]);
  }
  if (change.followUpOn !== undefined && change.followUpOn !== current.followUpOn) {
    set.followUpOn = change.followUpOn;
    audits.push(["follow_up_changed", { on: change.followUpOn }]);
  }
  if (audits.length === 0) return true;
  // The status is compared again as it is written: of two counsellors moving it at once, the
  // second is refused instead of skipping a step.
  const updated = await db
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), eq(table.status, current.status)))
    .returning({ id: table.id });
  if (updated.length === 0) {
    throw new ChangeRefused("status", "Someone changed it meanwhile. Reload and try again.");
  }
  for (const [action, detail] of audits) {
    await recordAudit(
      {
        action,
        actorId: actor.id,
        targetKind: auditKind(kind),
        targetId: id,
        address: actor.address,
        detail,
      },
      db,
    );
  }
  return true;
}

/** Adds a note by `actor`; returns false when there is no such submission. */
export async function addNote(
  db: Db,
  kind: InboxKind,
  id: string,
  body: string,
  actor: Actor,
): Promise<boolean> {
  const table = kind === "enquiries" ? leads : appointments;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) return false;
  await db.insert(submissionNotes).values({
    id: randomUUID(),
    ...(kind === "enquiries" ? { leadId: id } : { appointmentId: id }),
    authorId: actor.id,
    body,
  });
  await recordAudit(
    {
      action: "note_added",
      actorId: actor.id,
      targetKind: auditKind(kind),
      targetId: id,
      address: actor.address,
    },
    db,
  );
  return true;
}

/** Records that `actor` opened a submission (the audit log's "view"). */
export const recordView = (db: Db, kind: InboxKind, id: string, actor: Actor) =>
  recordAudit(
    {
      action: "submission_viewed",
      actorId: actor.id,
      targetKind: auditKind(kind),
      targetId: id,
      address: actor.address,
    },
    db,
  );
