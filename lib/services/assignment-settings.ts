// What staff change about who gets new enquiries and bookings (the choice itself: assignment.ts):
// a member on or off duty, automatic assignment on or off, a program's counsellor. Each change and
// its audit entry commit together; the same value again changes and records nothing.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { isStaffRole, may } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { assignmentSettings, programCounsellors, staffDuties, staffUsers } from "@/lib/db/schema";
import { ASSIGNMENT_LOCK_ID, isAutomatic } from "./assignment";
import { recordAuditIn } from "./audit";
import type { Actor } from "./staff";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A change that cannot be made: the field it is about and a sentence for staff. */
export class AssignmentRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type AssignmentSettings = {
  automatic: boolean;
  /** A program → the id of its counsellor. */
  programs: Record<string, string>;
};

export async function getAssignmentSettings(db: Db): Promise<AssignmentSettings> {
  const rows = await db.select().from(programCounsellors);
  return {
    automatic: await isAutomatic(db),
    programs: Object.fromEntries(rows.map((r) => [r.program, r.staffId])),
  };
}

/** Whether the member is marked on duty. */
export async function isOnDuty(db: Db, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ onDuty: staffDuties.onDuty })
    .from(staffDuties)
    .where(eq(staffDuties.staffId, staffId));
  return row?.onDuty ?? false;
}

/** The member's row, locked, if they may take enquiries now (enabled, admin or counsellor). */
async function lockMember(tx: Tx, staffId: string) {
  const [member] = await tx
    .select({ role: staffUsers.role, banned: staffUsers.banned })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .for("update");
  if (!member) return null;
  const role = isStaffRole(member.role) ? member.role : null;
  return { assignable: member.banned !== true && may(role, "enquiries"), banned: member.banned };
}

/**
 * Puts a member on or off duty. Null when there is no such member; refused when putting on duty
 * a disabled member or an editor (they never take enquiries). Anyone may be taken off duty.
 */
export async function setDuty(
  db: Db,
  staffId: string,
  onDuty: boolean,
  actor: Actor,
): Promise<{ changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, staffId);
    if (!member) return null;
    if (onDuty && !member.assignable) {
      throw new AssignmentRefused(
        "duty",
        member.banned
          ? "A disabled member cannot be on duty: enable them first."
          : "Only counsellors and admins take enquiries: an editor cannot be on duty.",
      );
    }
    const [before] = await tx
      .select({ onDuty: staffDuties.onDuty })
      .from(staffDuties)
      .where(eq(staffDuties.staffId, staffId));
    if ((before?.onDuty ?? false) === onDuty) return { changed: false };
    await tx
      .insert(staffDuties)
      .values({ staffId, onDuty })
      .onConflictDoUpdate({ target: staffDuties.staffId, set: { onDuty } });
    await recordAuditIn(tx, {
      action: "duty_changed",
      actorId: actor.id,
      targetKind: "staff",
      targetId: staffId,
      address: actor.address,
      detail: { on_duty: onDuty },
    });
    return { changed: true };
  });
}

/** Turns automatic assignment on or off. */
export async function setAutomaticAssignment(
  db: Db,
  automatic: boolean,
  actor: Actor,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    // The assignments' own lock: two admins at once take turns, and each sees the other's change.
    await tx.execute(sql`select pg_advisory_xact_lock(${ASSIGNMENT_LOCK_ID}::bigint)`);
    if ((await isAutomatic(tx)) === automatic) return { changed: false };
    await tx
      .insert(assignmentSettings)
      .values({ id: 1, automatic })
      .onConflictDoUpdate({
        target: assignmentSettings.id,
        set: { automatic, updatedAt: new Date() },
      });
    await recordAuditIn(tx, {
      action: "assignment_changed",
      actorId: actor.id,
      address: actor.address,
      detail: { automatic },
    });
    return { changed: true };
  });
}

/**
 * Names the counsellor who takes every enquiry about `program` while on duty, or nobody (null):
 * its enquiries then go in turn like the rest. Refused for a member who cannot take enquiries.
 */
export async function setProgramCounsellor(
  db: Db,
  program: string,
  staffId: string | null,
  actor: Actor,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    if (staffId !== null && !(await lockMember(tx, staffId))?.assignable) {
      throw new AssignmentRefused("staffId", "Choose an enabled counsellor or admin.");
    }
    const [before] = await tx
      .select({ staffId: programCounsellors.staffId })
      .from(programCounsellors)
      .where(eq(programCounsellors.program, program))
      .for("update");
    if ((before?.staffId ?? null) === staffId) return { changed: false };
    if (staffId === null) {
      await tx.delete(programCounsellors).where(eq(programCounsellors.program, program));
    } else {
      await tx
        .insert(programCounsellors)
        .values({ program, staffId })
        .onConflictDoUpdate({ target: programCounsellors.program, set: { staffId } });
    }
    await recordAuditIn(tx, {
      action: "program_counsellor_changed",
      actorId: actor.id,
      address: actor.address,
      detail: { program, owner: staffId },
    });
    return { changed: true };
  });
}
