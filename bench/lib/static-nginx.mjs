// The machine's ceiling for a page: Debian's nginx serving the page's HTML straight from disk, no
// proxy, no cache lookup, with the deploy site's own listen and TLS lines (taken from the rendered
// template, so they cannot drift apart) and a precompressed .gz copy for gzip clients
// (gzip_static: the deploy's proxy cache also hands out a stored gzip copy).
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderNginxConfig } from "../../deploy/nginx-config.mjs";
import { freePort, nginxBinary, selfSignedCertificate } from "../../tests/support/nginx.mjs";
import { ROOT } from "./server.mjs";

/** The deploy site's HTTPS `listen` (and `http2 on;`) and `ssl_*` lines for `port`. */
function deployTlsLines({ httpsPort, certificate, certificateKey, dir }) {
  const rendered = renderNginxConfig({
    serverName: "localhost",
    instances: ["127.0.0.1:9"],
    appRoot: ROOT,
    certificate,
    certificateKey,
    cacheDir: join(dir, "unused"),
    logDir: join(dir, "unused"),
    acmeRoot: join(dir, "unused"),
    listenAddress: "127.0.0.1",
    httpPort: httpsPort === 65_535 ? 65_534 : httpsPort + 1,
    httpsPort,
    release: "bench",
    brotli: false,
  });
  const lines = rendered.split("\n").map((line) => line.trim());
  const listen = lines.filter((l) => l.startsWith(`listen 127.0.0.1:${httpsPort} `));
  const http2 = lines.filter((l) => l === "http2 on;");
  const ssl = [...new Set(lines.filter((l) => /^ssl_\w+ .*;$/.test(l)))];
  if (listen.length !== 1 || !ssl.some((l) => l.startsWith("ssl_certificate "))) {
    throw new Error("Could not find the HTTPS listen and ssl_ lines in the rendered deploy site");
  }
  return [...listen, ...http2.slice(0, 1), ...ssl];
}

async function waitForPort(port, child, output) {
  const deadline = Date.now() + 10_000;
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
 * Serves `pages` ([{ path, contentType, plain, gzip }], bodies as Buffers; `path` without a query,
 * which is ignored) over HTTPS on a free loopback port. Resolves with
 * `{ origin, ca, pid, stop() }`.
 */
export async function startStaticNginx(pages) {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: apt-get install -y nginx");
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-static-"));
  chmodSync(dir, 0o755); // workers run as nobody when we are root
  const www = join(dir, "www");
  mkdirSync(www);
  const { certificate, certificateKey } = selfSignedCertificate(dir, ["localhost"]);
  const httpsPort = await freePort();
  const locations = pages.map((page, i) => {
    const file = join(www, `page-${i}`);
    writeFileSync(file, page.plain);
    if (page.gzip) writeFileSync(`${file}.gz`, page.gzip);
    const [type, charset] = page.contentType.split(/;\s*charset=/i);
    return [
      `    location = ${page.path} {`,
      `      default_type ${type};`,
      ...(charset ? [`      charset ${charset};`] : []),
      // try_files, not alias: "/" would go to the index module.
      `      root ${www};`,
      `      try_files /page-${i} =404;`,
      "    }",
    ].join("\n");
  });
  const tmp = join(dir, "tmp");
  mkdirSync(tmp);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")};`,
      "events { worker_connections 4096; }",
      "http {",
      "  sendfile on; tcp_nopush on; types_hash_max_size 2048;",
      "  include /etc/nginx/mime.types; default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (k) => `  ${k}_temp_path ${tmp}/${k};`,
      ),
      "  server {",
      ...deployTlsLines({ httpsPort, certificate, certificateKey, dir }).map((l) => `    ${l}`),
      "    server_name localhost;",
      "    server_tokens off;",
      "    gzip_static on;",
      "    gzip_vary on;",
      ...locations,
      "  }",
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
  try {
    await waitForPort(httpsPort, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `https://localhost:${httpsPort}`,
    ca: readFileSync(certificate, "utf8"),
    pid: child.pid,
    dir,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
