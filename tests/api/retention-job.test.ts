/** @jest-environment node */
// The daily retention job (start, retry, stop) on each database, and its lock between instances
// sharing one PostgreSQL database.
import { Client } from "pg";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import type * as Log from "@/lib/log.mjs";
import type * as Retention from "@/lib/services/retention";
import type * as RetentionJob from "@/lib/services/retention-job";
import { idsIn, storeLead } from "./retention-support";
import {
  OPEN_TIMEOUT_MS,
  type Target,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const DAY = 24 * 3600 * 1000;
jest.setTimeout(15_000);
const HOUR = 3600 * 1000;

let retention: typeof Retention & typeof RetentionJob;
let log: (typeof Log)["log"];
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("retention-job-unused") });
  retention = {
    ...(await import("@/lib/services/retention")),
    ...(await import("@/lib/services/retention-job")),
  };
  ({ log } = await import("@/lib/log.mjs"));
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => {
  removeDataDirs();
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** An enquiry whose 12 months end this long from now. */
const leadEndingIn = (db: Db, ms: number) =>
  storeLead(db, { createdAt: retention.monthsBefore(new Date(Date.now() + ms), 12) });

/** Opens a database of `target`'s, closed and dropped after the suite. */
function useDatabase(target: Target) {
  const state = {} as { handle: DatabaseHandle; url?: string };
  beforeAll(async () => {
    const options = await target.create();
    state.url = options.url;
    state.handle = await openDatabase({ ...options, holder: "jest retention job suite" });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await state.handle?.close();
    await target.dispose();
  });
  beforeEach(async () => {
    await clearTables(state.handle.db);
  });
  return state;
}

describe.each(databaseTargets("retention-job"))("the daily retention job on %s", (_, target) => {
  const state = useDatabase(target);
  const db = () => state.handle.db;
  afterEach(() => retention.stopRetentionJob());

  it("runs soon after start and deletes what would pass its period before the next run", async () => {
    await leadEndingIn(db(), -HOUR);
    await leadEndingIn(db(), HOUR); // would otherwise outlive its period by up to a day
    const kept = await leadEndingIn(db(), 2 * DAY);
    retention.startRetentionJob({ db: async () => db(), firstRunMs: 0 });
    await until(async () => (await idsIn(db(), "leads")).length === 1, "the job has run");
    expect(await idsIn(db(), "leads")).toEqual([kept]);
  });

  it("logs a failed run without personal data and runs again later", async () => {
    const errors = jest.spyOn(log, "error");
    try {
      await leadEndingIn(db(), -DAY);
      const database = jest
        .fn<Promise<Db>, []>()
        .mockRejectedValueOnce(new Error("the database is not ready"))
        .mockImplementation(async () => db());
      retention.startRetentionJob({ db: database, firstRunMs: 0, retryMs: 50 });
      await until(async () => (await idsIn(db(), "leads")).length === 0, "the retry has run");
      expect(database).toHaveBeenCalledTimes(2);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors).toHaveBeenCalledWith(
        { job: "retention", err: "the database is not ready" },
        "retention purge failed; it runs again later",
      );
    } finally {
      errors.mockRestore();
    }
  });

  it("stops after the run in progress has finished, and starts no other", async () => {
    await leadEndingIn(db(), -DAY);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const database = jest.fn(async () => {
      await gate;
      return db();
    });
    retention.startRetentionJob({ db: database, firstRunMs: 0, everyMs: 20 });
    await until(async () => database.mock.calls.length === 1, "the run has started");
    let stopped = false;
    const stopping = retention.stopRetentionJob().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    open();
    await stopping;
    expect(await idsIn(db(), "leads")).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(database).toHaveBeenCalledTimes(1);
  });
});

const postgres = databaseTargets("retention-lock").filter(([name]) => name === "PostgreSQL");
if (postgres.length > 0) {
  describe.each(postgres)("two instances sharing one %s database", (_, target) => {
    const state = useDatabase(target);
    let other: DatabaseHandle;
    let blocker: Client;

    beforeAll(async () => {
      other = await openDatabase({ url: state.url, holder: "second instance" });
    });
    afterAll(async () => {
      await other?.close();
    });

    /**
     * Starts a purge on the first instance and holds it mid-run: another connection keeps one
     * due row locked, so the purge waits on it while holding the retention lock.
     */
    async function purgeHeldMidRun(): Promise<{ running: Promise<Retention.PurgeCounts | null> }> {
      const [first] = await idsIn(state.handle.db, "leads");
      blocker = new Client({ connectionString: state.url });
      await blocker.connect();
      await blocker.query("begin");
      await blocker.query("select id from leads where id = $1 for update", [first]);
      const running = retention.purgeExpired(state.handle.db);
      const holding = until(async () => {
        const { rows } = await blocker.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and granted",
          [retention.RETENTION_LOCK_ID],
        );
        return rows[0]!.n === 1;
      }, "the first instance holds the retention lock");
      await holding.catch(async (error: unknown) => {
        await release();
        throw error;
      });
      return { running };
    }

    async function release(): Promise<void> {
      await blocker.query("rollback");
      await blocker.end();
    }

    it("delete each row once: the instance that finds a purge running skips its own", async () => {
      for (let i = 0; i < 4; i++) await leadEndingIn(state.handle.db, -(i + 1) * DAY);
      const { running: first } = await purgeHeldMidRun();
      try {
        expect(await retention.purgeExpired(other.db)).toBeNull();
      } finally {
        await release();
      }
      expect(await first).toEqual({ leads: 4, appointments: 0, outbox: 0 });
      expect(await idsIn(state.handle.db, "leads")).toEqual([]);
    });

    it("the daily job runs once a day between instances, not once each", async () => {
      const purged = jest.spyOn(log, "info");
      try {
        await leadEndingIn(state.handle.db, -DAY);
        // Two instances' jobs look at the same moment, as after a deploy that started both.
        const first = retention.purgeExpired(state.handle.db, { unlessRanWithinMs: 23 * HOUR });
        const second = retention.purgeExpired(other.db, { unlessRanWithinMs: 23 * HOUR });
        const results = await Promise.all([first, second]);
        expect(results.filter((r) => r !== null)).toEqual([
          { leads: 1, appointments: 0, outbox: 0 },
        ]);
        // An hour later the other instance looks again: a run within the day is enough.
        await leadEndingIn(state.handle.db, -DAY);
        expect(await retention.purgeExpired(other.db, { unlessRanWithinMs: 23 * HOUR })).toBeNull();
        expect((await idsIn(state.handle.db, "leads")).length).toBe(1);
        // A manual purge is not the daily job: it always runs.
        expect(await retention.purgeExpired(other.db, { whenBusy: "wait" })).toEqual({
          leads: 1,
          appointments: 0,
          outbox: 0,
        });
        const done = purged.mock.calls.filter(([, msg]) => msg === "retention purge done");
        expect(done).toHaveLength(2);
      } finally {
        purged.mockRestore();
      }
    });

    it("a manual purge waits for the running one, then finds nothing left", async () => {
      await leadEndingIn(state.handle.db, -DAY);
      const { running: first } = await purgeHeldMidRun();
      let waited = false;
      const manual = retention
        .purgeExpired(other.db, { whenBusy: "wait" })
        .finally(() => (waited = true));
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(waited).toBe(false);
      } finally {
        await release();
      }
      expect(await first).toEqual({ leads: 1, appointments: 0, outbox: 0 });
      expect(await manual).toEqual({ leads: 0, appointments: 0, outbox: 0 });
    });
  });
}
