// The request thread's side of the embedded database: PGlite runs in a worker thread
// (lib/db/pglite-worker.mjs), and this client offers Drizzle's PGlite driver the two methods it
// calls, query() and transaction(), by sending each statement there. Results, PostgreSQL's errors
// (with code, detail, constraint …) and transaction semantics are PGlite's own, only elsewhere.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type ParserOptions,
  type PGliteInterface,
  type QueryOptions,
  type Results,
  type Transaction,
  protocol,
} from "@electric-sql/pglite";

/** Resolved from the working folder, as MIGRATIONS_FOLDER is: bundling must not move it. */
export const PGLITE_WORKER_FILE = join(process.cwd(), "lib", "db", "pglite-worker.mjs");

/** What a transaction callback gets: statements inside it, and an early rollback. */
export type ThreadTransaction = Pick<Transaction, "query" | "rollback" | "closed">;

/** The part of PGlite's client that drizzle-orm/pglite uses (its session calls nothing else). */
export type ThreadClient = {
  query: PGliteInterface["query"];
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
};

/** The worker thread ended while calls were waiting on it, or before this call was made. */
export class PgliteThreadStoppedError extends Error {
  constructor(
    readonly exitCode: number,
    reason?: Error,
  ) {
    super(
      `The embedded database's thread stopped (exit code ${exitCode}${reason ? `: ${reason.message}` : ""}). ` +
        "This call did not complete; the next request opens the database again.",
    );
    this.name = "PgliteThreadStoppedError";
  }
}

type WorkerError = { name: string; message: string; database?: boolean } & Record<string, unknown>;
type Reply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: WorkerError });
type Statement = { sql: string; params?: unknown[]; options?: QueryOptions };
type Pending = {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
  statement?: Statement;
};

/** The error as the caller would have had it from PGlite on its own thread. */
function rebuildError(
  { name, message, database, length, ...fields }: WorkerError,
  statement?: Statement,
) {
  if (!database) return Object.assign(new Error(message), { name });
  const error = new protocol.messages.DatabaseError(message, Number(length ?? 0), "error");
  return Object.assign(error, fields, {
    query: statement?.sql,
    params: statement?.params,
    queryOptions: statement?.options,
  });
}

/** Runs the caller's parsers on the columns the worker left as text (see its query op). */
function applyParsers(result: Results<unknown>, parsers: ParserOptions, rowMode?: string) {
  const rows = result.rows as Record<string | number, unknown>[];
  // In object rows a repeated column name keeps the last column's value, so only that one counts.
  const columns = result.fields
    .map((field, index) => ({ ...field, key: rowMode === "array" ? index : field.name }))
    .filter(
      (c, index, all) => rowMode === "array" || all.findLastIndex((o) => o.key === c.key) === index,
    )
    .filter((c) => parsers[c.dataTypeID]);
  for (const row of rows) {
    for (const { key, dataTypeID } of columns) {
      const value = row[key];
      // PGlite passes the type too, whatever ParserOptions declares.
      const parse = parsers[dataTypeID] as (text: string, typeId: number) => unknown;
      if (typeof value === "string") row[key] = parse(value, dataTypeID);
    }
  }
}

export class PgliteThread {
  readonly worker: Worker;
  readonly client: ThreadClient;
  #pending = new Map<number, Pending>();
  #lastId = 0;
  #failure: Error | undefined;
  #stopped: Error | null = null;
  #closing = false;

  private constructor(onLost: (error: PgliteThreadStoppedError) => void) {
    // A URL, not the path: Turbopack rewrites new Worker("<a path it can work out>") to a bundled
    // copy, and this file must run as it is, natively.
    this.worker = new Worker(pathToFileURL(PGLITE_WORKER_FILE));
    this.worker.unref(); // kept referenced only while a call waits (see #call)
    this.worker.on("message", (reply: Reply) => this.#settle(reply));
    this.worker.on("error", (error) => (this.#failure = error));
    this.worker.on("exit", (code) => {
      const error = this.#closing
        ? new Error("The embedded database is closed.")
        : new PgliteThreadStoppedError(code, this.#failure);
      this.#stopped = error;
      for (const call of this.#pending.values()) call.reject(error);
      this.#pending.clear();
      if (error instanceof PgliteThreadStoppedError) onLost(error);
    });
    this.client = {
      query: (sql, params, options) => this.#query(sql, params, options),
      transaction: (callback) => this.#transaction(callback),
    };
  }

  /**
   * Starts the thread and opens PGlite on `dataDir` there (loading the gzip tarball `load` into
   * an empty folder first, when given). `onLost` runs if the thread later ends unasked.
   */
  static async start(
    dataDir: string,
    {
      load,
      onLost = () => {},
    }: { load?: Uint8Array; onLost?: (e: PgliteThreadStoppedError) => void },
  ): Promise<PgliteThread> {
    const thread = new PgliteThread(onLost);
    try {
      await thread.#call({ op: "open", dataDir, load });
    } catch (error) {
      thread.#closing = true;
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  /** The data folder as PGlite's gzip tarball, taken between transactions. */
  dump(): Promise<Uint8Array> {
    return this.#call({ op: "dump" });
  }

  /** Closes PGlite cleanly in the thread (after the calls already queued), then ends the thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    this.#closing = true;
    try {
      await this.#call({ op: "close" });
    } finally {
      await this.worker.terminate();
    }
  }

  #call<T>(message: Record<string, unknown>, statement?: Statement): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...message, id });
      } catch (error) {
        reject(error as Error); // a parameter that cannot be copied to another thread
        return;
      }
      // A waiting call keeps the process alive, as a query on this thread would.
      if (this.#pending.size === 0) this.worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: never) => void, reject, statement });
    });
  }

  #settle(reply: Reply) {
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.worker.unref();
    if (reply.ok) call.resolve(reply.value as never);
    else call.reject(rebuildError(reply.error, call.statement));
  }

  async #query<T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    const { rowMode, paramTypes, parsers, ...unsupported } = options ?? {};
    const extra = Object.keys(unsupported).filter(
      (k) => unsupported[k as keyof typeof unsupported],
    );
    if (extra.length > 0)
      throw new TypeError(`Query options not supported here: ${extra.join(", ")}`);
    const raw = parsers ? Object.keys(parsers).map(Number) : [];
    const result = await this.#call<Results<T>>(
      { op: "query", sql, params, rowMode, paramTypes, raw, tx },
      { sql, params, options },
    );
    if (parsers) applyParsers(result, parsers, rowMode);
    return result;
  }

  /** As PGlite's transaction(): commits when the callback resolves, rolls back when it throws. */
  async #transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#call<void>({ op: "end", tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: async (sql, params, options) => {
        if (closed) throw new Error("Transaction is closed");
        return this.#query(sql, params, options, id);
      },
      rollback: async () => {
        if (closed) throw new Error("Transaction is closed");
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) await end(true);
      return result;
    } catch (error) {
      if (!closed) await end(false).catch(() => {}); // the callback's error is the one to report
      throw error;
    }
  }
}
