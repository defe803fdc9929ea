// @ts-check
// Debian's nginx running the deploy/ configuration (deploy/render-nginx.mjs) on loopback ports of
// its own, in front of the instances a test or benchmark started: the same template
// docs/deploying.md installs, with ports, certificate and folders of a temporary directory. Used by
// tests/e2e/deploy-*.spec.ts and the bench:http / two-instance benchmarks.
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderNginxConfig } from "../../deploy/nginx-config.mjs";
import { brotliAvailable } from "../../deploy/nginx-host.mjs";

/** Tests and benchmarks run from the checkout (npm scripts). */
const ROOT = process.cwd();
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const START_TIMEOUT_MS = 10_000;

/** The nginx binary, or null when it is not installed (`apt-get install nginx`). */
export function nginxBinary() {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A self-signed certificate for `names` (the first is the subject), made with openssl.
 * @param {string} dir
 */
export function selfSignedCertificate(dir, names = ["localhost"]) {
  const certificate = join(dir, "certificate.pem");
  const certificateKey = join(dir, "certificate-key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      certificateKey,
      "-out",
      certificate,
      "-subj",
      `/CN=${names[0]}`,
      "-addext",
      `subjectAltName=${[...names.map((n) => `DNS:${n}`), "IP:127.0.0.1"].join(",")}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { certificate, certificateKey };
}

/**
 * Resolves once something accepts connections on 127.0.0.1:`port`.
 * @param {number} port
 * @param {import("node:child_process").ChildProcess} child
 * @param {() => string} output
 */
async function waitForPort(port, child, output) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts nginx with the rendered deploy/ site in front of `instances` ("127.0.0.1:3001" …).
 * Options: `serverName` (default localhost), `aliases`, `appRoot` (default this checkout),
 * `distDir` (NEXT_DIST_DIR), `staticRoot`, `release`, `brotli`. Resolves once it listens with
 * `{ httpsUrl, httpUrl, httpsPort, httpPort, dir, accessLog(), reload(settings), stop() }`.
 * @param {{ instances: string[] } & Partial<import("../../deploy/nginx-config.mjs").NginxSettings>} options
 */
export async function startNginx({
  instances,
  serverName = "localhost",
  aliases = [],
  httpsPort: wantedHttpsPort = undefined,
  ...rest
}) {
  const binary = nginxBinary();
  if (!binary)
    throw new Error("nginx is not installed: apt-get install -y nginx (docs/deploying.md).");
  const dir = mkdtempSync(join(tmpdir(), "coderhouse-nginx-"));
  // Workers run as nobody when the tests run as root: they must reach the cache and logs.
  chmodSync(dir, 0o755);
  for (const sub of ["logs", "cache", "tmp", "acme"])
    mkdirSync(join(dir, sub), { recursive: true });
  const { certificate, certificateKey } = selfSignedCertificate(dir, [serverName, ...aliases]);
  const [httpPort, httpsPort] = [await freePort(), wantedHttpsPort ?? (await freePort())];
  /** @param {Partial<import("../../deploy/nginx-config.mjs").NginxSettings>} overrides */
  const settingsFor = (overrides = {}) => ({
    serverName,
    aliases,
    instances,
    appRoot: ROOT,
    distDir: process.env.NEXT_DIST_DIR || ".next",
    certificate,
    certificateKey,
    cacheDir: join(dir, "cache"),
    logDir: join(dir, "logs"),
    acmeRoot: join(dir, "acme"),
    listenAddress: "127.0.0.1",
    httpPort,
    httpsPort,
    brotli: brotliAvailable(),
    ...rest,
    ...overrides,
  });
  const siteFile = join(dir, "site.conf");
  writeFileSync(siteFile, renderNginxConfig(settingsFor()));
  const modules = [BROTLI_MODULE, BROTLI_STATIC_MODULE].filter(
    (m) => settingsFor().brotli && existsSync(m),
  );
  // The parts of Debian's /etc/nginx/nginx.conf the site relies on, with this run's own paths.
  const tmp = join(dir, "tmp");
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      ...modules.map((m) => `load_module ${m};`),
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "logs", "error.log")};`,
      "events { worker_connections 4096; }",
      "http {",
      "  sendfile on; tcp_nopush on; types_hash_max_size 2048;",
      "  include /etc/nginx/mime.types; default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (k) => `  ${k}_temp_path ${tmp}/${k};`,
      ),
      `  include ${siteFile};`,
      "}",
      "",
    ].join("\n"),
  );
  let output = "";
  const child = spawn(binary, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitForPort(httpsPort, child, () => output);
  await waitForPort(httpPort, child, () => output);
  const accessLogFile = join(dir, "logs", "coderhouse-access.log");
  return {
    dir,
    httpPort,
    httpsPort,
    httpsUrl: `https://${serverName}:${httpsPort}`,
    httpUrl: `http://${serverName}:${httpPort}`,
    certificate,
    /** The access log's lines so far. */
    accessLog: () =>
      existsSync(accessLogFile)
        ? readFileSync(accessLogFile, "utf8").trim().split("\n").filter(Boolean)
        : [],
    output: () => output,
    /** Re-renders the site with `overrides` and reloads nginx gracefully. */
    async reload(overrides = {}) {
      writeFileSync(siteFile, renderNginxConfig(settingsFor(overrides)));
      child.kill("SIGHUP");
      await new Promise((r) => setTimeout(r, 500));
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
