/** @jest-environment node */
// Staff sign-in under attack: one answer for an unknown email and a wrong password, guessing
// limited per account (from many addresses) and per address (across accounts), and a right
// password with a wrong authenticator code never making a session.
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { auditEvents } from "@/lib/db/schema";
import {
  type TestStaff,
  AUTH_SECRET,
  STAFF_PASSWORD,
  authPost,
  createStaff,
  withCookies,
} from "./staff-support";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { type ErrorJson, SITE_URL, freshAddress, useEnv } from "./support";

/**
 * Jest's time limit for a test that makes dozens of sign-in attempts: each one hashes a password
 * (scrypt, on purpose slow), and on a busy two-core machine 50 of them take longer than the
 * default 5 s. A limit, not a measurement: nothing here asserts how fast sign-in is.
 */
const MANY_ATTEMPTS_MS = 60_000;

let db: Db;
let close: () => Promise<void>;
let member: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-sign-in"), AUTH_SECRET });
  const database = await (await import("@/lib/db/client")).getDatabase();
  db = database.db;
  close = database.close;
  member = await createStaff("counsellor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await close?.();
  removeDataDirs();
});

const signIn = (email: string, password: string, address = freshAddress()) =>
  authPost("/sign-in/email", { email, password }, { address });

async function sessionOf(cookie: string) {
  const { staffFrom } = await import("@/lib/auth/guard");
  return staffFrom(new Headers({ cookie }));
}

test("an unknown email and a wrong password get the same answer", async () => {
  const unknown = await signIn("nobody@coderhouse.test", "whatever-password-1");
  const wrong = await signIn(member.email, "whatever-password-1");
  expect(unknown.status).toBe(401);
  expect(wrong.status).toBe(401);
  expect(await unknown.json()).toEqual(await wrong.json());
  const failed = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, "sign_in_failed"));
  expect(failed.length).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(failed)).not.toContain("nobody@coderhouse.test");
  expect(JSON.stringify(failed)).not.toContain(member.email);
});

test("the right password with a wrong code never signs in", async () => {
  const first = await signIn(member.email, STAFF_PASSWORD);
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  const pending = withCookies("", first);
  expect(await sessionOf(pending)).toBe("signed-out");
  const current = member.totp.generate();
  const wrongCode = current === "000000" ? "111111" : "000000";
  const refused = await authPost(
    "/two-factor/verify-totp",
    { code: wrongCode },
    { cookie: pending },
  );
  expect(refused.status).toBe(401);
  const after = withCookies(pending, refused);
  expect(await sessionOf(after)).toBe("signed-out");
  const badBackup = await authPost(
    "/two-factor/verify-backup-code",
    { code: "AAAAA-BBBBB" },
    { cookie: pending },
  );
  expect(badBackup.status).toBe(401);
  expect(await sessionOf(withCookies(pending, badBackup))).toBe("signed-out");
  // And the right code then works: the session is the member's.
  const right = await authPost(
    "/two-factor/verify-totp",
    { code: member.totp.generate() },
    { cookie: pending },
  );
  expect(right.status).toBe(200);
  expect(await sessionOf(withCookies(pending, right))).toMatchObject({ id: member.id });
});

test(
  "20 wrong passwords for one account from 20 addresses: refused after 10, right one too",
  async () => {
    const target = await createStaff("counsellor");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await signIn(target.email, `wrong-password-${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const right = await signIn(target.email, STAFF_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await right.json()) as ErrorJson).error.message).toMatch(/Too many sign-in attempts/);
  },
  MANY_ATTEMPTS_MS,
);

test(
  "50 wrong passwords from one address across accounts: refused after 30",
  async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push(
        (await signIn(`guess${i}@coderhouse.test`, "wrong-password-x", address)).status,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Another address is not held to it.
    expect((await signIn(member.email, STAFF_PASSWORD)).status).toBe(200);
  },
  MANY_ATTEMPTS_MS,
);

test(
  "codes guessed from one address are limited too",
  async () => {
    const address = freshAddress();
    const pending = withCookies("", await signIn(member.email, STAFF_PASSWORD));
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await authPost(
        "/two-factor/verify-totp",
        { code: "000000" },
        { cookie: pending, address },
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(200);
  },
  MANY_ATTEMPTS_MS,
);

test("a disabled member cannot sign in, and their session ends", async () => {
  const gone = await createStaff("counsellor");
  const { setStaffDisabled } = await import("@/lib/services/staff");
  await setStaffDisabled(db, gone.id, true, { id: null, address: null });
  expect(await sessionOf(gone.cookie)).toBe("signed-out");
  const again = await signIn(gone.email, STAFF_PASSWORD);
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(again.status).toBeLessThan(500);
});

test("requests that are not a sign-in step are refused before better-auth sees them", async () => {
  expect(
    (await authPost("/sign-up/email", { email: "x@y.in", password: STAFF_PASSWORD, name: "X" }))
      .status,
  ).toBe(404);
  expect((await authPost("/admin/create-user", { email: "x@y.in", name: "X" })).status).toBe(404);
});
