// A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it is sent, decoded
// enough to read: the alert suites (tests/api/alerts*.ts) start one in-process, the Chromium suite
// one of its own as a process (./mail-sink-server.ts).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it. */
export type Mail = {
  to: string[];
  headers: Record<string, string>;
  /** The text body, decoded. */
  text: string;
};

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
      how.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseMail(raw: string, to: string[]): Mail {
  const split = raw.indexOf("\r\n\r\n");
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(text);
  if (encoding === "base64") text = Buffer.from(text, "base64").toString("utf8");
  return { to, headers, text: text.replace(/\r\n/g, "\n") };
}

/** A real SMTP server on 127.0.0.1 (no TLS, no sign-in) that keeps every message. */
export class MailCatcher {
  mails: Mail[] = [];
  /** "refuse": every message is answered 451 (try again later), as a mail server in trouble. */
  mode: "ok" | "refuse" = "ok";
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (this.mode === "refuse") {
          const error = Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 });
          return callback(error);
        }
        const to = session.envelope.rcptTo.map((r) => r.address);
        this.mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  url = "";

  /** Listens on `port` (default: any free one) of 127.0.0.1. */
  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
