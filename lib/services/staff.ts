// The institute's staff accounts: who they are, adding one (with a one-time set-up link in place
// of a password anyone knows), disabling and enabling (roles: staff-role.ts). Used by the team
// page, its API and `npm run staff:create`; resetting a lost authenticator app. Every change is in
// the audit log.
import "server-only";
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Auth } from "@/lib/auth/server";
import { SET_UP_LINK_SECONDS } from "@/lib/auth/server";
import type { StaffRole } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { staffDuties, staffSessions, staffTwoFactors, staffUsers } from "@/lib/db/schema";
import { env } from "@/lib/env.mjs";
import { recordAudit, recordAuditIn } from "./audit";
import { LastAdminError, lockAdmins } from "./staff-role";

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  disabled: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  /** Marked on duty: takes new enquiries and bookings in turn (lib/services/assignment.ts). */
  onDuty: boolean;
};

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ user: staffUsers, onDuty: staffDuties.onDuty })
    .from(staffUsers)
    .leftJoin(staffDuties, eq(staffDuties.staffId, staffUsers.id))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.map(({ user: r, onDuty }) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    disabled: r.banned === true,
    twoFactorEnabled: r.twoFactorEnabled === true,
    createdAt: r.createdAt,
    onDuty: onDuty === true,
  }));
}

/** Who did it and from where, for the audit log; null actor for the command line. */
export type Actor = { id: string | null; address: string | null };

export class StaffExistsError extends Error {
  constructor() {
    super("A staff member with this email already exists.");
  }
}

/**
 * A link that lets the member choose a password (better-auth's reset token, valid 48 hours,
 * used once). Any earlier password stops working once they choose a new one.
 */
export async function issueSetUpLink(auth: Auth, staffId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    value: staffId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + SET_UP_LINK_SECONDS * 1000),
  });
  return `${env.SITE_URL}/staff/set-password?token=${token}`;
}

/** Adds a member with a password nobody knows; returns them and their set-up link. */
export async function addStaff(
  db: Db,
  auth: Auth,
  member: { email: string; name: string; role: StaffRole },
  actor: Actor,
): Promise<{ id: string; setUpLink: string }> {
  const email = member.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (existing) throw new StaffExistsError();
  const { user } = await auth.api.createUser({
    body: {
      email,
      name: member.name.trim(),
      role: member.role,
      password: randomBytes(32).toString("base64url"),
    },
  });
  const setUpLink = await issueSetUpLink(auth, user.id);
  await recordAudit(
    {
      action: "staff_added",
      actorId: actor.id,
      targetKind: "staff",
      targetId: user.id,
      address: actor.address,
      detail: { role: member.role },
    },
    db,
  );
  return { id: user.id, setUpLink };
}

/** A new set-up link for a member who lost theirs or their authenticator app. */
export async function renewSetUpLink(
  db: Db,
  auth: Auth,
  staffId: string,
  actor: Actor,
): Promise<string | null> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  if (!row) return null;
  const link = await issueSetUpLink(auth, staffId);
  await recordAudit(
    {
      action: "staff_link_issued",
      actorId: actor.id,
      targetKind: "staff",
      targetId: staffId,
      address: actor.address,
    },
    db,
  );
  return link;
}

/**
 * Disables a member (they cannot sign in; every session of theirs ends at once) or enables them
 * again. Returns false when there is no such member; LastAdminError (staff-role.ts) rather than
 * disable the last enabled admin.
 */
export async function setStaffDisabled(
  db: Db,
  staffId: string,
  disabled: boolean,
  actor: Actor,
): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const { member, lastAdmin } = await lockAdmins(tx, staffId);
    if (!member) return false;
    if (disabled && lastAdmin) throw new LastAdminError();
    await tx
      .update(staffUsers)
      .set({ banned: disabled, banReason: disabled ? "Disabled by an admin" : null })
      .where(eq(staffUsers.id, staffId));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, staffId));
    await recordAuditIn(tx, {
      action: disabled ? "staff_disabled" : "staff_enabled",
      actorId: actor.id,
      targetKind: "staff",
      targetId: staffId,
      address: actor.address,
    });
    return true;
  });
  return changed;
}

/**
 * Removes a member's authenticator app and recovery codes (they lost both): every session of
 * theirs ends, and at their next sign-in, with their password, they enrol a new app before they
 * see anything else (lib/auth/guard.ts). Returns false when there is no such member.
 */
export async function resetAuthenticator(db: Db, staffId: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false })
      .where(eq(staffUsers.id, staffId))
      .returning({ id: staffUsers.id });
    if (!member) return false;
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, staffId));
    await recordAuditIn(tx, {
      action: "staff_two_factor_reset",
      actorId: actor.id,
      targetKind: "staff",
      targetId: staffId,
      address: actor.address,
    });
    return true;
  });
}
