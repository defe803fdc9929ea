// Storing accepted form submissions: the row, its webhook event, its staff alerts' events, its
// idempotency record and its owner (lib/services/assignment.ts) are committed in one transaction
// and flushed to disk before the caller may answer 201.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { consentNotice } from "@/lib/content/forms";
import { type Db, ensureDurable } from "@/lib/db/client";
import { appointments, idempotencyKeys, leads, outbox } from "@/lib/db/schema";
import { replyDueBy } from "@/lib/inbox/overdue";
import type { Appointment } from "@/lib/validations/appointment";
import { APPOINTMENT_CREATED_MESSAGE } from "@/lib/validations/appointment";
import type { Lead } from "@/lib/validations/lead";
import { LEAD_CREATED_MESSAGE } from "@/lib/validations/lead";
import type { VisitSourceInput } from "@/lib/validations/visit-source";
import { type AlertWay, alertEvents } from "./alerts/config";
import { type NewSubmission, assignNewIn } from "./assignment";

export type Created = { data: { id: string }; message: string };
export type StoreResult = { status: number; body: Created; replayed: boolean };

export type IdempotencyRef = { scope: string; key: string; requestHash: string };

export class IdempotencyConflictError extends Error {
  constructor() {
    super("This Idempotency-Key was already used for a different submission.");
  }
}

/** The stored first answer for this key, or null. Throws if the key came with another body. */
export async function findReplay(db: Db, ref: IdempotencyRef): Promise<StoreResult | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
  if (!row) return null;
  if (row.requestHash !== ref.requestHash) throw new IdempotencyConflictError();
  return { status: row.status, body: row.response as Created, replayed: true };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The visit's source columns of a parsed form (null where the browser did not know it). */
const sourceColumns = (v: VisitSourceInput) => ({
  firstUtmSource: v.first_utm_source ?? null,
  firstUtmMedium: v.first_utm_medium ?? null,
  firstUtmCampaign: v.first_utm_campaign ?? null,
  firstReferrer: v.first_referrer ?? null,
  firstLanding: v.first_landing ?? null,
  latestUtmSource: v.latest_utm_source ?? null,
  latestUtmMedium: v.latest_utm_medium ?? null,
  latestUtmCampaign: v.latest_utm_campaign ?? null,
  latestReferrer: v.latest_referrer ?? null,
  latestLanding: v.latest_landing ?? null,
});

/** The same columns as the records show them (the API's snake_case names). */
const sourceRecord = (row: ReturnType<typeof sourceColumns>) => ({
  first_utm_source: row.firstUtmSource,
  first_utm_medium: row.firstUtmMedium,
  first_utm_campaign: row.firstUtmCampaign,
  first_referrer: row.firstReferrer,
  first_landing: row.firstLanding,
  latest_utm_source: row.latestUtmSource,
  latest_utm_medium: row.latestUtmMedium,
  latest_utm_campaign: row.latestUtmCampaign,
  latest_referrer: row.latestReferrer,
  latest_landing: row.latestLanding,
});

async function store(
  db: Db,
  options: {
    idempotency?: IdempotencyRef;
    message: string;
    event: string;
    queueWebhook: boolean;
    alerts?: readonly AlertWay[];
    kind: NewSubmission["kind"];
    insert: (tx: Tx, id: string, consentAt: Date) => Promise<Record<string, unknown>>;
  },
): Promise<StoreResult> {
  const id = randomUUID();
  const body: Created = { data: { id }, message: options.message };
  const { idempotency } = options;
  const result = await db.transaction(async (tx) => {
    if (idempotency) {
      // Claims the key first: a concurrent retry with the same key waits here for this
      // transaction, then finds the key taken and replays the committed answer.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ ...idempotency, status: 201, response: body })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const replay = await findReplay(tx as unknown as Db, idempotency);
        if (replay) return replay;
      }
    }
    const row = await options.insert(tx, id, new Date());
    if (options.queueWebhook) {
      await tx.insert(outbox).values({
        id: randomUUID(),
        event: options.event,
        payload: { event: options.event, id, data: row },
      });
    }
    if (options.alerts?.length) {
      await tx.insert(outbox).values(alertEvents(options.kind, id, options.alerts));
    }
    // Last, so the assignment lock is held only until the commit that follows.
    const program = typeof row.program === "string" ? row.program : null;
    await assignNewIn(tx, { kind: options.kind, id, program });
    return { status: 201, body, replayed: false };
  });
  await ensureDurable(db);
  return result;
}

