// The audit log: every sign-in and failed sign-in, view of a submission, export, status change,
// erasure and staff change, with who (a staff id), what, which row, when, and the network it came
// from (never a full address). It holds no visitor's personal data. Kept for the period the
// privacy policy states (AUDIT_KEEP_MONTHS), then deleted by the daily purge.
import "server-only";
import { randomUUID } from "node:crypto";
import { count, desc, eq, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { auditEvents, staffUsers } from "@/lib/db/schema";
import { log, truncateAddress } from "@/lib/log.mjs";

export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "password_set",
  "two_factor_enrolled",
  "backup_codes_renewed",
  "signed_out_everywhere",
  "submission_viewed",
  "status_changed",
  "status_reopened",
  "owner_changed",
  "follow_up_changed",
  "note_added",
  "export",
  "data_request_viewed",
  "data_request_downloaded",
  "data_corrected",
  "data_erased",
  "staff_added",
  "staff_disabled",
  "staff_enabled",
  "staff_link_issued",
  "role_changed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null;
  targetKind?: "enquiry" | "booking" | "staff" | "data_request" | null;
  targetId?: string | null;
  /** The client's address as server.mjs decided it; stored shortened. */
  address?: string | null;
  /** Statuses, counts, field names: never a visitor's details. */
  detail?: Record<string, unknown> | null;
};

/**
 * Writes one entry. An audit write that fails is logged and does not undo what was done (the
 * action already happened); it never throws into the request.
 */
export async function recordAudit(entry: AuditEntry, db?: Db): Promise<void> {
  try {
    await (db ?? (await getDb())).insert(auditEvents).values({
      id: randomUUID(),
      action: entry.action,
      actorId: entry.actorId ?? null,
      targetKind: entry.targetKind ?? null,
      targetId: entry.targetId ?? null,
      client: entry.address ? truncateAddress(entry.address) : null,
      detail: entry.detail ?? null,
    });
  } catch (err) {
    log.error({ err, action: entry.action }, "audit entry not written");
  }
}

export const AUDIT_PAGE_SIZE = 50;

/** The newest entries first, a page at a time, with the staff member's name. */
export async function listAudit(db: Db, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        action: auditEvents.action,
        actorId: auditEvents.actorId,
        actorName: staffUsers.name,
        targetKind: auditEvents.targetKind,
        targetId: auditEvents.targetId,
        client: auditEvents.client,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .leftJoin(staffUsers, eq(staffUsers.id, auditEvents.actorId))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deletes entries older than `before`; returns how many. */
export async function pruneAudit(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, before))
    .returning({ id: auditEvents.id });
  return deleted.length;
}
