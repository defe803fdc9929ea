// Correcting one personal field of an enquiry or a booking at the person's request (DPDP Act):
// the record must have one of the details the person proved, the new value must pass the rule of
// the form the submission came from, and the copies waiting in undelivered webhook events change
// with it. The audit entry names the field, never a value.
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ZodType } from "zod";
import { type Db, ensureDurable } from "@/lib/db/client";
import { appointments, leads, outbox } from "@/lib/db/schema";
import { appointmentSchema } from "@/lib/validations/appointment";
import { coderSheetLeadSchema, homeLeadSchema } from "@/lib/validations/lead";
import { recordAuditIn } from "../audit";
import type { Actor } from "../staff";
import { type Tx, chooseRecords, normalisePerson } from "./match";
import { insertDataRequest } from "./record";
import { CORRECTABLE_FIELDS, type CorrectableField, type CorrectionInput } from "./schema";

export class SubmissionNotFoundError extends Error {
  constructor() {
    super("There is no such enquiry or booking.");
  }
}

/** The new value breaks the form's rule; the message is the one the form itself shows. */
export class InvalidCorrectionError extends Error {}

/** Optional fields a correction may clear; the rest are required by their forms. */
const CLEARABLE = new Set<CorrectableField>(["linkedin_url"]);

/** The rule the form that collected the row applies to `field`, or null if it has no such box. */
function ruleFor(kind: CorrectionInput["kind"], source: string | null, field: CorrectableField) {
  if (!(CORRECTABLE_FIELDS[kind] as readonly string[]).includes(field)) return null;
  const shape: Record<string, ZodType> =
    kind === "booking"
      ? appointmentSchema.in.shape
      : source === "home"
        ? homeLeadSchema.in.shape
        : coderSheetLeadSchema.shape;
  return shape[field] ?? null;
}

export type CorrectionResult = {
  /** The value as stored, cleaned by the form's rule (null: cleared). */
  value: string | null;
  /** Undelivered webhook events whose copy was corrected too. */
  outbox: number;
  /** The data_requests row written for it. */
  requestId: string;
};

/**
 * Sets `field` of the enquiry or booking `id` to `value`, checked and cleaned by its form's rule.
 * Throws RecordsNotMatchingError, SubmissionNotFoundError or InvalidCorrectionError (nothing is
 * changed then).
 */
export async function correctField(
  db: Db,
  input: CorrectionInput,
  actor: Actor,
): Promise<CorrectionResult> {
  const { kind, id, field } = input;
  const table = kind === "enquiry" ? leads : appointments;
  const result = await db.transaction(async (tx) => {
    const [record] = await chooseRecords(tx, normalisePerson(input), [id]);
    if (record?.kind !== kind || !record.stored) throw new SubmissionNotFoundError();
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) throw new SubmissionNotFoundError();
    const source = "source" in row ? row.source : null;
    const rule = ruleFor(kind, source, field);
    if (!rule)
      throw new InvalidCorrectionError("The form this enquiry came from has no such field.");
    let value: unknown = input.value;
    if (value === null || (typeof value === "string" && value.trim() === "")) {
      if (!CLEARABLE.has(field)) {
        // The form's own message for an empty required box.
        const empty = rule.safeParse(undefined);
        throw new InvalidCorrectionError(
          empty.success ? "This field cannot be empty." : empty.error.issues[0]!.message,
        );
      }
      value = null;
    } else {
      const parsed = rule.safeParse(value);
      if (!parsed.success) throw new InvalidCorrectionError(parsed.error.issues[0]!.message);
      value = parsed.data ?? null;
    }
    await updateColumn(tx, kind, id, field, value as string | null);
    // Delivered events have already left; undelivered ones must not send the old value.
    const events = await tx
      .update(outbox)
      .set({
        payload: sql`jsonb_set(${outbox.payload}, array['data', ${field}]::text[], ${JSON.stringify(value)}::jsonb)`,
      })
      .where(and(isNull(outbox.deliveredAt), sql`${outbox.payload}->>'id' = ${id}`))
      .returning({ id: outbox.id });
    const counts = { [kind === "enquiry" ? "leads" : "appointments"]: 1, outbox: events.length };
    const requestId = await insertDataRequest(tx, "correction", actor, counts, input);
    await recordAuditIn(tx, {
      action: "data_corrected",
      actorId: actor.id,
      targetKind: kind,
      targetId: id,
      address: actor.address,
      detail: { field },
    });
    return { value: value as string | null, outbox: events.length, requestId };
  });
  await ensureDurable(db);
  return result;
}

/** The row's column behind the API's field name. */
async function updateColumn(
  tx: Tx,
  kind: CorrectionInput["kind"],
  id: string,
  field: CorrectableField,
  value: string | null,
): Promise<void> {
  if (kind === "enquiry") {
    const columns = { name: "name", email: "email", phone: "phone", linkedin_url: "linkedinUrl" };
    const key = columns[field as keyof typeof columns];
    await tx
      .update(leads)
      .set({ [key]: value })
      .where(eq(leads.id, id));
  } else {
    const columns = { name: "name", email: "email", phone: "phone", branch_course: "branchCourse" };
    const key = columns[field as keyof typeof columns];
    await tx
      .update(appointments)
      .set({ [key]: value })
      .where(eq(appointments.id, id));
  }
}
