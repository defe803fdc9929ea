// What the deploy/ nginx does at the edge, in front of the two instances of
// tests/e2e/deploy-stack.ts: it fits Debian's own configuration, redirects to HTTPS, speaks HTTP/2,
// compresses, refuses what the app would refuse, logs no visitor's details, and serves what it
// keeps with every instance stopped. Runs where PostgreSQL, Redis and nginx are at hand.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { homeLead } from "../fixtures/submissions";
import { renderNginxConfig } from "../../deploy/nginx-config.mjs";
import { nginxBinary } from "../support/nginx.mjs";
import { type DeployStack, jsonPost, startDeployStack } from "./deploy-stack";

test.describe.configure({ mode: "serial" });

let stack: DeployStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startDeployStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const direct = (i: 0 | 1) => stack.direct(i);
const json = jsonPost;

test("the rendered site passes nginx -t inside Debian's own nginx.conf", () => {
  const dir = mkdtempSync(join(tmpdir(), "coderhouse-debian-nginx-"));
  try {
    const site = join(dir, "coderhouse.conf");
    writeFileSync(
      site,
      renderNginxConfig({
        serverName: "coderhouse.in",
        aliases: ["www.coderhouse.in"],
        instances: ["127.0.0.1:3001", "127.0.0.1:3002"],
        appRoot: process.cwd(),
        certificate: stack.nginx.certificate,
        certificateKey: stack.nginx.certificate.replace("certificate.pem", "certificate-key.pem"),
        cacheDir: join(dir, "cache"),
        logDir: dir,
      }),
    );
    const debian = readFileSync("/etc/nginx/nginx.conf", "utf8")
      .replace(/include \/etc\/nginx\/sites-enabled\/\*;/, `include ${site};`)
      .replace(/^pid .*$/m, `pid ${join(dir, "nginx.pid")};`);
    expect(debian).toContain(site);
    writeFileSync(join(dir, "nginx.conf"), debian);
    const check = spawnSync(nginxBinary()!, ["-t", "-c", join(dir, "nginx.conf")], {
      encoding: "utf8",
    });
    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("HTTP goes to HTTPS, which speaks HTTP/2, compresses, and holds every edge", async () => {
  const plain = await fetch(`http://127.0.0.1:${stack.nginx.httpPort}/notes?x=1`, {
    redirect: "manual",
    headers: { host: "localhost" },
  });
  expect(plain.status).toBe(301);
  expect(plain.headers.get("location")).toBe(
    `https://localhost:${stack.nginx.httpsPort}/notes?x=1`,
  );

  const session = connect(`https://localhost:${stack.nginx.httpsPort}`, {
    ca: readFileSync(stack.nginx.certificate),
  });
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ":path": "/features" });
      stream.on("response", (headers) => resolve(Number(headers[":status"])));
      stream.on("error", reject);
      stream.resume();
    });
    expect(status).toBe(200);
    expect(session.alpnProtocol).toBe("h2");
  } finally {
    session.close();
  }

  const page = await stack.request("/features", { headers: { "accept-encoding": "gzip, br" } });
  expect(page.headers["content-encoding"]).toBe("gzip");
  expect(page.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  expect(page.headers.server).toBe("nginx");

  // A form over 16 kB: refused by nginx in the API's own words, as the app would refuse it.
  const big = json(homeLead({ query: "x".repeat(17_000) }));
  const byNginx = await stack.request("/api/leads", big);
  const byApp = await stack.request("/api/leads", big, direct(0));
  expect([byNginx.status, byApp.status]).toEqual([413, 413]);
  expect(JSON.parse(byNginx.body)).toEqual(JSON.parse(byApp.body));

  // Staff and health answers are never kept, nor is a student's progress (its handle).
  const ready = await stack.request("/api/ready");
  expect(ready.headers["x-cache-status"]).toBeUndefined();
  const progress = await stack.request("/api/progress/codeforces?handle=newbie_cf");
  expect(progress.status).toBe(200);
  expect(progress.headers["x-cache-status"]).toBeUndefined();
});

