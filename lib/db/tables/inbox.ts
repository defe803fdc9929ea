// What the staff inbox keeps beside the submissions: counsellors' notes, the audit log, and the
// record of each data request (DPDP Act) that outlives the data it was about.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { appointments, leads } from "./forms";
import { staffUsers } from "./staff";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A counsellor's note on one enquiry or one booking; goes when the submission goes. */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    appointmentId: uuid("appointment_id").references(() => appointments.id, {
      onDelete: "cascade",
    }),
    authorId: text("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("submission_notes_lead_idx").on(t.leadId),
    index("submission_notes_appointment_idx").on(t.appointmentId),
    check("submission_notes_one_target", sql`num_nonnulls(lead_id, appointment_id) = 1`),
  ],
);

/**
 * Who did what to which row, when, and from which network (never a full address). Holds no
 * visitor's personal data: targets are row ids, details are statuses and counts.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey(),
    at: at("at").notNull().defaultNow(),
    /** The staff member; null for someone not signed in (a failed sign-in). */
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    client: text("client"),
    detail: jsonb("detail"),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    // An item's first status change, for the reports' time to first contact
    // (lib/services/reports.ts): one probe per item instead of reading every later entry.
    index("audit_events_status_changes_idx")
      .on(t.targetId, t.at)
      .where(sql`${t.action} = 'status_changed'`),
  ],
);

/**
 * One step of a person's request to see, correct or erase their data (a search, a download, a
 * correction, an erasure): what was done, on whose behalf and how they proved who they are, by
 * kind, never the person's name, email or phone.
 */
export const dataRequests = pgTable("data_requests", {
  id: uuid("id").primaryKey(),
  at: at("at").notNull().defaultNow(),
  kind: text("kind").notNull(),
  handledBy: text("handled_by").references(() => staffUsers.id, { onDelete: "set null" }),
  /** Rows found, changed or deleted per table. */
  counts: jsonb("counts").notNull(),
  /** Who asked: the person, a parent or guardian, someone they authorised (null before 0006). */
  requestedBy: text("requested_by"),
  /** How the asker was verified: a call back, a reply from the address on record, in person. */
  verifiedBy: text("verified_by"),
  /** Which of the person's details the rows had to match: email, phone or both. */
  matchedOn: text("matched_on"),
});

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NoteRow = typeof submissionNotes.$inferSelect;
