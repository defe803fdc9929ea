/** @jest-environment node */
// Who may change who gets new enquiries: a counsellor or admin puts themself on or off duty (POST
// /api/staff/account/duty); only an admin puts another member on or off duty (POST
// /api/staff/team/:id, set-duty), turns automatic assignment off or names a program's counsellor
// (POST /api/staff/assignment). Every change audited; a form's 201 whoever is on duty.
// The choice itself, on each database: tests/api/assignment.test.ts.
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { assignmentSettings, auditEvents, leads, programCounsellors } from "@/lib/db/schema";
import { homeLead } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, postJson, useEnv } from "./support";
import {
  AUTH_SECRET,
  type MemberHandler,
  type TestStaff,
  createStaff,
  staffRequest,
  teamMemberAction,
} from "./staff-support";

type Handler = (request: Request) => Promise<Response>;
let handle: DatabaseHandle;
let memberRoute: MemberHandler;
let dutyRoute: Handler;
let assignmentRoute: Handler;
let leadsRoute: Handler;
let admin: TestStaff;
let counsellor: TestStaff;
let editor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-assignment"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  memberRoute = (await import("@/app/api/staff/team/[id]/route")).POST;
  dutyRoute = (await import("@/app/api/staff/account/duty/route")).POST;
  assignmentRoute = (await import("@/app/api/staff/assignment/route")).POST;
  leadsRoute = (await import("@/app/api/leads/route")).POST;
  admin = await createStaff("admin");
  counsellor = await createStaff("counsellor");
  editor = await createStaff("editor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

const post = (route: Handler, path: string, body: unknown, staff: TestStaff | null) =>
  route(staffRequest(path, { staff, method: "POST", body }));
const ownDuty = (duty: unknown, staff: TestStaff | null) =>
  post(dutyRoute, "/api/staff/account/duty", { duty }, staff);
const setting = (body: unknown, staff: TestStaff | null = admin) =>
  post(assignmentRoute, "/api/staff/assignment", body, staff);
const memberDuty = (id: string, duty: unknown, staff: TestStaff | null = admin) =>
  teamMemberAction(memberRoute, id, { action: "set-duty", duty }, staff);

const audit = (action: string) =>
  handle.db.select().from(auditEvents).where(eq(auditEvents.action, action));
const messageOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
};

/** Submits an enquiry through the form's route: always a 201; its stored owner. */
async function enquiryOwner(): Promise<string | null> {
  const response = await leadsRoute(postJson("/api/leads", homeLead()));
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  const [row] = await handle.db.select().from(leads).where(eq(leads.id, data.id));
  return row!.ownerId;
}

test("with nobody on duty an enquiry is still accepted (201), without an owner", async () => {
  expect(await enquiryOwner()).toBeNull();
});

test("a counsellor goes on and off duty on their account page, audited as their own change", async () => {
  expect(await messageOf(await ownDuty("on", counsellor))).toBe(
    "Saved: you are on duty, and take new enquiries and bookings in turn.",
  );
  expect(await messageOf(await ownDuty("on", counsellor))).toBe(
    "No change: you are already on duty.",
  );
  expect(await enquiryOwner()).toBe(counsellor.id);
  expect(await messageOf(await ownDuty("off", counsellor))).toBe(
    "Saved: you are off duty, and get no new enquiries or bookings.",
  );
  expect(await enquiryOwner()).toBeNull();
  const changes = await audit("duty_changed");
  expect(changes.map((c) => [c.actorId, c.targetId, c.detail])).toEqual([
    [counsellor.id, counsellor.id, { on_duty: true }],
    [counsellor.id, counsellor.id, { on_duty: false }],
  ]);
});

test("an editor cannot go on duty (403), nor anyone signed out (401); a bad value is 422", async () => {
  await expectError(await ownDuty("on", editor), 403, "forbidden");
  await expectError(await ownDuty("on", null), 401, "unauthorized");
  const json = await expectError(await ownDuty("yes", counsellor), 422, "validation_failed");
  expect(json.error.fields).toEqual({ duty: "Choose on or off duty" });
});

test("a counsellor can neither mark another member nor change automatic assignment", async () => {
  const before = (await handle.db.select().from(auditEvents)).length;
  await expectError(await memberDuty(admin.id, "on", counsellor), 403, "forbidden");
  await expectError(await memberDuty(counsellor.id, "on", counsellor), 403, "forbidden");
  const off = { action: "set-automatic", automatic: "off" };
  await expectError(await setting(off, counsellor), 403, "forbidden");
  await expectError(await setting(off, editor), 403, "forbidden");
  await expectError(await setting(off, null), 401, "unauthorized");
  const named = { action: "set-program-counsellor", program: "Cybersecurity", staffId: "" };
  await expectError(
    await setting({ ...named, staffId: counsellor.id }, counsellor),
    403,
    "forbidden",
  );
  expect(await handle.db.select().from(assignmentSettings)).toEqual([]);
  expect(await handle.db.select().from(programCounsellors)).toEqual([]);
  expect((await handle.db.select().from(auditEvents)).length).toBe(before);
});

