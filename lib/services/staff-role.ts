// Changing a staff member's role, and the rule that keeps the institute with an admin: the last
// enabled admin can never be demoted or disabled. The guard reads the role from the database on
// every request (lib/auth/guard.ts), so a change applies at the member's next page or action.
import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { StaffRole } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { staffUsers } from "@/lib/db/schema";
import { recordAuditIn } from "./audit";
import type { Actor } from "./staff";

/** Refused: the change would leave no enabled admin to manage the team. */
export class LastAdminError extends Error {
  constructor() {
    super("The team needs an admin: make someone else an admin before this.");
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Locked = { id: string; role: string | null; banned: boolean | null };

const isEnabledAdmin = (row: Locked) => row.role === "admin" && row.banned !== true;

/**
 * Locks the member's row and every enabled admin's for the rest of the transaction, in id order
 * (two admins changing each other at once then wait their turn instead of deadlocking, and the
 * second sees the first's change). Answers the member (null if none) and whether they are the
 * last enabled admin.
 */
export async function lockAdmins(
  tx: Tx,
  staffId: string,
): Promise<{ member: Locked | null; lastAdmin: boolean }> {
  const rows = await tx
    .select({ id: staffUsers.id, role: staffUsers.role, banned: staffUsers.banned })
    .from(staffUsers)
    .where(
      or(
        eq(staffUsers.id, staffId),
        and(eq(staffUsers.role, "admin"), sql`${staffUsers.banned} is not true`),
      ),
    )
    .orderBy(asc(staffUsers.id))
    .for("update");
  const member = rows.find((r) => r.id === staffId) ?? null;
  const others = rows.filter((r) => r.id !== staffId && isEnabledAdmin(r));
  return { member, lastAdmin: member !== null && isEnabledAdmin(member) && others.length === 0 };
}

export type RoleChange = { from: string | null; to: StaffRole; changed: boolean };

/**
 * Gives a member another role, audited as role_changed with { from, to }. Null when there is no
 * such member; LastAdminError when it would demote the last enabled admin. The same role again
 * changes nothing and records nothing.
 */
export async function changeStaffRole(
  db: Db,
  staffId: string,
  role: StaffRole,
  actor: Actor,
): Promise<RoleChange | null> {
  const change = await db.transaction(async (tx) => {
    const { member, lastAdmin } = await lockAdmins(tx, staffId);
    if (!member) return null;
    if (member.role === role) return { from: member.role, to: role, changed: false };
    if (lastAdmin) throw new LastAdminError();
    await tx
      .update(staffUsers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffUsers.id, staffId));
    await recordAuditIn(tx, {
      action: "role_changed",
      actorId: actor.id,
      targetKind: "staff",
      targetId: staffId,
      address: actor.address,
      detail: { from: member.role, to: role },
    });
    return { from: member.role, to: role, changed: true };
  });
  return change;
}
