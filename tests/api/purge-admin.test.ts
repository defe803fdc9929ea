/** @jest-environment node */
// POST /api/admin/purge and `npm run data:purge`, on each database. The route reads the database
// of the target under test (getDb is pointed at it); everything else is the real code.
import { type Server, createServer } from "node:http";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { listenInTestRange, storeBooking, storeLead } from "./retention-support";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  countRows,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { type ErrorJson, SITE_URL, freshAddress, runScriptWithEnv, useEnv } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));

const TOKEN = "staff-purge-token-0123456789";
const DAY = 24 * 3600 * 1000;
jest.setTimeout(30_000);

type Handler = (request: Request) => Promise<Response>;
type Answer = {
  data: {
    dry_run: boolean;
    older_than_days: number | null;
    leads: number;
    appointments: number;
    outbox_events: number;
  };
};
let POST: Handler;
let client: typeof import("@/lib/db/client");

function purgeRequest(query = "", token: string | null = TOKEN): Request {
  const headers = new Headers({ "x-coderhouse-client-address": freshAddress() });
  if (token !== null) headers.set("authorization", `Bearer ${token}`);
  return new Request(`${SITE_URL}/api/admin/purge${query}`, { method: "POST", headers });
}

/** What `npm start` would do with the script's request: hand it to the route. */
const server: Server = createServer((req, res) => {
  const headers = new Headers({ "x-coderhouse-client-address": "127.0.0.1" });
  if (req.headers.authorization) headers.set("authorization", req.headers.authorization);
  void POST(new Request(`${SITE_URL}${req.url}`, { method: req.method, headers })).then(
    async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    },
  );
});
let serverUrl = "";

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("purge-unused"), ADMIN_TOKEN: TOKEN });
  client = await import("@/lib/db/client");
  POST = (await import("@/app/api/admin/purge/route")).POST;
  serverUrl = await listenInTestRange(server);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  removeDataDirs();
});

/** One expired enquiry (with its webhook event), one expired booking, one of each kept. */
async function seed(db: Db): Promise<void> {
  const now = Date.now();
  await storeLead(db, { createdAt: new Date(now - 400 * DAY) }, { event: "delivered" });
  await storeLead(db, { createdAt: new Date(now - 10 * DAY) });
  await storeBooking(db, {
    createdAt: new Date(now - 420 * DAY),
    appointmentAt: new Date(now - 380 * DAY),
  });
  await storeBooking(db, {
    createdAt: new Date(now - 40 * DAY),
    appointmentAt: new Date(now - 20 * DAY),
  });
}

describe("POST /api/admin/purge without ADMIN_TOKEN", () => {
  it("does not exist: our JSON 404", async () => {
    delete process.env.ADMIN_TOKEN;
    try {
      await jest.isolateModulesAsync(async () => {
        const route = await import("@/app/api/admin/purge/route");
        const response = await route.POST(purgeRequest());
        expect(response.status).toBe(404);
        expect(((await response.json()) as ErrorJson).error.code).toBe("not_found");
      });
    } finally {
      process.env.ADMIN_TOKEN = TOKEN;
    }
  });
});

