/** @jest-environment node */
// The embedded database runs in a worker thread (lib/db/pglite-thread.ts): the request thread
// stays free while PostgreSQL works, and callers get the results, errors and transactions PGlite
// gives on its own thread. A thread that dies is reported and the next request opens it again.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { LOCK_FILE } from "@/lib/db/lock";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { useEnv } from "./support";

let client: typeof import("@/lib/db/client");
let dataDir: string;
const database = () => client.getDatabase();
const db = async (): Promise<Db> => (await database()).db;

type Rows<T> = { rows: T[] };
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await (await db()).execute(query)) as unknown as Rows<T>).rows;
const probeRows = async () =>
  (await rows<{ n: number }>(sql`select n from worker_probe order by n`)).map((r) => r.n);
const lockOwner = () =>
  JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as { pid: number };

beforeAll(async () => {
  dataDir = freshDataDir("worker");
  useEnv({ DATA_DIR: dataDir });
  client = await import("@/lib/db/client");
  await (await db()).execute(sql`create table worker_probe (n integer primary key)`);
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await (await database()).close();
  removeDataDirs();
});

beforeEach(async () => {
  await (await db()).execute(sql`delete from worker_probe`);
});

it("keeps the request thread free while a slow statement runs", async () => {
  // The longest gap between ticks of a 5 ms timer: on the request thread PGlite would stall it
  // for the whole statement (measured: a 909 ms statement, a 912 ms gap).
  let last = performance.now();
  let longestGap = 0;
  const ticks = setInterval(() => {
    longestGap = Math.max(longestGap, performance.now() - last);
    last = performance.now();
  }, 5);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  try {
    const handle = await database();
    await settle();
    const started = performance.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    const statementMs = performance.now() - started;
    await settle(); // a stall shows as a late tick, so let one come
    expect(statementMs).toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(Math.max(50, statementMs / 4));
  } finally {
    clearInterval(ticks);
  }
});

it("runs no other statement inside an open transaction: others wait for its commit", async () => {
  const events: string[] = [];
  let opened!: () => void;
  const inside = new Promise<void>((resolve) => (opened = resolve));
  const transaction = (await db()).transaction(async (tx) => {
    await tx.execute(sql`insert into worker_probe values (1)`);
    opened();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the caller works mid-transaction
    await tx.execute(sql`insert into worker_probe values (2)`);
    events.push("committing");
  });
  await inside;
  const outside = rows<{ n: number }>(sql`select count(*)::int as n from worker_probe`).then((r) =>
    events.push(`outside saw ${r[0]!.n}`),
  );
  await Promise.all([transaction, outside]);
  expect(events).toEqual(["committing", "outside saw 2"]);
});

it("rolls back a transaction whose callback throws, and a nested one on its own", async () => {
  await expect(
    (await db()).transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (1)`);
      throw new Error("the caller gave up");
    }),
  ).rejects.toThrow("the caller gave up");
  await (
    await db()
  ).transaction(async (tx) => {
    await tx.execute(sql`insert into worker_probe values (2)`);
    await expect(
      tx.transaction(async (inner) => {
        await inner.execute(sql`insert into worker_probe values (3)`);
        throw new Error("inner failed");
      }),
    ).rejects.toThrow("inner failed");
    await tx.transaction((inner) => inner.execute(sql`insert into worker_probe values (4)`));
  });
  expect(await probeRows()).toEqual([2, 4]);
});

it("gives PostgreSQL's errors with all their fields", async () => {
  await (await db()).execute(sql`insert into worker_probe values (7)`);
  await expect(
    (await db()).execute(sql`insert into worker_probe values (7)`),
  ).rejects.toMatchObject({
    cause: {
      code: "23505",
      severity: "ERROR",
      constraint: "worker_probe_pkey",
      table: "worker_probe",
      detail: "Key (n)=(7) already exists.",
      message: 'duplicate key value violates unique constraint "worker_probe_pkey"',
      query: "insert into worker_probe values (7)",
    },
  });
  await expect((await db()).execute(sql`select ${"a\u0000b"}::text`)).rejects.toMatchObject({
    cause: { code: "22021", message: expect.stringContaining("0x00") },
  });
  // A failed statement the callback swallowed: COMMIT rolls back instead, as PGlite says.
  await expect(
    (await db()).transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (7)`).catch(() => {});
    }),
  ).rejects.toMatchObject({ code: "25P02" });
});

it("parses column types as PGlite does, and runs the caller's own parsers", async () => {
  const { thread } = (await database()) as Required<DatabaseHandle>;
  const result = await thread.client.query<{ at: string; doc: unknown; n: number }>(
    `select '2026-01-02T03:04:05Z'::timestamptz as at, '{"a":[1,2]}'::jsonb as doc, 5 as n`,
    [],
    { parsers: { 1184: (text: string) => `raw ${text}` } },
  );
  expect(result.rows).toEqual([{ at: "raw 2026-01-02 03:04:05+00", doc: { a: [1, 2] }, n: 5 }]);
});

it(
  "reports a thread that died to the calls waiting on it, and opens the database again",
  async () => {
    await (await db()).execute(sql`insert into worker_probe values (1)`);
    const first = (await database()) as Required<DatabaseHandle>;
    // Drizzle sends a statement when it is awaited or then'd: Promise.resolve() sends it now.
    const waiting = Promise.resolve(
      first.db.execute(sql`select count(*) from generate_series(1, 20000000)`),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.thread.worker.terminate();
    await expect(waiting).rejects.toMatchObject({
      cause: {
        name: "PgliteThreadStoppedError",
        message: expect.stringContaining("the next request opens the database again"),
      },
    });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false); // let go, not left to a dead thread

    const second = await database();
    expect(second).not.toBe(first);
    expect(await probeRows()).toEqual([1]);
    expect(lockOwner().pid).toBe(process.pid);
  },
  OPEN_TIMEOUT_MS,
);

it(
  "closes after the statements already sent, then ends the thread and releases the lock",
  async () => {
    const handle = (await database()) as Required<DatabaseHandle>;
    const sent = Promise.resolve(
      handle.db.execute(sql`select count(*)::int as n from generate_series(1, 100000)`),
    );
    await new Promise((resolve) => setImmediate(resolve)); // it has reached the thread
    await handle.close();
    expect(((await sent) as unknown as Rows<{ n: number }>).rows).toEqual([{ n: 100000 }]);
    expect(handle.thread.worker.threadId).toBe(-1); // the thread has ended
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: "The embedded database is closed." },
    });
  },
  OPEN_TIMEOUT_MS,
);
