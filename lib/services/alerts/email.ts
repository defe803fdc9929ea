// Sends one alert email over SMTP (nodemailer). Loaded only when an alert is sent (a dynamic
// import in ./channels.ts), so the servers that never send mail never hold the mail code.
import "server-only";
import { createTransport } from "nodemailer";
import { SMTP_STEP_TIMEOUT_MS } from "./config";

type Transport = ReturnType<typeof createTransport>;
let cached: { url: string; transport: Transport } | null = null;

/** One connection per message (alerts are few), each step given up after 6 s. */
function transportFor(smtpUrl: string): Transport {
  if (cached?.url !== smtpUrl) {
    cached = {
      url: smtpUrl,
      transport: createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_STEP_TIMEOUT_MS,
        greetingTimeout: SMTP_STEP_TIMEOUT_MS,
        socketTimeout: SMTP_STEP_TIMEOUT_MS,
      }),
    };
  }
  return cached.transport;
}

export type AlertEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The outbox event's id: a resend after a crash carries the same Message-ID. */
  eventId: string;
  /** The site's host, the Message-ID's right-hand side. */
  host: string;
};

export const alertMessageId = (eventId: string, host: string) => `<alert-${eventId}@${host}>`;

export async function sendAlertEmail(smtpUrl: string, mail: AlertEmail): Promise<void> {
  await transportFor(smtpUrl).sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: alertMessageId(mail.eventId, mail.host),
    headers: { "X-Event-Id": mail.eventId },
  });
}

/**
 * What a failed send is recorded and logged as: nodemailer's code and the server's reply code,
 * never the reply's text, which can repeat a recipient's address.
 */
export function describeMailError(error: unknown): string {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const parts = [
    typeof code === "string" ? code : "error",
    typeof command !== "string"
      ? null
      : command === "CONN"
        ? "while connecting"
        : `at ${command.split(" ")[0]}`,
    typeof responseCode === "number" ? `(server answered ${responseCode})` : null,
  ];
  return `email not sent: ${parts.filter(Boolean).join(" ")}`;
}
