// Helpers of the alert suites: a real SMTP server that keeps what it is sent
// (tests/support/mail-catcher.ts), a stand-in for Telegram's Bot API on node:http, and staff
// members put on duty as the pages do.
import { randomUUID } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { StaffRole } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { staffDuties, staffUsers } from "@/lib/db/schema";

export { type Mail, MailCatcher } from "../support/mail-catcher";

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
