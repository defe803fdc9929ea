#!/usr/bin/env node
// Writes the nginx site configuration (deploy/nginx/coderhouse.conf.template) for one host:
//
//   node deploy/render-nginx.mjs --server-name coderhouse.in --alias www.coderhouse.in \
//     --instances 127.0.0.1:3001,127.0.0.1:3002 --app-root /srv/coderhouse/current \
//     --static-root /srv/coderhouse/static --out /etc/nginx/sites-available/coderhouse.conf
//
// Every value is checked before anything is written (a bad one exits 2 naming the option), and
// the release in the cache key is read from the build, so re-rendering after a deploy is all it
// takes to make nginx fetch every page from the new build.
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SettingError, renderNginxConfig } from "./nginx-config.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CHECKOUT = resolve(HERE, "..");

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
  --acme-root DIR           Let's Encrypt webroot, default /var/www/html (Debian's)
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
      deployDir: HERE,
    });
    if (args.out) writeFileSync(args.out, config);
    else process.stdout.write(config);
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    process.stderr.write(`Cannot render the nginx configuration: ${error.message}.\n`);
    process.exit(2);
  }
}

await main();