export type StoreOptions = {
  idempotency?: IdempotencyRef;
  queueWebhook: boolean;
  /** The ways staff are alerted (lib/services/alerts/config.ts): one event each. */
  alerts?: readonly AlertWay[];
};

export function createLead(db: Db, lead: Lead, options: StoreOptions): Promise<StoreResult> {
  return store(db, {
    ...options,
    message: LEAD_CREATED_MESSAGE,
    event: "lead.created",
    kind: "enquiries",
    insert: async (tx, id, consentAt) => {
      const [row] = await tx
        .insert(leads)
        .values({
          id,
          source: lead.source,
          role: lead.role,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          linkedinUrl: lead.source === "home" ? (lead.linkedin_url ?? null) : null,
          program: lead.source === "home" ? (lead.program ?? null) : null,
          expertise: lead.source === "home" ? (lead.expertise ?? null) : null,
          query: lead.query ?? null,
          consentAt,
          replyDueAt: replyDueBy(consentAt),
          noticeVersion: consentNotice.version,
          noticeLanguage: lead.language ?? "en",
          heardFrom: lead.source === "home" ? (lead.heard_from ?? null) : null,
          ...sourceColumns(lead),
        })
        .returning();
      return toLeadRecord(row!);
    },
  });
}

export function createAppointment(
  db: Db,
  appointment: Appointment,
  options: StoreOptions,
): Promise<StoreResult> {
  return store(db, {
    ...options,
    message: APPOINTMENT_CREATED_MESSAGE,
    event: "appointment.created",
    kind: "bookings",
    insert: async (tx, id, consentAt) => {
      const [row] = await tx
        .insert(appointments)
        .values({
          id,
          name: appointment.name,
          email: appointment.email,
          phone: appointment.phone,
          branchCourse: appointment.branch_course,
          studyYear: appointment.study_year,
          mentorDomain: appointment.mentor_domain,
          appointmentAt: appointment.appointment_at,
          appointmentTime: appointment.appointment_time,
          query: appointment.query,
          consentAt,
          replyDueAt: replyDueBy(consentAt),
          noticeVersion: consentNotice.version,
          noticeLanguage: appointment.language ?? "en",
          ...sourceColumns(appointment),
        })
        .returning();
      return toAppointmentRecord(row!);
    },
  });
}

type LeadRow = typeof leads.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

/** A lead as the exports and the webhook show it: the API's snake_case names, ISO times. */
export function toLeadRecord(row: LeadRow) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    role: row.role,
    name: row.name,
    email: row.email,
    phone: row.phone,
    linkedin_url: row.linkedinUrl,
    program: row.program,
    expertise: row.expertise,
    query: row.query,
    consent_at: row.consentAt.toISOString(),
    notice_version: row.noticeVersion,
    notice_language: row.noticeLanguage,
    heard_from: row.heardFrom,
    ...sourceRecord(row),
  };
}

export function toAppointmentRecord(row: AppointmentRow) {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    branch_course: row.branchCourse,
    study_year: row.studyYear,
    mentor_domain: row.mentorDomain,
    appointment_at: row.appointmentAt.toISOString(),
    appointment_time: row.appointmentTime,
    query: row.query,
    consent_at: row.consentAt.toISOString(),
    notice_version: row.noticeVersion,
    notice_language: row.noticeLanguage,
    ...sourceRecord(row),
  };
}

export type LeadRecord = ReturnType<typeof toLeadRecord>;
export type AppointmentRecord = ReturnType<typeof toAppointmentRecord>;
