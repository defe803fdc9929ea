// The nginx site configuration for one host, from deploy/nginx/coderhouse.conf.template and the
// settings of deploy/render-nginx.mjs (its command line) or of a test or benchmark. Every value is
// checked before anything is rendered; a bad one throws a SettingError naming the option.
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { FILE_POLICY } from "../lib/server/csp.mjs";
import { SECURITY_HEADERS } from "../lib/server/security-headers.mjs";
import {
  SettingError,
  brotliAvailable,
  nginxHasHttp2Directive,
  releaseOfBuild,
} from "./nginx-host.mjs";
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
 *   deployDir?: string;
 * }} NginxSettings
 */

export { SettingError };

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

const indent = (text, spaces) =>
  text
    .split("\n")
    .map((line, i) => (i === 0 || line === "" ? line : " ".repeat(spaces) + line))
    .join("\n");

/** @param {Record<string, string>} headers */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n");

/** The security headers every answer nginx writes itself carries (the app sets its own). */
const securityHeaders = () =>
  addHeaders({ ...SECURITY_HEADERS, "Content-Security-Policy": FILE_POLICY });

/**
 * A build file's headers: only those that act on a script, a style sheet, a font or a picture.
 * The rest act on pages alone, and nginx's HTTP/2 sends every header in full on every answer (it
 * keeps no header table), so on a page's eight scripts they were 2 to 3 kB of a phone's download.
 * The policy stays on what a browser could open as a page (an SVG): $coderhouse_build_file_policy.
 */
const buildFileHeaders = () =>
  addHeaders({
    "X-Content-Type-Options": SECURITY_HEADERS["X-Content-Type-Options"],
    "Cross-Origin-Resource-Policy": SECURITY_HEADERS["Cross-Origin-Resource-Policy"],
  }) + "\nadd_header Content-Security-Policy $coderhouse_build_file_policy always;";

/**
 * The rendered configuration.
 * @param {NginxSettings} settings
 * @returns {string}
 */
export function renderNginxConfig(settings) {
  // This folder: the tests and benchmarks run from the checkout, the command line says where.
  const deployDir = settings.deployDir ?? join(process.cwd(), "deploy");
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
  const acmeRoot = path(settings.acmeRoot ?? "/var/www/html", "acme-root");
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
          `    access_log ${logDir}/coderhouse-access.log coderhouse buffer=64k flush=1s;`,
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
    BUILD_FILE_HEADERS: indent(buildFileHeaders(), 8),
    FILE_POLICY,
    PROXY: indent(
      readFileSync(join(deployDir, "nginx", "proxy-settings.conf"), "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("#"))
        .join("\n"),
      8,
    ),
    STATIC_ROOT: staticRoot,
    APP_ROOT: appRoot,
    RELEASE: release,
  };
  const rendered = readFileSync(
    join(deployDir, "nginx", "coderhouse.conf.template"),
    "utf8",
  ).replace(/\{\{([A-Z_0-9]+)\}\}/g, (whole, name) => {
    if (!(name in values))
      throw new Error(`The template names {{${name}}}, which the renderer does not know.`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  return rendered.replace(/\n{3,}/g, "\n\n");
}
