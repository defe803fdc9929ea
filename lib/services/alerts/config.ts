// Which ways of alerting staff are set up (SMTP_URL and MAIL_FROM for email, TELEGRAM_BOT_TOKEN
// and TELEGRAM_CHAT_ID for a staff group) and the outbox events that carry an alert: one per way
// and submission, written with the submission, holding only its kind and id (never the person's
// details, which are read when the alert is sent). Light: the mail code loads only to send.
import "server-only";
import { randomUUID } from "node:crypto";
import type { outbox } from "@/lib/db/schema";
import { env } from "@/lib/env.mjs";
import type { InboxKind } from "@/lib/inbox/filters";
import { ALERT_EVENT_PREFIX } from "../outbox";

/**
 * The longest one alert's send may take: an SMTP server gets 6 s to connect, 6 s to greet and 6 s
 * of silence at most (lib/services/alerts/email.ts), Telegram 8 s. Alert claims are sized on it.
 */
export const ALERT_SEND_MS = 20_000;
export const SMTP_STEP_TIMEOUT_MS = 6_000;
export const TELEGRAM_TIMEOUT_MS = 8_000;

export const ALERT_WAYS = ["email", "telegram"] as const;
export type AlertWay = (typeof ALERT_WAYS)[number];
export const alertEvent = (way: AlertWay) => `${ALERT_EVENT_PREFIX}${way}`;

/** An alert event's payload. Not `id`: the data-request tools look for copies under that key. */
export type AlertPayload = { kind: InboxKind; item: string };

export type AlertConfig = {
  /** Where the inbox links point (SITE_URL). */
  siteUrl: string;
  email: { smtpUrl: string; from: string } | null;
  telegram: { token: string; chatId: string; apiUrl: string } | null;
};

export function alertConfigFromEnv(): AlertConfig {
  return {
    siteUrl: env.SITE_URL,
    email: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
    telegram:
      env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_CHAT_ID
        ? {
            token: env.TELEGRAM_BOT_TOKEN,
            chatId: env.TELEGRAM_CHAT_ID,
            apiUrl: env.TELEGRAM_API_URL,
          }
        : null,
  };
}

/** The ways set up in `config`: an accepted submission queues one alert for each. */
export const alertWaysOf = (config: AlertConfig): AlertWay[] =>
  ALERT_WAYS.filter((way) => config[way] !== null);

/** The outbox rows that alert staff of a new submission, one per way. */
export function alertEvents(
  kind: InboxKind,
  item: string,
  ways: readonly AlertWay[],
): (typeof outbox.$inferInsert)[] {
  return ways.map((way) => ({
    id: randomUUID(),
    event: alertEvent(way),
    payload: { kind, item } satisfies AlertPayload,
  }));
}
