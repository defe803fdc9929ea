#!/usr/bin/env node
// @ts-check
// `npm test`: every test, in two chains that run side by side on a 2-core machine.
//
//   checks  lint, types, then the unit, component and API tests (jest)
//   e2e     the production build, then the Chromium tests (Playwright) against it
//
// The Chromium suite spends most of its time waiting on pages, not computing, so jest's one worker
// fits beside it; run one after the other they took 18.6 minutes on CI. Each line of output is
// prefixed with its chain's name; a chain stops at its first failure, the other runs to its end, and
// the command fails when either did, naming which.
//
//   node scripts/test.mjs            both chains
//   node scripts/test.mjs checks     one chain only (or: e2e)
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** The clist account the build and the Chromium tests use; the canary check looks for it. */
const CANARY = { CLIST_USERNAME: "canary-user", CLIST_API_KEY: "canary-clist-key-3c9e1f" };

/** @type {Record<string, { steps: string[][], env?: Record<string, string> }>} */
const CHAINS = {
  checks: {
    steps: [
      ["npm", "run", "lint"],
      ["npm", "run", "typecheck"],
      ["npm", "run", "test:unit"],
    ],
  },
  e2e: {
    steps: [
      ["npm", "run", "build"],
      ["npm", "run", "test:e2e"],
    ],
    env: CANARY,
  },
};

/** Runs one command, each of its output lines prefixed; resolves to its exit code. */
function run(/** @type {string} */ name, /** @type {string[]} */ argv, env = {}) {
  const [command = "", ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        process.stdout.write(`[${name}] ${line}\n`);
      });
    }
    child.on("error", (error) => {
      process.stdout.write(`[${name}] could not start ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function runChain(/** @type {string} */ name) {
  const chain = CHAINS[name];
  if (!chain) throw new Error(`Unknown chain "${name}": use ${Object.keys(CHAINS).join(" or ")}`);
  const started = Date.now();
  for (const step of chain.steps) {
    const stepStarted = Date.now();
    const code = await run(name, step, chain.env);
    const seconds = Math.round((Date.now() - stepStarted) / 1000);
    process.stdout.write(`[${name}] ${step.slice(1).join(" ")}: exit ${code} after ${seconds} s\n`);
    if (code !== 0) return { name, code, failed: step.slice(1).join(" ") };
  }
  process.stdout.write(`[${name}] passed in ${Math.round((Date.now() - started) / 1000)} s\n`);
  return { name, code: 0, failed: "" };
}

const wanted = process.argv.slice(2);
const results = await Promise.all((wanted.length ? wanted : Object.keys(CHAINS)).map(runChain));
const failures = results.filter((r) => r.code !== 0);
for (const f of failures) console.error(`npm test: the ${f.name} chain failed at "${f.failed}"`);
process.exit(failures.length ? 1 : 0);
