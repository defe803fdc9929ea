// wrk (Debian's wrk 4.1): a closed-loop HTTP/1.1 load generator in C, fast enough that one core of
// it can saturate a server on the other core. Runs it and reads its --latency report.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { onCpus } from "./pin.mjs";

const run = promisify(execFile);

/** True when `wrk` is on PATH. */
export async function wrkAvailable() {
  try {
    await run("wrk", ["--version"]);
    return true;
  } catch (error) {
    // wrk --version prints its banner and exits 1
    return error.code !== "ENOENT";
  }
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "4.86ms" → 4.86, "812.00us" → 0.812; NaN when not understood. */
export function durationMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2]] : NaN;
}

/**
 * The figures of wrk's --latency report: requests/s, latency percentiles (ms), requests, bytes
 * read, non-2xx/3xx answers and socket errors.
 */
export function parseWrk(output) {
  const number = (re) => {
    const match = re.exec(output);
    return match ? Number(match[1]) : NaN;
  };
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)\\s*$`, "m").exec(output);
    return match ? durationMs(match[1]) : NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: number(/^Requests\/sec:\s+([\d.]+)/m),
    p50: percentile(50),
    p75: percentile(75),
    p90: percentile(90),
    p99: percentile(99),
    requests: number(/^\s+(\d+) requests in /m),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    socketErrors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * One wrk run against `url`: `seconds` long, `connections` open, `threads` threads, `headers`
 * ({ name: value }), on `cpus` when given. Resolves with parseWrk's figures and the raw output.
 */
export async function runWrk(
  url,
  { seconds, connections, threads = 1, headers = {}, cpus = null, timeoutSeconds = 10 },
) {
  const args = [
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const [command, commandArgs] = onCpus(cpus, "wrk", args);
  const { stdout } = await run(command, commandArgs, {
    maxBuffer: 1 << 20,
    timeout: (seconds + timeoutSeconds + 30) * 1000,
  });
  const figures = parseWrk(stdout);
  if (!Number.isFinite(figures.requestsPerSecond) || !Number.isFinite(figures.p99)) {
    throw new Error(`Could not read wrk's report:\n${stdout}`);
  }
  return { ...figures, output: stdout };
}
