/** @jest-environment node */
// GET /api/admin/backup, and npm run db:backup going through it while a server holds the
// embedded database: what it answers restores to the same rows, even with submissions arriving
// during the backup.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseHandle } from "@/lib/db/client";
import type * as Submissions from "@/lib/services/submissions";
import { homeLeadSchema } from "@/lib/validations/lead";
import { homeLead } from "../fixtures/submissions";
import { everyRow, scripts, seed } from "./backup-support";
import { OPEN_TIMEOUT_MS, databaseTargets, freshDataDir, removeDataDirs } from "./databases";
import { type ErrorJson, SITE_URL, freshAddress, useEnv } from "./support";

const TOKEN = "backup-admin-token-0123456789";
let GET: (request: Request) => Promise<Response>;
let handle: DatabaseHandle;
let service: typeof Submissions;
let run: ReturnType<typeof scripts>;
let server: Server;
let dataDir: string;
let files: string;

const request = (token: string | null) =>
  new Request(`${SITE_URL}/api/admin/backup`, {
    headers: {
      "x-coderhouse-client-address": freshAddress(),
      ...(token && { authorization: `Bearer ${token}` }),
    },
  });

/** The route handler on a loopback port (4100–4199), as server.mjs would serve it. */
async function serve(): Promise<{ server: Server; url: string }> {
  for (let attempt = 0; ; attempt++) {
    const port = 4100 + Math.floor(Math.random() * 100);
    const bridge = createServer(async (req, res) => {
      const answer = await GET(
        new Request(`${SITE_URL}${req.url}`, {
          headers: {
            authorization: req.headers.authorization ?? "",
            "x-coderhouse-client-address": "127.0.0.1",
          },
        }),
      );
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    try {
      await new Promise<void>((resolve, reject) => {
        bridge.once("error", reject);
        bridge.listen(port, "127.0.0.1", resolve);
      });
      return { server: bridge, url: `http://127.0.0.1:${port}` };
    } catch (error) {
      if (attempt > 20) throw error;
    }
  }
}

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), "ch-backup-route-"));
  dataDir = freshDataDir("backup-route");
  GET = async (r) => (await import("@/app/api/admin/backup/route")).GET(r);
  const bridge = await serve();
  server = bridge.server;
  // The lock then names this address, as it names server.mjs's, for the scripts to find.
  useEnv({ SITE_URL, DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, INTERNAL_SERVER_URL: bridge.url });
  const { getDatabase } = await import("@/lib/db/client");
  handle = await getDatabase();
  service = await import("@/lib/services/submissions");
  run = scripts(freshDataDir("backup-route-unused"));
  await seed(handle.db, service);
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await handle?.close();
  removeDataDirs();
  rmSync(files, { recursive: true, force: true });
});

/** Restores `file` into a new folder and returns every row of it. */
async function restored(file: string) {
  const place = { dataDir: freshDataDir("backup-route-restored") };
  const restore = await run.restore(file, place);
  expect([restore.code, restore.stderr]).toEqual([0, ""]);
  const { openDatabase } = await import("@/lib/db/client");
  const copy = await openDatabase({ ...place, holder: "jest backup route suite" });
  try {
    return await everyRow(copy.db);
  } finally {
    await copy.close();
  }
}

it("answers 401 without the admin token, and sends no data", async () => {
  const refused = await GET(request(null));
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as ErrorJson).error.code).toBe("unauthorized");
  expect((await GET(request("not-the-token-0123456789"))).status).toBe(401);
});

it(
  "answers the database as a download that restores to the same rows",
  async () => {
    const answer = await GET(request(TOKEN));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/gzip");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="coderhouse-pglite-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz"$/,
    );
    const file = join(files, "download.tar.gz");
    writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    expect(await restored(file)).toEqual(await everyRow(handle.db));
  },
  OPEN_TIMEOUT_MS,
);

it(
  "npm run db:backup goes through the running server; submissions during it are whole or absent",
  async () => {
    const file = join(files, "through-server.tar.gz");
    const lead = homeLeadSchema.parse(homeLead());
    let finished = false;
    const backup = run.backup(file, { dataDir }, { ADMIN_TOKEN: TOKEN }).finally(() => {
      finished = true;
    });
    let sent = 0;
    while (!finished) {
      await service.createLead(handle.db, lead, { queueWebhook: true });
      sent++;
    }
    const done = await backup;
    expect([done.code, done.stderr]).toEqual([0, ""]);
    expect(done.stdout).toContain(`Backup of the embedded database written to ${file}`);
    const copy = await restored(file);
    const leads = copy['"public"."leads"']!;
    const bookings = copy['"public"."appointments"']!;
    const events = copy['"public"."outbox"']!;
    // Each submission was committed with its event: a copy never holds one without the other.
    expect(events.map((e) => (e.payload as { id: string }).id).sort()).toEqual(
      [...leads, ...bookings].map((row) => row.id).sort(),
    );
    expect(leads.length).toBeGreaterThanOrEqual(3);
    expect(leads.length).toBeLessThanOrEqual(3 + sent);
  },
  OPEN_TIMEOUT_MS,
);

it(
  "npm run db:backup with a wrong token writes nothing and says why",
  async () => {
    const file = join(files, "refused.tar.gz");
    const refused = await run.backup(file, { dataDir }, { ADMIN_TOKEN: "wrong-token-0123456789" });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("answered 401");
    expect(readdirSync(files).filter((name) => name.includes("refused"))).toEqual([]);
  },
  OPEN_TIMEOUT_MS,
);

// The PostgreSQL half, when TEST_DATABASE_URL names a server (databaseTargets says when not).
const postgres = databaseTargets("backup-route").find(([name]) => name === "PostgreSQL")?.[1];
if (postgres) {
  it(
    "on PostgreSQL answers 404 and points to npm run db:backup",
    async () => {
      const { url } = await postgres.create();
      try {
        await handle.close();
        jest.resetModules(); // a new lib/env.mjs reads the new settings
        const { forgetProcessWide } = await import("@/lib/process-wide.mjs");
        forgetProcessWide("database");
        useEnv({ SITE_URL, DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, DATABASE_URL: url });
        const answer = await GET(request(TOKEN));
        expect(answer.status).toBe(404);
        expect(((await answer.json()) as ErrorJson).error.message).toContain("npm run db:backup");
        const { getDatabase } = await import("@/lib/db/client");
        await (await getDatabase()).close();
      } finally {
        await postgres.dispose();
      }
    },
    OPEN_TIMEOUT_MS,
  );
}