test("an admin puts a counsellor on and off duty on the team page, but never an editor", async () => {
  expect(await messageOf(await memberDuty(counsellor.id, "on"))).toBe(
    "Saved: they are on duty, and take new enquiries and bookings in turn.",
  );
  const refused = await expectError(await memberDuty(editor.id, "on"), 422, "validation_failed");
  expect(refused.error.fields).toEqual({
    duty: "Only counsellors and admins take enquiries: an editor cannot be on duty.",
  });
  await expectError(await memberDuty("no-such-member", "on"), 404, "not_found");
  const [last] = (await audit("duty_changed")).slice(-1);
  expect(last).toMatchObject({
    actorId: admin.id,
    targetId: counsellor.id,
    detail: { on_duty: true },
  });
  expect(await messageOf(await memberDuty(counsellor.id, "off"))).toMatch(/^Saved: they are off/);
});

test("an admin turns automatic assignment off and on, and names a program's counsellor", async () => {
  await memberDuty(counsellor.id, "on");
  expect(await messageOf(await setting({ action: "set-automatic", automatic: "off" }))).toBe(
    "Saved: automatic assignment is off.",
  );
  expect(await enquiryOwner()).toBeNull();
  expect(await messageOf(await setting({ action: "set-automatic", automatic: "off" }))).toBe(
    "No change: automatic assignment is already off.",
  );
  await setting({ action: "set-automatic", automatic: "on" });
  expect((await audit("assignment_changed")).map((a) => [a.actorId, a.detail])).toEqual([
    [admin.id, { automatic: false }],
    [admin.id, { automatic: true }],
  ]);

  const program = { action: "set-program-counsellor", program: "Python Programming" };
  const json = await expectError(
    await setting({ ...program, staffId: editor.id }),
    422,
    "validation_failed",
  );
  expect(json.error.fields).toEqual({ staffId: "Choose an enabled counsellor or admin." });
  const unknown = await expectError(
    await setting({ ...program, program: "Astrology", staffId: "" }),
    422,
    "validation_failed",
  );
  expect(Object.keys(unknown.error.fields ?? {})).toEqual(["program"]);
  expect(await messageOf(await setting({ ...program, staffId: admin.id }))).toMatch(/^Saved/);
  // The admin is not on duty, so the program's enquiry goes in turn: to the counsellor.
  expect(await enquiryOwner()).toBe(counsellor.id);
  await ownDuty("on", admin);
  expect(await enquiryOwner()).toBe(admin.id);
  expect(await enquiryOwner()).toBe(admin.id);
  const named = await handle.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, "program_counsellor_changed"), eq(auditEvents.actorId, admin.id)),
    );
  expect(named.map((n) => n.detail)).toEqual([{ program: "Python Programming", owner: admin.id }]);
  const assigned = await audit("owner_assigned");
  expect(assigned.every((a) => a.actorId === null)).toBe(true);
  expect(assigned.slice(-2).map((a) => a.detail)).toEqual([
    { owner: admin.id, by: "program" },
    { owner: admin.id, by: "program" },
  ]);
});

test("the audit page words an automatic assignment and each change of duty and setting", async () => {
  const { auditNames } = await import("@/lib/services/audit-names");
  const { actorOf, detailOf } = await import("@/components/staff/audit-words");
  const { auditActionLabel } = await import("@/lib/services/audit");
  const lines = [
    ...(await audit("owner_assigned")).slice(-1),
    ...(await audit("duty_changed")).slice(-1),
    ...(await audit("assignment_changed")).slice(-1),
    ...(await audit("program_counsellor_changed")).slice(-1),
  ].map((entry) => ({ ...entry, times: 1 }));
  const names = await auditNames(handle.db, lines);
  expect(
    lines.map((l) => [auditActionLabel(l.action), actorOf(l, names), detailOf(l, names)]),
  ).toEqual([
    [
      "Assigned automatically",
      "Automatic assignment",
      "Owner: Test admin (counsellor of the program)",
    ],
    ["On duty changed", "Test admin", "On duty"],
    ["Automatic assignment changed", "Test admin", "Automatic assignment on"],
    ["Program counsellor changed", "Test admin", "Python Programming: Test admin"],
  ]);
});