describe.each(databaseTargets("purge-admin"))("purging on %s", (name, target) => {
  let handle: DatabaseHandle;
  let open = false;
  let scriptEnv: Record<string, string>;
  const db = () => handle.db;

  beforeAll(async () => {
    const options = await target.create();
    // On PGlite this process plays the running server: its address goes in the folder's lock.
    handle = await client.openDatabase({ ...options, holder: "server", serverUrl });
    open = true;
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
    scriptEnv = options.url
      ? { DATABASE_URL: options.url }
      : { DATA_DIR: options.dataDir!, ADMIN_TOKEN: TOKEN };
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    if (open) await handle.close();
    await target.dispose();
  });

  beforeEach(async () => {
    if (open) await clearTables(db());
  });

  it("answers 401 to a wrong token and deletes nothing", async () => {
    await seed(db());
    const response = await POST(purgeRequest("?older_than=1d", "staff-purge-token-wrong-guess"));
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorJson).error.code).toBe("unauthorized");
    expect((await countRows(db())).leads).toBe(2);
  });

  it("counts in a dry run, then deletes exactly that, answering no-store JSON", async () => {
    await seed(db());
    const dry = await POST(purgeRequest("?dry_run=true"));
    expect(dry.status).toBe(200);
    expect(dry.headers.get("cache-control")).toBe("no-store");
    const expected = { older_than_days: null, leads: 1, appointments: 1, outbox_events: 1 };
    expect(((await dry.json()) as Answer).data).toEqual({ dry_run: true, ...expected });
    expect(await countRows(db())).toMatchObject({ leads: 2, appointments: 2, outbox: 1 });

    const real = await POST(purgeRequest());
    expect(((await real.json()) as Answer).data).toEqual({ dry_run: false, ...expected });
    expect(await countRows(db())).toMatchObject({ leads: 1, appointments: 1, outbox: 0 });
  });

  it("deletes what is older than the days given", async () => {
    await seed(db());
    const response = await POST(purgeRequest("?older_than=15d"));
    expect(((await response.json()) as Answer).data).toMatchObject({
      older_than_days: 15,
      leads: 1,
      appointments: 2,
    });
  });

  it.each([
    ["?older_than=1y", "'older_than' must be a number of days written like 365d (at least 1d)."],
    ["?older_than=0d", "'older_than' must be a number of days written like 365d (at least 1d)."],
    ["?older_than=365", "'older_than' must be a number of days written like 365d (at least 1d)."],
    ["?dry_run=yes", "'dry_run' must be true or false."],
  ])("answers 400 to %s and deletes nothing", async (query, message) => {
    await seed(db());
    const response = await POST(purgeRequest(query));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error).toEqual({
      code: "invalid_parameter",
      message,
    });
    expect((await countRows(db())).leads).toBe(2);
  });

  const run = (args: string[], vars = scriptEnv) =>
    runScriptWithEnv("scripts/purge.ts", args, vars);

  // The script reads its arguments before it opens or asks for any database: checked on one.
  if (name === "PGlite") {
    it.each([
      [
        ["--older-than", "1y"],
        '--older-than must be a number of days written like 365d (at least 1d), not "1y".',
      ],
      [
        ["--older-than", "0d"],
        '--older-than must be a number of days written like 365d (at least 1d), not "0d".',
      ],
      [["--older-than"], "Usage: npm run data:purge -- [--older-than 365d] [--dry-run]"],
      [["--everything"], "Usage: npm run data:purge -- [--older-than 365d] [--dry-run]"],
    ])("npm run data:purge %j stops with status 2 and deletes nothing", async (args, message) => {
      await seed(db());
      const result = await run(args);
      expect([result.code, result.stdout]).toEqual([2, ""]);
      expect(result.stderr).toContain(message);
      expect((await countRows(db())).leads).toBe(2);
    });
  }

  const through = name === "PGlite" ? "through the running server" : "on the database";
  it(`npm run data:purge prints counts ${through}, and a dry run deletes nothing`, async () => {
    await seed(db());
    const dry = await run(["--older-than", "15d", "--dry-run"]);
    expect([dry.code, dry.stderr]).toEqual([0, ""]);
    expect(dry.stdout).toBe(
      "Dry run: 1 enquiry, 2 bookings and 1 webhook event older than 15 days would be deleted. Nothing was deleted.\n",
    );
    expect(await countRows(db())).toMatchObject({ leads: 2, appointments: 2, outbox: 1 });
    const real = await run(["--older-than", "15d"]);
    expect([real.code, real.stderr]).toEqual([0, ""]);
    expect(real.stdout).toBe(
      "Deleted 1 enquiry, 2 bookings and 1 webhook event older than 15 days.\n",
    );
    expect(await countRows(db())).toMatchObject({ leads: 1, appointments: 0, outbox: 0 });
  });

  if (name === "PGlite") {
    it("npm run data:purge stops when the server refuses its token", async () => {
      await seed(db());
      const result = await run([], { ...scriptEnv, ADMIN_TOKEN: "staff-purge-token-wrong-guess" });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`The server at ${serverUrl} answered 401`);
      expect((await countRows(db())).leads).toBe(2);
    });

    it("npm run data:purge opens the folder itself once no server holds it", async () => {
      await seed(db());
      await handle.close();
      open = false;
      const result = await run([], { DATA_DIR: scriptEnv.DATA_DIR! });
      expect([result.code, result.stderr]).toEqual([0, ""]);
      expect(result.stdout).toBe(
        "Deleted 1 enquiry, 1 booking and 1 webhook event past the privacy policy's retention periods.\n",
      );
    });
  }
});
