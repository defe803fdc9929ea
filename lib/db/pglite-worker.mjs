// @ts-check
// The embedded database's own thread. PGlite runs PostgreSQL as WebAssembly on the thread that
// calls it, so on the request thread every query stalled every page; here it runs beside it.
// lib/db/pglite-thread.ts starts this file with worker_threads and is its only caller: it sends
// { id, op, ...args } and gets { id, ok, value } or { id, ok: false, error } back. Plain .mjs,
// run natively by Node (never bundled), so Next's server, jest and tsx all start the same file.
import { setFlagsFromString } from "node:v8";
import { parentPort } from "node:worker_threads";

/*
 * PostgreSQL compiled to WebAssembly is one large module with some very large functions. V8 first
 * compiles it with its quick compiler (Liftoff), then recompiles the functions that run often with
 * its optimizing one (TurboFan), which for these functions took about 500 MB for a moment: a
 * restarted server peaked at 840 MB, 270 MB with Liftoff alone. This site's queries are small, so
 * Liftoff's slower code costs nothing measurable (bench/inbox.ts: p50 32.4 ms against 32.3). The
 * flags are process-wide and read when a module is compiled, so they are set before PGlite is
 * loaded; V8 derives a flag's implications only at start, so the two tiering flags are spelled
 * out. The only other WebAssembly in the process is Node's own HTTP parser for fetch().
 */
setFlagsFromString("--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering");
const { PGlite, protocol } = await import("@electric-sql/pglite");
// Trigram indexes make the staff inbox's "contains" search fast (migration 0004).
const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");

/** @type {import("@electric-sql/pglite").PGlite | null} */
let pg = null;

/**
 * Transactions the caller has open, by id. PGlite's own transaction() holds its transaction
 * mutex while the callback runs, so no other query reaches the database in between: the callback
 * here just waits for the caller's commit or rollback.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>}
 */
const transactions = new Map();
let lastTransaction = 0;

const identity = (/** @type {string} */ value) => value;

/**
 * PostgreSQL's memory inside PGlite, sized for a small site on a 1 GB server. The defaults
 * (shared_buffers 128 MB, maintenance_work_mem 64 MB) are touched at start: a reopened folder held
 * 336 MB resident with them and 224 MB with these (probe of PGlite 0.5.16 alone). The data files
 * stay in the operating system's page cache, so fewer shared buffers cost little.
 */
const MEMORY_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB"];

function database() {
  if (!pg) throw new Error("The embedded database is not open.");
  return pg;
}

/** @param {number} id */
function transaction(id) {
  const open = transactions.get(id);
  if (!open) throw new Error("Transaction is closed");
  return open;
}

const ops = {
  /** @param {{ dataDir: string; load?: Uint8Array<ArrayBuffer> }} args (a posted copy: never shared memory) */
  async open({ dataDir, load }) {
    pg = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((s) => ["-c", s])],
      ...(load && { loadDataDir: new Blob([load], { type: "application/x-gzip" }) }),
    });
    // PostgreSQL's default cost of a random page read (4) assumes spinning disks; PGlite's pages
    // are files the OS keeps cached, where a random read costs about what a sequential one does.
    // With the default, the planner reads all 50,000 enquiries for an inbox search rather than
    // use the trigram indexes (about 35 ms against 3-10 ms: bench/inbox.ts).
    await pg.exec("set random_page_cost = 1.1");
  },

  /**
   * One statement, on the database or inside an open transaction. Parsers are functions and
   * cannot cross threads: columns of the types in `raw` come back as PostgreSQL's text, for the
   * caller to run its own parsers on; every other type is parsed here as PGlite always does.
   * @param {{ sql: string; params?: unknown[]; rowMode?: "array" | "object"; paramTypes?: number[]; raw: number[]; tx?: number }} args
   */
  async query({ sql, params, rowMode, paramTypes, raw, tx }) {
    const target = tx === undefined ? database() : transaction(tx).tx;
    const parsers = Object.fromEntries(raw.map((oid) => [oid, identity]));
    const result = await target.query(sql, params, { rowMode, paramTypes, parsers });
    delete result.blob; // only COPY … TO makes one, and Drizzle never sends that
    return result;
  },

  /** Opens a transaction and answers its id once BEGIN has run. */
  begin() {
    const id = ++lastTransaction;
    return new Promise((opened, failed) => {
      /** @type {(commit: boolean) => void} */
      let end = () => {};
      const outcome = new Promise((resolve) => (end = resolve));
      const open = { tx: /** @type {any} */ (null), end, done: Promise.resolve() };
      open.done = database().transaction(async (tx) => {
        open.tx = tx;
        transactions.set(id, open);
        opened(id);
        if (!(await outcome)) await tx.rollback();
      });
      open.done.catch(failed); // BEGIN itself failed: the caller learns it here
    });
  },

  /** @param {{ tx: number; commit: boolean }} args */
  async end({ tx, commit }) {
    const open = transaction(tx);
    transactions.delete(tx);
    open.end(commit);
    await open.done; // a failed COMMIT rejects here with PostgreSQL's error
  },

  /**
   * The data folder as a gzip tarball (PGlite's dumpDataDir). Taken inside a transaction of its
   * own, so no other transaction is half done in the copy; CHECKPOINT first writes every
   * committed change into the data files, so the restored copy starts without replaying the log.
   */
  async dump() {
    const blob = await database().transaction(async (tx) => {
      await tx.exec("CHECKPOINT");
      return database().dumpDataDir("gzip");
    });
    return new Uint8Array(await blob.arrayBuffer());
  },

  async close() {
    await pg?.close();
    pg = null;
  },
};

/** What a caller needs of an error: PostgreSQL's fields as they are, else name and message. */
function describe(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    // Strings and numbers only: the query and its parameters stay with the caller, who has them.
    if (key !== "query" && (typeof value === "string" || typeof value === "number"))
      fields[key] = value;
  }
  return {
    ...fields,
    name: error.name,
    message: error.message,
    database: error instanceof protocol.messages.DatabaseError,
  };
}

/** A WebAssembly crash leaves PGlite unusable: end the thread so the caller opens it afresh. */
const fatal = (/** @type {unknown} */ error) =>
  error instanceof WebAssembly.RuntimeError ||
  (error instanceof Object && "name" in error && error.name === "ExitStatus");

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

port.on("message", async (/** @type {{ id: number; op: keyof typeof ops }} */ message) => {
  const { id, op, ...args } = message;
  try {
    const value = await ops[op](/** @type {any} */ (args));
    const transfer = value instanceof Uint8Array ? [value.buffer] : [];
    port.postMessage({ id, ok: true, value }, /** @type {ArrayBuffer[]} */ (transfer));
  } catch (error) {
    port.postMessage({ id, ok: false, error: describe(error) });
    if (fatal(error)) process.exit(1);
  }
  if (op === "close") port.close(); // nothing else to do: the thread ends
});
