// Deployed as layout 2 of docs/deploying.md runs it: the deploy/ nginx over TLS in front of two
// instances sharing PostgreSQL and Redis (tests/e2e/deploy-stack.ts). Several instances act as one
// site: migrations, build, limits, upstream calls, submissions and webhooks, restarts.
// playwright.config.ts runs this file only where PostgreSQL, Redis and nginx are at hand (.ci/run
// sees to all three); tests/e2e/deploy-nginx.spec.ts checks nginx's own work.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { appointment, coderSheetLead, homeLead } from "../fixtures/submissions";
import {
  type Answer,
  DEPLOY_ADMIN_TOKEN,
  type DeployStack,
  jsonPost,
  startDeployStack,
} from "./deploy-stack";

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
const count = (table: string) => stack.count(table);

test("two instances started at once on a new database apply each migration once", async () => {
  const journal = JSON.parse(readFileSync("lib/db/migrations/meta/_journal.json", "utf8"));
  expect(await count("drizzle.__drizzle_migrations")).toBe(journal.entries.length);
  for (const i of [0, 1] as const) {
    const ready = await stack.request("/api/ready", {}, direct(i));
    expect(ready.status, ready.body).toBe(200);
  }
});

test("both instances serve one build: the same deployment id as the build's", async () => {
  const built = JSON.parse(readFileSync(".next/routes-manifest.json", "utf8")).deploymentId;
  expect(built).toMatch(/^[A-Za-z0-9_-]+$/);
  for (const i of [0, 1] as const) {
    const page = await stack.request("/features", {}, direct(i));
    expect(page.body).toContain(`data-dpl-id="${built}"`);
  }
});

test("a client limited on instance A is limited on instance B", async () => {
  const from = "127.0.7.7"; // not a trusted proxy: the instances count it by its own address
  for (let i = 0; i < 5; i++) {
    const answer = await stack.request("/api/leads", { ...json(homeLead()), from }, direct(0));
    expect(answer.status, answer.body).toBe(201);
  }
  const onB = await stack.request("/api/leads", { ...json(homeLead()), from }, direct(1));
  expect(onB.status).toBe(429);
  expect(onB.headers["retry-after"]).toMatch(/^\d+$/);

  // Ten wrong admin tokens on A: the right one is refused on B too, until the window ends.
  const admin = (i: 0 | 1, token: string) =>
    stack.request(
      "/api/admin/leads",
      { from: "127.0.7.8", headers: { authorization: `Bearer ${token}` } },
      direct(i),
    );
  for (let i = 0; i < 10; i++)
    expect((await admin(0, `wrong-token-${i}-0123456789`)).status).toBe(401);
  expect((await admin(1, DEPLOY_ADMIN_TOKEN)).status).toBe(429);
});

test("through nginx the client's own address reaches the limiter, and a forged one does not", async () => {
  const post = (from: string, headers: Record<string, string> = {}) =>
    stack.request("/api/appointments", {
      ...json(appointment()),
      from,
      headers: { ...json(appointment()).headers, ...headers },
    });
  const statuses = async (from: string, forge: (i: number) => Record<string, string>) => {
    const out: number[] = [];
    for (let i = 0; i < 6; i++) out.push((await post(from, forge(i))).status);
    return out;
  };
  // One visitor's sixth submission is refused; another visitor behind the same nginx is not.
  expect(await statuses("127.0.8.1", () => ({}))).toEqual([201, 201, 201, 201, 201, 429]);
  expect((await post("127.0.8.2")).status).toBe(201);
  // Claiming to be someone else in X-Forwarded-For, Forwarded or X-Real-IP changes nothing.
  const forged = await statuses("127.0.8.3", (i) => ({
    "x-forwarded-for": `203.0.113.${i}`,
    forwarded: `for=198.51.100.${i}`,
    "x-real-ip": `192.0.2.${i}`,
  }));
  expect(forged).toEqual([201, 201, 201, 201, 201, 429]);
  // Sent straight to an instance, a forged header from outside the trusted proxies is ignored too.
  const straight: number[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await stack.request(
      "/api/appointments",
      {
        ...json(appointment()),
        from: "127.0.8.4",
        headers: { ...json(appointment()).headers, "x-forwarded-for": `203.0.113.${i}` },
      },
      direct(1),
    );
    straight.push(answer.status);
  }
  expect(straight).toEqual([201, 201, 201, 201, 201, 429]);
});

