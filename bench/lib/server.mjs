// What every benchmark needs: the production build served by `next start` on a free loopback port,
// and the site's route list. Benchmarks never build; run `npm run build` first.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const RESULTS_DIR = join(ROOT, "bench", "results");
export const distDir = process.env.NEXT_DIST_DIR || ".next";
const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * Every page route of lib/routes.ts, as `{ path, url }` (decoded path for tables, encoded path for
 * requests). The list is TypeScript, so it is read through tsx.
 */
export function allRoutes() {
  const out = execFileSync(
    join(ROOT, "node_modules", ".bin", "tsx"),
    [
      "--eval",
      'import { ALL_PAGE_ROUTES, encodePath } from "./lib/routes.ts"; console.log(JSON.stringify(ALL_PAGE_ROUTES.map((path) => ({ path, url: encodePath(path) }))));',
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").pop());
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function stopServer(server) {
  if (!server || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** Starts `next start` on 127.0.0.1 and resolves once it answers; stops it when this process ends. */
export async function serveBuild() {
  if (!existsSync(join(ROOT, distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}/. Run \`npm run build\` first.`);
  }
  const port = await freePort();
  const server = spawn(
    join(ROOT, "node_modules", ".bin", "next"),
    ["start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir },
      // Its own process group, so stopping it also stops anything it started.
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const stop = () => stopServer(server);
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  let stderr = "";
  server.stderr.on("data", (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited early:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(
    `next start did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${stderr}`,
  );
}