test("a visitor who chose Hindi is sent to the Hindi page even when the English one is cached", async () => {
  // The English page is in the cache for everyone...
  await stack.request("/collegePrograms");
  const cached = await stack.request("/collegePrograms");
  expect(cached.status).toBe(200);
  expect(cached.headers["x-cache-status"]).toBe("HIT");
  // ...but not for a visitor whose cookie says Hindi, who gets the app's redirect, kept by no one.
  const chosen = await stack.request("/collegePrograms?ref=1", {
    headers: { cookie: "NEXT_LOCALE=hi" },
  });
  expect(chosen.status).toBe(307);
  expect(chosen.headers.location).toMatch(/\/hi\/collegePrograms\?ref=1$/);
  expect(chosen.headers["cache-control"]).toBe("private, no-store");
  // The Hindi page itself, and English for everyone else, still come from the cache.
  await stack.request("/hi/collegePrograms", { headers: { cookie: "NEXT_LOCALE=hi" } });
  const hindi = await stack.request("/hi/collegePrograms", {
    headers: { cookie: "NEXT_LOCALE=hi" },
  });
  expect(hindi.status).toBe(200);
  expect(hindi.headers["x-cache-status"]).toBe("HIT");
  const english = await stack.request("/collegePrograms", {
    headers: { cookie: "NEXT_LOCALE=en" },
  });
  expect(english.headers["x-cache-status"]).toBe("HIT");
});

test("an unknown address is a 404 through nginx, drawn in the server HTML and kept by no cache", async () => {
  for (const [path, lang] of [
    ["/no-such-page", "en-IN"],
    ["/hi/no-such-page", "hi-IN"],
    ["/notes/category/nope", "en-IN"],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const answer = await stack.request(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body).toMatch(new RegExp(`<html [^>]*lang="${lang}"`));
      expect(answer.body).toMatch(/<h1\b[^>]*>[^<]+<\/h1>/);
      expect(answer.headers["x-cache-status"]).not.toBe("HIT");
    }
  }
});

test("the access log holds a shortened address and no query string", async () => {
  await stack.request("/notes?search=ishita-secret", { from: "127.0.9.77" });
  // nginx writes its log at least once a second: the visitor's line, by network only.
  await expect
    .poll(() => stack.nginx.accessLog().some((l) => l.includes(' 127.0.9.0 GET "/notes" 200 ')))
    .toBe(true);
  const lines = stack.nginx.accessLog();
  expect(lines.join("\n")).not.toContain("127.0.9.77");
  expect(lines.join("\n")).not.toContain("ishita-secret");
});

test("with both instances stopped, nginx still answers static files and cached pages", async () => {
  const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(
    (await stack.request("/notes")).body,
  )?.[0];
  expect(chunk).toBeDefined();
  // A script carries only the headers that act on a script; the pages keep every one.
  const script = await stack.request(chunk!);
  expect(script.headers["x-content-type-options"]).toBe("nosniff");
  expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
  for (const name of ["content-security-policy", "x-frame-options", "etag"])
    expect(script.headers[name], name).toBeUndefined();
  const paths = ["/", "/notes", "/programs/java-programming", chunk!, "/images/brand/map.webp"];
  for (const path of paths) expect((await stack.request(path)).status).toBe(200);
  await stack.request("/api/problems/codeforces?page=1"); // kept for its minute

  for (const instance of stack.instances) expect(await instance.stop("SIGTERM")).toBe(0);
  for (const path of [...paths, "/api/problems/codeforces?page=1"]) {
    const answer = await stack.request(path);
    expect(answer.status, path).toBe(200);
  }
  expect((await stack.request("/")).headers["x-cache-status"]).toMatch(/^(HIT|STALE)$/);
  // What was never kept gets the short "back in a moment" page, not nginx's own.
  const uncached = await stack.request("/contest");
  expect(uncached.status).toBe(502);
  expect(uncached.body).toContain("Back in a moment");
  expect(uncached.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
});
