/** @jest-environment node */
// A pre-rendered page's Content-Security-Policy follows the HTML it is answered with
// (lib/server/page-scripts.mjs): after staff publish, Next renders the page again with new inline
// flight data, and a policy of the build's hashes would make the browser block it.
import { createHash } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { inlineScriptHashes } from "@/lib/server/csp.mjs";
import { setPolicyFromBody } from "@/lib/server/page-scripts.mjs";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const PAGE = `<html><head><script src="/_next/static/a.js"></script></head><body>
<script>self.__next_f.push([1,"आज प्रकाशित"])</script>
<script type="application/ld+json">{"telephone":"+91 98765 43210"}</script></body></html>`;

async function answer(respond: (res: ServerResponse) => void) {
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader("Content-Security-Policy", "script-src 'self' 'sha256-built'");
    setPolicyFromBody(
      res,
      (html) => `script-src 'self' ${inlineScriptHashes(html, "latin1").join(" ")}`,
    );
    respond(res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return {
      policy: res.headers.get("content-security-policy"),
      status: res.status,
      body: await res.text(),
    };
  } finally {
    server.close();
  }
}

test("the policy allows exactly the inline scripts the page is answered with, Hindi included", async () => {
  const got = await answer((res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(PAGE.slice(0, 40));
    res.end(PAGE.slice(40));
  });
  expect(got.policy).toBe(`script-src 'self' ${sha('self.__next_f.push([1,"आज प्रकाशित"])')}`);
  expect(got.body).toBe(PAGE);
});

test("a gzipped page given its head by writeHead is hashed from its HTML, sent unchanged", async () => {
  const got = await answer((res) => {
    res.writeHead(200, "OK", { "Content-Type": "text/html", "Content-Encoding": "gzip" });
    res.end(gzipSync(PAGE));
  });
  expect([got.status, got.body]).toEqual([200, PAGE]);
  expect(got.policy).toBe(`script-src 'self' ${sha('self.__next_f.push([1,"आज प्रकाशित"])')}`);
});

test("anything but HTML keeps the policy it had", async () => {
  const got = await answer((res) => {
    res.writeHead(200, { "Content-Type": "text/x-component" });
    res.end('0:["<script>x</script>"]');
  });
  expect(got.policy).toBe("script-src 'self' 'sha256-built'");
});

test("a pre-rendered page is sent whole with its own policy, even to a conditional request", async () => {
  const { running, closeServers, policyOfHtml, send } = await import("./site-server-support");
  try {
    const { port, seen } = await running({
      handle: (req, res) => {
        if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
        res.writeHead(200, { "Content-Type": "text/html", ETag: '"v1"' }).end(PAGE);
      },
    });
    const answer = await send(port, { path: "/features", headers: { "If-None-Match": '"v1"' } });
    expect(seen.at(-1)?.headers["if-none-match"]).toBeUndefined();
    expect([answer.status, answer.body]).toEqual([200, PAGE]);
    expect(answer.headers["content-security-policy"]).toBe(
      policyOfHtml(Buffer.from(PAGE).toString("latin1")),
    );
  } finally {
    closeServers();
  }
});
