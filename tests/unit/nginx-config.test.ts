/** @jest-environment node */
// The nginx site an operator renders (deploy/render-nginx.mjs): production defaults, and a clear
// refusal of every setting that would write a broken or unsafe configuration.
import { spawnSync } from "node:child_process";
import { SettingError, renderNginxConfig } from "@/deploy/nginx-config.mjs";

const base = {
  serverName: "coderhouse.in",
  aliases: ["www.coderhouse.in"],
  instances: ["127.0.0.1:3001", "127.0.0.1:3002"],
  appRoot: "/srv/coderhouse/current",
  staticRoot: "/srv/coderhouse/static",
  release: "eb268c962d33",
  brotli: true,
  http2Directive: false,
};

describe("the rendered nginx site", () => {
  const config = renderNginxConfig(base);

  it("fills every placeholder", () => {
    expect(config).not.toMatch(/\{\{/);
  });

  it("listens on 80 and 443 over IPv4 and IPv6, with HTTP/2 and Let's Encrypt's files", () => {
    for (const line of [
      "listen 80 default_server;",
      "listen [::]:80 default_server;",
      "listen 443 ssl http2 default_server;",
      "listen [::]:443 ssl http2 default_server;",
      "ssl_certificate /etc/letsencrypt/live/coderhouse.in/fullchain.pem;",
      "ssl_protocols TLSv1.2 TLSv1.3;",
      "root /var/www/html;",
    ])
      expect(config).toContain(line);
    expect(renderNginxConfig({ ...base, http2Directive: true })).toContain("http2 on;");
  });

  it("sends plain HTTP and the other names to the main name over HTTPS", () => {
    expect(config).toContain("return 301 https://$coderhouse_https_host$request_uri;");
    expect(config).toContain("server_name www.coderhouse.in;");
    expect(config).toContain("return 301 https://coderhouse.in$request_uri;");
  });

  it("balances over every instance, with the release in the cache key", () => {
    expect(config).toContain("server 127.0.0.1:3001 max_fails=2 fail_timeout=10s;");
    expect(config).toContain("server 127.0.0.1:3002 max_fails=2 fail_timeout=10s;");
    expect(config).toContain('proxy_cache_key "eb268c962d33|');
    expect(config).toContain("alias /srv/coderhouse/static/;");
    expect(config).toContain("root /srv/coderhouse/current/public;");
  });

  it("names the client itself instead of passing on what the request claimed", () => {
    expect(config).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(config).toContain('proxy_set_header Forwarded "";');
    expect(config).not.toContain("$proxy_add_x_forwarded_for");
  });

  it("logs only a network and a path", () => {
    expect(config).toMatch(/log_format coderhouse '\$time_iso8601 \$coderhouse_client_network /);
    expect(config).not.toMatch(/log_format[^;]*(\$remote_addr|\$request_uri|\$request |\$args)/);
  });

  it("sends a build file only the headers that act on it, and the page policy only to an SVG", () => {
    const block = /location \^~ \/_next\/static\/ \{[^}]*\}/.exec(config)?.[0] ?? "";
    expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(block).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(block).toContain(
      "add_header Content-Security-Policy $coderhouse_build_file_policy always;",
    );
    expect(block).toContain("etag off;");
    for (const name of ["X-Frame-Options", "Permissions-Policy", "Strict-Transport-Security"])
      expect(block).not.toContain(name);
    expect(config).toMatch(
      /map \$sent_http_content_type \$coderhouse_build_file_policy \{\n\s+~\^\(application\/javascript\|text\/css\|font\/\)\s+"";\n\s+default\s+"default-src 'none';/,
    );
  });

  it("compresses with brotli only where the module is loaded", () => {
    expect(config).toContain("brotli on;");
    expect(renderNginxConfig({ ...base, brotli: false })).not.toContain("brotli");
  });

  it.each([
    [{ serverName: "coder house.in" }, "--server-name must be a host name"],
    [{ aliases: ["www.coderhouse.in;"] }, "--alias must be host names"],
    [{ instances: [] }, "--instances must name at least one instance"],
    [{ instances: ["127.0.0.1"] }, "--instances must be host:port pairs"],
    [{ instances: ["127.0.0.1:70000"] }, "--instances must be host:port pairs"],
    [{ appRoot: "srv/coderhouse" }, "--app-root must be an absolute path"],
    [{ staticRoot: "/srv/static;evil" }, "--static-root must be an absolute path"],
    [{ httpsPort: 80 }, "--https-port must differ from --http-port"],
    [{ httpPort: 0 }, "--http-port must be a port from 1 to 65535"],
    [{ listenAddress: "localhost" }, '--listen-address must be "*"'],
    [{ release: "a b" }, "--release must be 1 to 64 letters"],
  ])("refuses %o", (override, message) => {
    expect(() => renderNginxConfig({ ...base, ...override })).toThrow(SettingError);
    expect(() => renderNginxConfig({ ...base, ...override })).toThrow(message);
  });

  it("reads the release from the build, and says to build first when there is none", () => {
    expect(() => renderNginxConfig({ ...base, release: undefined, appRoot: "/nowhere" })).toThrow(
      /build first \(npm run build\)/,
    );
  });
});

describe("render-nginx.mjs", () => {
  it("exits 2 with one line naming the bad option, and no stack trace", () => {
    const run = spawnSync(
      process.execPath,
      ["deploy/render-nginx.mjs", "--server-name", "coder_house!", "--instances", "127.0.0.1:3001"],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toBe(
      "Cannot render the nginx configuration: --server-name must be a host name such as coderhouse.in.",
    );
  });
});
