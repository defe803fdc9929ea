/** @jest-environment node */
// The rule behind role changes and disabling (lib/services/staff-role.ts), on each database: the
// institute always keeps an enabled admin, even when two admins demote each other at the same
// moment. The team page's API around it: tests/api/staff-role-change.test.ts.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { auditEvents, staffUsers } from "@/lib/db/schema";
import type * as StaffRoleService from "@/lib/services/staff-role";
import type * as StaffService from "@/lib/services/staff";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

let roles: typeof StaffRoleService;
let staff: typeof StaffService;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("staff-role-unused") });
  roles = await import("@/lib/services/staff-role");
  staff = await import("@/lib/services/staff");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => removeDataDirs());

describe.each(databaseTargets("staff-role"))("staff roles on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest staff roles" });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  beforeEach(() => clearTables(db()));

  /** A staff row as better-auth keeps it; the rule needs no password or session. */
  async function member(role: "admin" | "counsellor", banned = false): Promise<string> {
    const id = randomUUID();
    await db()
      .insert(staffUsers)
      .values({ id, name: `Member ${role}`, email: `${id}@coderhouse.test`, role, banned });
    return id;
  }
  const roleOf = async (id: string) =>
    (await db().select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.role;
  const enabledAdmins = async () =>
    (await db().select().from(staffUsers)).filter((r) => r.role === "admin" && !r.banned).length;
  const actor = (id: string | null) => ({ id, address: "10.1.2.3" });

  test("a role change is saved and audited with from and to; the same role again is nothing", async () => {
    const admin = await member("admin");
    const counsellor = await member("counsellor");
    expect(await roles.changeStaffRole(db(), counsellor, "admin", actor(admin))).toEqual({
      from: "counsellor",
      to: "admin",
      changed: true,
    });
    expect(await roleOf(counsellor)).toBe("admin");
    expect(await roles.changeStaffRole(db(), counsellor, "admin", actor(admin))).toMatchObject({
      changed: false,
    });
    const audit = await db().select().from(auditEvents);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "role_changed",
        actorId: admin,
        targetKind: "staff",
        targetId: counsellor,
        detail: { from: "counsellor", to: "admin" },
      }),
    ]);
    expect(await roles.changeStaffRole(db(), "no-such-member", "admin", actor(admin))).toBeNull();
  });

  test("the last enabled admin is neither demoted nor disabled; a disabled admin does not count", async () => {
    const last = await member("admin");
    await member("admin", true);
    await expect(
      roles.changeStaffRole(db(), last, "counsellor", actor(null)),
    ).rejects.toBeInstanceOf(roles.LastAdminError);
    await expect(staff.setStaffDisabled(db(), last, true, actor(null))).rejects.toBeInstanceOf(
      roles.LastAdminError,
    );
    expect(await roleOf(last)).toBe("admin");
    expect(await enabledAdmins()).toBe(1);
    expect(await db().select().from(auditEvents)).toEqual([]);

    // With a second enabled admin, either change is allowed.
    await member("admin");
    expect(await roles.changeStaffRole(db(), last, "counsellor", actor(null))).toMatchObject({
      changed: true,
    });
  });

  test("two admins demoting each other at the same moment leave one admin", async () => {
    for (let round = 0; round < 5; round++) {
      await clearTables(db());
      const [a, b] = [await member("admin"), await member("admin")];
      const results = await Promise.allSettled([
        roles.changeStaffRole(db(), b, "counsellor", actor(a)),
        roles.changeStaffRole(db(), a, "counsellor", actor(b)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = results.find((r) => r.status === "rejected");
      expect(refused?.reason).toBeInstanceOf(roles.LastAdminError);
      expect(await enabledAdmins()).toBe(1);
    }
  });

  test("one admin demoted while the other is disabled, at the same moment, leaves one admin", async () => {
    for (let round = 0; round < 5; round++) {
      await clearTables(db());
      const [a, b] = [await member("admin"), await member("admin")];
      const results = await Promise.allSettled([
        staff.setStaffDisabled(db(), b, true, actor(a)),
        roles.changeStaffRole(db(), a, "counsellor", actor(b)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(await enabledAdmins()).toBe(1);
    }
  });
});
