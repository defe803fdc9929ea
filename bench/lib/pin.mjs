// CPU pinning for load tests on a small machine: the load generator on one core, the servers on
// the others (taskset, util-linux), so the client and the servers do not take turns on a core.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";

function hasTaskset() {
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cores to use: `{ client: "0", servers: "1" }` on two cores (`servers` is "1-N" on more), or
 * null when pinning is not possible (one core, no taskset) or not wanted.
 */
export function pinningPlan(wanted = true) {
  const cores = availableParallelism();
  if (!wanted || cores < 2 || !hasTaskset()) return null;
  return { client: "0", servers: cores === 2 ? "1" : `1-${cores - 1}` };
}

/** The PIDs of every process below `pid` (read from /proc). */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: the fields after its last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/**
 * Pins `pid`, all its threads and every process below it to `cpus` ("1", "1-3"). Threads and
 * processes they start later inherit it. Returns how many processes were pinned.
 */
export function pinTree(pid, cpus) {
  if (!pid || !cpus) return 0;
  let pinned = 0;
  for (const target of [pid, ...descendants(pid)]) {
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cpus, String(target)], { stdio: "ignore" });
      pinned++;
    } catch {
      // exited meanwhile
    }
  }
  return pinned;
}

/** The master PID of an nginx started by tests/support/nginx.mjs (its pid file), or null. */
export function nginxPid(nginx) {
  try {
    return Number(readFileSync(join(nginx.dir, "nginx.pid"), "utf8").trim()) || null;
  } catch {
    return null;
  }
}

/** `command` prefixed so it runs on `cpus` (when pinning). */
export const onCpus = (cpus, command, args) =>
  cpus ? ["taskset", ["-c", cpus, command, ...args]] : [command, args];
