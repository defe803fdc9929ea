// How a staff script reaches the data: straight from the database, or, while a running server
// holds the embedded database (PGlite allows one process per folder), through that server's admin
// API, whose address is in the data folder's lock. Used by the export, purge and backup scripts.
import { resolve } from "node:path";
import { type DatabaseHandle, type OpenOptions, openDatabase } from "@/lib/db/client";
import { readLock } from "@/lib/db/lock";
import { env } from "@/lib/env.mjs";

/** Prints `message` and exits with status 2 (bad use, or nothing could be done). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Calls the running server's admin API: `path` such as "/api/admin/leads?format=csv". */
export type ServerCall = (path: string, init?: RequestInit) => Promise<Response>;

export async function withDatabaseOrServer<T>(
  script: string,
  work: {
    direct: (handle: DatabaseHandle) => Promise<T>;
    viaServer: (call: ServerCall, serverUrl: string) => Promise<T>;
  },
  open: Pick<OpenOptions, "migrate"> = {},
): Promise<T> {
  const owner = env.DATABASE_URL ? null : readLock(resolve(env.DATA_DIR));
  if (!owner) {
    const handle = await openDatabase({ url: env.DATABASE_URL, holder: script, ...open });
    try {
      return await work.direct(handle);
    } finally {
      await handle.close();
    }
  }
  if (!owner.url) {
    fail(
      `The embedded database is open in another process (${owner.holder}, pid ${owner.pid}). Stop it and try again.`,
    );
  }
  const token = env.ADMIN_TOKEN;
  if (!token) {
    fail(
      `The server at ${owner.url} holds the embedded database. Set ADMIN_TOKEN to the server's admin token to go through it.`,
    );
  }
  const serverUrl = owner.url;
  const call: ServerCall = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    const response = await fetch(`${serverUrl}${path}`, { ...init, headers }).catch(
      (error: Error) => fail(`Could not reach the server at ${serverUrl}: ${error.message}`),
    );
    if (!response.ok) {
      fail(`The server at ${serverUrl} answered ${response.status}: ${await response.text()}`);
    }
    return response;
  };
  return work.viaServer(call, serverUrl);
}
