// The copies shipped with each release (lib/live-data/snapshots/<list>.json, rebuilt by
// `npm run snapshots`): what a new server with no saved or shared copy serves, marked with their
// capture date, until its first successful fetch. Read from disk at run time, never imported, so
// no bundle (and no browser) carries them.
import "server-only";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Snapshot, SnapshotStore } from "./snapshot-store";

/** Beside the code, like the migrations: `npm start` runs in the release folder. */
export const SHIPPED_SNAPSHOTS_DIR = join(process.cwd(), "lib", "live-data", "snapshots");
/** Most items a shipped list holds (the first of its list): a taste, not the archive. */
export const SHIPPED_MAX_ITEMS = 3_000;
/** A shipped file larger than this is refused unread (the largest today, 3,000 items, ~0.5 MB). */
export const SHIPPED_MAX_BYTES = 2 * 1024 * 1024;

/** One shipped file: the snapshot and, for people, where it came from. */
export type ShippedSnapshot = Snapshot<unknown[]> & { source: string };

/**
 * The file's snapshot if it is one we would serve: a capture date that parses and is not in the
 * future (a future date would count as fresh and hold back every refresh), and a non-empty list
 * within the bound (an empty one would only turn "not available" into "nothing found"). The
 * items themselves are checked by the list's own `restore`, as for any saved copy.
 */
export function checkShippedSnapshot(value: unknown, now = Date.now()): ShippedSnapshot {
  const v = value as Partial<ShippedSnapshot> | null;
  if (typeof v !== "object" || v === null) throw new Error("not a JSON object");
  const asOfMs = typeof v.asOf === "string" ? Date.parse(v.asOf) : NaN;
  if (Number.isNaN(asOfMs)) throw new Error("no capture date (asOf)");
  if (asOfMs > now) throw new Error(`capture date ${v.asOf} is in the future`);
  if (!Array.isArray(v.data) || v.data.length === 0) {
    throw new Error("no items (data must be a non-empty list)");
  }
  if (v.data.length > SHIPPED_MAX_ITEMS) {
    throw new Error(`${v.data.length} items, over ${SHIPPED_MAX_ITEMS}`);
  }
  return { asOf: new Date(asOfMs).toISOString(), source: String(v.source ?? ""), data: v.data };
}

/**
 * Reads `<dir>/<list>.json`. A list without a file has no shipped copy (null); a file that is too
 * large, not JSON or fails the checks above throws, so the cache logs why and serves as if there
 * were none.
 */
export function shippedSnapshots(dir = SHIPPED_SNAPSHOTS_DIR): Pick<SnapshotStore, "read"> {
  return {
    async read(name) {
      const file = join(dir, `${name}.json`);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      if (size > SHIPPED_MAX_BYTES) {
        throw new Error(`${size} bytes, over the limit of ${SHIPPED_MAX_BYTES}`);
      }
      let value: unknown;
      try {
        value = JSON.parse(await readFile(file, "utf8"));
      } catch {
        throw new Error("not JSON");
      }
      const { asOf, data } = checkShippedSnapshot(value);
      return { asOf, data };
    },
  };
}
