#!/usr/bin/env node
// Writes the nginx site configuration (deploy/nginx/coderhouse.conf.template) for one host:
//
//   node deploy/render-nginx.mjs --server-name coderhouse.in --alias www.coderhouse.in \
//     --instances 127.0.0.1:3001,127.0.0.1:3002 --app-root /srv/coderhouse/current \
//     --static-root /srv/coderhouse/static --out /etc/nginx/sites-available/coderhouse.conf
//
// Every value is checked before anything is written (a bad one exits 2 naming the option), and
// the release in the cache key is read from the build, so re-rendering after a deploy is all it
// takes to make nginx fetch every page from the new build. The tests and benchmarks render the
// same template with their own ports and paths.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { FILE_POLICY } from "../lib/server/csp.mjs";
import { SECURITY_HEADERS } from "../lib/server/security-headers.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const TEMPLATE = join(HERE, "nginx", "coderhouse.conf.template");
const PROXY_SETTINGS = join(HERE, "nginx", "proxy-settings.conf");
const CHECKOUT = resolve(HERE, "..");
const COMPRESSED_TYPES =
  "text/css application/javascript text/javascript application/json text/plain\n" +
  "                 text/xml application/xml image/svg+xml application/manifest+json text/calendar";

/**
 * @typedef {{
 *   serverName: string; aliases?: string[]; instances: string[];
 *   appRoot: string; staticRoot?: string; distDir?: string;
 *   certificate?: string; certificateKey?: string;
 *   cacheDir?: string; logDir?: string; acmeRoot?: string;
 *   listenAddress?: string; httpPort?: number; httpsPort?: number;
 *   release?: string; brotli?: boolean; http2Directive?: boolean;
 * }} NginxSettings
 */

export class SettingError extends Error {}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const INSTANCE = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+):(\d{1,5})$/i;
const SAFE_PATH = /^\/[A-Za-z0-9._\/-]*$/;
const RELEASE = /^[A-Za-z0-9_-]{1,64}$/;

function check(ok, option, rule) {
  if (!ok) throw new SettingError(`--${option} ${rule}`);
}

const port = (value, option) => {
  check(
    Number.isInteger(value) && value >= 1 && value <= 65_535,
    option,
    "must be a port from 1 to 65535",
  );
  return value;
};

const path = (value, option) => {
  check(
    typeof value === "string" && isAbsolute(value) && SAFE_PATH.test(value),
    option,
    "must be an absolute path of letters, digits, dots, dashes, underscores and slashes",
  );
  return value.replace(/\/+$/, "") || "/";
};

/** The deployment id the build at `appRoot/distDir` was made with (next.config.mjs). */
export function releaseOfBuild(appRoot, distDir = ".next") {
  const manifest = join(appRoot, distDir, "routes-manifest.json");
  let id;
  try {
    id = JSON.parse(readFileSync(manifest, "utf8")).deploymentId;
  } catch {
    throw new SettingError(
      `--release is not given and ${manifest} cannot be read: build first (npm run build)`,
    );
  }
  check(
    typeof id === "string" && RELEASE.test(id),
    "release",
    `is not given and the build in ${manifest} has no deployment id`,
  );
  return id;
}

/**
 * True when Debian's brotli modules (libnginx-mod-http-brotli-filter and -static) are loaded by the
 * main nginx configuration.
 */
export function brotliAvailable(modulesDir = "/etc/nginx/modules-enabled") {
  try {
    const loaded = readdirSync(modulesDir)
      .map((name) => readFileSync(join(modulesDir, name), "utf8"))
      .join("\n");
    return /brotli_filter_module/.test(loaded) && /brotli_static_module/.test(loaded);
  } catch {
    return false;
  }
}

