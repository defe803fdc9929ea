/** @jest-environment node */
// The server in front of Next (lib/server/site-server.mjs): its request log, and how slow or idle
// clients are cut off without stopping the site.
import { connect, type Socket } from "node:net";
import { closeServers, running, send } from "./site-server-support";

afterEach(closeServers);

describe("the request log", () => {
  it("writes one line per request with id, method, route, status, duration and a truncated address", async () => {
    const { port, lines, served } = await running();
    const answer = await send(port, { path: "/api/contests?q=secret-search" });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request",
        reqId: answer.headers["x-request-id"],
        method: "GET",
        route: "/api/contests",
        path: "/api/contests",
        status: 200,
        client: "127.0.0.0",
        ms: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret-search");
    expect(served).toEqual([
      { route: "/api/contests", method: "GET", status: 200, seconds: expect.any(Number) },
    ]);
  });

  it("keeps a trusted proxy's request id and ignores one from anyone else", async () => {
    const trusting = await running({ trusted: ["loopback"] });
    expect(
      (await send(trusting.port, { headers: { "x-request-id": "nginx-42" } })).headers[
        "x-request-id"
      ],
    ).toBe("nginx-42");
    const wary = await running({ trusted: ["10.0.0.1"] });
    expect(
      (await send(wary.port, { headers: { "x-request-id": "nginx-42" } })).headers["x-request-id"],
    ).not.toBe("nginx-42");
  });
});

/** Opens a socket and resolves with how long the server took to close it. */
function timeUntilClosed(port: number, feed: (socket: Socket) => void): Promise<number> {
  return new Promise((resolve) => {
    const opened = Date.now();
    const socket = connect(port, "127.0.0.1", () => feed(socket));
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.on("close", () => resolve(Date.now() - opened));
  });
}

describe("slow and idle clients", () => {
  it("closes a connection whose headers never finish, after the header timeout", async () => {
    const { port } = await running({ headersTimeout: 1000, requestTimeout: 2000 });
    const ms = await timeUntilClosed(port, (socket) =>
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n"),
    );
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3500);
  });

  it("closes a body sent a byte at a time, after the request timeout", async () => {
    const { port } = await running({
      headersTimeout: 1000,
      requestTimeout: 2000,
      handle: (req, res) => {
        req.resume();
        req.on("end", () => res.end("done"));
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const ms = await timeUntilClosed(port, (socket) => {
      socket.write("POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n");
      timer = setInterval(() => socket.writable && socket.write("a"), 200);
    });
    clearInterval(timer);
    expect(ms).toBeGreaterThanOrEqual(1800);
    expect(ms).toBeLessThan(4500);
  });

  it("keeps answering while 500 idle sockets are open", async () => {
    const { port } = await running();
    const idle = await Promise.all(
      Array.from(
        { length: 500 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, "127.0.0.1", () => resolve(socket));
            socket.on("error", () => {});
          }),
      ),
    );
    try {
      const answer = await send(port, { path: "/features" });
      expect([answer.status, answer.body]).toEqual([200, "from next"]);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });
});
