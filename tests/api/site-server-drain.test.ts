/** @jest-environment node */
// A shutdown (server.mjs on SIGTERM, site.drain): take every connection the kernel already queued,
// stop listening, answer what is under way. Under load the signal can be handled before a busy event
// loop accepted anything, and Node accepts one connection per turn of its loop; connections still
// queued when the listener closes are reset, and their clients, which had sent their requests, get
// no answer at all.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { connect } from "node:net";
import { closeServers, running } from "./site-server-support";

const clients: ChildProcess[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.kill();
  closeServers();
});

/** Opens `count` connections on "go", sends one request on each, prints what each got back. */
const CLIENT = `
const { connect } = require("node:net");
const port = Number(process.argv[1]), count = Number(process.argv[2]);
process.stdout.write("ready\\n");
process.stdin.once("data", async () => {
  const outcomes = await Promise.all(Array.from({ length: count }, () => new Promise((resolve) => {
    let text = "";
    const socket = connect(port, "127.0.0.1", () =>
      socket.write("GET / HTTP/1.1\\r\\nHost: site\\r\\nConnection: close\\r\\n\\r\\n"));
    socket.on("data", (chunk) => (text += chunk));
    socket.on("error", (err) => resolve(err.code));
    socket.on("close", () => resolve(text.split("\\r\\n")[0] || "no answer"));
  })));
  process.stdout.write(JSON.stringify(outcomes) + "\\n");
});
`;

/**
 * Starts `count` clients in a process of their own and holds this process's event loop still for
 * half a second, as a busy server's stands: the clients connect and send meanwhile, and the kernel
 * queues their connections without our accepting them. Resolves to what each client got back.
 */
async function queuedClients(port: number, count: number): Promise<() => Promise<string[]>> {
  const client = spawn(process.execPath, ["-e", CLIENT, String(port), String(count)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  clients.push(client);
  const lines = client.stdout.setEncoding("utf8");
  await once(lines, "data"); // "ready"
  const answered = once(lines, "data");
  client.stdin.write("go\n");
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  return async () => JSON.parse(((await answered) as [string])[0]) as string[];
}

it("answers every connection queued when the shutdown began, even one the event loop had not accepted yet", async () => {
  const { site, port } = await running();
  const outcomes = await queuedClients(port, 20);
  // What server.mjs does on SIGTERM, started before the loop had a turn to accept anything. (A
  // listener closed too early leaves the queued clients hanging or reset: no answer either way.)
  const left = site.drain(5_000);

  expect(await outcomes()).toEqual(Array(20).fill("HTTP/1.1 200 OK"));
  expect(await left).toBe(0);
}, 15_000);

it("answers a connection accepted before the shutdown whose request it had not read yet", async () => {
  const { site, port } = await running();
  const socket = connect(port, "127.0.0.1");
  let text = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  const ended = new Promise<string>((resolve) => {
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    socket.on("close", () => resolve(text.split("\r\n")[0] || "no answer"));
  });
  await once(site.server, "connection");
  // What server.mjs does on SIGTERM (nothing is in flight yet).
  const shutdown = site.drain(5_000);
  // The request is read only after the listener closed, as a starved server reads it late: with no
  // request in flight the shutdown closed the connection, and the client, which had sent, got nothing.
  await new Promise((resolve) => setTimeout(resolve, 400));
  socket.write("GET / HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n");
  expect(await ended).toBe("HTTP/1.1 200 OK");
  expect(await shutdown).toBe(0);
}, 15_000);

it("answers every queued connection when each turn of a busy server outlasts the time between connections", async () => {
  // Each request holds the event loop for a quarter second, as a loaded server's work does; the
  // loop accepts one connection per turn, so the rest wait in the kernel's queue meanwhile. A
  // shutdown that took a quiet spell for an empty queue closed the listener on the waiting clients.
  const { site, port } = await running({
    handle: (_req, res) => {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
      res.end("slow");
    },
  });
  const outcomes = await queuedClients(port, 8);
  const left = site.drain(10_000);

  expect(await outcomes()).toEqual(Array(8).fill("HTTP/1.1 200 OK"));
  expect(await left).toBe(0);
}, 20_000);
