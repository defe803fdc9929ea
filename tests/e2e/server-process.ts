// A production server of a spec's own (server.mjs on the build the test script made), for what
// the shared one cannot show: its log, a signal, settings of its own. Each gets an empty
// embedded database, removed when it stops.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export type OwnServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server wrote, stdout and stderr, as it came. */
  output: () => string;
  /** stdout's JSON lines. */
  lines: () => LogLine[];
  /** Sends `signal` and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** Stops it if needed and removes its data folder. */
  dispose: () => Promise<void>;
};

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts server.mjs with `env` on `port` (default a free one) and resolves once it listens. With
 * `dataDir`, on that data folder (an earlier server's, to start it again), which stays its own.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
  { port: wanted, dataDir: given }: { port?: number; dataDir?: string } = {},
): Promise<OwnServer> {
  const port = wanted ?? (await freePort());
  const dataDir = given ?? mkdtempSync(join(tmpdir(), "coderhouse-own-server-"));
  const child = spawn(process.execPath, ["server.mjs", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...(process.env.NEXT_DIST_DIR && { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR }),
      DATA_DIR: dataDir,
      // Tests post the fixtures' people many times; tests/api/form-limits.test.ts covers the limit.
      FORM_PERSON_LIMIT: "1000000",
      // Nothing here reaches a real upstream.
      CODEFORCES_API_URL: "http://127.0.0.1:9/codeforces/api",
      ATCODER_PROBLEMS_URL: "http://127.0.0.1:9/atcoder/merged-problems.json",
      ATCODER_PROBLEMS_API_URL: "http://127.0.0.1:9/atcoder/atcoder-api/v3",
      ATCODER_PROBLEM_MODELS_URL: "http://127.0.0.1:9/atcoder/problem-models.json",
      CLIST_API_URL: "http://127.0.0.1:9/clist/api/v4",
      // Nor are the shipped copies of the lists served, unless a spec turns them on.
      SHIPPED_SNAPSHOTS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server.mjs exited (${child.exitCode}):\n${output}`);
    if (/"msg":"Coder House site ready"/.test(output)) break;
    if (Date.now() > deadline) throw new Error(`server.mjs did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const lines = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    lines,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    dispose: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
      if (!given) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The rows `npm run leads:export` prints from a data folder no server holds any more. */
export function exportedLeads(dataDir: string): Promise<{ id: string; email: string }[]> {
  const tsx = join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [tsx, "--conditions=react-server", "scripts/export.ts", "leads", "--format", "json"],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "production",
          DATA_DIR: dataDir,
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve((JSON.parse(stdout) as { data: { id: string; email: string }[] }).data)
        : reject(new Error(`leads:export exited ${code}: ${stderr}`)),
    );
  });
}
