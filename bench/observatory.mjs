#!/usr/bin/env node
// Mozilla's HTTP Observatory (the scanner behind developer.mozilla.org/observatory), run locally
// against the production build behind the deploy/ nginx site over TLS: grade, score and the
// failing or score-changing tests of a few addresses, written to bench/results/observatory.md.
// It builds nothing; run `npm run build` first. Exits 1 if any address is below A+.
//
//   npm run bench:observatory                     /, a roadmap, /contest, the Codeforces API
//   npm run bench:observatory -- /privacy /notes  only these addresses
//
// How (bench/README.md has the reasons): the scanner's CLI scans http:// and https:// of the name
// it is given on the default ports, so nginx is moved to 127.0.0.1:80 and :443 (free ports are
// needed: run as root), the name is "localhost" and an address is passed as "localhost/path".
// The scanner is installed once, without install scripts, into a folder of the temp directory.
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { distDir, serveBuild, startFakeUpstream, writeResult } from "./lib/server.mjs";
import { startNginx } from "../tests/support/nginx.mjs";

const VERSION = "1.4.8";
const PACKAGE = "@mdn/mdn-http-observatory";
const HOST = "localhost";
const DEFAULT_ADDRESSES = [
  "/",
  "/programs/java-programming",
  "/contest",
  "/api/problems/codeforces",
];
const INSTALL_DIR = join(tmpdir(), `coderhouse-mdn-http-observatory-${VERSION}`);
const PACKAGE_DIR = join(INSTALL_DIR, "node_modules", ...PACKAGE.split("/"));

/**
 * Installs the scanner outside the checkout. Install scripts are skipped: pg-native would compile
 * against libpq (only the scanner's API server uses PostgreSQL) and the package's own postinstall
 * downloads Chromium's HSTS preload list and IANA's TLD list. The CLI reads the preload list, so an
 * empty one is written: "localhost" is not on the real one, so the verdicts are the same.
 */
function installScanner() {
  // npm writes the lock file last, so an interrupted install is done again.
  if (!existsSync(join(INSTALL_DIR, "package-lock.json"))) {
    mkdirSync(INSTALL_DIR, { recursive: true });
    writeFileSync(join(INSTALL_DIR, "package.json"), '{ "private": true }\n');
    process.stderr.write(`installing ${PACKAGE}@${VERSION} into ${INSTALL_DIR}\n`);
    // Without `npm run`'s npm_config_* variables, which name this checkout.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
    const npm = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        INSTALL_DIR,
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        `${PACKAGE}@${VERSION}`,
      ],
      { cwd: INSTALL_DIR, env, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (npm.status !== 0) throw new Error(`npm install ${PACKAGE}@${VERSION} failed`);
  }
  const preload = join(PACKAGE_DIR, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

/** Fails early, with a reason, when something already holds 127.0.0.1:`port`. */
function ensureFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (e) =>
      reject(new Error(`127.0.0.1:${port} is not free (${e.code}); the scanner needs 80 and 443.`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

async function waitForPort(port) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not move to port ${port}`);
}

/**
 * Runs the scanner's CLI (src/scan.js: bin/wrapper.js only sets NODE_EXTRA_CA_CERTS to Mozilla's
 * intermediate bundle, which would replace ours) trusting nginx's self-signed certificate.
 */
async function scan(address, certificate) {
  const run = await new Promise((resolve) =>
    execFile(
      process.execPath,
      [join(PACKAGE_DIR, "src", "scan.js"), `${HOST}${address}`],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error?.code ?? 0, stdout, stderr }),
    ),
  );
  try {
    const result = JSON.parse(run.stdout);
    return result.error ? { error: result.error } : result;
  } catch {
    return { error: `exit ${run.code}: ${(run.stderr || run.stdout).trim().split("\n")[0]}` };
  }
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));
const cell = (text) => text.replace(/\|/g, "\\|");

function table(rows) {
  const lines = rows.map(({ address, result }) => {
    if (result.error) return `| \`${address}\` | error | – | ${cell(result.error)} | – |`;
    const tests = Object.entries(result.tests);
    const failed = tests
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: \`${t.result}\` (${signed(t.scoreModifier)})`);
    const modifiers = tests
      .filter(([, t]) => t.pass && t.scoreModifier !== 0)
      .map(([name, t]) => `${name}: \`${t.result}\` (${signed(t.scoreModifier)})`);
    const { grade, score } = result.scan;
    return `| \`${address}\` | ${grade} | ${score} | ${failed.join("<br>") || "none"} | ${modifiers.join("<br>") || "none"} |`;
  });
  return [
    "| Address | Grade | Score | Tests failed | Other score modifiers (passed) |",
    "|---|:-:|--:|---|---|",
    ...lines,
  ].join("\n");
}

async function main() {
  const given = process.argv.slice(2);
  for (const arg of given) if (!arg.startsWith("/")) throw new Error(`Not an address: ${arg}`);
  const addresses = given.length ? given : DEFAULT_ADDRESSES;
  installScanner();
  await ensureFree(80);
  await ensureFree(443);

  const fake = await startFakeUpstream();
  process.on("exit", () => fake.stop());
  let server;
  let nginx;
  const rows = [];
  try {
    server = await serveBuild({ env: fake.env });
    nginx = await startNginx({ instances: [`127.0.0.1:${server.port}`], serverName: HOST });
    // Should this process be ended (Ctrl-C, SIGTERM), nginx must not keep ports 80 and 443
    // (serveBuild stops the server itself).
    const pidFile = join(nginx.dir, "nginx.pid");
    process.on("exit", () => {
      try {
        process.kill(Number(readFileSync(pidFile, "utf8")), "SIGTERM");
      } catch {
        // stopped already: stop() removed its folder
      }
    });
    // startNginx listens on free ports; re-render the same site on the default ones.
    await nginx.reload({ httpPort: 80, httpsPort: 443 });
    await waitForPort(443);
    await waitForPort(80);
    for (const address of addresses) {
      process.stderr.write(`observatory ${address}\n`);
      rows.push({ address, result: await scan(address, nginx.certificate) });
    }
  } finally {
    await nginx?.stop();
    await server?.stop();
    fake.stop();
  }

  const report = [
    "# HTTP Observatory",
    "",
    `${PACKAGE}@${VERSION} (scoring algorithm ${rows.find((r) => r.result.scan)?.result.scan.algorithmVersion ?? "?"}), ` +
      `its CLI run as \`mdn-http-observatory-scan ${HOST}<address>\` against the deploy/ nginx site on 127.0.0.1:80 and :443 ` +
      `(self-signed certificate for ${HOST}, trusted through NODE_EXTRA_CA_CERTS) in front of one \`server.mjs\` ` +
      `(\`${distDir}\`, fake upstream), ${new Date().toISOString()}. Modifiers are added to 100; A+ is 100 or more.`,
    "",
    table(rows),
    "",
  ].join("\n");
  writeResult("observatory.md", report);
  writeResult(
    "observatory-scans.json",
    JSON.stringify(Object.fromEntries(rows.map((r) => [r.address, r.result])), null, 2),
  );
  process.stdout.write(report);
  if (rows.some(({ result }) => result.scan?.grade !== "A+")) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
