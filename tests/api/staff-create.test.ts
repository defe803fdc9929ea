/** @jest-environment node */
// Adding staff without the staff area: POST /api/admin/staff with the admin token, and
// `npm run staff:create`, on the database itself or through the running server's admin API.
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, staffUsers } from "@/lib/db/schema";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import {
  expectError,
  SITE_URL,
  freshAddress,
  postRequest,
  runScriptWithEnv,
  useEnv,
} from "./support";
import { AUTH_SECRET } from "./staff-support";

const ADMIN_TOKEN = "staff-create-admin-token-0123456789";
const SCRIPT = "scripts/staff-create.ts";
const LINK = /^https:\/\/coderhouse\.in\/staff\/set-password\?token=[\w-]+$/;

let handle: DatabaseHandle;
let adminRoute: (request: Request) => Promise<Response>;
let DATA_DIR = "";

beforeAll(async () => {
  DATA_DIR = freshDataDir("staff-create");
  useEnv({ SITE_URL, DATA_DIR, AUTH_SECRET, ADMIN_TOKEN });
  handle = await (await import("@/lib/db/client")).getDatabase();
  adminRoute = (await import("@/app/api/admin/staff/route")).POST;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

let emails = 0;
const newEmail = () => `added${++emails}-${Date.now()}@coderhouse.test`;

async function member(id: string) {
  const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const staff = await handle.db.select({ id: staffUsers.id }).from(staffUsers);
  const audit = await handle.db.select({ id: auditEvents.id }).from(auditEvents);
  return { staff: staff.length, audit: audit.length };
}

describe("POST /api/admin/staff", () => {
  const adminPost = (body: unknown, token: string | null = ADMIN_TOKEN) =>
    adminRoute(
      postRequest("/api/admin/staff", JSON.stringify(body), {
        headers: { authorization: token === null ? null : `Bearer ${token}` },
      }),
    );

  test("with the admin token adds a member, named after their email unless a name is given", async () => {
    const email = newEmail();
    const response = await adminPost({ email, role: "admin" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data } = (await response.json()) as { data: { id: string; setUpLink: string } };
    expect(data).toEqual({
      id: expect.any(String),
      email,
      role: "admin",
      setUpLink: expect.stringMatching(LINK),
    });
    expect((await member(data.id))?.name).toBe(email.split("@")[0]);
    const named = (await (
      await adminPost({ email: newEmail(), name: "Asha Verma", role: "counsellor" })
    ).json()) as {
      data: { id: string };
    };
    expect((await member(named.data.id))?.name).toBe("Asha Verma");
    await expectError(await adminPost({ email, role: "admin" }), 409, "already_exists");
    const bad = await expectError(
      await adminPost({ email: "x", role: "boss" }),
      422,
      "validation_failed",
    );
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(["email", "role"]);
  });

  test("without the right token is 401 and adds nobody", async () => {
    const before = await snapshot();
    await expectError(
      await adminPost({ email: newEmail(), role: "admin" }, null),
      401,
      "unauthorized",
    );
    await expectError(
      await adminPost({ email: newEmail(), role: "admin" }, "wrong"),
      401,
      "unauthorized",
    );
    expect(await snapshot()).toEqual(before);
  });

  test("with staff sign-in off is 404 saying AUTH_SECRET is needed", async () => {
    useEnv({ SITE_URL, DATA_DIR, ADMIN_TOKEN });
    try {
      await jest.isolateModulesAsync(async () => {
        const { POST } = await import("@/app/api/admin/staff/route");
        const request = postRequest(
          "/api/admin/staff",
          JSON.stringify({ email: newEmail(), role: "admin" }),
          {
            headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
          },
        );
        const json = await expectError(await POST(request), 404, "not_found");
        expect(json.error.message).toMatch(/AUTH_SECRET/);
      });
    } finally {
      useEnv({ SITE_URL, DATA_DIR, AUTH_SECRET, ADMIN_TOKEN });
    }
  });
});

describe("npm run staff:create", () => {
  const SCRIPT_TIMEOUT_MS = 60_000;

  test(
    "on a database of its own prints a one-time set-up link and stores the member",
    async () => {
      const dir = freshDataDir("staff-create");
      const email = newEmail();
      const run = await runScriptWithEnv(
        SCRIPT,
        ["--email", email, "--role", "admin", "--name", "Asha Verma"],
        {
          DATA_DIR: dir,
          AUTH_SECRET,
        },
      );
      expect(run).toMatchObject({ code: 0, stderr: "" });
      expect(run.stdout).toMatch(
        /^Set-up link: https:\/\/coderhouse\.in\/staff\/set-password\?token=[\w-]+$/m,
      );
      expect(run.stdout).toMatch(/works once, within 48 hours/);
      expect(run.stdout).not.toContain(email);

      const again = await runScriptWithEnv(SCRIPT, ["--email", email, "--role", "counsellor"], {
        DATA_DIR: dir,
        AUTH_SECRET,
      });
      expect(again).toMatchObject({
        code: 2,
        stderr: "A staff member with this email already exists.\n",
      });

      const { openDatabase } = await import("@/lib/db/client");
      const other = await openDatabase({ dataDir: dir });
      try {
        const rows = await other.db.select().from(staffUsers);
        expect(rows.map((r) => [r.email, r.name, r.role])).toEqual([
          [email, "Asha Verma", "admin"],
        ]);
      } finally {
        await other.close();
      }
    },
    SCRIPT_TIMEOUT_MS,
  );

  test(
    "without AUTH_SECRET says to set it",
    async () => {
      const run = await runScriptWithEnv(SCRIPT, ["--email", newEmail(), "--role", "admin"], {
        DATA_DIR: freshDataDir("staff-create-off"),
      });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^Set AUTH_SECRET .*\n$/);
    },
    SCRIPT_TIMEOUT_MS,
  );

  test.each([
    ["no role", ["--email", "a@b.in"], /^--role is required\. Usage: /],
    ["no email", ["--role", "admin"], /^--email is required\. Usage: /],
    [
      "a bad role",
      ["--email", "a@b.in", "--role", "boss"],
      /^--role: Choose a role: admin, counsellor or editor\.$/,
    ],
    [
      "a bad email",
      ["--email", "a@", "--role", "admin"],
      /^--email: Please enter a valid email address\.$/,
    ],
    [
      "an unknown option",
      ["--email", "a@b.in", "--role", "admin", "--admin"],
      /^Unknown option '--admin'.* Usage: /,
    ],
  ])(
    "with %s exits 2 with one line saying what is wrong",
    async (_, args, message) => {
      const run = await runScriptWithEnv(SCRIPT, args, {
        DATA_DIR: freshDataDir("staff-create-args"),
      });
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr.trimEnd().split("\n")).toEqual([expect.stringMatching(message)]);
    },
    SCRIPT_TIMEOUT_MS,
  );

  test(
    "while a server holds the embedded database goes through POST /api/admin/staff",
    async () => {
      // A stand-in for server.mjs: it answers with the route handler, and its address is in the
      // lock of a data folder that this (live) process holds.
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const headers = new Headers({ "x-coderhouse-client-address": freshAddress() });
          for (const [name, value] of Object.entries(req.headers))
            if (typeof value === "string") headers.set(name, value);
          const request = new Request(`${SITE_URL}${req.url}`, {
            method: req.method,
            headers,
            body: Buffer.concat(chunks),
          });
          void adminRoute(request).then(async (response) => {
            res.writeHead(response.status, { "content-type": "application/json" });
            res.end(await response.text());
          });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const dir = freshDataDir("staff-create-server");
      const lock = { pid: process.pid, startedAt: new Date().toISOString(), holder: "server", url };
      writeFileSync(join(dir, "coderhouse.lock"), JSON.stringify(lock));
      try {
        const email = newEmail();
        const run = await runScriptWithEnv(SCRIPT, ["--email", email, "--role", "counsellor"], {
          DATA_DIR: dir,
          ADMIN_TOKEN,
        });
        expect(run).toMatchObject({ code: 0, stderr: "" });
        expect(run.stdout).toMatch(
          /^Set-up link: https:\/\/coderhouse\.in\/staff\/set-password\?token=/m,
        );
        const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, email));
        expect(row).toMatchObject({ role: "counsellor", name: email.split("@")[0] });
      } finally {
        server.close();
      }
    },
    SCRIPT_TIMEOUT_MS,
  );
});
