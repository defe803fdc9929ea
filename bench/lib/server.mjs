// What every benchmark needs: the production build served by our production server (server.mjs,
// which passes the socket address on to the route handlers) on a loopback port, and the site's
// route list. Benchmarks never build; run `npm run build` first.
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const RESULTS_DIR = join(ROOT, "bench", "results");
export const distDir = process.env.NEXT_DIST_DIR || ".next";
const SERVER_START_TIMEOUT_MS = 60_000;

/** Writes bench/results/<name> (the folder is not committed, so it may not exist yet); returns its path. */
export function writeResult(name, text) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, name);
  writeFileSync(file, text);
  return file;
}
const STOP_TIMEOUT_MS = 10_000;
/** How much of the server's output to keep for error messages. */
const LOG_TAIL_CHARS = 8_000;

/** The key the fake upstream accepts, for the live pages' clist lists. Not a real key. */
const FAKE_CLIST = { CLIST_USERNAME: "bench-user", CLIST_API_KEY: "bench-clist-key" };

/**
 * The fake upstream of the tests (tests/support/fake-upstream.ts) as its own process, serving the
 * trimmed fixtures or, with `full`, the whole real Codeforces answer. `env` points a server's four
 * upstream settings at it; `stop()` ends it.
 */
export function startFakeUpstream({ full = false } = {}) {
  const child = spawn(
    join(ROOT, "node_modules", ".bin", "tsx"),
    [join(ROOT, "tests", "support", "fake-upstream-server.ts"), ...(full ? ["--full"] : [])],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...FAKE_CLIST } },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake upstream exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      const match = /listening on (\S+)/.exec(String(chunk));
      if (!match) return;
      const url = match[1];
      resolve({
        url,
        env: {
          CODEFORCES_API_URL: `${url}/codeforces/api`,
          ATCODER_PROBLEMS_URL: `${url}/atcoder/resources/merged-problems.json`,
          ATCODER_PROBLEMS_API_URL: `${url}/atcoder/atcoder-api/v3`,
          ATCODER_PROBLEM_MODELS_URL: `${url}/atcoder/resources/problem-models.json`,
          CLIST_API_URL: `${url}/clist/api/v4`,
          ...FAKE_CLIST,
          // The lists measured are the fake upstream's, not the copies shipped with the release.
          SHIPPED_SNAPSHOTS: "off",
        },
        stop: () => child.kill("SIGTERM"),
      });
    });
  });
}

/**
 * Every page route of lib/routes.ts in each language it exists in, as `{ path, url }` (decoded path for tables, encoded path for
 * requests). The list is TypeScript, so it is read through tsx.
 */
export function allRoutes() {
  const out = execFileSync(
    join(ROOT, "node_modules", ".bin", "tsx"),
    [
      "--eval",
      // Every page in every language it exists in ("/notes" and "/hi/notes").
      'import { ALL_PAGE_ROUTES } from "./lib/routes.ts"; import { encodePath } from "./lib/url.ts"; import { LOCALES, localePath } from "./lib/i18n/locales.ts"; console.log(JSON.stringify(ALL_PAGE_ROUTES.flatMap((p) => LOCALES.map((l) => localePath(l, p))).map((path) => ({ path, url: encodePath(path) }))));',
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").pop());
}

export function freePort() {
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

/**
 * The PID of the process that holds the listening TCP socket on 127.0.0.1:`port`, read from
 * /proc (Linux), or null. Lets a benchmark prove that the process it kills is the server itself.
 */
export function listeningPid(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.trim().split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // cols[1] is local address:port in hex, cols[3] the state (0A = LISTEN), cols[9] the inode.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === "0A") inodes.add(`socket:[${cols[9]}]`);
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to look at
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/** The command line of a process, or "" when it is gone. */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return "";
  }
}

/** Temporary data folders made here, removed when this process exits. */
const ownedDataDirs = new Set();
/** Servers still running, stopped when this process exits. */
const running = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

let hooksInstalled = false;
function installExitHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on("exit", () => {
    // Exiting cannot wait for a graceful stop: whatever still runs is killed outright.
    for (const child of running) killGroup(child, "SIGKILL");
    for (const dir of ownedDataDirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => process.exit(130));
  }
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));

/** package.json's start script. */
const startScript = (root) =>
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;

/**
 * The settings `npm start` puts before `node` (NAME=value), so a benchmark measures the server as
 * it is deployed (MALLOC_ARENA_MAX changes its memory).
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function startEnv(root = ROOT) {
  const before = /^((?:\w+=\S+ )*)node\b/.exec(startScript(root))?.[1] ?? "";
  return Object.fromEntries(
    before
      .split(" ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

/**
 * The Node flags `npm start` runs server.mjs with (package.json's start script), so a benchmark
 * measures the server as it is deployed.
 * @param {string} root
 * @returns {string[]}
 */
export function startFlags(root = ROOT) {
  const start = startScript(root);
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) server\.mjs/.exec(start);
  if (!flags)
    throw new Error(`package.json's start script does not run node … server.mjs: ${start}`);
  return flags[1].split(" ").filter(Boolean);
}

