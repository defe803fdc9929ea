// The background loop of each instance that sends queued events (lib/services/outbox.ts delivers
// and prunes): webhook events and staff alerts, each channel on its own so one's outage never
// holds back another; every 15 s, at once after each accepted submission, and pruning hourly. It
// runs when any channel is set up. Stopped on SIGTERM once the deliveries it is making finish.
import "server-only";
import type { Db } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env.mjs";
import { log } from "@/lib/log.mjs";
import { processWide } from "@/lib/process-wide.mjs";
import { type AlertConfig, alertConfigFromEnv } from "./alerts/config";
import { alertChannels } from "./alerts/channels";
import {
  type Channel,
  PRUNE_EVERY_MS,
  type WebhookConfig,
  deliverChannel,
  pruneDeliveredEvents,
  pruneIdempotencyKeys,
  webhookChannel,
} from "./outbox";

const POLL_MS = 15_000;

export type OutboxWorkerOptions = {
  /** The database (default: the process's). */
  db?: () => Promise<Db>;
  /** Where to deliver (default: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET; none: no delivery). */
  webhook?: WebhookConfig | null;
  /** How to alert staff (default: SMTP_URL, TELEGRAM_BOT_TOKEN …; null: no alerts). */
  alerts?: AlertConfig | null;
  pollMs?: number;
};

/** One channel's own loop: a slow or failing channel never holds back another's events. */
type Lane = { channel: Channel; again: boolean; delivering: Promise<void> | null };

type Worker = {
  db: () => Promise<Db>;
  lanes: Lane[];
  stopped: boolean;
  pruning: Promise<void> | null;
  timers: NodeJS.Timeout[];
};

const slot = () => processWide("outbox-worker", () => ({ worker: null as Worker | null }));

async function deliverUntilIdle(worker: Worker, lane: Lane): Promise<void> {
  try {
    do {
      lane.again = false;
      await deliverChannel(await worker.db(), lane.channel, { stopping: () => worker.stopped });
    } while (lane.again && !worker.stopped);
  } catch (error) {
    log.error(
      { channel: lane.channel.name, err: error instanceof Error ? error.message : String(error) },
      "outbox tick failed",
    );
  }
}

function tick(worker: Worker): void {
  if (worker.stopped) return;
  for (const lane of worker.lanes) {
    if (lane.delivering) {
      lane.again = true; // a submission arrived mid-pass: go round once more
      continue;
    }
    lane.delivering = deliverUntilIdle(worker, lane).finally(() => {
      lane.delivering = null;
    });
  }
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
  const webhook = options.webhook === undefined ? fromEnv : options.webhook;
  const alerts = options.alerts === undefined ? alertConfigFromEnv() : options.alerts;
  const channels = [
    ...(webhook ? [webhookChannel(webhook)] : []),
    ...(alerts ? alertChannels(alerts) : []),
  ];
  const worker: Worker = {
    db: options.db ?? getDb,
    lanes: channels.map((channel) => ({ channel, again: false, delivering: null })),
    stopped: false,
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
  await Promise.all([...worker.lanes.map((lane) => lane.delivering), worker.pruning]);
}

/** Called after each accepted submission so its webhook and alerts go out now, not in 15 s. */
export function wakeOutbox(): void {
  const worker = slot().worker;
  if (worker) tick(worker);
}
