// The background loop of each instance that sends queued webhook events (lib/services/outbox.ts
// delivers and prunes): every 15 s, at once after each accepted submission, and pruning hourly.
// Stopped on SIGTERM once the delivery it is making has finished.
import "server-only";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env.mjs";
import { log } from "@/lib/log.mjs";
import { processWide } from "@/lib/process-wide.mjs";
import {
  PRUNE_EVERY_MS,
  type WebhookConfig,
  deliverDue,
  pruneDeliveredEvents,
  pruneIdempotencyKeys,
} from "./outbox";

const POLL_MS = 15_000;

export type OutboxWorkerOptions = {
  /** The database (default: the process's). */
  db?: () => Promise<Db>;
  /** Where to deliver (default: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET; none: no delivery). */
  webhook?: WebhookConfig | null;
  pollMs?: number;
};

type Worker = {
  db: () => Promise<Db>;
  webhook: WebhookConfig | null;
  stopped: boolean;
  again: boolean;
  delivering: Promise<void> | null;
  pruning: Promise<void> | null;
  timers: NodeJS.Timeout[];
};

const slot = () => processWide("outbox-worker", () => ({ worker: null as Worker | null }));

async function deliverUntilIdle(worker: Worker, webhook: WebhookConfig): Promise<void> {
  try {
    do {
      worker.again = false;
      await deliverDue(await worker.db(), webhook, { stopping: () => worker.stopped });
    } while (worker.again && !worker.stopped);
  } catch (error) {
    log.error(
      { err: error instanceof Error ? error.message : String(error) },
      "outbox tick failed",
    );
  }
}

function tick(worker: Worker): void {
  if (worker.stopped || !worker.webhook) return;
  if (worker.delivering) {
    worker.again = true; // a submission arrived mid-pass: go round once more
    return;
  }
  worker.delivering = deliverUntilIdle(worker, worker.webhook).finally(() => {
    worker.delivering = null;
  });
}

function prune(worker: Worker): void {
  if (worker.stopped || worker.pruning) return;
  worker.pruning = (async () => {
    const db = await worker.db();
    await pruneIdempotencyKeys(db);
    await pruneDeliveredEvents(db);
  })()
    .catch((error: unknown) => {
      log.error({ err: error instanceof Error ? error.message : String(error) }, "prune failed");
    })
    .finally(() => {
      worker.pruning = null;
    });
}

/** Starts the background loop (once per process): deliveries every 15 s, pruning hourly. */
export function startOutboxWorker(options: OutboxWorkerOptions = {}): void {
  const holder = slot();
  if (holder.worker) return;
  const fromEnv = env.LEAD_WEBHOOK_URL
    ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
    : null;
  const worker: Worker = {
    db: options.db ?? getDb,
    webhook: options.webhook === undefined ? fromEnv : options.webhook,
    stopped: false,
    again: false,
    delivering: null,
    pruning: null,
    timers: [],
  };
  holder.worker = worker;
  worker.timers.push(
    setInterval(() => tick(worker), options.pollMs ?? POLL_MS),
    setInterval(() => prune(worker), PRUNE_EVERY_MS),
  );
  for (const timer of worker.timers) timer.unref();
  tick(worker);
}

/**
 * Stops the loop for a graceful shutdown: no new delivery or prune starts, and this resolves
 * once the one in progress has finished (its current webhook call answered or timed out).
 */
export async function stopOutboxWorker(): Promise<void> {
  const holder = slot();
  const worker = holder.worker;
  if (!worker) return;
  holder.worker = null;
  worker.stopped = true;
  for (const timer of worker.timers) clearInterval(timer);
  await Promise.all([worker.delivering, worker.pruning]);
}

/** Called after each accepted submission so its webhook goes out now, not at the next tick. */
export function wakeOutbox(): void {
  const worker = slot().worker;
  if (worker) tick(worker);
}
