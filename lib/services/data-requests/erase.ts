// Erasing a person at their request (DPDP Act): every enquiry and booking of theirs, the notes on
// them, every webhook event that copies them (delivered or not) and every idempotency record that
// names them, in one transaction. What stays is a data_requests row and an audit entry with the
// counts, and neither says who the person was.
import "server-only";
import { count } from "drizzle-orm";
import { type Db, ensureDurable } from "@/lib/db/client";
import { appointments, idempotencyKeys, leads, outbox, submissionNotes } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { recordAudit } from "../audit";
import type { Actor } from "../staff";
import { type PersonCounts, locatePerson, within } from "./find";
import { insertDataRequest } from "./record";
import type { PersonQuery } from "./schema";

export type ErasureResult = { counts: PersonCounts; requestId: string };

/** Deletes everything findPerson() would show for `query`; returns how many rows per table. */
export async function erasePerson(
  db: Db,
  query: PersonQuery,
  actor: Actor,
): Promise<ErasureResult> {
  const result = await db.transaction(async (tx) => {
    const where = await locatePerson(tx, query);
    // Notes go with their submission (on delete cascade); counted first for the record.
    const [notes] = await tx.select({ n: count() }).from(submissionNotes).where(where.notes);
    const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
    const counts: PersonCounts = {
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
    const requestId = await insertDataRequest(tx, "erasure", actor, counts);
    return { counts, requestId };
  });
  // Answered only once the deletion is on disk: the person is told it is done.
  await ensureDurable(db);
  await recordAudit(
    {
      action: "data_erased",
      actorId: actor.id,
      targetKind: "data_request",
      targetId: result.requestId,
      address: actor.address,
      detail: { counts: result.counts },
    },
    db,
  );
  log.info({ dataRequest: result.requestId, ...result.counts }, "personal data erased on request");
  return result;
}
