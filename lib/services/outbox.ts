// Delivers queued events, each kind through its channel: submissions to LEAD_WEBHOOK_URL as JSON
// (here), staff alerts by email and Telegram (lib/services/alerts/). A failed delivery is retried
// with growing delays (30 s doubling, at most one hour apart) until it succeeds, so an outage of
// the receiver loses nothing, and one channel's outage never holds back another's events. Rows
// are claimed with SKIP LOCKED, so several servers never send twice at the same moment; a
// receiver should still dedupe on the event's id (X-Event-Id, an email's Message-ID). Delivered
// events and idempotency records are deleted after a while (a webhook payload copies a submission).
import "server-only";
import { createHmac } from "node:crypto";
import { type SQL, and, asc, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { type OutboxRow, idempotencyKeys, outbox } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";

/** The longest one delivery may take, on every channel. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * How long a claimed row stays hidden from other instances' workers: long enough for the whole
 * batch to be sent one after another, each at its longest (`sendMs`), with a margin, so no row of
 * it is claimed and sent again by another instance while it waits its turn. It is also how long a
 * row claimed by an instance that died waits before another (or the restarted one) sends it.
 */
export const claimSeconds = (batch: number, sendMs: number, marginS: number) =>
  Math.ceil((batch * sendMs) / 1000 + marginS);
const HOUR_MS = 60 * 60 * 1000;
/** Client retries come within seconds, not days. */
export const IDEMPOTENCY_KEEP_MS = 24 * HOUR_MS;
/**
 * A delivered event is only kept to answer "did the alert go out?", which staff ask within days;
 * a week covers a weekend and a holiday, then the copy of the submission goes.
 */
export const DELIVERED_KEEP_MS = 7 * 24 * HOUR_MS;
/** How often the worker (lib/services/outbox-worker.ts) prunes. */
export const PRUNE_EVERY_MS = HOUR_MS;

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

/** One way out for some of the events: which, how many per claim, and how to send one. */
export type Channel = {
  /** Names the channel in logs ("webhook delivery failed"). */
  name: string;
  /** Which events are its own. */
  events: SQL;
  batch: number;
  /** How long a claim lasts (see claimSeconds). */
  claimSeconds: number;
  /**
   * Sends one event; returning means it went (or need not go), throwing that it is retried. The
   * error's message is recorded and logged: it must name no person.
   */
  send: (row: OutboxRow, db: Db) => Promise<void>;
};

/** Staff alerts (lib/services/alerts/): every other event is the webhook's. */
export const ALERT_EVENT_PREFIX = "alert.";

/** The webhook's channel: every submission event, as JSON to LEAD_WEBHOOK_URL. */
export const webhookChannel = (config: WebhookConfig): Channel => ({
  name: "webhook",
  events: sql`${outbox.event} not like ${`${ALERT_EVENT_PREFIX}%`}`,
  batch: 20,
  claimSeconds: claimSeconds(20, WEBHOOK_TIMEOUT_MS, 60),
  send: (row) => send(config, row.id, row.payload),
});

export type DeliverOptions = {
  /** Checked before each send: once it says true, the rest of the batch is released unsent. */
  stopping?: () => boolean;
};

/** Sends every due webhook event once. Returns how many were delivered and how many failed. */
export function deliverDue(db: Db, config: WebhookConfig, options: DeliverOptions = {}) {
  return deliverChannel(db, webhookChannel(config), options);
}

/** Sends every due event of one channel once. How many were delivered and how many failed. */
export async function deliverChannel(
  db: Db,
  channel: Channel,
  { stopping = () => false }: DeliverOptions = {},
): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  const claim = channel.claimSeconds;
  for (;;) {
    if (stopping()) return { delivered, failed };
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(
          and(isNull(outbox.deliveredAt), lte(outbox.nextAttemptAt, sql`now()`), channel.events),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(channel.batch)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        await tx
          .update(outbox)
          // The database's clock, which every instance shares, not this host's.
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${claim})` })
          .where(sql`${outbox.id} = ${row.id}`);
      }
      return rows;
    });
    if (due.length === 0) return { delivered, failed };
    for (const [index, row] of due.entries()) {
      if (stopping()) {
        // Shutting down: give the unsent claims back now rather than when the claim runs out.
        const unsent = due.slice(index).map((r) => r.id);
        await db
          .update(outbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(and(inArray(outbox.id, unsent), isNull(outbox.deliveredAt)));
        return { delivered, failed };
      }
      try {
        await channel.send(row, db);
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
        log.warn(
          { event: row.event, eventId: row.id, attempt: attempts, err: message },
          `${channel.name} delivery failed; it will be retried`,
        );
        failed++;
      }
    }
    if (failed > 0) return { delivered, failed }; // the receiver is struggling: wait for the next tick
  }
}

function pruned(table: string, rows: number): number {
  metrics.rowsPurged(table, rows);
  if (rows > 0) log.info({ job: "prune", table, deleted: rows }, "old rows deleted");
  return rows;
}

/** Forgets idempotency keys older than a day. Returns how many were deleted. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotencyKeys.key });
  return pruned("idempotency_keys", deleted.length);
}

/** Deletes events delivered more than a week ago. Returns how many were deleted. */
export async function pruneDeliveredEvents(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(outbox)
    .where(
      and(
        isNotNull(outbox.deliveredAt),
        lte(outbox.deliveredAt, new Date(now.getTime() - DELIVERED_KEEP_MS)),
      ),
    )
    .returning({ id: outbox.id });
  return pruned("outbox", deleted.length);
}
