// The outbox channels of staff alerts (lib/services/outbox.ts claims, retries and marks them):
// each alert event reads the submission as it is at send time, then goes by email to its owner
// (or the members on duty while nobody owns it) or to the staff group on Telegram; and the daily
// follow-up emails (./digest.ts) on a lane of their own. An alert whose
// submission is gone, or that nobody wants, is done without sending. Logs name event ids and
// counts only. The sending code is imported on the first send.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { type Channel, claimSeconds } from "../outbox";
import { ALERT_SEND_MS, type AlertConfig, type AlertPayload, alertEvent } from "./config";
import { DIGEST_EVENT, type DigestPayload, composeDigestEmail } from "./digest";
import { type AlertMessage, composeAlert } from "./message";
import { type AlertItem, alertRecipients, getAlertItem } from "./recipients";
import { getAlertDetail } from "./settings";

/**
 * Alerts are claimed one at a time, for 30 s: an alert claimed by an instance killed right after
 * the 201 is sent by the restarted (or another) instance within that and one 15-s poll, inside the
 * minute staff are promised. A send gives up well before (ALERT_SEND_MS).
 */
const ALERT_BATCH = 1;
const ALERT_CLAIM_SECONDS = claimSeconds(ALERT_BATCH, ALERT_SEND_MS, 10);
/** The morning's emails go a few at a time: no promise of a minute to keep. */
const DIGEST_BATCH = 5;

const itemOf = async (db: Db, row: { id: string; payload: unknown }) => {
  const { kind, item } = row.payload as AlertPayload;
  const found = await getAlertItem(db, kind, item);
  if (!found) log.info({ eventId: row.id }, "alert not sent: its submission is gone");
  return found;
};

function emailChannel(config: AlertConfig, email: NonNullable<AlertConfig["email"]>): Channel {
  return {
    name: "alert email",
    events: eq(outbox.event, alertEvent("email")),
    batch: ALERT_BATCH,
    claimSeconds: ALERT_CLAIM_SECONDS,
    send: async (row, db) => {
      const item = await itemOf(db, row);
      if (!item) return;
      const { reason, emails } = await alertRecipients(db, item);
      if (emails.length === 0) {
        log.info({ eventId: row.id, recipients: 0 }, "alert email not needed: nobody wants it");
        return;
      }
      await mail(config, email, row.id, emails, await compose(db, config, item, reason));
      log.info({ eventId: row.id, recipients: emails.length }, "alert email sent");
    },
  };
}

async function mail(
  config: AlertConfig,
  email: NonNullable<AlertConfig["email"]>,
  eventId: string,
  to: string[],
  message: AlertMessage,
): Promise<void> {
  const mailer = await import("./email");
  try {
    await mailer.sendAlertEmail(email.smtpUrl, {
      from: email.from,
      to,
      ...message,
      eventId,
      host: new URL(config.siteUrl).hostname,
    });
  } catch (error) {
    // Recorded and logged by the outbox: its codes only, never the server's words.
    throw new Error(mailer.describeMailError(error));
  }
}

/**
 * The 9:00 follow-up emails (./digest.ts), on a lane of their own so a morning's batch never
 * delays an alert of a new submission. Each is composed when sent, from the run's instant.
 */
function digestChannel(config: AlertConfig, email: NonNullable<AlertConfig["email"]>): Channel {
  return {
    name: "digest email",
    events: eq(outbox.event, DIGEST_EVENT),
    batch: DIGEST_BATCH,
    claimSeconds: claimSeconds(DIGEST_BATCH, ALERT_SEND_MS, 10),
    send: async (row, db) => {
      const message = await composeDigestEmail(db, row.payload as DigestPayload, config.siteUrl);
      if (!message) {
        log.info({ eventId: row.id }, "digest email not needed: nothing due or not wanted");
        return;
      }
      await mail(config, email, row.id, [message.to], message);
      log.info({ eventId: row.id, recipients: 1 }, "digest email sent");
    },
  };
}

function telegramChannel(
  config: AlertConfig,
  telegram: NonNullable<AlertConfig["telegram"]>,
): Channel {
  return {
    name: "alert telegram",
    events: eq(outbox.event, alertEvent("telegram")),
    batch: ALERT_BATCH,
    claimSeconds: ALERT_CLAIM_SECONDS,
    send: async (row, db) => {
      const item = await itemOf(db, row);
      if (!item) return;
      const { text } = await compose(db, config, item, "group");
      const { postTelegramAlert } = await import("./telegram");
      await postTelegramAlert(telegram, text);
      log.info({ eventId: row.id }, "alert posted to Telegram");
    },
  };
}

async function compose(
  db: Db,
  config: AlertConfig,
  item: AlertItem,
  reason: Parameters<typeof composeAlert>[1]["reason"],
) {
  return composeAlert(item, { detail: await getAlertDetail(db), siteUrl: config.siteUrl, reason });
}

/** The alert channels set up in `config`: alert emails, Telegram, then the daily emails. */
export function alertChannels(config: AlertConfig): Channel[] {
  return [
    ...(config.email ? [emailChannel(config, config.email)] : []),
    ...(config.telegram ? [telegramChannel(config, config.telegram)] : []),
    ...(config.email ? [digestChannel(config, config.email)] : []),
  ];
}
