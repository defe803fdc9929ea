/** @jest-environment node */
// A bad setting stops `npm start` and every script before they listen or touch anything, with a
// message naming the variable and its rule, instead of a server that answers 500 everywhere.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

type Run = { code: number | null; stderr: string; ms: number };

function run(args: string[], env: Record<string, string>): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr, ms: Date.now() - started }));
  });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const tsx = join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");

describe("a bad setting", () => {
  it("stops npm start within seconds, before it listens, naming the variable and the rule", async () => {
    const port = await freePort();
    const { code, stderr, ms } = await run(["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
      ADMIN_TOKEN: "short",
      HEADERS_TIMEOUT_MS: "soon",
    });
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5_000);
    expect(stderr).toContain("Cannot start: 2 settings are invalid");
    expect(stderr).toContain("ADMIN_TOKEN must be at least 16 characters.");
    expect(stderr).toContain("HEADERS_TIMEOUT_MS must be a whole number of milliseconds.");
    expect(stderr).not.toContain("short");
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // Nothing was left listening on the port.
    await expect(
      fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }),
    ).rejects.toThrow();
  });

  it.each([
    ["db:migrate", ["scripts/migrate.ts"]],
    ["leads:export", ["scripts/export.ts", "leads"]],
    ["data:purge", ["scripts/purge.ts", "--dry-run"]],
    ["db:backup", ["scripts/backup.ts", "/tmp/never-written.tar.gz"]],
  ])("stops npm run %s the same way", async (_name, args) => {
    const { code, stderr } = await run([tsx, "--conditions=react-server", ...args], {
      DATA_DIR: "/nonexistent/never-created",
      TRUST_PROXY_HOPS: "1",
    });
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr).toContain(
      "TRUST_PROXY_HOPS is no longer read: list your reverse proxies' addresses in TRUSTED_PROXIES",
    );
  });
});