test("50 concurrent cold requests for one list, split over both instances, make 1 upstream call", async () => {
  stack.fake.reset();
  stack.fake.setDelay(500); // a slow upstream: every request arrives while the first is fetching
  try {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        stack.request(`/api/problems/atcoder?page=${(i % 5) + 1}`, {}, direct((i % 2) as 0 | 1)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    // One call for the list itself (its difficulty models are a second AtCoder list of their own).
    const listCalls = stack.fake.requests.filter((r) => r.url.includes("merged-problems"));
    expect(listCalls).toHaveLength(1);
    const asOf = new Set(answers.map((a) => JSON.parse(a.body).asOf));
    expect(asOf.size).toBe(1);
  } finally {
    stack.fake.setDelay(0);
  }
});

test("1,000 submissions through nginx store exactly 1,000 rows; each webhook event arrives once", async () => {
  test.setTimeout(180_000);
  const before = { leads: await count("leads"), appointments: await count("appointments") };
  const seenBefore = stack.receiver.seen.size;
  const accessLogBefore = stack.nginx.accessLog().length;
  const bodies = [homeLead, coderSheetLead, appointment];
  // 200 visitors of 5 submissions each: the stack's limit per address, never exceeded.
  const jobs = Array.from({ length: 1000 }, (_, i) => ({
    path: i % 3 === 2 ? "/api/appointments" : "/api/leads",
    body: bodies[i % 3]!({ email: `visitor${i}.deploy@gmail.com` }),
    from: `127.0.${100 + Math.floor(i / 250)}.${(Math.floor(i / 5) % 50) + 1}`,
  }));
  const results: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        results.push(await stack.request(job.path, { ...json(job.body), from: job.from }));
      }
    }),
  );
  const refused = results.filter((r) => r.status !== 201);
  expect(refused.map((r) => `${r.status} ${r.body.slice(0, 120)}`)).toEqual([]);
  const stored =
    (await count("leads")) - before.leads + (await count("appointments")) - before.appointments;
  expect(stored).toBe(1000);
  // nginx split them over both instances (its log is written at least once a second).
  await expect
    .poll(() => stack.nginx.accessLog().length - accessLogBefore)
    .toBeGreaterThanOrEqual(1000);
  const upstreams = stack.nginx
    .accessLog()
    .slice(accessLogBefore)
    .map((line) => /upstream=(127\.0\.0\.1:\d+):/.exec(line)?.[1])
    .filter(Boolean);
  for (const port of stack.ports) {
    expect(upstreams.filter((u) => u === `127.0.0.1:${port}`).length).toBeGreaterThan(200);
  }
  // Every event reaches the receiver, from whichever instance claimed it, and only once.
  await expect.poll(() => stack.receiver.seen.size - seenBefore, { timeout: 90_000 }).toBe(1000);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // a late duplicate would show now
  const twice = [...stack.receiver.seen].filter(([, times]) => times > 1);
  expect(twice).toEqual([]);
  expect(await count("outbox where delivered_at is null")).toBe(0);
});

test("one instance stopped with SIGTERM and restarted while requests flow: no request fails", async () => {
  test.setTimeout(120_000);
  const answeredAt: number[] = [];
  const failures: string[] = [];
  let flowing = true;
  const paths = ["/contest", "/api/health", "/codeforces"]; // rendered per request: never cached
  const client = async (n: number) => {
    for (let i = 0; flowing; i++) {
      try {
        const answer =
          i % 4 === 3
            ? await stack.request("/api/leads", {
                ...json(homeLead({ email: `flow${n}.${i}.deploy@gmail.com` })),
                from: `127.0.60.${n + 1}`,
              })
            : await stack.request(paths[i % 3]!);
        answeredAt.push(Date.now());
        // Each visitor stays under the stack's form limit of 5 in 10 minutes.
        if (answer.status >= 500 || (answer.status === 429 && i % 4 !== 3))
          failures.push(`${answer.status}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const running = Array.from({ length: 8 }, (_, n) => client(n));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const { code, exitedAt } = await stack.restart(0);
  const back = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  flowing = false;
  await Promise.all(running);
  expect(code).toBe(0);
  expect(failures).toEqual([]);
  // Requests really flowed while the instance was gone and starting again: the other instance
  // answered them. (How many depends on the machine's load: the test asked for more than 20 from
  // the signal on, and beside jest a 2-core machine answered 17.)
  expect(answeredAt.filter((t) => t > exitedAt && t < back).length).toBeGreaterThan(0);
  // nginx counted the stopped instance as failed; once its fail_timeout (10 s) has passed, the
  // restarted one is back in the pool.
  const servedByA = `upstream=127.0.0.1:${stack.ports[0]}:200`;
  await expect
    .poll(
      async () => {
        await stack.request("/api/health");
        return stack.nginx
          .accessLog()
          .slice(-10)
          .some((line) => line.includes(servedByA));
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe(true);
});
