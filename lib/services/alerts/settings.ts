// What staff change about alerts of new enquiries and bookings: how much of the person every
// alert names (an admin) and which alerts and daily email a member gets (each member for themself). Each
// change and its audit entry commit together; the same value again changes and records nothing.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertSettings, staffAlertChoices } from "@/lib/db/schema";
import {
  ALERT_DETAILS,
  type AlertChoices,
  type AlertDetail,
  DEFAULT_ALERT_DETAIL,
} from "@/lib/validations/alerts";
import { recordAuditIn } from "../audit";
import type { Actor } from "../staff";

/** Every alert and the daily email, until a member turns one off. */
export const DEFAULT_ALERT_CHOICES: AlertChoices = { assigned: true, unowned: true, digest: true };

const CHOICE_COLUMNS = {
  assigned: staffAlertChoices.assigned,
  unowned: staffAlertChoices.unowned,
  digest: staffAlertChoices.digest,
};

/** How much of the person every alert names. */
export async function getAlertDetail(db: Db): Promise<AlertDetail> {
  const [row] = await db
    .select({ detail: alertSettings.detail })
    .from(alertSettings)
    .where(eq(alertSettings.id, 1));
  return ALERT_DETAILS.find((d) => d === row?.detail) ?? DEFAULT_ALERT_DETAIL;
}

export async function setAlertDetail(
  db: Db,
  detail: AlertDetail,
  actor: Actor,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ detail: alertSettings.detail })
      .from(alertSettings)
      .where(eq(alertSettings.id, 1))
      .for("update");
    if ((before?.detail ?? DEFAULT_ALERT_DETAIL) === detail) return { changed: false };
    await tx
      .insert(alertSettings)
      .values({ id: 1, detail })
      .onConflictDoUpdate({ target: alertSettings.id, set: { detail, updatedAt: new Date() } });
    await recordAuditIn(tx, {
      action: "alert_detail_changed",
      actorId: actor.id,
      address: actor.address,
      detail: { detail },
    });
    return { changed: true };
  });
}

/** Which alerts the member gets by email. */
export async function getAlertChoices(db: Db, staffId: string): Promise<AlertChoices> {
  const [row] = await db
    .select(CHOICE_COLUMNS)
    .from(staffAlertChoices)
    .where(eq(staffAlertChoices.staffId, staffId));
  return row ?? DEFAULT_ALERT_CHOICES;
}

/** Saves the member's own choice of alerts. */
export async function setAlertChoices(
  db: Db,
  staffId: string,
  choices: AlertChoices,
  actor: Actor,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(CHOICE_COLUMNS)
      .from(staffAlertChoices)
      .where(eq(staffAlertChoices.staffId, staffId))
      .for("update");
    const was = before ?? DEFAULT_ALERT_CHOICES;
    const keys = Object.keys(CHOICE_COLUMNS) as (keyof AlertChoices)[];
    if (keys.every((key) => was[key] === choices[key])) return { changed: false };
    await tx
      .insert(staffAlertChoices)
      .values({ staffId, ...choices })
      .onConflictDoUpdate({ target: staffAlertChoices.staffId, set: choices });
    await recordAuditIn(tx, {
      action: "alert_choices_changed",
      actorId: actor.id,
      targetKind: "staff",
      targetId: staffId,
      address: actor.address,
      detail: choices,
    });
    return { changed: true };
  });
}
