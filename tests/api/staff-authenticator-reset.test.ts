/** @jest-environment node */
// An admin resets the authenticator app of a member who lost both phone and recovery codes
// (POST /api/staff/team/:id, action "reset-authenticator"): the member is signed out, their app and
// codes are gone, and their password leads to enrolling a new one. Who may act, and unknown ids:
// staff-team.test.ts.
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, staffSessions, staffTwoFactors, staffUsers } from "@/lib/db/schema";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { expectError, SITE_URL, useEnv } from "./support";
import {
  AUTH_SECRET,
  STAFF_PASSWORD,
  type TestStaff,
  authPost,
  createStaff,
  type MemberHandler,
  teamMemberAction,
  withCookies,
} from "./staff-support";

let handle: DatabaseHandle;
let memberRoute: MemberHandler;
let admin: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-reset"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  memberRoute = (await import("@/app/api/staff/team/[id]/route")).POST;
  admin = await createStaff("admin");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

const changeMember = (id: string, body: unknown, staff: TestStaff | null = admin) =>
  teamMemberAction(memberRoute, id, body, staff);

const member = async (id: string) =>
  (await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0];

test("a reset authenticator app: signed out, the old codes refused, a new app enrolled after the password", async () => {
  const target = await createStaff("counsellor", "Meena Joshi");
  const response = await changeMember(target.id, { action: "reset-authenticator" });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    data: { id: target.id, twoFactorEnabled: false },
  });
  const { staffFrom } = await import("@/lib/auth/guard");
  expect(await staffFrom(new Headers({ cookie: target.cookie }))).toBe("signed-out");
  const left = async (table: typeof staffSessions | typeof staffTwoFactors) =>
    (await handle.db.select().from(table).where(eq(table.userId, target.id))).length;
  expect([await left(staffSessions), await left(staffTwoFactors)]).toEqual([0, 0]);

  // Her password still works; what it opens is only the enrolment of a new app.
  const password = await authPost("/sign-in/email", {
    email: target.email,
    password: STAFF_PASSWORD,
  });
  expect(password.status).toBe(200);
  const oldCode = await authPost(
    "/two-factor/verify-totp",
    { code: target.totp.generate() },
    { cookie: withCookies("", password) },
  );
  expect(oldCode.status).not.toBe(200);
  expect(await staffFrom(new Headers({ cookie: withCookies("", password) }))).toBe(
    "needs-enrolment",
  );

  const [entry] = await handle.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, "staff_two_factor_reset"));
  expect(entry).toMatchObject({ actorId: admin.id, targetKind: "staff", targetId: target.id });
});

test("an admin cannot reset their own authenticator app", async () => {
  const json = await expectError(
    await changeMember(admin.id, { action: "reset-authenticator" }),
    422,
    "validation_failed",
  );
  expect(json.error.message).toBe("You cannot reset your own authenticator app.");
  expect((await member(admin.id))?.twoFactorEnabled).toBe(true);
});
