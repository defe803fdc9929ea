// Which records a data request may reach. A record is a candidate when its email or its phone is
// one the person proved; it meets the rule when it matches every detail they proved, so a
// relative sharing a phone is shown for what they are and never included silently. Each step
// after the search acts on ticked ids only, checked again here against the same details.
import "server-only";
import { type AnyColumn, type SQL, count, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, idempotencyKeys, leads, outbox, submissionNotes } from "@/lib/db/schema";
import { normalisePhone } from "@/lib/validations/common";
import type { RequestInput, SubmissionKind } from "./schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The details as stored rows hold them: the email trimmed and lower-case, the phone 10 digits. */
export type Person = { email?: string; phone?: string };

/** The tables that can hold a person's data, as data_requests counts name them. */
export const PERSON_TABLES = [
  "leads",
  "appointments",
  "submission_notes",
  "outbox",
  "idempotency_keys",
] as const;
export type PersonCounts = Record<(typeof PERSON_TABLES)[number], number>;

/** What hangs off one record: reached through its id only. */
type Attached = Pick<PersonCounts, "submission_notes" | "outbox" | "idempotency_keys">;

/** One enquiry or booking a request found, as the desk shows it. */
export type MatchedRecord = {
  id: string;
  kind: SubmissionKind;
  /** False when the submission is gone and only its copy in webhook events is left. */
  stored: boolean;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  /** Whether the record has each detail the person proved (null: not given). */
  matches: { email: boolean | null; phone: boolean | null };
  /** It matches every detail given: ticked by default. */
  meets_rule: boolean;
  counts: Attached;
};

/**
 * The details as the rows hold them. Throws when neither is given, so a caller can never match
 * (or erase) everything.
 */
export function normalisePerson(request: Pick<RequestInput, "email" | "phone">): Person {
  const email = request.email?.trim().toLowerCase() || undefined;
  const phone = request.phone ? normalisePhone(request.phone) : undefined;
  if (phone !== undefined && !/^\d{10}$/.test(phone)) {
    throw new Error("A phone number to match must have 10 digits.");
  }
  if (!email && !phone) throw new Error("Give an email address or a phone number to match.");
  return { email, phone };
}

/** Rows whose email or phone is one of the person's (either is enough to be a candidate). */
function either(columns: { email: AnyColumn | SQL; phone: AnyColumn | SQL }, person: Person): SQL {
  return or(
    person.email ? sql`lower(trim(${columns.email})) = ${person.email}` : undefined,
    person.phone ? sql`${columns.phone} = ${person.phone}` : undefined,
  )!;
}

/** drizzle's inArray refuses nothing to compare with; no ids matches no rows. */
export const within = (column: AnyColumn | SQL, ids: string[]): SQL =>
  ids.length > 0 ? inArray(sql`${column}`, ids) : sql`false`;

/** The submission id an event copies, and one an idempotency record answered with. */
export const eventSubmissionId = sql`${outbox.payload}->>'id'`;
export const keySubmissionId = sql`${idempotencyKeys.response}->'data'->>'id'`;

/** How to reach every row attached to the chosen records, for reading or deleting them. */
export function reach(records: Pick<MatchedRecord, "id" | "kind">[]) {
  const ids = records.map((r) => r.id);
  const of = (kind: SubmissionKind) => records.filter((r) => r.kind === kind).map((r) => r.id);
  return {
    leadIds: of("enquiry"),
    appointmentIds: of("booking"),
    notes: or(
      within(submissionNotes.leadId, of("enquiry")),
      within(submissionNotes.appointmentId, of("booking")),
    )!,
    outbox: within(eventSubmissionId, ids),
    idempotencyKeys: within(keySubmissionId, ids),
  };
}

const flag = (given: string | undefined, value: unknown, clean: (v: string) => string) =>
  given === undefined ? null : typeof value === "string" && clean(value) === given;

