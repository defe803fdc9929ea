// The site as layout 2 of docs/deploying.md runs it, on this machine: two instances of
// server.mjs on one PostgreSQL database (a new one of this run's own) and one Redis (under a key
// prefix of this run's own), the deploy/ nginx over TLS in front of them, the fake upstream, and a
// webhook receiver that counts every event it is sent. Used by tests/e2e/deploy.spec.ts.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import { type IncomingHttpHeaders, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import { Redis } from "ioredis";
import { nginxBinary, startNginx } from "../support/nginx.mjs";
import { startFakeUpstream } from "../support/fake-upstream";
import { type OwnServer, freePort, startOwnServer } from "./server-process";

export const DEPLOY_ADMIN_TOKEN = "deploy-admin-token-0123456789";

/** Whether this machine can run the stack: PostgreSQL, Redis and nginx. */
export function deployStackMissing(): string | null {
  if (!process.env.TEST_DATABASE_URL) return "TEST_DATABASE_URL is not set";
  if (!process.env.TEST_REDIS_URL) return "TEST_REDIS_URL is not set";
  if (!nginxBinary()) return "nginx is not installed (apt-get install -y nginx)";
  return null;
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A form post as the site's pages send it: JSON with an Idempotency-Key (null: none). */
export const jsonPost = (body: Record<string, unknown>, key: string | null = randomUUID()) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    ...(key && { "idempotency-key": key }),
  },
  body: JSON.stringify(body),
});

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address (any of 127.0.0.0/8), so tests can be several visitors. */
  from?: string;
};

/** A receiver of the outbox's webhooks: how many times each event id arrived. */
async function startReceiver() {
  const seen = new Map<string, number>();
  const server = createServer((req, res) => {
    const id = String(req.headers["x-event-id"] ?? "");
    req.resume();
    req.on("end", () => {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DeployStack = Awaited<ReturnType<typeof startDeployStack>>;

export async function startDeployStack() {
  const suffix = randomBytes(4).toString("hex");
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const database = `ch_deploy_${suffix}`;
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${database}`;
  const redisPrefix = `coderhouse-test-${suffix}:`;
  const fake = await startFakeUpstream();
  const receiver = await startReceiver();
  const ports = [await freePort(), await freePort()] as const;
  const httpsPort = await freePort();
  const env: Record<string, string> = {
    // The address visitors and staff use: nginx's, over TLS.
    SITE_URL: `https://localhost:${httpsPort}`,
    AUTH_SECRET: "deploy-stack-auth-secret-0123456789abcdef",
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_KEY_PREFIX: redisPrefix,
    // Only nginx (which connects from 127.0.0.1) may name the client.
    TRUSTED_PROXIES: "127.0.0.1",
    ADMIN_TOKEN: DEPLOY_ADMIN_TOKEN,
    // A small allowance per address, to see it shared by both instances and kept by nginx.
    FORM_RATE_LIMIT: "5",
    LEAD_WEBHOOK_URL: receiver.url,
    CODEFORCES_API_URL: fake.codeforcesUrl,
    ATCODER_PROBLEMS_URL: fake.atcoderUrl,
    ATCODER_PROBLEMS_API_URL: fake.atcoderApiUrl,
    ATCODER_PROBLEM_MODELS_URL: fake.atcoderModelsUrl,
    CLIST_API_URL: fake.clistUrl,
    CLIST_USERNAME: "fake-user",
    CLIST_API_KEY: "fake-key",
    UPSTREAM_TIMEOUT_MS: "5000",
  };
  // Both at once, as after a deploy: the migrations must still be applied once.
  const instances: OwnServer[] = await Promise.all(
    ports.map((port) => startOwnServer(env, { port })),
  );
  const nginx = await startNginx({
    instances: ports.map((port) => `127.0.0.1:${port}`),
    httpsPort,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 64, ca: readFileSync(nginx.certificate) });

  /** One request to nginx over HTTPS (or to `origin`, an instance, over HTTP). */
  function request(path: string, options: RequestOptions = {}, origin?: string): Promise<Answer> {
    const target = new URL(path, origin ?? `https://127.0.0.1:${nginx.httpsPort}`);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(
        target,
        {
          method: options.method ?? "GET",
          // A client of our own address must not reuse another's connection.
          agent: options.from ? false : target.protocol === "https:" ? agent : undefined,
          ...(target.protocol === "https:" && {
            servername: "localhost",
            ca: readFileSync(nginx.certificate),
          }),
          localAddress: options.from,
          headers: {
            host: target.protocol === "https:" ? `localhost:${nginx.httpsPort}` : target.host,
            ...options.headers,
          },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(options.body);
    });
  }

  const db = new Client({ connectionString: env.DATABASE_URL });
  await db.connect();

  return {
    nginx,
    fake,
    receiver,
    instances,
    ports,
    env,
    db,
    request,
    /** Instance `i`'s own address, bypassing nginx. */
    direct: (i: 0 | 1) => `http://127.0.0.1:${ports[i]}`,
    /** Rows of `table` (or `table where …`) in the shared database. */
    count: async (table: string) =>
      Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n),
    /**
     * Stops instance `i` with SIGTERM and starts it again on its port: its exit code, and when it
     * had exited (Date.now()).
     */
    async restart(i: 0 | 1) {
      const code = await instances[i]!.stop("SIGTERM");
      const exitedAt = Date.now();
      await instances[i]!.dispose();
      instances[i] = await startOwnServer(env, { port: ports[i] });
      return { code, exitedAt };
    },
    async dispose() {
      agent.destroy();
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.dispose()));
      await fake.close();
      await receiver.close();
      await db.end();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
