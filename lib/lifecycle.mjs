// @ts-check
// The process's way down. server.mjs drains HTTP first (no new connections, requests in flight
// finish), then runs these hooks, registered at start by whoever owns a resource (the outbox
// worker, the retention job, the database, Redis), in the reverse order of registration.
import { processWide } from "./process-wide.mjs";

/** @typedef {{ name: string; stop: () => Promise<unknown> | unknown }} Hook */

const state = processWide("lifecycle", () => ({
  draining: false,
  hooks: /** @type {Hook[]} */ ([]),
}));

/**
 * Registers `stop` to run at shutdown, after every request has been answered.
 * @param {string} name shown in the log if it fails or hangs
 * @param {() => Promise<unknown> | unknown} stop
 */
export function onShutdown(name, stop) {
  state.hooks.push({ name, stop });
}

/** True once shutdown began: /api/ready answers 503 so a load balancer stops sending traffic. */
export function isDraining() {
  return state.draining;
}

export function startDraining() {
  state.draining = true;
}

/**
 * Runs every hook, newest first, each given at most `timeoutMs`.
 * @param {{ warn: (obj: object, msg: string) => void }} log
 * @param {number} timeoutMs
 */
export async function runShutdownHooks(log, timeoutMs) {
  for (const { name, stop } of [...state.hooks].reverse()) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve(stop()).then(() => "done"), timeout]);
      if (outcome === "timeout")
        log.warn({ hook: name, timeoutMs }, "shutdown step did not finish in time");
    } catch (err) {
      log.warn({ hook: name, err }, "shutdown step failed");
    } finally {
      clearTimeout(timer);
    }
  }
}
