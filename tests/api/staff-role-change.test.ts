/** @jest-environment node */
// Changing a member's role from the team page (POST /api/staff/team/:id, action set-role): only an
// admin, never their own, audited, and in force at the member's very next request. The rule that
// keeps an admin, on each database: tests/api/staff-role-rule.test.ts.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, staffUsers } from "@/lib/db/schema";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { expectError, SITE_URL, useEnv } from "./support";
import {
  AUTH_SECRET,
  type MemberHandler,
  type TestStaff,
  createStaff,
  teamMemberAction,
} from "./staff-support";

/**
 * Jest's time limit for a test that makes staff members of its own: each is a password hashed
 * (scrypt, slow on purpose) and a sign-in, which on a busy two-core machine outlast the default
 * 5 s. A limit, not a measurement.
 */
const NEW_STAFF_MS = 30_000;

let handle: DatabaseHandle;
let memberRoute: MemberHandler;
let admin: TestStaff;
let counsellor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-role-change"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  memberRoute = (await import("@/app/api/staff/team/[id]/route")).POST;
  admin = await createStaff("admin");
  counsellor = await createStaff("counsellor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

const changeMember = (id: string, body: unknown, staff: TestStaff | null = admin) =>
  teamMemberAction(memberRoute, id, body, staff);
const setRole = (id: string, role: unknown, staff: TestStaff | null = admin) =>
  changeMember(id, { action: "set-role", role }, staff);

const roleOf = async (id: string) =>
  (await handle.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.role;
const roleChanges = (targetId: string) =>
  handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "role_changed"), eq(auditEvents.targetId, targetId)));

test(
  "a counsellor made an admin can manage the team at their next request; made a counsellor again, at once cannot",
  async () => {
    const member = await createStaff("counsellor");
    // Their own session, held from before the change, asking for a set-up link for someone else.
    const adminAction = () => changeMember(counsellor.id, { action: "new-link" }, member);
    await expectError(await adminAction(), 403, "forbidden");

    const promoted = await setRole(member.id, "admin");
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toEqual({
      data: { id: member.id, role: "admin" },
      message: "Saved: their role is now Admin, from their next page or action.",
    });
    expect((await adminAction()).status).toBe(200);
    const { staffFrom } = await import("@/lib/auth/guard");
    expect(await staffFrom(new Headers({ cookie: member.cookie }))).toMatchObject({
      role: "admin",
    });

    expect((await setRole(member.id, "counsellor")).status).toBe(200);
    await expectError(await adminAction(), 403, "forbidden");

    const audit = await roleChanges(member.id);
    expect(audit.map((a) => [a.actorId, a.targetKind, a.detail])).toEqual([
      [admin.id, "staff", { from: "counsellor", to: "admin" }],
      [admin.id, "staff", { from: "admin", to: "counsellor" }],
    ]);
    expect(JSON.stringify(audit)).not.toContain("@");
  },
  NEW_STAFF_MS,
);

test("the role a member already has changes nothing and records nothing", async () => {
  const response = await setRole(counsellor.id, "counsellor");
  expect(response.status).toBe(200);
  expect(((await response.json()) as { message: string }).message).toBe(
    "No change: their role is already Counsellor.",
  );
  expect(await roleChanges(counsellor.id)).toEqual([]);
});

test("an admin cannot change their own role", async () => {
  const json = await expectError(await setRole(admin.id, "counsellor"), 422, "validation_failed");
  expect(json.error.message).toBe("You cannot change your own role.");
  expect(Object.keys(json.error.fields ?? {})).toEqual(["role"]);
  expect(await roleOf(admin.id)).toBe("admin");
  expect(await roleChanges(admin.id)).toEqual([]);
});

test("a counsellor gets 403 and no session 401, and the role stays", async () => {
  await expectError(await setRole(admin.id, "counsellor", counsellor), 403, "forbidden");
  await expectError(await setRole(counsellor.id, "admin", counsellor), 403, "forbidden");
  await expectError(await setRole(counsellor.id, "admin", null), 401, "unauthorized");
  expect([await roleOf(admin.id), await roleOf(counsellor.id)]).toEqual(["admin", "counsellor"]);
  expect(await roleChanges(counsellor.id)).toEqual([]);
});

test.each([
  ["an unknown role", "owner"],
  ["no role", undefined],
  ["a role that is not text", 1],
])("%s is 422 naming the role", async (_, role) => {
  const json = await expectError(await setRole(counsellor.id, role), 422, "validation_failed");
  expect(json.error.fields).toEqual({ role: "Choose a role: admin, counsellor or editor" });
  expect(await roleOf(counsellor.id)).toBe("counsellor");
});

test("an unknown member is 404", async () => {
  await expectError(await setRole("no-such-member", "admin"), 404, "not_found");
});

test(
  "two admins demoting each other at once: one is refused, and an admin remains",
  async () => {
    const [a, b] = [await createStaff("admin"), await createStaff("admin")];
    // Only these two are enabled admins for this test: every other admin is disabled meanwhile.
    const others = await handle.db
      .update(staffUsers)
      .set({ banned: true })
      .where(
        and(
          eq(staffUsers.role, "admin"),
          sql`${staffUsers.banned} is not true`,
          ne(staffUsers.id, a.id),
          ne(staffUsers.id, b.id),
        ),
      )
      .returning({ id: staffUsers.id });
    try {
      const [byA, byB] = await Promise.all([
        setRole(b.id, "counsellor", a),
        setRole(a.id, "counsellor", b),
      ]);
      const refused = [byA, byB].find((r) => r.status !== 200)!;
      expect([byA, byB].filter((r) => r.status === 200)).toHaveLength(1);
      // Refused by the guard if its sender was demoted first, else by the last-admin rule.
      if (refused.status === 403) {
        await expectError(refused, 403, "forbidden");
      } else {
        const json = await expectError(refused, 422, "validation_failed");
        expect(json.error.message).toBe(
          "The team needs an admin: make someone else an admin before this.",
        );
      }
      expect([await roleOf(a.id), await roleOf(b.id)].sort()).toEqual(["admin", "counsellor"]);
    } finally {
      const ids = others.map((o) => o.id);
      if (ids.length > 0) {
        await handle.db
          .update(staffUsers)
          .set({ banned: false })
          .where(inArray(staffUsers.id, ids));
      }
    }
  },
  NEW_STAFF_MS,
);
