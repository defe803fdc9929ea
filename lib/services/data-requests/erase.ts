// Erasing a person at their request (DPDP Act): the ticked enquiries and bookings (each checked
// again against the details the person proved), the notes on them, every webhook event that copies
// them (delivered or not) and every idempotency record that names them, in one transaction.
// Nothing of an unticked record is touched, so a relative sharing a phone stays whole. What stays
// is a data_requests row and an audit entry with the counts, and neither says who the person was.
import "server-only";
import { count } from "drizzle-orm";
import { type Db, ensureDurable } from "@/lib/db/client";
import { reclaimDeleted } from "@/lib/db/reclaim";
import { appointments, idempotencyKeys, leads, outbox, submissionNotes } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { recordAuditIn } from "../audit";
import type { Actor } from "../staff";
import { type PersonCounts, chooseRecords, normalisePerson, reach, within } from "./match";
import { type RequestCounts, insertDataRequest } from "./record";
import type { EraseInput } from "./schema";

export type ErasureResult = { counts: RequestCounts; requestId: string };

/** Deletes the ticked records and everything attached to them; returns how many rows per table. */
export async function erasePerson(db: Db, input: EraseInput, actor: Actor): Promise<ErasureResult> {
  const result = await db.transaction(async (tx) => {
    const records = await chooseRecords(tx, normalisePerson(input), input.ids);
    const where = reach(records);
    // Notes go with their submission (on delete cascade); counted first for the record.
    const [notes] = await tx.select({ n: count() }).from(submissionNotes).where(where.notes);
    const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
    const tables: PersonCounts = {
      idempotency_keys: await deleted(
        tx
          .delete(idempotencyKeys)
          .where(where.idempotencyKeys)
          .returning({ key: idempotencyKeys.key }),
      ),
      outbox: await deleted(tx.delete(outbox).where(where.outbox).returning({ id: outbox.id })),
      submission_notes: Number(notes?.n ?? 0),
      leads: await deleted(
        tx.delete(leads).where(within(leads.id, where.leadIds)).returning({ id: leads.id }),
      ),
      appointments: await deleted(
        tx
          .delete(appointments)
          .where(within(appointments.id, where.appointmentIds))
          .returning({ id: appointments.id }),
      ),
    };
    const counts = { ...tables, partly_matched: records.filter((r) => !r.meets_rule).length };
    const requestId = await insertDataRequest(tx, "erasure", actor, counts, input);
    await recordAuditIn(tx, {
      action: "data_erased",
      actorId: actor.id,
      targetKind: "data_request",
      targetId: requestId,
      address: actor.address,
      detail: { counts },
    });
    return { counts, requestId };
  });
  // Answered only once the deletion is on disk, and the rows are gone from its files: the person is
  // told it is done. The erasure stands if the files cannot be rewritten now; the daily purge
  // rewrites them again (lib/services/retention.ts).
  await ensureDurable(db);
  await reclaimDeleted(db).catch((error: unknown) =>
    log.error(
      {
        dataRequest: result.requestId,
        err: error instanceof Error ? error.message : String(error),
      },
      "erased rows not yet rewritten out of the database files; the daily purge does it",
    ),
  );
  log.info({ dataRequest: result.requestId, ...result.counts }, "personal data erased on request");
  return result;
}
