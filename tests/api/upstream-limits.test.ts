/**
 * @jest-environment node
 */
// fetchUpstreamJson's byte limit against a local HTTP server that counts what it sends: an
// answer over the limit is cut off (the server sees the connection closed long before its last
// byte), a declared size over the limit is refused without reading, and the limit is exact.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { writeFollowingBackpressure } from "../support/fake-upstream-hostile";

const MB = 1024 * 1024;
const LIMIT = 1 * MB;

type Sent = { bytes: number; closedEarly: boolean; finished: boolean };
type Handler = (res: ServerResponse, sent: Sent) => void | Promise<void>;

let server: Server;
let origin: string;
let handler: Handler = (res) => {
  res.end("null");
};
let sent: Sent;

beforeAll(async () => {
  server = createServer((_req, res) => {
    sent = { bytes: 0, closedEarly: false, finished: false };
    const mine = sent;
    res.on("close", () => {
      mine.closedEarly = !mine.finished;
    });
    void handler(res, mine);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Streams `total` bytes of one JSON string in 64 kB pieces, following backpressure. */
async function streamJsonString(res: ServerResponse, s: Sent, total: number) {
  res.writeHead(200, { "Content-Type": "application/json" });
  const piece = "x".repeat(64 * 1024);
  const send = (text: string) => {
    s.bytes += text.length;
    return writeFollowingBackpressure(res, text);
  };
  if (!(await send('"'))) return;
  for (let left = total - 2; left > 0; left -= piece.length) {
    if (!(await send(piece.slice(0, Math.min(piece.length, left))))) return;
  }
  if (!(await send('"'))) return;
  s.finished = true;
  res.end();
}

/** A JSON string of exactly `bytes` bytes. */
const jsonOfSize = (bytes: number) => `"${"y".repeat(bytes - 2)}"`;

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

const get = (timeoutMs = 10_000) =>
  fetchUpstreamJson("Test upstream", `${origin}/answer`, { timeoutMs, maxBytes: LIMIT });

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

test("an answer streamed past the limit is refused as too_large and the transfer is cut off", async () => {
  const TOTAL = 100 * MB;
  handler = (res, s) => streamJsonString(res, s, TOTAL);
  const error = await failure(get());
  expect(error.kind).toBe("too_large");
  expect(error.message).toContain(String(LIMIT));
  await waitUntil(() => sent.closedEarly);
  expect(sent.closedEarly).toBe(true);
  expect(sent.finished).toBe(false);
  // What the server managed to hand over: the limit plus what socket buffers held, far from 100 MB.
  expect(sent.bytes).toBeLessThan(TOTAL / 5);
});

test("a declared Content-Length over the limit is refused before any of the body is read", async () => {
  handler = (res) => {
    // Announces 50 MB and sends nothing: a client that reads would wait for the 5 s time limit.
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": 50 * MB });
    res.flushHeaders();
  };
  const started = performance.now();
  const error = await failure(get(5_000));
  expect(error.kind).toBe("too_large");
  expect(error.message).toContain(String(50 * MB));
  expect(performance.now() - started).toBeLessThan(2_000);
  await waitUntil(() => sent.closedEarly);
  expect(sent.closedEarly).toBe(true);
});

describe.each([
  ["with Content-Length", true],
  ["streamed without a length", false],
])("the limit is exact (%s)", (_name, declared) => {
  const serve = (body: string) => (res: ServerResponse, s: Sent) => {
    res.writeHead(200, {
      "Content-Type": "application/json",
      ...(declared && { "Content-Length": Buffer.byteLength(body) }),
    });
    s.bytes = body.length;
    s.finished = true;
    res.end(body);
  };

  test("an answer of exactly the limit is accepted whole", async () => {
    const body = jsonOfSize(LIMIT);
    handler = serve(body);
    const answer = await get();
    expect(typeof answer).toBe("string");
    expect((answer as string).length).toBe(LIMIT - 2);
  });

  test("one byte more is refused", async () => {
    handler = serve(jsonOfSize(LIMIT + 1));
    expect((await failure(get())).kind).toBe("too_large");
  });
});

test("a compressed answer is limited by its decoded size (a small gzip of a huge body)", async () => {
  const bomb = gzipSync(Buffer.from(jsonOfSize(64 * MB)));
  expect(bomb.length).toBeLessThan(LIMIT); // on the wire it is well under the limit
  handler = (res, s) => {
    res.writeHead(200, {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
      "Content-Length": bomb.length,
    });
    s.bytes = bomb.length;
    res.end(bomb);
  };
  expect((await failure(get())).kind).toBe("too_large");
});

test("the other failures keep their kinds", async () => {
  handler = (res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end('{"cut": ');
  };
  expect((await failure(get())).kind).toBe("malformed");
  handler = () => {}; // never answers
  expect((await failure(get(200))).kind).toBe("timeout");
  handler = (res) => {
    res.writeHead(429);
    res.end();
  };
  expect((await failure(get())).kind).toBe("rate_limited");
});

test("a network failure says what failed, not only fetch's own 'fetch failed'", async () => {
  // A port that was just let go: nothing listens there, so the connection is refused.
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, "127.0.0.1", resolve));
  const { port } = spare.address() as AddressInfo;
  await new Promise((resolve) => spare.close(resolve));
  const refused = await failure(
    fetchUpstreamJson("Test upstream", `http://127.0.0.1:${port}/answer`, {
      timeoutMs: 10_000,
      maxBytes: LIMIT,
    }),
  );
  expect(refused.kind).toBe("network");
  expect(refused.message).toMatch(/^Test upstream: fetch failed: .*\(ECONNREFUSED\)$/);

  handler = (res) => void res.socket?.destroy(); // the connection closes before any answer
  const closed = await failure(get());
  expect(closed.kind).toBe("network");
  expect(closed.message).toMatch(/^Test upstream: fetch failed: .+/);
});
