// At server start: open the database (taking the data folder's lock and applying migrations),
// connect to Redis when REDIS_URL is set (so the first submission is already counted there),
// start the outbox worker (webhook events, staff alerts), the daily retention purge and the 9:00
// follow-up emails (lib/services/alerts/digest-job.ts), let the metrics read the outbox backlog,
// and register what server.mjs stops on SIGTERM once the requests in flight are answered (in
// reverse: the refusal counts are written, the jobs and the outbox finish what they are doing,
// then the database closes).
import { count, isNull, min } from "drizzle-orm";
import { getDatabase, getDb } from "@/lib/db/client";
import { DataDirLockedError } from "@/lib/db/lock";
import { outbox } from "@/lib/db/schema";
import { onShutdown } from "@/lib/lifecycle.mjs";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { sharedRedis } from "@/lib/redis";
import { startDigestJob, stopDigestJob } from "@/lib/services/alerts/digest-job";
import { flushLimitTrips } from "@/lib/services/limit-trips";
import { startOutboxWorker, stopOutboxWorker } from "@/lib/services/outbox-worker";
import { startRetentionJob, stopRetentionJob } from "@/lib/services/retention-job";

const redis = sharedRedis();
if (redis) onShutdown("redis", () => redis.quit());

try {
  const { kind } = await getDatabase();
  log.info({ database: kind }, "database ready, migrations applied");
  onShutdown("database", async () => (await getDatabase()).close());
} catch (err) {
  if (err instanceof DataDirLockedError) {
    // A second process on the same folder would silently lose writes: refuse to run at all.
    log.fatal(`Cannot start: ${err.message}`);
    process.exit(1);
  }
  // Anything else (a PostgreSQL server still starting, say): requests retry the connection.
  log.error({ err }, "could not open the database yet; requests will retry");
}

metrics.setOutboxProbe(async () => {
  const [row] = await (
    await getDb()
  )
    .select({ pending: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(isNull(outbox.deliveredAt));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: Number(row?.pending ?? 0),
    oldestAgeSeconds: oldest === null ? 0 : (Date.now() - oldest) / 1000,
  };
});

startOutboxWorker();
onShutdown("outbox worker", stopOutboxWorker);
startRetentionJob();
onShutdown("retention job", stopRetentionJob);
startDigestJob();
onShutdown("digest job", stopDigestJob);
// The refusals counted since the last write, for the admins' inbox notice.
onShutdown("refusal counts", () => flushLimitTrips());
