// PGlite lets only one process use a data folder: two silently lose writes. The process that
// opens the embedded database writes a lock file there; any other process stops with a message.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "coderhouse.lock";

export type LockInfo = {
  pid: number;
  startedAt: string;
  /** What holds it: "server" or a script name. */
  holder: string;
  /** The server's own address, so export scripts can ask it instead of opening the folder. */
  url?: string;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockInfo,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process ` +
        `(${owner.holder}, pid ${owner.pid}, since ${owner.startedAt}). ` +
        "Only one process may open it at a time: stop that process, give this one another " +
        "DATA_DIR, or set DATABASE_URL to use a PostgreSQL server that several processes can share.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The lock's current owner if a live process other than this one holds it, else null. */
export function readLock(dir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")) as LockInfo;
    return typeof info.pid === "number" && info.pid !== process.pid && isAlive(info.pid)
      ? info
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock or throws DataDirLockedError. A lock left by a dead process (a crash or
 * SIGKILL) is taken over. Returns the function that gives it back; it also runs at exit.
 */
export function acquireLock(dir: string, holder: string, url?: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), holder, url };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off("exit", release);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readLock(dir);
      if (owner) throw new DataDirLockedError(dir, owner);
      try {
        unlinkSync(file); // stale: its process is gone
      } catch {
        // another process removed it first; try again
      }
    }
  }
  const owner = readLock(dir);
  throw new DataDirLockedError(dir, owner ?? { ...info, pid: -1, holder: "unknown" });
}
