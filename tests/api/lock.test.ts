/** @jest-environment node */
// The embedded database's folder lock: one process per DATA_DIR, a clear message for the second.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DataDirLockedError, LOCK_FILE, acquireLock, readLock } from "@/lib/db/lock";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { runScript } from "./support";

/** A live process that is not this one: a node that waits until it is killed. */
function otherProcess(): ChildProcess {
  return spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

const lockFile = (dir: string) => join(dir, LOCK_FILE);

afterAll(() => {
  removeDataDirs();
});

describe("acquireLock", () => {
  it("writes who holds the folder, and release removes the lock", () => {
    const dir = freshDataDir("lock");
    const release = acquireLock(dir, "jest lock suite", "http://127.0.0.1:3500");
    const info = JSON.parse(readFileSync(lockFile(dir), "utf8")) as Record<string, unknown>;
    expect(info).toEqual({
      pid: process.pid,
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      holder: "jest lock suite",
      url: "http://127.0.0.1:3500",
    });
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("creates the data folder when it does not exist yet", () => {
    const dir = join(freshDataDir("lock"), "nested", "data");
    const release = acquireLock(dir, "jest lock suite");
    expect(existsSync(lockFile(dir))).toBe(true);
    release();
  });

  it("refuses a folder a live process holds, naming that process", () => {
    const dir = freshDataDir("lock");
    const other = otherProcess();
    try {
      const owner = { pid: other.pid, startedAt: "2026-11-22T04:00:00.000Z", holder: "server" };
      writeFileSync(lockFile(dir), JSON.stringify(owner));
      expect(readLock(dir)).toEqual(owner);
      let error: unknown;
      try {
        acquireLock(dir, "second server");
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toBe(
        `The embedded database in ${dir} is in use by another process ` +
          `(server, pid ${other.pid}, since 2026-11-22T04:00:00.000Z). Only one process may open ` +
          "it at a time: stop that process, give this one another DATA_DIR, or set DATABASE_URL " +
          "to use a PostgreSQL server that several processes can share.",
      );
      expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toEqual(owner);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = freshDataDir("lock");
    const pid = await deadPid();
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid, startedAt: "2026-11-22T04:00:00.000Z", holder: "server" }),
    );
    expect(readLock(dir)).toBeNull();
    const release = acquireLock(dir, "restarted server");
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({
      pid: process.pid,
      holder: "restarted server",
    });
    release();
  });

  it("takes over a lock file that is empty or unreadable", () => {
    const dir = freshDataDir("lock");
    writeFileSync(lockFile(dir), "");
    const release = acquireLock(dir, "jest lock suite");
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    release();
  });
});

describe("a second process on a locked folder", () => {
  it(
    "npm run db:migrate stops with exit code 1 and says who holds the folder",
    async () => {
      const dir = freshDataDir("lock-migrate");
      const release = acquireLock(dir, "jest lock suite");
      try {
        const run = await runScript("scripts/migrate.ts", [], dir);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(
          `The embedded database in ${dir} is in use by another process`,
        );
        expect(run.stderr).toContain(`(jest lock suite, pid ${process.pid}, since `);
        expect(run.stderr).toContain("A running server applies migrations itself when it starts.");
        expect(run.stdout).not.toContain("Migrations applied");
        expect(existsSync(join(dir, "pglite"))).toBe(false);
      } finally {
        release();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});
