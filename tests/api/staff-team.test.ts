/** @jest-environment node */
// Managing the team from the staff area: an admin adds, disables and enables staff, issues new
// set-up links and resets a lost authenticator app (POST /api/staff/team and /api/staff/team/:id;
// the reset itself: staff-authenticator-reset.test.ts); nobody else may.
// tests/api/staff-create.test.ts covers the admin token's way in and `npm run staff:create`.
import { eq, inArray } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, staffUsers } from "@/lib/db/schema";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { expectError, SITE_URL, postRequest, useEnv } from "./support";
import {
  AUTH_SECRET,
  STAFF_PASSWORD,
  type TestStaff,
  authPost,
  createStaff,
  type MemberHandler,
  staffRequest,
  teamMemberAction,
  withCookies,
} from "./staff-support";

const LINK = /^https:\/\/coderhouse\.in\/staff\/set-password\?token=[\w-]+$/;

type Handler = (request: Request) => Promise<Response>;
let handle: DatabaseHandle;
let addRoute: Handler;
let memberRoute: MemberHandler;
let admin: TestStaff;
let counsellor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-team"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  addRoute = (await import("@/app/api/staff/team/route")).POST;
  memberRoute = (await import("@/app/api/staff/team/[id]/route")).POST;
  admin = await createStaff("admin");
  counsellor = await createStaff("counsellor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

afterEach(() => jest.restoreAllMocks());

let emails = 0;
const newEmail = () => `member${++emails}-${Date.now()}@coderhouse.test`;

const addMember = (body: unknown, staff: TestStaff | null = admin) =>
  addRoute(staffRequest("/api/staff/team", { staff, method: "POST", body }));

const changeMember = (id: string, body: unknown, staff: TestStaff | null = admin) =>
  teamMemberAction(memberRoute, id, body, staff);

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

async function member(id: string) {
  const [row] = await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const staff = await handle.db.select().from(staffUsers);
  const audit = await handle.db.select().from(auditEvents);
  return {
    staff: staff.map((s) => [s.id, s.banned, s.role, s.twoFactorEnabled]).sort(),
    audit: audit.length,
  };
}

describe("POST /api/staff/team", () => {
  test("an admin adds a counsellor, whose set-up link works once, and who can then sign in", async () => {
    const email = newEmail();
    const response = await addMember({
      email: email.toUpperCase(),
      name: " Asha  Verma ",
      role: "counsellor",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data, message } = (await response.json()) as {
      data: { id: string; setUpLink: string };
      message: string;
    };
    expect(data.setUpLink).toMatch(LINK);
    expect(message).toMatch(/once, within 48 hours/);
    expect(await member(data.id)).toMatchObject({ email, name: "Asha Verma", role: "counsellor" });

    const token = tokenOf(data.setUpLink);
    expect((await authPost("/reset-password", { token, newPassword: STAFF_PASSWORD })).status).toBe(
      200,
    );
    const again = await authPost("/reset-password", { token, newPassword: `${STAFF_PASSWORD}!` });
    expect((await expectError(again, 422, "validation_failed")).error.message).toMatch(/not valid/);
    expect((await authPost("/sign-in/email", { email, password: STAFF_PASSWORD })).status).toBe(
      200,
    );
  });

  test("an email already in use, in any case, is 409 with one sentence saying what to do, and adds nobody", async () => {
    const email = newEmail();
    expect((await addMember({ email, name: "First", role: "counsellor" })).status).toBe(201);
    const before = await snapshot();
    const json = await expectError(
      await addMember({ email: email.toUpperCase(), name: "Second", role: "admin" }),
      409,
      "already_exists",
    );
    const sentence =
      "Someone on the team already has this email: use New set-up link (or Enable) on their row instead.";
    // The same sentence under the field: the form shows it once and marks the email invalid.
    expect(json.error).toMatchObject({ message: sentence, fields: { email: sentence } });
    expect(await snapshot()).toEqual(before);
  });

  test.each([
    ["a malformed email", { email: "asha@", name: "Asha", role: "admin" }, ["email"]],
    ["an unknown role", { email: newEmail(), name: "Asha", role: "owner" }, ["role"]],
    ["no name", { email: newEmail(), role: "counsellor" }, ["name"]],
    ["a blank name", { email: newEmail(), name: "   ", role: "counsellor" }, ["name"]],
    ["a name too long", { email: newEmail(), name: "A".repeat(81), role: "admin" }, ["name"]],
    ["nothing at all", {}, ["email", "name", "role"]],
    ["an array", [1], ["body"]],
  ])("%s is 422 with a message under each bad field, and adds nobody", async (_, body, fields) => {
    const before = await snapshot();
    const json = await expectError(await addMember(body), 422, "validation_failed");
    expect(Object.keys(json.error.fields ?? {}).sort()).toEqual(fields);
    expect(await snapshot()).toEqual(before);
  });

  test("a body that is not JSON is 400, and another site's page 403", async () => {
    const headers = { cookie: admin.cookie, origin: SITE_URL };
    await expectError(
      await addRoute(postRequest("/api/staff/team", "{", { headers })),
      400,
      "invalid_json",
    );
    const foreign = postRequest(
      "/api/staff/team",
      JSON.stringify({ email: newEmail(), name: "X", role: "admin" }),
      {
        headers: { ...headers, origin: "https://evil.example" },
      },
    );
    await expectError(await addRoute(foreign), 403, "forbidden_origin");
  });
});

describe("POST /api/staff/team/:id", () => {
  test("a disabled member is signed out at once and cannot sign in; enabled, they can again", async () => {
    const target = await createStaff("counsellor", "Ravi Kumar");
    const disabled = await changeMember(target.id, { action: "disable" });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ data: { id: target.id, disabled: true } });

    const { staffFrom } = await import("@/lib/auth/guard");
    expect(await staffFrom(new Headers({ cookie: target.cookie }))).toBe("signed-out");
    await expectError(
      await changeMember(admin.id, { action: "new-link" }, target),
      401,
      "unauthorized",
    );
    const signIn = await authPost("/sign-in/email", {
      email: target.email,
      password: STAFF_PASSWORD,
    });
    expect((await expectError(signIn, 403, "forbidden")).error.message).toBe(
      "This account is disabled. Ask an admin.",
    );

    const enabled = await changeMember(target.id, { action: "enable" });
    expect(await enabled.json()).toMatchObject({ data: { id: target.id, disabled: false } });
    const password = await authPost("/sign-in/email", {
      email: target.email,
      password: STAFF_PASSWORD,
    });
    expect(password.status).toBe(200);
    const code = await authPost(
      "/two-factor/verify-totp",
      { code: target.totp.generate() },
      { cookie: withCookies("", password) },
    );
    expect(code.status).toBe(200);
    const cookie = withCookies(withCookies("", password), code);
    expect(await staffFrom(new Headers({ cookie }))).toMatchObject({ id: target.id });

    const audit = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, target.id));
    const actions = audit.filter((a) => a.actorId === admin.id).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["staff_disabled", "staff_enabled"]));
  });

  test("a new set-up link replaces the password", async () => {
    const target = await createStaff("counsellor");
    const response = await changeMember(target.id, { action: "new-link" });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string; setUpLink: string } };
    expect(data).toEqual({ id: target.id, setUpLink: expect.stringMatching(LINK) });
    const newPassword = "a different passphrase 7";
    expect(
      (await authPost("/reset-password", { token: tokenOf(data.setUpLink), newPassword })).status,
    ).toBe(200);
    jest.spyOn(console, "warn").mockImplementation(() => {}); // better-auth's "Invalid password"
    const old = await authPost("/sign-in/email", { email: target.email, password: STAFF_PASSWORD });
    expect(old.status).toBe(401);
    expect(
      (await authPost("/sign-in/email", { email: target.email, password: newPassword })).status,
    ).toBe(200);
  });

  test("an admin cannot disable themself", async () => {
    const json = await expectError(
      await changeMember(admin.id, { action: "disable" }),
      422,
      "validation_failed",
    );
    expect(json.error.message).toBe("You cannot disable your own account.");
    expect((await member(admin.id))?.banned).not.toBe(true);
  });

  test.each(["disable", "enable", "new-link", "reset-authenticator", "set-role"])(
    "%s for an unknown id is 404",
    async (action) => {
      await expectError(
        await changeMember("no-such-member", { action, role: "admin" }),
        404,
        "not_found",
      );
    },
  );

  test.each([{ action: "delete" }, {}, { action: 1 }])(
    "%j is 422 naming the action",
    async (body) => {
      const json = await expectError(
        await changeMember(counsellor.id, body),
        422,
        "validation_failed",
      );
      expect(Object.keys(json.error.fields ?? {})).toEqual(["action"]);
    },
  );
});

