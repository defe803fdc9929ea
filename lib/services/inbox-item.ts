// One enquiry or booking as a counsellor works it: every field, its status, owner, follow-up day
// and notes, and the audit entry of opening it. Changes to it: inbox-item-change.ts.
import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads, staffUsers, submissionNotes } from "@/lib/db/schema";
import type { InboxKind } from "@/lib/inbox/filters";
import { recordAudit } from "./audit";
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
  /** When the first call was due (lib/inbox/overdue.ts). */
  replyDueAt: Date;
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
    replyDueAt: row.replyDueAt,
    lastContactAt: row.lastContactAt,
    createdAt: row.createdAt,
    notes,
  };
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
