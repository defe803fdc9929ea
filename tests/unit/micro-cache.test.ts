/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createMicroCache } from "@/lib/server/micro-cache.mjs";

type Answer = { status: number; cacheControl?: string; body: string };

let server: Server;
let origin: string;
let clock = 1_000_000;
let calls: string[] = [];
/** What the stand-in for Next's handler answers next. */
let answer: Answer;

beforeEach(async () => {
  clock = 1_000_000;
  calls = [];
  answer = { status: 200, cacheControl: "public, max-age=60", body: '{"data":[1]}' };
  const cache = createMicroCache({ maxEntries: 3, now: () => clock });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.url ?? "");
    res.statusCode = answer.status;
    res.setHeader("Content-Type", "application/json");
    if (answer.cacheControl) res.setHeader("Cache-Control", answer.cacheControl);
    // Written in two pieces, as a streamed answer would be.
    res.write(answer.body.slice(0, 3));
    res.end(answer.body.slice(3));
  };
  server = createServer((req, res) => cache(req, res, () => handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);

describe("the server's short-lived copy of live-data answers", () => {
  it("answers a repeated page from the copy, with the same status, headers and body", async () => {
    const first = await get("/api/problems/codeforces?page=2");
    const firstBody = await first.text();
    const second = await get("/api/problems/codeforces?page=2");
    expect(calls).toEqual(["/api/problems/codeforces?page=2"]);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-type")).toBe("application/json");
    expect(second.headers.get("cache-control")).toBe("public, max-age=60");
    expect(first.headers.get("x-server-cache")).toBeNull();
    expect(second.headers.get("x-server-cache")).toBe("hit");
  });

  it("keeps each URL apart, and asks again once the answer's max-age has passed", async () => {
    await get("/api/problems/atcoder?level=A");
    await get("/api/problems/atcoder?level=B");
    clock += 59_000;
    await get("/api/problems/atcoder?level=A");
    clock += 2_000;
    await get("/api/problems/atcoder?level=A");
    expect(calls).toEqual([
      "/api/problems/atcoder?level=A",
      "/api/problems/atcoder?level=B",
      "/api/problems/atcoder?level=A",
    ]);
  });

  it("never keeps errors or answers that are not public", async () => {
    answer = { status: 503, cacheControl: "no-store", body: '{"error":{}}' };
    await get("/api/contests");
    await get("/api/contests");
    answer = { status: 200, body: "{}" };
    await get("/api/problems/leetcode");
    await get("/api/problems/leetcode");
    expect(calls).toHaveLength(4);
  });

  it("leaves other paths and methods alone", async () => {
    await get("/api/banners");
    await get("/api/banners");
    await get("/api/contests/abc/calendar.ics");
    await get("/api/contests/abc/calendar.ics");
    await get("/api/leads", { method: "POST", body: "{}" });
    await get("/api/leads", { method: "POST", body: "{}" });
    expect(calls).toHaveLength(6);
  });

  it("holds at most maxEntries answers, dropping the oldest", async () => {
    for (const page of [1, 2, 3, 4]) await get(`/api/problems/codeforces?page=${page}`);
    await get("/api/problems/codeforces?page=4");
    await get("/api/problems/codeforces?page=1");
    expect(calls.filter((url) => url.endsWith("page=1"))).toHaveLength(2);
    expect(calls.filter((url) => url.endsWith("page=4"))).toHaveLength(1);
  });
});