describe("only an admin manages the team", () => {
  const actions = () =>
    [
      [
        "add",
        (staff: TestStaff | null) =>
          addMember({ email: newEmail(), name: "X Y", role: "admin" }, staff),
      ],
      ...["disable", "enable", "new-link", "reset-authenticator", "set-role"].map(
        (action) =>
          [
            action,
            (staff: TestStaff | null) =>
              changeMember(admin.id, { action, role: "counsellor" }, staff),
          ] as const,
      ),
    ] as const;

  test("a counsellor gets 403 and no session 401 on every action, and nothing changes", async () => {
    const before = await snapshot();
    for (const [, act] of actions()) {
      await expectError(await act(counsellor), 403, "forbidden");
      await expectError(await act(null), 401, "unauthorized");
    }
    expect(await snapshot()).toEqual(before);
  });
});

test("the audit log has each team change, with who did it and no email", async () => {
  const email = newEmail();
  const { data } = (await (
    await addMember({ email, name: "Audit Me", role: "counsellor" })
  ).json()) as {
    data: { id: string };
  };
  await changeMember(data.id, { action: "disable" });
  await changeMember(data.id, { action: "enable" });
  const rows = await handle.db
    .select()
    .from(auditEvents)
    .where(inArray(auditEvents.action, ["staff_added", "staff_disabled", "staff_enabled"]));
  const mine = rows.filter((r) => r.targetId === data.id);
  expect(mine.map((r) => r.action).sort()).toEqual([
    "staff_added",
    "staff_disabled",
    "staff_enabled",
  ]);
  expect(mine.every((r) => r.actorId === admin.id && r.targetKind === "staff")).toBe(true);
  expect(JSON.stringify(rows)).not.toContain("@");
});
