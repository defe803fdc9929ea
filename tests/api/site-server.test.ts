/** @jest-environment node */
// The server in front of Next (lib/server/site-server.mjs), driven over real sockets with a stub
// in Next's place: who the client is, what every answer carries, and what never reaches Next.
import { connect } from "node:net";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/client-address.mjs";
import { closeServers, running, STATIC_POLICY, send } from "./site-server-support";

afterEach(closeServers);

describe("the client's address", () => {
  it("is the TCP peer when the peer is not a trusted proxy, whatever X-Forwarded-For says", async () => {
    const { port, seen } = await running({ trusted: ["10.0.0.1"] });
    for (let i = 1; i <= 3; i++)
      await send(port, {
        headers: { "x-forwarded-for": `198.51.100.${i}`, "x-forwarded-proto": "https" },
      });
    expect(seen.map((s) => s.headers[CLIENT_ADDRESS_HEADER])).toEqual([
      "127.0.0.1",
      "127.0.0.1",
      "127.0.0.1",
    ]);
    // Next never sees forwarded headers an untrusted client made up.
    expect(
      seen.every((s) => !("x-forwarded-for" in s.headers) && !("x-forwarded-proto" in s.headers)),
    ).toBe(true);
  });

  it("comes from X-Forwarded-For when the peer is a trusted proxy: the first untrusted hop from the right", async () => {
    const { port, seen } = await running({ trusted: ["loopback", "10.0.0.0/8"] });
    await send(port, { headers: { "x-forwarded-for": "203.0.113.7" } });
    await send(port, { headers: { "x-forwarded-for": "192.0.2.66, 203.0.113.8, 10.1.2.3" } });
    expect(seen.map((s) => s.headers[CLIENT_ADDRESS_HEADER])).toEqual([
      "203.0.113.7",
      "203.0.113.8",
    ]);
  });

  it("replaces a copy of the address header the client sent itself", async () => {
    const { port, seen } = await running({ trusted: ["10.0.0.1"] });
    await send(port, { headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.1" } });
    expect(seen[0]?.headers[CLIENT_ADDRESS_HEADER]).toBe("127.0.0.1");
  });
});

describe("every answer", () => {
  it("carries the security headers and a request id, also when the handler fails", async () => {
    const { port, lines } = await running({
      handle: () => {
        throw new Error("boom in the handler");
      },
    });
    const answers = [
      await send(port, { path: "/features" }),
      await send(port, { path: "/%zz" }),
      await send(port, { method: "TRACE", path: "/" }),
      await send(port, { path: "/api/anything" }),
    ];
    expect(answers.map((a) => a.status)).toEqual([500, 400, 405, 500]);
    for (const { headers } of answers) {
      expect(headers["content-security-policy"]).toMatch(/script-src 'self'/);
      expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The thrown error is logged once with its stack; the refusals are one line each.
    const stacks = lines.filter((l) => (l.err as { stack?: string } | undefined)?.stack);
    expect(stacks).toHaveLength(2);
    expect(lines.filter((l) => l.msg === "request")).toHaveLength(4);
  });

  it("gives a pre-rendered page its own hashes and anything else a nonce Next can read", async () => {
    const { port, seen } = await running();
    expect((await send(port, { path: "/features" })).headers["content-security-policy"]).toBe(
      STATIC_POLICY,
    );
    const dynamic = await send(port, {
      path: "/contest",
      headers: { "content-security-policy": "script-src 'nonce-chosen-by-client'" },
    });
    expect(dynamic.headers["content-security-policy"]).toContain("'nonce-n0nce'");
    expect(seen[1]?.headers["content-security-policy"]).toBe(
      dynamic.headers["content-security-policy"],
    );
    expect(seen[0]?.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("requests Next never sees", () => {
  it.each([
    "/%E0%A4%A",
    "/%",
    "/%zz",
    "/notes/category/%ff%fe",
    "/api/contests/%E0%A4%A/calendar.ics",
  ])("%s answers 400", async (path) => {
    const { port, seen } = await running();
    const answer = await send(port, { path });
    expect(answer.status).toBe(400);
    expect(seen).toHaveLength(0);
    if (path.startsWith("/api/")) {
      expect(JSON.parse(answer.body)).toEqual({
        error: {
          code: "bad_request",
          message: "This address is not valid: part of it is wrongly encoded.",
        },
      });
    } else expect(answer.body).toContain("<h1>Bad request</h1>");
  });

  it.each(["TRACE", "PROPFIND", "MKCOL"])(
    "%s answers 405 with Allow, logged as one line",
    async (method) => {
      const { port, seen, lines, served } = await running();
      const answer = await send(port, { method, path: "/api/leads" });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(JSON.parse(answer.body).error.code).toBe("method_not_allowed");
      expect(seen).toHaveLength(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: "request", method, status: 405, route: "/api/leads" });
      expect(lines[0]).not.toHaveProperty("err");
      expect(served).toEqual([expect.objectContaining({ method: "OTHER", status: 405 })]);
    },
  );

  it.each(["TRACK", "CONNECT", "BREW"])(
    "%s, which Node's parser does not take as a request, answers 405 before parsing",
    async (method) => {
      const { port, seen, lines } = await running();
      const reply = await new Promise<string>((resolve) => {
        let text = "";
        const socket = connect(port, "127.0.0.1", () =>
          socket.write(`${method} /api/leads HTTP/1.1\r\nHost: x\r\n\r\n`),
        );
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("close", () => resolve(text));
      });
      expect(reply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(reply).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(reply).toContain("X-Content-Type-Options: nosniff");
      expect(seen).toHaveLength(0);
      expect(lines).toEqual([expect.objectContaining({ msg: "request refused before parsing" })]);
    },
  );

  it.each([
    "/_next/image?url=/images/../../etc/passwd&w=64&q=75",
    "/_next/image?url=/images/brand/missing.webp&w=64&q=75",
    "/_next/image?url=http://evil.example/x.png&w=64&q=75",
    "/_next/image?url=//evil.example/x.png&w=64&q=75",
    "/_next/image?w=64&q=75",
  ])("the image optimizer is never asked for %s: 404", async (path) => {
    const { port, seen } = await running();
    expect((await send(port, { path })).status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it("the image optimizer gets an image the site has", async () => {
    const { port, seen } = await running();
    const path = "/_next/image?url=%2Fimages%2Fbrand%2Fmap.webp&w=64&q=75";
    expect((await send(port, { path })).status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("on a build without server actions, a page refuses posts and the API refuses action calls", async () => {
    const { port, seen } = await running();
    const posted = await send(port, {
      method: "POST",
      path: "/features",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe("GET, HEAD, OPTIONS");
    const action = await send(port, {
      method: "POST",
      path: "/api/leads",
      headers: { "next-action": "0123456789abcdef", "content-type": "text/plain" },
      body: "[]",
    });
    expect(action.status).toBe(400);
    expect(JSON.parse(action.body).error.message).toBe("This site takes no server actions.");
    expect(seen).toHaveLength(0);
  });
});
