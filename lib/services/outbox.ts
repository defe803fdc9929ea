// Delivers queued submissions to LEAD_WEBHOOK_URL as JSON. A failed delivery is retried with
// growing delays (30 s doubling, at most one hour apart) until it succeeds, so an outage of the
// receiver loses nothing. Rows are claimed with SKIP LOCKED, so several servers never send twice
// at the same moment; a receiver should still dedupe on the X-Event-Id header.
import "server-only";
import { createHmac } from "node:crypto";
import { and, asc, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { idempotencyKeys, outbox } from "@/lib/db/schema";
import { env } from "@/lib/env.mjs";

export const WEBHOOK_TIMEOUT_MS = 10_000;
const BATCH = 20;
const POLL_MS = 15_000;
/** How long a claimed row stays hidden from other workers while it is being sent. */
const CLAIM_MS = 60_000;
const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export type WebhookConfig = { url: string; secret?: string; fetch?: typeof fetch };

async function send(config: WebhookConfig, id: string, payload: unknown): Promise<void> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Event-Id": id };
  if (config.secret) {
    headers["X-Signature"] =
      `sha256=${createHmac("sha256", config.secret).update(body).digest("hex")}`;
  }
  const response = await (config.fetch ?? fetch)(config.url, {
    method: "POST",
    headers,
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

/** Sends every due event once. Returns how many were delivered and how many failed. */
export async function deliverDue(
  db: Db,
  config: WebhookConfig,
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        await tx
          .update(outbox)
          .set({ nextAttemptAt: new Date(Date.now() + CLAIM_MS) })
          .where(sql`${outbox.id} = ${row.id}`);
      }
      return rows;
    });
    if (due.length === 0) return { delivered, failed };
    for (const row of due) {
      try {
        await send(config, row.id, row.payload);
        await db
          .update(outbox)
          .set({ deliveredAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(sql`${outbox.id} = ${row.id}`);
        delivered++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({
            attempts,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(sql`${outbox.id} = ${row.id}`);
        console.error(
          `[outbox] delivery of ${row.event} ${row.id} failed (attempt ${attempts}): ${message}`,
        );
        failed++;
      }
    }
    if (failed > 0) return { delivered, failed }; // the receiver is struggling: wait for the next tick
  }
}

/** Forgets idempotency keys older than a day: retries come within seconds, not days. */
export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_KEEP_MS)));
}

const KEY = Symbol.for("coderhouse.outbox");
type Worker = { running: boolean; again: boolean; timer?: NodeJS.Timeout };
type Holder = { [KEY]?: Worker };

async function tick(worker: Worker): Promise<void> {
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  try {
    do {
      worker.again = false;
      const db = await getDb();
      if (env.LEAD_WEBHOOK_URL)
        await deliverDue(db, { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET });
    } while (worker.again);
  } catch (error) {
    console.error("[outbox] worker tick failed:", error);
  } finally {
    worker.running = false;
  }
}

/** Starts the background loop (once per process): deliveries every 15 s, key pruning hourly. */
export function startOutboxWorker(): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  const worker: Worker = { running: false, again: false };
  holder[KEY] = worker;
  worker.timer = setInterval(() => void tick(worker), POLL_MS);
  worker.timer.unref();
  const prune = setInterval(
    () =>
      void getDb()
        .then(pruneIdempotencyKeys)
        .catch(() => {}),
    60 * 60 * 1000,
  );
  prune.unref();
  void tick(worker);
}

/** Called after each accepted submission so its webhook goes out now, not at the next tick. */
export function wakeOutbox(): void {
  const worker = (globalThis as Holder)[KEY];
  if (worker && env.LEAD_WEBHOOK_URL) void tick(worker);
}
