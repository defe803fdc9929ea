// Memory of a process tree, read from /proc (Linux): a process, its children and theirs. VmHWM is
// each process's own high-water mark, so the tree's high-water is sampled: the largest sum of
// VmRSS seen, or the largest single VmHWM when one process peaked between two samples.
import { readFileSync, readdirSync } from "node:fs";

/** Every live pid → its parent pid. */
function parents() {
  const map = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command in parentheses: state, then the parent.
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

/** `root` and every descendant of it that is alive now. */
export function treePids(root) {
  const byParent = new Map();
  for (const [pid, parent] of parents()) {
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent).push(pid);
  }
  const out = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift();
    out.push(pid);
    queue.push(...(byParent.get(pid) ?? []));
  }
  return out;
}

/** { rssKb, hwmKb } of one process, or null when it is gone. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { rssKb: field("VmRSS"), hwmKb: field("VmHWM") };
  } catch {
    return null;
  }
}

/** Resident memory (kB) of the tree under `root`, summed, and the largest VmHWM in it. */
export function treeMemory(root) {
  let rssKb = 0;
  let hwmKb = 0;
  let count = 0;
  for (const pid of treePids(root)) {
    const memory = processMemory(pid);
    if (!memory) continue;
    count += 1;
    rssKb += memory.rssKb;
    hwmKb = Math.max(hwmKb, memory.hwmKb);
  }
  return { rssKb, hwmKb, count };
}

/**
 * Samples the tree of whichever process `rootOf()` names (it may not exist yet) every `everyMs`.
 * `peakKb()` is the tree's high-water since the start or the last `reset()`; `stop()` ends it.
 */
export function sampleTree(rootOf, everyMs = 100) {
  let peak = 0;
  let processes = 0;
  const tick = () => {
    const root = rootOf();
    if (!root) return;
    const { rssKb, hwmKb, count } = treeMemory(root);
    peak = Math.max(peak, rssKb, hwmKb);
    processes = Math.max(processes, count);
  };
  const timer = setInterval(tick, everyMs);
  return {
    peakKb: () => (tick(), peak),
    processes: () => processes,
    reset: () => {
      peak = 0;
      processes = 0;
    },
    stop: () => clearInterval(timer),
  };
}

/** A live child of this process whose command line contains `needle`, or null. */
export function childRunning(needle) {
  for (const [pid, parent] of parents()) {
    if (parent !== process.pid) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(needle)) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return null;
}
