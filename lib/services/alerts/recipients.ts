// Who an alert of a new enquiry or booking goes to, read when it is sent: its owner then, or,
// while nobody owns it, every enabled counsellor and admin on duty. Each member's own choice
// (staff_alert_choices) is honoured, and a member without an email address is skipped.
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads, staffAlertChoices, staffDuties, staffUsers } from "@/lib/db/schema";
import { ENQUIRY_FORMS, type InboxKind, mentorDomainLabel } from "@/lib/inbox/filters";
import { ASSIGNABLE_ROLES } from "../assignment";

/** What an alert may tell about a submission (the setting decides how much of the person). */
export type AlertItem = {
  kind: InboxKind;
  id: string;
  ownerId: string | null;
  name: string;
  email: string;
  phone: string;
  /** The program (an enquiry's) or mentor domain (a booking's), if any. */
  program: string | null;
  /** The form it came from, as staff call it. */
  form: string;
};

/** The submission as it is now, or null when it is gone (erased, purged). */
export async function getAlertItem(db: Db, kind: InboxKind, id: string): Promise<AlertItem | null> {
  if (kind === "enquiries") {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    if (!row) return null;
    const form = ENQUIRY_FORMS[row.source as keyof typeof ENQUIRY_FORMS] ?? row.source;
    return { kind, id, ...pick(row), program: row.program, form };
  }
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) return null;
  const program = mentorDomainLabel(row.mentorDomain);
  return { kind, id, ...pick(row), program, form: "Mentorship booking form" };
}

const pick = (row: { ownerId: string | null; name: string; email: string; phone: string }) => ({
  ownerId: row.ownerId,
  name: row.name,
  email: row.email,
  phone: row.phone,
});

/** Why the recipients get it: it is theirs, or nobody's and they are on duty. */
export type AlertReason = "owner" | "on_duty";
export type Recipients = { reason: AlertReason; emails: string[] };

/** The email addresses the alert goes to now, and why; empty when everyone turned it off. */
export async function alertRecipients(db: Db, item: AlertItem): Promise<Recipients> {
  const wants = item.ownerId ? staffAlertChoices.assigned : staffAlertChoices.unowned;
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .leftJoin(staffAlertChoices, eq(staffAlertChoices.staffId, staffUsers.id))
    .leftJoin(staffDuties, eq(staffDuties.staffId, staffUsers.id))
    .where(
      and(
        sql`${staffUsers.banned} is not true`,
        sql`coalesce(${wants}, true)`,
        item.ownerId
          ? eq(staffUsers.id, item.ownerId)
          : and(eq(staffDuties.onDuty, true), inArray(staffUsers.role, ASSIGNABLE_ROLES)),
      ),
    )
    .orderBy(staffUsers.email);
  return {
    reason: item.ownerId ? "owner" : "on_duty",
    emails: rows.map((r) => r.email.trim()).filter((email) => email.includes("@")),
  };
}
