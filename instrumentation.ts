// Runs once when the server starts (not during `next build`): opens the database, which takes the
// data folder's lock and applies pending migrations, connects to Redis when REDIS_URL is set (so
// the first submission is already counted there), then starts the webhook outbox worker.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  const { getDatabase } = await import("@/lib/db/client");
  const { DataDirLockedError } = await import("@/lib/db/lock");
  const { startOutboxWorker } = await import("@/lib/services/outbox");
  const { sharedRedis } = await import("@/lib/redis");
  sharedRedis();
  try {
    const { kind } = await getDatabase();
    console.log(
      `[db] ${kind === "pglite" ? "embedded PGlite database" : "PostgreSQL server"} ready, migrations applied`,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second process on the same folder would silently lose writes: refuse to run at all.
      console.error(`\nThe server cannot start. ${error.message}\n`);
      process.exit(1);
    }
    // Anything else (a PostgreSQL server still starting, say): requests retry the connection.
    console.error("[db] could not open the database yet:", error);
  }
  startOutboxWorker();
}
