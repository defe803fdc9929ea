/** @jest-environment node */
// The outbox worker's graceful stop and the pruning of delivered events, on each database.
import { type Server, type ServerResponse, createServer } from "node:http";
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { idempotencyKeys, outbox } from "@/lib/db/schema";
import type * as Outbox from "@/lib/services/outbox";
import type * as OutboxWorker from "@/lib/services/outbox-worker";
import { listenInTestRange, storeLead } from "./retention-support";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const DAY = 24 * 3600 * 1000;
jest.setTimeout(15_000);

/** A webhook receiver that holds each request until release() answers them all with 200. */
class HoldingReceiver {
  held: ServerResponse[] = [];
  received = 0;
  url = "";
  private server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      this.received++;
      this.held.push(res);
    });
  });

  async start(): Promise<void> {
    this.url = `${await listenInTestRange(this.server)}/hooks`;
  }

  release(): void {
    for (const res of this.held.splice(0)) res.end("thanks");
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

let outboxService: typeof Outbox & typeof OutboxWorker;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("outbox-worker-unused") });
  outboxService = {
    ...(await import("@/lib/services/outbox")),
    ...(await import("@/lib/services/outbox-worker")),
  };
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => {
  removeDataDirs();
});

describe.each(databaseTargets("outbox-worker"))("the outbox worker on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;
  const receiver = new HoldingReceiver();

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest outbox worker" });
    await receiver.start();
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await outboxService.stopOutboxWorker();
    await receiver.stop();
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
    receiver.received = 0;
  });

  const events = () => db().select().from(outbox);

  it("stops only after the delivery in progress has finished, and sends nothing more", async () => {
    await storeLead(db(), { createdAt: new Date() }, { event: "pending" });
    await storeLead(db(), { createdAt: new Date() }, { event: "pending" });
    outboxService.startOutboxWorker({
      db: async () => db(),
      webhook: { url: receiver.url },
      pollMs: 50,
    });
    await until(() => receiver.received === 1, "the first event is being sent");

    let stopped = false;
    const stopping = outboxService.stopOutboxWorker().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    receiver.release();
    await stopping;

    const [sent, unsent] = (await events()).sort(
      (a, b) => Number(b.deliveredAt !== null) - Number(a.deliveredAt !== null),
    );
    expect(sent!.deliveredAt).toBeInstanceOf(Date);
    // The one not sent is handed back at once, not hidden for the claim's minute.
    expect(unsent!.deliveredAt).toBeNull();
    expect(unsent!.attempts).toBe(0);
    expect(unsent!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    outboxService.wakeOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toBe(1);
  });

  it("resolves at once when it is not running", async () => {
    await expect(outboxService.stopOutboxWorker()).resolves.toBeUndefined();
  });

  it("deletes events delivered over a week ago and keeps newer and undelivered ones", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await storeLead(db(), { createdAt: ago(8 * DAY) }, { event: "delivered" });
    await storeLead(db(), { createdAt: ago(30 * DAY) }, { event: "pending" });
    const recent = await storeLead(db(), { createdAt: ago(6 * DAY) }, { event: "delivered" });
    const [old] = await events();
    await db()
      .update(outbox)
      .set({ deliveredAt: ago(7 * DAY + 1000) })
      .where(eq(outbox.id, old!.id));

    expect(await outboxService.pruneDeliveredEvents(db(), now)).toBe(1);
    const left = await events();
    expect(left).toHaveLength(2);
    expect(left.find((e) => e.deliveredAt === null)).toBeDefined();
    expect(left.map((e) => (e.payload as { id: string }).id)).toContain(recent);
    expect(await outboxService.pruneDeliveredEvents(db(), now)).toBe(0);
  });

  it("deletes idempotency records after 24 hours and says how many", async () => {
    const now = new Date();
    const record = (ageMs: number) => ({
      scope: "leads",
      key: crypto.randomUUID(),
      requestHash: "hash",
      status: 201,
      response: { data: { id: crypto.randomUUID() }, message: "ok" },
      createdAt: new Date(now.getTime() - ageMs),
    });
    await db()
      .insert(idempotencyKeys)
      .values([record(24 * 3600 * 1000), record(25 * 3600 * 1000), record(3600 * 1000)]);
    expect(await outboxService.pruneIdempotencyKeys(db(), now)).toBe(2);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(1);
  });
});
