/** @jest-environment node */
// Webhook delivery from the outbox to a real HTTP receiver on this machine.
import { createHmac, randomUUID } from "node:crypto";
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { idempotencyKeys, outbox } from "@/lib/db/schema";
import type * as Log from "@/lib/log.mjs";
import type * as Outbox from "@/lib/services/outbox";
import type * as Submissions from "@/lib/services/submissions";
import { homeLeadSchema } from "@/lib/validations/lead";
import { homeLead } from "../fixtures/submissions";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const SECRET = "a-webhook-secret-of-the-institute";
const SECOND = 1000;

type Received = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on a free port that answers 200, answers 500, or never answers. */
class Receiver {
  mode: "ok" | "fail" | "hang" = "ok";
  received: Received[] = [];
  private server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      this.received.push({ headers: req.headers, body });
      if (this.mode === "hang") return;
      res.statusCode = this.mode === "ok" ? 200 : 500;
      res.end(this.mode === "ok" ? "thanks" : "receiver is down");
    });
  });

  url = "";

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/leads`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let outboxService: typeof Outbox;
let log: (typeof Log)["log"];
let submissions: typeof Submissions;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("outbox-unused") });
  outboxService = await import("@/lib/services/outbox");
  ({ log } = await import("@/lib/log.mjs"));
  submissions = await import("@/lib/services/submissions");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => {
  removeDataDirs();
});

describe("retryDelayMs", () => {
  it("waits 30 s after the first failure, doubles each time, and never more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map(outboxService.retryDelayMs)).toEqual([
      30 * SECOND,
      60 * SECOND,
      120 * SECOND,
      240 * SECOND,
      480 * SECOND,
      960 * SECOND,
      1920 * SECOND,
      3600 * SECOND,
      3600 * SECOND,
      3600 * SECOND,
    ]);
  });
});

describe.each(databaseTargets("outbox"))("outbox on %s", (_, target) => {
  let handle: DatabaseHandle;
  const receiver = new Receiver();
  const db = (): Db => handle.db;
  let warnings: jest.SpyInstance;

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest outbox suite" });
    await receiver.start();
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await receiver.stop();
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
    receiver.mode = "ok";
    receiver.received = [];
    warnings = jest.spyOn(log, "warn");
  });

  afterEach(() => {
    warnings.mockRestore();
  });

  async function queueLead() {
    const lead = homeLeadSchema.parse(homeLead());
    const { body } = await submissions.createLead(db(), lead, { queueWebhook: true });
    const [event] = await db().select().from(outbox);
    return { leadId: body.data.id, event: event! };
  }

  const eventRow = async (id: string) =>
    (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;

  /** Makes a waiting retry due now, as if its delay had passed. */
  const makeDue = (id: string) =>
    db()
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - SECOND) })
      .where(eq(outbox.id, id));

  it("posts the event as JSON with X-Event-Id and an HMAC signature of the body", async () => {
    const { leadId, event } = await queueLead();
    const result = await outboxService.deliverDue(db(), { url: receiver.url, secret: SECRET });
    expect(result).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [Received];
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["x-event-id"]).toBe(event.id);
    expect(headers["x-signature"]).toBe(
      `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`,
    );
    const payload = JSON.parse(body) as { event: string; id: string; data: { email: string } };
    expect(payload).toMatchObject({
      event: "lead.created",
      id: leadId,
      data: { id: leadId, email: "asha.verma@gmail.com", role: "student" },
    });
    const row = await eventRow(event.id);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it("sends no signature without a secret, and never sends a delivered event again", async () => {
    await queueLead();
    expect(await outboxService.deliverDue(db(), { url: receiver.url })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(receiver.received[0]!.headers["x-signature"]).toBeUndefined();
    expect(await outboxService.deliverDue(db(), { url: receiver.url })).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(receiver.received).toHaveLength(1);
  });

  it("keeps an event the receiver refuses: one more attempt, the error, a retry 30 s later", async () => {
    const { event } = await queueLead();
    receiver.mode = "fail";
    const before = Date.now();
    expect(await outboxService.deliverDue(db(), { url: receiver.url })).toEqual({
      delivered: 0,
      failed: 1,
    });
    const after = Date.now();
    const row = await eventRow(event.id);
    expect(row).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: "the webhook answered 500",
    });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30 * SECOND);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + 30 * SECOND);
    // Logged with the event's id and the error, never the submission it carries.
    expect(warnings).toHaveBeenCalledWith(
      { event: "lead.created", eventId: event.id, attempt: 1, err: "the webhook answered 500" },
      "webhook delivery failed; it will be retried",
    );

    // Not due yet: a pass straight after sends nothing.
    await outboxService.deliverDue(db(), { url: receiver.url });
    expect(receiver.received).toHaveLength(1);
  });

  it("keeps an event whose receiver hangs past the timeout", async () => {
    const { event } = await queueLead();
    receiver.mode = "hang";
    // The real timeout is 10 s; the same abort, sooner.
    const impatient: typeof fetch = (url, init) =>
      fetch(url, { ...init, signal: AbortSignal.timeout(300) });
    const before = Date.now();
    expect(await outboxService.deliverDue(db(), { url: receiver.url, fetch: impatient })).toEqual({
      delivered: 0,
      failed: 1,
    });
    const row = await eventRow(event.id);
    expect(row.attempts).toBe(1);
    expect(row.deliveredAt).toBeNull();
    expect(row.lastError).toMatch(/abort|timeout/i);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30 * SECOND);
    expect(receiver.received).toHaveLength(1);
  });

  it("backs off further on each failure and delivers exactly once when the receiver recovers", async () => {
    const { event } = await queueLead();
    receiver.mode = "fail";
    await outboxService.deliverDue(db(), { url: receiver.url });
    await makeDue(event.id);
    const before = Date.now();
    await outboxService.deliverDue(db(), { url: receiver.url });
    const second = await eventRow(event.id);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60 * SECOND);

    receiver.mode = "ok";
    await makeDue(event.id);
    expect(await outboxService.deliverDue(db(), { url: receiver.url })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(await outboxService.deliverDue(db(), { url: receiver.url })).toEqual({
      delivered: 0,
      failed: 0,
    });
    expect(receiver.received.map((r) => r.headers["x-event-id"])).toEqual([
      event.id,
      event.id,
      event.id,
    ]);
    const row = await eventRow(event.id);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it("sends every due event in one pass", async () => {
    const leads = await Promise.all([1, 2, 3].map(() => queueLead()));
    expect(await outboxService.deliverDue(db(), { url: receiver.url })).toEqual({
      delivered: 3,
      failed: 0,
    });
    const ids = receiver.received.map((r) => (JSON.parse(r.body) as { id: string }).id).sort();
    expect(ids).toEqual(leads.map((l) => l.leadId).sort());
  });

  it("forgets idempotency keys older than a day and keeps newer ones", async () => {
    const record = (ageMs: number) => ({
      scope: "leads",
      key: randomUUID(),
      requestHash: "hash",
      status: 201,
      response: { data: { id: randomUUID() }, message: "ok" },
      createdAt: new Date(Date.now() - ageMs),
    });
    const old = record(25 * 3600 * SECOND);
    const recent = record(23 * 3600 * SECOND);
    await db().insert(idempotencyKeys).values([old, recent]);
    await outboxService.pruneIdempotencyKeys(db());
    const left = await db().select().from(idempotencyKeys);
    expect(left.map((r) => r.key)).toEqual([recent.key]);
  });
});