/** Every record with one of the person's details, oldest first, with what matched. */
export async function matchRecords(tx: Tx, person: Person): Promise<MatchedRecord[]> {
  // One query after another: a transaction is one connection, which runs one at a time.
  const columnsOf = (t: typeof leads | typeof appointments) => ({
    id: t.id,
    at: t.createdAt,
    name: t.name,
    email: t.email,
    phone: t.phone,
  });
  const leadRows = await tx.select(columnsOf(leads)).from(leads).where(either(leads, person));
  const bookingRows = await tx
    .select(columnsOf(appointments))
    .from(appointments)
    .where(either(appointments, person));
  // Copies in webhook events whose submission is gone (erased or purged since).
  const copy = (key: string) => sql`${outbox.payload}->'data'->>${key}`;
  const copies = await tx
    .select({ event: outbox.event, payload: outbox.payload, at: outbox.createdAt })
    .from(outbox)
    .where(
      sql`${either({ email: copy("email"), phone: copy("phone") }, person)}
        and not exists (select 1 from ${leads} where ${leads.id}::text = ${eventSubmissionId})
        and not exists (select 1 from ${appointments} where ${appointments.id}::text = ${eventSubmissionId})`,
    )
    .orderBy(outbox.createdAt);

  const found = new Map<string, Omit<MatchedRecord, "meets_rule" | "counts">>();
  const add = (kind: SubmissionKind, stored: boolean, row: Record<string, unknown>, id: string) => {
    const email = flag(person.email, row.email, (v) => v.trim().toLowerCase());
    const phone = flag(person.phone, row.phone, (v) => v);
    const before = found.get(id);
    found.set(id, {
      id,
      kind,
      stored,
      created_at: String(row.created_at ?? ""),
      name: String(row.name ?? ""),
      email: String(row.email ?? ""),
      phone: String(row.phone ?? ""),
      // Several events may copy one gone submission: a detail matches if any copy has it.
      matches: {
        email: before ? before.matches.email || email : email,
        phone: before ? before.matches.phone || phone : phone,
      },
    });
  };
  for (const r of leadRows) add("enquiry", true, { ...r, created_at: r.at.toISOString() }, r.id);
  for (const r of bookingRows) add("booking", true, { ...r, created_at: r.at.toISOString() }, r.id);
  for (const c of copies) {
    const payload = c.payload as { id?: unknown; data?: Record<string, unknown> };
    if (typeof payload.id !== "string" || !payload.data) continue;
    const kind = c.event.startsWith("appointment") ? "booking" : "enquiry";
    add(kind, false, { created_at: c.at.toISOString(), ...payload.data }, payload.id);
  }

  const attached = await countAttached(tx, [...found.values()]);
  return [...found.values()]
    .map((r) => ({
      ...r,
      meets_rule: r.matches.email !== false && r.matches.phone !== false,
      counts: attached.get(r.id) ?? { submission_notes: 0, outbox: 0, idempotency_keys: 0 },
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** How many notes, webhook events and idempotency records hang off each record. */
async function countAttached(tx: Tx, records: Pick<MatchedRecord, "id" | "kind">[]) {
  const where = reach(records);
  const counts = new Map<string, Attached>();
  const add = (id: string | null, key: keyof Attached, n: number) => {
    if (!id) return;
    const entry = counts.get(id) ?? { submission_notes: 0, outbox: 0, idempotency_keys: 0 };
    entry[key] += n;
    counts.set(id, entry);
  };
  const noteOf = sql<string>`coalesce(${submissionNotes.leadId}, ${submissionNotes.appointmentId})::text`;
  for (const r of await tx
    .select({ id: noteOf, n: count() })
    .from(submissionNotes)
    .where(where.notes)
    .groupBy(noteOf))
    add(r.id, "submission_notes", Number(r.n));
  for (const r of await tx
    .select({ id: sql<string>`${eventSubmissionId}`, n: count() })
    .from(outbox)
    .where(where.outbox)
    .groupBy(eventSubmissionId))
    add(r.id, "outbox", Number(r.n));
  for (const r of await tx
    .select({ id: sql<string>`${keySubmissionId}`, n: count() })
    .from(idempotencyKeys)
    .where(where.idempotencyKeys)
    .groupBy(keySubmissionId))
    add(r.id, "idempotency_keys", Number(r.n));
  return counts;
}

/** Some ticked ids are no record of these details (any more). */
export class RecordsNotMatchingError extends Error {
  constructor(readonly refused: number) {
    super(
      `${refused === 1 ? "One ticked record does" : `${refused} ticked records do`} not match the email or phone given, or no longer exist${refused === 1 ? "s" : ""}. Search again.`,
    );
  }
}

/**
 * The records behind `ids`, each checked to have one of the person's details; throws
 * RecordsNotMatchingError (naming how many) when one does not.
 */
export async function chooseRecords(
  tx: Tx,
  person: Person,
  ids: string[],
): Promise<MatchedRecord[]> {
  const byId = new Map((await matchRecords(tx, person)).map((r) => [r.id, r]));
  const refused = ids.filter((id) => !byId.has(id)).length;
  if (refused > 0) throw new RecordsNotMatchingError(refused);
  return ids.map((id) => byId.get(id)!);
}

/** A step's counts per table, and how many of its records matched only part of the details. */
export function countsOf(records: MatchedRecord[]) {
  const sum = (key: keyof Attached) => records.reduce((n, r) => n + r.counts[key], 0);
  const stored = (kind: SubmissionKind) =>
    records.filter((r) => r.stored && r.kind === kind).length;
  return {
    leads: stored("enquiry"),
    appointments: stored("booking"),
    submission_notes: sum("submission_notes"),
    outbox: sum("outbox"),
    idempotency_keys: sum("idempotency_keys"),
    partly_matched: records.filter((r) => !r.meets_rule).length,
  };
}