/**
 * Starts `node server.mjs -H 127.0.0.1 -p <port>` serving NEXT_DIST_DIR and resolves once `/`
 * answers. Options:
 * - `env`: extra variables for the server (DATABASE_URL, FORM_RATE_LIMIT, ADMIN_TOKEN …); a key
 *   set to `undefined` removes a variable this process has.
 * - `port`: the port to listen on (default: a free one).
 * - `dataDir`: the server's DATA_DIR (default: a new empty temporary folder, removed when this
 *   process exits, so benchmarks never touch ./data).
 * - `root`: the checkout whose server.mjs and build to run (default: this one), e.g. a worktree of
 *   an older commit to compare against; its own node_modules and NEXT_DIST_DIR build are used.
 *
 * Returns `{ origin, port, pid, dataDir, stop, kill, restart, logs }`: `pid` is the node process
 * that listens (no wrapper in between); `stop()` ends it with SIGTERM (a clean shutdown) and
 * `kill()` with SIGKILL, both resolving once it has exited; `restart()` starts a new server on
 * the same port, DATA_DIR and env; `logs()` is the tail of its output.
 */
export async function serveBuild({ env = {}, port, dataDir, root = ROOT } = {}) {
  if (!existsSync(join(root, distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${join(root, distDir)}/. Run \`npm run build\` first.`);
  }
  installExitHooks();
  const listenPort = port ?? (await freePort());
  let dir = dataDir;
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), "ch-bench-data-"));
    ownedDataDirs.add(dir);
  }
  const childEnv = {
    ...process.env,
    ...startEnv(root),
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dir,
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) {
    if (value === undefined) delete childEnv[key];
  }
  const server = spawn(
    process.execPath,
    [...startFlags(root), join(root, "server.mjs"), "-H", "127.0.0.1", "-p", String(listenPort)],
    {
      cwd: root,
      env: childEnv,
      // Its own process group, so stopping it also stops anything it started.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(server);
  server.once("exit", () => running.delete(server));
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-LOG_TAIL_CHARS);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    killGroup(server, "SIGTERM");
    const timer = setTimeout(() => killGroup(server, "SIGKILL"), STOP_TIMEOUT_MS);
    await exited(server);
    clearTimeout(timer);
  };
  const kill = async () => {
    try {
      process.kill(server.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await exited(server);
    killGroup(server, "SIGKILL"); // anything it had started
  };
  const handle = {
    origin: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    pid: server.pid,
    dataDir: dir,
    stop,
    kill,
    restart: () => serveBuild({ env, port: listenPort, dataDir: dir, root }),
    logs: () => output,
  };

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited early:\n${output}`);
    }
    try {
      if ((await fetch(`${handle.origin}/`)).ok) return handle;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(
    `The server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`,
  );
}
