// Everything stored about one person, found by their email address and/or phone number: their
// enquiries and bookings, the counsellors' notes on them, the webhook events that copy them and
// the idempotency records that name them. The erasure (erase.ts) deletes exactly what this finds.
import "server-only";
import { type AnyColumn, type SQL, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, idempotencyKeys, leads, outbox, submissionNotes } from "@/lib/db/schema";
import { normalisePhone } from "@/lib/validations/common";
import { toAppointmentRecord, toLeadRecord } from "../submissions";
import type { PersonQuery } from "./schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The tables that can hold a person's data, as data_requests counts name them. */
export const PERSON_TABLES = [
  "leads",
  "appointments",
  "submission_notes",
  "outbox",
  "idempotency_keys",
] as const;
export type PersonCounts = Record<(typeof PERSON_TABLES)[number], number>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toPersonLead(row: typeof leads.$inferSelect) {
  return {
    ...toLeadRecord(row),
    status: row.status,
    last_contact_at: iso(row.lastContactAt),
    follow_up_on: row.followUpOn,
  };
}

function toPersonAppointment(row: typeof appointments.$inferSelect) {
  return {
    ...toAppointmentRecord(row),
    status: row.status,
    last_contact_at: iso(row.lastContactAt),
    follow_up_on: row.followUpOn,
  };
}

/** Everything held about a person, as plain JSON (the download is exactly this). */
export type PersonData = {
  counts: PersonCounts;
  leads: ReturnType<typeof toPersonLead>[];
  appointments: ReturnType<typeof toPersonAppointment>[];
  submission_notes: {
    id: string;
    lead_id: string | null;
    appointment_id: string | null;
    body: string;
    created_at: string;
  }[];
  outbox: {
    id: string;
    event: string;
    payload: unknown;
    created_at: string;
    delivered_at: string | null;
  }[];
  idempotency_keys: {
    scope: string;
    key: string;
    status: number;
    response: unknown;
    created_at: string;
  }[];
};

/**
 * The query as stored rows hold it: the email trimmed and lower-case, the phone as 10 digits.
 * Throws when neither is given, so a caller can never match (or erase) everything.
 */
export function normalisePerson(query: PersonQuery): { email?: string; phone?: string } {
  const email = query.email?.trim().toLowerCase() || undefined;
  const phone = query.phone ? normalisePhone(query.phone) : undefined;
  if (phone !== undefined && !/^\d{10}$/.test(phone)) {
    throw new Error("A phone number to match must have 10 digits.");
  }
  if (!email && !phone) throw new Error("Give an email address or a phone number to match.");
  return { email, phone };
}

/** Rows whose email or phone is the person's (either one is enough). */
function matches(
  columns: { email: AnyColumn | SQL; phone: AnyColumn | SQL },
  person: { email?: string; phone?: string },
): SQL {
  return or(
    person.email ? sql`lower(trim(${columns.email})) = ${person.email}` : undefined,
    person.phone ? sql`${columns.phone} = ${person.phone}` : undefined,
  )!;
}

/** drizzle's inArray refuses nothing to compare with; no ids matches no rows. */
export const within = (column: AnyColumn | SQL, ids: string[]): SQL =>
  ids.length > 0 ? inArray(sql`${column}`, ids) : sql`false`;

/** Where each of the person's rows is, for reading it (findPerson) or deleting it (erasePerson). */
export type PersonWhere = {
  leadIds: string[];
  appointmentIds: string[];
  notes: SQL;
  outbox: SQL;
  idempotencyKeys: SQL;
};

/** Finds the person's submissions, and how to reach every row about them. */
export async function locatePerson(tx: Tx, query: PersonQuery): Promise<PersonWhere> {
  const person = normalisePerson(query);
  // One after another: a transaction is one connection, which runs one query at a time.
  const leadRows = await tx.select({ id: leads.id }).from(leads).where(matches(leads, person));
  const appointmentRows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(matches(appointments, person));
  const leadIds = leadRows.map((r) => r.id);
  const appointmentIds = appointmentRows.map((r) => r.id);
  const ids = [...leadIds, ...appointmentIds];
  return {
    leadIds,
    appointmentIds,
    notes: or(
      within(submissionNotes.leadId, leadIds),
      within(submissionNotes.appointmentId, appointmentIds),
    )!,
    // An event's payload is a copy of the submission: it is found by the submission's id, and
    // by the details in the copy too, in case the submission itself is already gone.
    outbox: or(
      within(sql`${outbox.payload}->>'id'`, ids),
      matches(
        {
          email: sql`${outbox.payload}->'data'->>'email'`,
          phone: sql`${outbox.payload}->'data'->>'phone'`,
        },
        person,
      ),
    )!,
    // An idempotency record keeps the first answer, { data: { id } }, and a hash of the body.
    idempotencyKeys: within(sql`${idempotencyKeys.response}->'data'->>'id'`, ids),
  };
}

/** Everything held about the person, with how many rows of each table. */
export async function findPerson(db: Db, query: PersonQuery): Promise<PersonData> {
  // One transaction: a single consistent view of the person's rows.
  return db.transaction(async (tx) => {
    const where = await locatePerson(tx, query);
    const leadRows = await tx
      .select()
      .from(leads)
      .where(within(leads.id, where.leadIds))
      .orderBy(leads.createdAt);
    const appointmentRows = await tx
      .select()
      .from(appointments)
      .where(within(appointments.id, where.appointmentIds))
      .orderBy(appointments.createdAt);
    const notes = await tx
      .select()
      .from(submissionNotes)
      .where(where.notes)
      .orderBy(submissionNotes.createdAt);
    const events = await tx.select().from(outbox).where(where.outbox).orderBy(outbox.createdAt);
    const keys = await tx.select().from(idempotencyKeys).where(where.idempotencyKeys);
    return {
      counts: {
        leads: leadRows.length,
        appointments: appointmentRows.length,
        submission_notes: notes.length,
        outbox: events.length,
        idempotency_keys: keys.length,
      },
      leads: leadRows.map(toPersonLead),
      appointments: appointmentRows.map(toPersonAppointment),
      submission_notes: notes.map((n) => ({
        id: n.id,
        lead_id: n.leadId,
        appointment_id: n.appointmentId,
        body: n.body,
        created_at: n.createdAt.toISOString(),
      })),
      outbox: events.map((e) => ({
        id: e.id,
        event: e.event,
        payload: e.payload,
        created_at: e.createdAt.toISOString(),
        delivered_at: iso(e.deliveredAt),
      })),
      idempotency_keys: keys.map((k) => ({
        scope: k.scope,
        key: k.key,
        status: k.status,
        response: k.response,
        created_at: k.createdAt.toISOString(),
      })),
    };
  });
}
