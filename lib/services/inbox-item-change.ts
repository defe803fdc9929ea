// Saving what a staff member changed on one submission's page, with its audit entries, in one
// transaction: only the fields sent, each checked against what the page showed (a stale page gets
// a conflict naming what changed meanwhile, and nothing is stored); a status only along its steps
// (an admin may also reopen a closed one); a current staff member as owner; a note; a rescheduled
// session's new slot. The audit log gets ids, statuses and instants, never the person's details.
import "server-only";
import { randomUUID } from "node:crypto";
import { format, parseISO } from "date-fns";
import { eq } from "drizzle-orm";
import { type Db, ensureDurable } from "@/lib/db/client";
import { appointments, leads, staffUsers, submissionNotes } from "@/lib/db/schema";
import type { InboxKind } from "@/lib/inbox/filters";
import {
  CONTACT_STATUSES,
  canMove,
  canReopen,
  skippedSteps,
  statusLabel,
} from "@/lib/inbox/statuses";
import type { ItemChange, TrackedField } from "@/lib/validations/staff";
import { type AuditAction, recordAuditIn } from "./audit";
import { auditKind } from "./inbox-item";
import type { Actor } from "./staff";

/** A change that cannot be made: its field, a sentence for staff, and whether a role is missing. */
export class ChangeRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly byRole = false,
  ) {
    super(message);
  }
}

/** The page was stale: what changed meanwhile, per field. Nothing was stored. */
export class ChangeConflict extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/** What was stored: the fields that changed, and "note" for a note. */
export type SaveResult = { saved: string[] };

type Stored = Record<TrackedField, string | null>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Audit = [AuditAction, Record<string, unknown> | null];

const TRACKED: readonly TrackedField[] = ["status", "ownerId", "followUpOn"];

/** Applies `change` to the enquiry or booking `id`; null when there is no such submission. */
export async function saveItemChange(
  db: Db,
  kind: InboxKind,
  id: string,
  change: ItemChange,
  actor: Actor,
  { mayReopen }: { mayReopen: boolean },
): Promise<SaveResult | null> {
  const table = kind === "enquiries" ? leads : appointments;
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status, ownerId: table.ownerId, followUpOn: table.followUpOn })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!current) return null;
    const sent = TRACKED.filter((key) => change[key] !== undefined);
    const moved = sent.filter((key) => change.base[key] !== current[key]);
    if (moved.length > 0) throw await conflict(tx, moved, current);
    const changed = sent.filter((key) => change[key] !== current[key]);

    const set: Partial<typeof leads.$inferInsert> = {};
    const audits: Audit[] = [];
    if (changed.includes("status")) {
      const [action, detail] = statusStep(kind, current.status, change.status!, mayReopen);
      set.status = change.status!;
      if (action === "status_changed" && CONTACT_STATUSES.includes(change.status!))
        set.lastContactAt = new Date();
      if (change.slot) detail.slot = await moveSlot(tx, id, change.slot);
      audits.push([action, detail]);
    } else if (change.slot) {
      throw new ChangeRefused(
        "slotDate",
        "A new session date and time go with a move to Rescheduled.",
      );
    }
    if (changed.includes("ownerId")) {
      await checkOwner(tx, change.ownerId!);
      set.ownerId = change.ownerId!;
      audits.push(["owner_changed", { owner: change.ownerId }]);
    }
    if (changed.includes("followUpOn")) {
      set.followUpOn = change.followUpOn!;
      audits.push(["follow_up_changed", { on: change.followUpOn }]);
    }
    if (Object.keys(set).length > 0) await tx.update(table).set(set).where(eq(table.id, id));
    if (change.note !== undefined) {
      await tx.insert(submissionNotes).values({
        id: randomUUID(),
        ...(kind === "enquiries" ? { leadId: id } : { appointmentId: id }),
        authorId: actor.id,
        body: change.note,
      });
      audits.push(["note_added", null]);
    }
    for (const [action, detail] of audits) {
      await recordAuditIn(tx, {
        action,
        actorId: actor.id,
        targetKind: auditKind(kind),
        targetId: id,
        address: actor.address,
        detail,
      });
    }
    return { saved: [...changed, ...(change.note !== undefined ? ["note"] : [])] };
  });
  if (result) await ensureDurable(db);
  return result;
}

/** The audit entry of a status move, or why it may not be made. */
function statusStep(
  kind: InboxKind,
  from: string,
  to: string,
  mayReopen: boolean,
): [AuditAction, Record<string, unknown>] {
  const submission = auditKind(kind);
  if (canMove(submission, from, to)) {
    const skipped = skippedSteps(submission, from, to);
    return ["status_changed", { from, to, ...(skipped.length > 0 && { skipped }) }];
  }
  if (canReopen(submission, from, to)) {
    if (!mayReopen)
      throw new ChangeRefused(
        "status",
        `Only an admin can reopen it from ${statusLabel(from)}.`,
        true,
      );
    return ["status_reopened", { from, to }];
  }
  throw new ChangeRefused(
    "status",
    `It cannot go from ${statusLabel(from)} to ${statusLabel(to)}.`,
  );
}

/** Moves a booking's session to `slot`; the instants before and after, for the audit entry. */
async function moveSlot(tx: Tx, id: string, slot: NonNullable<ItemChange["slot"]>) {
  const [before] = await tx
    .select({ at: appointments.appointmentAt })
    .from(appointments)
    .where(eq(appointments.id, id));
  await tx
    .update(appointments)
    .set({ appointmentAt: slot.at, appointmentTime: slot.time })
    .where(eq(appointments.id, id));
  return { from: before?.at.toISOString() ?? null, to: slot.at.toISOString() };
}

async function checkOwner(tx: Tx, ownerId: string | null): Promise<void> {
  if (ownerId === null) return;
  const [owner] = await tx
    .select({ banned: staffUsers.banned })
    .from(staffUsers)
    .where(eq(staffUsers.id, ownerId));
  if (!owner || owner.banned) throw new ChangeRefused("ownerId", "Choose a current staff member.");
}

/** "Meanwhile the status became Contacted and the owner became Neha. Nothing was saved: …" */
async function conflict(tx: Tx, moved: TrackedField[], current: Stored): Promise<ChangeConflict> {
  const fields: Record<string, string> = {};
  for (const key of moved) {
    const value = current[key];
    if (key === "status") fields[key] = `the status became ${statusLabel(value ?? "")}`;
    if (key === "followUpOn")
      fields[key] = value
        ? `the follow-up day became ${format(parseISO(value), "d MMM yyyy")}`
        : "the follow-up day was cleared";
    if (key === "ownerId") {
      const [owner] = value
        ? await tx
            .select({ name: staffUsers.name })
            .from(staffUsers)
            .where(eq(staffUsers.id, value))
        : [];
      fields[key] = owner ? `the owner became ${owner.name}` : "the owner became Nobody yet";
    }
  }
  const said = Object.values(fields);
  const joined = said.length > 1 ? `${said.slice(0, -1).join(", ")} and ${said.at(-1)}` : said[0];
  for (const key of moved) fields[key] = `Meanwhile ${fields[key]}.`;
  return new ChangeConflict(`Meanwhile ${joined}. Nothing was saved: look again and save.`, fields);
}
