// Helpers of the alert suites: a real SMTP server (smtp-server) that keeps what it is sent, a
// stand-in for Telegram's Bot API on node:http, and staff members put on duty as the pages do.
import { randomUUID } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { StaffRole } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { staffDuties, staffUsers } from "@/lib/db/schema";

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

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Telegram's Bot API as the alerts use it: POST /bot<token>/sendMessage with a JSON body. */
export class FakeTelegram {
  posts: { path: string; body: { chat_id: string; text: string } }[] = [];
  status = 200;
  url = "";
  private server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (this.status === 200) this.posts.push({ path: req.url ?? "", body: JSON.parse(body) });
      res.writeHead(this.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: this.status === 200, result: {} }));
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export const TELEGRAM_TOKEN = "123456:test-token-abcdefghijklmnop";
export const TELEGRAM_CHAT = "-1001234567890";
export const MAIL_FROM = "Coder House <alerts@coderhouse.in>";

/** A staff row as better-auth keeps it, on duty if asked; its id and email address. */
export async function addMember(
  db: Db,
  role: StaffRole,
  { onDuty = false, banned = false } = {},
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@coderhouse.test`;
  await db.insert(staffUsers).values({ id, name: `Member ${role}`, email, role, banned });
  if (onDuty) await db.insert(staffDuties).values({ staffId: id, onDuty });
  return { id, email };
}

/** Waits up to 10 s for `check` to hold. */
export async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}
