/** @jest-environment node */
// Staff alert emails go out exactly once, on each database, through a real SMTP server: a mail
// server that refuses gets the alert again later, once; two instances sharing the database send
// one email per alert; an instance killed after the 201 leaves its alert to the next start, and
// one killed between the send and its record resends under the same Message-ID. The worker sends
// alerts at once after a submission, and a hanging webhook holds none back.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db, OpenOptions } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import type * as Channels from "@/lib/services/alerts/channels";
import type { AlertConfig } from "@/lib/services/alerts/config";
import type * as Outbox from "@/lib/services/outbox";
import type * as OutboxWorker from "@/lib/services/outbox-worker";
import type * as Submissions from "@/lib/services/submissions";
import { homeLeadSchema } from "@/lib/validations/lead";
import { homeLead } from "../fixtures/submissions";
import { MAIL_FROM, MailCatcher, addMember, until } from "./alerts-support";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { SITE_URL, useEnv } from "./support";

jest.setTimeout(30_000);

let channels: typeof Channels;
let outboxService: typeof Outbox & typeof OutboxWorker;
let submissions: typeof Submissions;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("alerts-delivery-unused") });
  channels = await import("@/lib/services/alerts/channels");
  outboxService = {
    ...(await import("@/lib/services/outbox")),
    ...(await import("@/lib/services/outbox-worker")),
  };
  submissions = await import("@/lib/services/submissions");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => removeDataDirs());

describe.each(databaseTargets("alerts-delivery"))("alert delivery on %s", (name, target) => {
  let where: OpenOptions;
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;
  const smtp = new MailCatcher();
  let config: AlertConfig;
  let owner: { id: string; email: string };

  beforeAll(async () => {
    where = await target.create();
    handle = await openDatabase({ ...where, holder: "jest alerts delivery" });
    await smtp.start();
    config = { siteUrl: SITE_URL, email: { smtpUrl: smtp.url, from: MAIL_FROM }, telegram: null };
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await outboxService.stopOutboxWorker();
    await smtp.stop();
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
    smtp.mails = [];
    smtp.mode = "ok";
    owner = await addMember(db(), "counsellor", { onDuty: true });
  });

  afterEach(() => outboxService.stopOutboxWorker());

  const enquiry = async (on: Db = db()) =>
    (
      await submissions.createLead(on, homeLeadSchema.parse(homeLead()), {
        queueWebhook: false,
        alerts: ["email"],
      })
    ).body.data.id;
  const emailChannel = (with_ = config) => channels.alertChannels(with_)[0]!;
  const deliver = (on: Db = db()) => outboxService.deliverChannel(on, emailChannel());
  const alertRows = () => db().select().from(outbox).where(eq(outbox.event, "alert.email"));
  /** As if the claim of an instance that died had run out. */
  const claimRunsOut = (id: string) =>
    db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, id));

  it("a mail server that refuses or is down gets the alert later, and it is sent once", async () => {
    await enquiry();
    smtp.mode = "refuse";
    expect(await deliver()).toEqual({ delivered: 0, failed: 1 });
    const down = { ...config, email: { ...config.email!, smtpUrl: "smtp://127.0.0.1:9" } };
    let [row] = await alertRows();
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(row!.lastError).toBe("email not sent: EMESSAGE at DATA (server answered 451)");
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await claimRunsOut(row!.id);
    expect(await outboxService.deliverChannel(db(), emailChannel(down))).toEqual({
      delivered: 0,
      failed: 1,
    });
    [row] = await alertRows();
    expect(row).toMatchObject({
      attempts: 2,
      lastError: "email not sent: ESOCKET while connecting",
    });
    expect(row!.lastError).not.toContain(owner.email);

    smtp.mode = "ok";
    await claimRunsOut(row!.id);
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.mails.map((m) => m.to)).toEqual([[owner.email]]);
  });

  it("two instances sharing the database send one email per alert", async () => {
    // On PostgreSQL a second connection pool, as a second server; PGlite has one process.
    const other =
      name === "PostgreSQL"
        ? await openDatabase({ ...where, holder: "jest second instance" })
        : handle;
    try {
      for (let i = 0; i < 12; i++) await enquiry();
      const results = await Promise.all([deliver(db()), deliver(other.db), deliver(db())]);
      expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(12);
      expect(smtp.mails).toHaveLength(12);
      const ids = new Set(smtp.mails.map((m) => m.headers["message-id"]));
      expect(ids.size).toBe(12);
      expect((await alertRows()).every((r) => r.deliveredAt !== null && r.attempts === 1)).toBe(
        true,
      );
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it("an instance killed right after the 201 leaves the alert to the next start: one email", async () => {
    await enquiry();
    // A claim that was under way when the instance died, then the restart.
    await db()
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(outbox.event, "alert.email"));
    await handle.close();
    handle = await openDatabase({ ...where, holder: "jest alerts delivery, restarted" });
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 }); // still claimed
    await claimRunsOut((await alertRows())[0]!.id);
    outboxService.startOutboxWorker({ db: async () => db(), webhook: null, alerts: config });
    await until(() => smtp.mails.length === 1, "the alert is sent after the restart");
    await outboxService.stopOutboxWorker();
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it("killed between the send and its record: the resend carries the same Message-ID", async () => {
    await enquiry();
    const [row] = await alertRows();
    await emailChannel().send(row!, db()); // sent, then the instance died before marking it
    await claimRunsOut(row!.id);
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    expect(await deliver()).toEqual({ delivered: 0, failed: 0 });
    const ids = smtp.mails.map((m) => m.headers["message-id"]);
    expect(ids).toEqual([`<alert-${row!.id}@coderhouse.in>`, `<alert-${row!.id}@coderhouse.in>`]);
  });

  it("the worker sends at once after a submission, even while the webhook hangs", async () => {
    const hanging = createServer(() => {}); // takes the webhook's request and never answers
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const { port } = hanging.address() as AddressInfo;
    outboxService.startOutboxWorker({
      db: async () => db(),
      webhook: { url: `http://127.0.0.1:${port}/hooks` },
      alerts: config,
      pollMs: 600_000, // only the wake-up can send within the test
    });
    await submissions.createLead(db(), homeLeadSchema.parse(homeLead()), {
      queueWebhook: true,
      alerts: ["email"],
    });
    outboxService.wakeOutbox();
    await until(() => smtp.mails.length === 1, "the alert is sent");
    const webhookEvent = (await db().select().from(outbox)).find((r) => r.event === "lead.created");
    expect(webhookEvent!.deliveredAt).toBeNull(); // still waiting for the receiver
    hanging.closeAllConnections();
    await outboxService.stopOutboxWorker();
    await new Promise((resolve) => hanging.close(resolve));

    outboxService.startOutboxWorker({ db: async () => db(), webhook: null, alerts: null });
    await enquiry();
    outboxService.wakeOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(1); // nothing set up: nothing is sent
  });
});
