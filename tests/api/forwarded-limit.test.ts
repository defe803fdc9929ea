/** @jest-environment node */
// The form limit behind the production server's address rule: a client that reaches the Node
// port directly cannot escape it by rotating X-Forwarded-For, while a trusted proxy's visitors are
// each counted on their own. The leads handler runs behind lib/server/site-server.mjs over HTTP.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { homeLead } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, useEnv } from "./support";

const RATE_LIMIT = 5;
type Handler = (request: Request) => Promise<Response>;
let POST: Handler;
let GET_ADMIN: Handler;
const ADMIN_TOKEN = "staff-token-for-forwarded-tests";
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("forwarded"),
    FORM_RATE_LIMIT: String(RATE_LIMIT),
    ADMIN_TOKEN,
  });
  POST = (await import("@/app/api/leads/route")).POST;
  GET_ADMIN = (await import("@/app/api/admin/leads/route")).GET;
  closeDatabase = (await (await import("@/lib/db/client")).getDatabase()).close;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await closeDatabase?.();
  removeDataDirs();
});

/** What Next does with a Node request before a route handler sees it. */
async function toRoute(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value);
  const url = `http://127.0.0.1${req.url}`;
  const response =
    req.method === "POST"
      ? await POST(new Request(url, { method: "POST", headers, body: Buffer.concat(chunks) }))
      : await GET_ADMIN(new Request(url, { headers }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function serve(trusted: string[]) {
  const { createSiteServer } = await import("@/lib/server/site-server.mjs");
  const { createLogger } = await import("@/lib/log.mjs");
  const site = createSiteServer({
    handle: toRoute,
    settings: { TRUSTED_PROXIES: trusted, HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 30_000 },
    log: createLogger({ level: "silent" }),
    metrics: { requestServed: () => {} },
    policyFor: () => ({ policy: "script-src 'self'", nonce: null, forHtml: null }),
    routeOf: () => "/api/leads",
    isDraining: () => false,
  });
  await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
  const port = (site.server.address() as AddressInfo).port;
  const submit = (forwardedFor: string) =>
    fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(homeLead()),
    }).then((r) => r.status);
  const guessToken = (forwardedFor: string) =>
    fetch(`http://127.0.0.1:${port}/api/admin/leads`, {
      headers: { authorization: "Bearer wrong-guess-000000", "x-forwarded-for": forwardedFor },
    }).then((r) => r.status);
  const stop = () => {
    site.server.closeAllConnections();
    site.server.close();
  };
  return { submit, guessToken, stop };
}

it("limits a client outside TRUSTED_PROXIES after 5 submissions, however it rotates X-Forwarded-For", async () => {
  const { submit, stop } = await serve(["192.0.2.250"]);
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push(await submit(`198.51.100.${i}`));
    expect(statuses).toEqual([
      ...Array<number>(RATE_LIMIT).fill(201),
      ...Array<number>(7).fill(429),
    ]);
  } finally {
    stop();
  }
});

it("behind a trusted proxy counts each visitor the proxy names, ignoring entries they forged", async () => {
  const { submit, stop } = await serve(["loopback"]);
  try {
    const statuses: number[] = [];
    // The proxy appends the address it saw; what the visitor put in front of it is theirs to forge.
    for (let i = 1; i <= RATE_LIMIT + 1; i++)
      statuses.push(await submit(`192.0.2.${i}, 203.0.113.9`));
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
    expect(await submit("192.0.2.1, 203.0.113.10")).toBe(201);
  } finally {
    stop();
  }
});

it("stops a client outside TRUSTED_PROXIES guessing the admin token after 10 tries, however it rotates X-Forwarded-For", async () => {
  const { guessToken, stop } = await serve(["192.0.2.250"]);
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push(await guessToken(`198.51.100.${i}`));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  } finally {
    stop();
  }
});
