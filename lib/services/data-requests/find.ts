// The two reading steps of a data request: the search (which records have the details the person
// proved, and what matched on each) and the download (everything held on the ticked records: the
// submissions, the counsellors' notes on them, the webhook events that copy them and the
// idempotency records that name them; nothing of a record left unticked).
import "server-only";
import type { Db } from "@/lib/db/client";
import { appointments, idempotencyKeys, leads, outbox, submissionNotes } from "@/lib/db/schema";
import { toAppointmentRecord, toLeadRecord } from "../submissions";
import type { Actor } from "../staff";
import {
  type MatchedRecord,
  type PersonCounts,
  chooseRecords,
  countsOf,
  matchRecords,
  normalisePerson,
  reach,
  within,
} from "./match";
import { recordStep } from "./record";
import { type DownloadInput, type FindInput, type MatchRule, matchRuleOf } from "./schema";

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

/** Everything held on the chosen records, as plain JSON (the download is exactly this). */
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

export type SearchResult = {
  rule: MatchRule;
  /** The records to show: those meeting the rule, and the partial ones when asked for. */
  records: MatchedRecord[];
  /** Records matching only part of the details that were left out. */
  hidden: number;
};

/** The search step: the records found, recorded (counts only) as its own step. */
export async function searchPerson(db: Db, input: FindInput, actor: Actor): Promise<SearchResult> {
  const person = normalisePerson(input);
  const found = await db.transaction((tx) => matchRecords(tx, person));
  const rule = found.filter((r) => r.meets_rule);
  const partial = found.length - rule.length;
  // The search counts what the rule reaches, and how many more matched only in part.
  await recordStep(db, "search", { ...countsOf(rule), partly_matched: partial }, input, actor);
  return {
    rule: matchRuleOf(input),
    records: input.include_partial ? found : rule,
    hidden: input.include_partial ? 0 : partial,
  };
}

/** Everything held on the ticked records (each checked against the details again). */
async function collect(db: Db, input: DownloadInput) {
  // One transaction: a single consistent view of the records.
  return db.transaction(async (tx) => {
    const records = await chooseRecords(tx, normalisePerson(input), input.ids);
    const where = reach(records);
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
    const data: PersonData = {
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
    return { data, partly: records.filter((r) => !r.meets_rule).length };
  });
}

/** The download step: the ticked records' data, recorded (counts only) before it is sent. */
export async function downloadPerson(
  db: Db,
  input: DownloadInput,
  actor: Actor,
): Promise<PersonData> {
  const { data, partly } = await collect(db, input);
  await recordStep(db, "download", { ...data.counts, partly_matched: partly }, input, actor);
  return data;
}
