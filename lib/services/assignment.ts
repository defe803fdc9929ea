// Giving a new enquiry or booking its owner, in the transaction that stores it: the counsellor an
// admin named for the enquiry's program when they are on duty, else whoever on duty has waited
// longest since their last one (round robin), unless an admin turned automatic assignment off.
// Only enabled admins and counsellors on duty are chosen; with nobody on duty the item waits in
// the inbox without an owner. A failure here never costs the submission: it is stored without an
// owner and the failure logged (ids and codes only).
import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { STAFF_ROLES, may } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import {
  appointments,
  assignmentSettings,
  leads,
  programCounsellors,
  staffDuties,
  staffUsers,
} from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { recordAuditIn } from "./audit";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The roles that work enquiries and bookings: the only ones ever given one. */
export const ASSIGNABLE_ROLES = STAFF_ROLES.filter((role) => may(role, "enquiries"));

/**
 * Serialises the choice between concurrent submissions (any two-part key distinct from the
 * migrations' and the retention job's). Held until the storing transaction commits, so the next
 * submission's choice, a statement that starts after it got the lock, sees this one's turn.
 */
export const ASSIGNMENT_LOCK_ID = 727_274_003;
/** How long a submission waits for the lock before it is stored without an owner. */
const LOCK_WAIT = "5s";

/** Why the owner is who they are: named for the program, or next in turn. */
export type AssignedBy = "program" | "turn";
export type Assignment = { ownerId: string; by: AssignedBy };

/** Whether automatic assignment is on (it is, until an admin turns it off). */
export async function isAutomatic(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ automatic: assignmentSettings.automatic })
    .from(assignmentSettings)
    .where(eq(assignmentSettings.id, 1));
  return row?.automatic ?? true;
}

/**
 * Chooses the owner of a new submission and counts their turn, or null when automatic assignment
 * is off or nobody is on duty. Call inside the storing transaction: it takes the assignment lock.
 */
export async function chooseOwnerIn(tx: Tx, program: string | null): Promise<Assignment | null> {
  await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_WAIT}'`));
  await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_ID}::bigint)`);
  if (!(await isAutomatic(tx))) return null;
  const named =
    program === null
      ? sql<string | null>`null`
      : sql<string | null>`(select ${programCounsellors.staffId} from ${programCounsellors}
          where ${programCounsellors.program} = ${program})`;
  const [next] = await tx
    .select({ staffId: staffDuties.staffId, named: named.as("named") })
    .from(staffDuties)
    .innerJoin(staffUsers, eq(staffUsers.id, staffDuties.staffId))
    .where(
      and(
        eq(staffDuties.onDuty, true),
        sql`${staffUsers.banned} is not true`,
        inArray(staffUsers.role, ASSIGNABLE_ROLES),
      ),
    )
    .orderBy(
      desc(sql`${staffDuties.staffId} is not distinct from ${named}`),
      sql`${staffDuties.lastTurn} asc nulls first`,
      asc(staffDuties.staffId),
    )
    .limit(1);
  if (!next) return null;
  await tx
    .update(staffDuties)
    .set({
      lastTurn: sql`(select coalesce(max(${staffDuties.lastTurn}), 0) + 1 from ${staffDuties})`,
    })
    .where(eq(staffDuties.staffId, next.staffId));
  return { ownerId: next.staffId, by: next.named === next.staffId ? "program" : "turn" };
}

export type NewSubmission = { kind: "enquiries" | "bookings"; id: string; program: string | null };

/**
 * Gives the submission just inserted in `tx` its owner, with an audit entry "assigned
 * automatically" (no actor), in a savepoint: if anything fails, that part is undone, the
 * submission keeps no owner, and the storing transaction goes on. The owner's id, or null.
 */
export async function assignNewIn(tx: Tx, item: NewSubmission): Promise<string | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      const chosen = await chooseOwnerIn(savepoint, item.program);
      if (!chosen) return null;
      const table = item.kind === "enquiries" ? leads : appointments;
      await savepoint.update(table).set({ ownerId: chosen.ownerId }).where(eq(table.id, item.id));
      await recordAuditIn(savepoint, {
        action: "owner_assigned",
        targetKind: item.kind === "enquiries" ? "enquiry" : "booking",
        targetId: item.id,
        detail: { owner: chosen.ownerId, by: chosen.by },
      });
      return chosen.ownerId;
    });
  } catch (error) {
    // Its code and class only: a failed query's message repeats the query and its parameters.
    const cause = (error as { cause?: unknown }).cause ?? error;
    log.error(
      {
        kind: item.kind,
        id: item.id,
        code: (cause as { code?: unknown }).code ?? null,
        error: (error as Error).name,
      },
      "automatic assignment failed: stored without an owner",
    );
    return null;
  }
}