/** nginx 1.25.1 replaced `listen … http2` with the `http2 on;` directive. */
export function nginxHasHttp2Directive(binary = "nginx") {
  try {
    const out = execFileSync(binary, ["-v"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return versionAtLeast(out, [1, 25, 1]);
  } catch (error) {
    const out = String(/** @type {{ stderr?: string }} */ (error).stderr ?? "");
    return versionAtLeast(out, [1, 25, 1]);
  }
}

function versionAtLeast(text, wanted) {
  const found = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!found) return false;
  const have = found.slice(1).map(Number);
  for (let i = 0; i < 3; i++) if (have[i] !== wanted[i]) return have[i] > wanted[i];
  return true;
}

const indent = (text, spaces) =>
  text
    .split("\n")
    .map((line, i) => (i === 0 || line === "" ? line : " ".repeat(spaces) + line))
    .join("\n");

/** The security headers every answer nginx writes itself carries (the app sets its own). */
function securityHeaders() {
  const headers = { ...SECURITY_HEADERS, "Content-Security-Policy": FILE_POLICY };
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");
}

/**
 * The rendered configuration.
 * @param {NginxSettings} settings
 * @returns {string}
 */
export function renderNginxConfig(settings) {
  const serverName = settings.serverName?.toLowerCase();
  check(
    HOST_NAME.test(serverName ?? ""),
    "server-name",
    "must be a host name such as coderhouse.in",
  );
  const aliases = (settings.aliases ?? []).map((a) => a.toLowerCase());
  for (const alias of aliases)
    check(HOST_NAME.test(alias), "alias", `must be host names (not understood: ${alias})`);
  check(
    settings.instances?.length > 0,
    "instances",
    "must name at least one instance, such as 127.0.0.1:3001",
  );
  for (const instance of settings.instances) {
    const match = INSTANCE.exec(instance);
    check(
      match !== null && Number(match[3]) >= 1 && Number(match[3]) <= 65_535,
      "instances",
      `must be host:port pairs separated by commas (not understood: ${instance})`,
    );
  }
  const appRoot = path(settings.appRoot, "app-root");
  const distDir = settings.distDir ?? ".next";
  check(/^[A-Za-z0-9._-]+$/.test(distDir), "dist-dir", "must be a folder name such as .next");
  const staticRoot = path(settings.staticRoot ?? join(appRoot, distDir, "static"), "static-root");
  const certificate = path(
    settings.certificate ?? `/etc/letsencrypt/live/${serverName}/fullchain.pem`,
    "certificate",
  );
  const certificateKey = path(
    settings.certificateKey ?? `/etc/letsencrypt/live/${serverName}/privkey.pem`,
    "certificate-key",
  );
  const cacheDir = path(settings.cacheDir ?? "/var/cache/nginx/coderhouse", "cache-dir");
  const logDir = path(settings.logDir ?? "/var/log/nginx", "log-dir");
  const acmeRoot = path(settings.acmeRoot ?? "/var/www/letsencrypt", "acme-root");
  const httpPort = port(settings.httpPort ?? 80, "http-port");
  const httpsPort = port(settings.httpsPort ?? 443, "https-port");
  check(httpPort !== httpsPort, "https-port", "must differ from --http-port");
  const address = settings.listenAddress ?? "*";
  check(
    address === "*" || /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i.test(address),
    "listen-address",
    'must be "*" (every address) or one IPv4 address or one [IPv6] address',
  );
  const release = settings.release ?? releaseOfBuild(appRoot, distDir);
  check(RELEASE.test(release), "release", "must be 1 to 64 letters, digits, dashes or underscores");
  const http2Directive = settings.http2Directive ?? nginxHasHttp2Directive();
  const brotli = settings.brotli ?? brotliAvailable();

  const listen = (portNumber, extra) =>
    (address === "*" ? [`${portNumber}`, `[::]:${portNumber}`] : [`${address}:${portNumber}`])
      .map((where) => `    listen ${where}${extra};`)
      .join("\n");
  const tlsListen = (defaultServer) =>
    listen(
      httpsPort,
      ` ssl${http2Directive ? "" : " http2"}${defaultServer ? " default_server" : ""}`,
    ) + (http2Directive ? "\n    http2 on;" : "");
  const tls = [
    `ssl_certificate ${certificate};`,
    `ssl_certificate_key ${certificateKey};`,
    "ssl_protocols TLSv1.2 TLSv1.3;",
    "ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;",
    "ssl_prefer_server_ciphers off;",
    "ssl_session_cache shared:coderhouse_tls:10m;",
    "ssl_session_timeout 1d;",
    "ssl_session_tickets off;",
  ];
  const portSuffix = httpsPort === 443 ? "" : `:${httpsPort}`;
  const aliasServer =
    aliases.length === 0
      ? ""
      : [
          "# Other names of the site answer with the main one.",
          "server {",
          tlsListen(false),
          `    server_name ${aliases.join(" ")};`,
          ...tls.map((line) => `    ${line}`),
          `    access_log ${logDir}/coderhouse-access.log coderhouse;`,
          `    error_log ${logDir}/coderhouse-error.log crit;`,
          `    ${indent(securityHeaders(), 4)}`,
          `    return 301 https://${serverName}${portSuffix}$request_uri;`,
          "}",
          "",
        ].join("\n");
  const brotliBlock = brotli
    ? [
        "    brotli on;",
        "    brotli_comp_level 4;",
        "    brotli_min_length 1024;",
        `    brotli_types ${COMPRESSED_TYPES};`,
        "",
      ].join("\n")
    : "";

  const values = {
    UPSTREAM_SERVERS: settings.instances
      .map((instance) => `    server ${instance} max_fails=2 fail_timeout=10s;`)
      .join("\n"),
    CACHE_DIR: cacheDir,
    HOST_MAP: [serverName, ...aliases].map((name) => `    ${name} ${name};`).join("\n"),
    SERVER_NAME: serverName,
    SERVER_NAMES: [serverName, ...aliases].join(" "),
    HTTP_LISTEN: listen(httpPort, " default_server"),
    HTTPS_LISTEN: tlsListen(true),
    HTTPS_PORT_SUFFIX: portSuffix,
    LOG_DIR: logDir,
    ACME_ROOT: acmeRoot,
    ALIAS_SERVER: aliasServer,
    TLS: tls.map((line) => `    ${line}`).join("\n"),
    BROTLI: brotliBlock,
    BROTLI_STATIC: brotli ? "        brotli_static on;" : "",
    SECURITY_HEADERS: indent(securityHeaders(), 8),
    PROXY: indent(
      readFileSync(PROXY_SETTINGS, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("#"))
        .join("\n"),
      8,
    ),
    STATIC_ROOT: staticRoot,
    APP_ROOT: appRoot,
    RELEASE: release,
  };
  const rendered = readFileSync(TEMPLATE, "utf8").replace(
    /\{\{([A-Z_0-9]+)\}\}/g,
    (whole, name) => {
      if (!(name in values))
        throw new Error(`The template names {{${name}}}, which the renderer does not know.`);
      return values[/** @type {keyof typeof values} */ (name)];
    },
  );
  return rendered.replace(/\n{3,}/g, "\n\n");
}

const USAGE = `Usage: node deploy/render-nginx.mjs --server-name NAME --instances HOST:PORT[,HOST:PORT…] [options]

  --server-name NAME        the site's host name (coderhouse.in)
  --alias NAME[,NAME…]      other names, redirected to it (www.coderhouse.in)
  --instances LIST          the Node instances, host:port separated by commas
  --app-root DIR            the release being served (default: this checkout, ${CHECKOUT})
  --dist-dir NAME           its build folder (default .next)
  --static-root DIR         folder served as /_next/static (default: <app-root>/<dist-dir>/static)
  --certificate FILE        default /etc/letsencrypt/live/<server-name>/fullchain.pem
  --certificate-key FILE    default /etc/letsencrypt/live/<server-name>/privkey.pem
  --cache-dir DIR           default /var/cache/nginx/coderhouse
  --log-dir DIR             default /var/log/nginx (rotated by Debian's logrotate)
  --acme-root DIR           Let's Encrypt webroot, default /var/www/letsencrypt
  --listen-address ADDR     "*" (default: every IPv4 and IPv6 address) or one address
  --http-port N --https-port N   default 80 and 443
  --release ID              cache key release (default: the build's deployment id)
  --brotli on|off           default: on when Debian's brotli module is loaded
  --out FILE                write there instead of printing
`;

async function main() {
  let args;
  try {
    ({ values: args } = parseArgs({
      options: {
        "server-name": { type: "string" },
        alias: { type: "string" },
        instances: { type: "string" },
        "app-root": { type: "string", default: CHECKOUT },
        "dist-dir": { type: "string" },
        "static-root": { type: "string" },
        certificate: { type: "string" },
        "certificate-key": { type: "string" },
        "cache-dir": { type: "string" },
        "log-dir": { type: "string" },
        "acme-root": { type: "string" },
        "listen-address": { type: "string" },
        "http-port": { type: "string" },
        "https-port": { type: "string" },
        release: { type: "string" },
        brotli: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    process.stderr.write(`${/** @type {Error} */ (error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) return void process.stdout.write(USAGE);
  const number = (value) => (value === undefined ? undefined : Number(value));
  const list = (value) =>
    (value ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  if (args.brotli !== undefined && !["on", "off"].includes(args.brotli)) {
    process.stderr.write("--brotli must be on or off\n");
    process.exit(2);
  }
  try {
    const config = renderNginxConfig({
      serverName: args["server-name"],
      aliases: list(args.alias),
      instances: list(args.instances),
      appRoot: resolve(args["app-root"]),
      distDir: args["dist-dir"],
      staticRoot: args["static-root"],
      certificate: args.certificate,
      certificateKey: args["certificate-key"],
      cacheDir: args["cache-dir"],
      logDir: args["log-dir"],
      acmeRoot: args["acme-root"],
      listenAddress: args["listen-address"],
      httpPort: number(args["http-port"]),
      httpsPort: number(args["https-port"]),
      release: args.release,
      brotli: args.brotli === undefined ? undefined : args.brotli === "on",
    });
    if (args.out) writeFileSync(args.out, config);
    else process.stdout.write(config);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    process.stderr.write(`Cannot render the nginx configuration: ${error.message}.\n`);
    process.exit(2);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
