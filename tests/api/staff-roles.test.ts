/** @jest-environment node */
// Every staff API and every action of it, as nobody, a counsellor, an editor and an admin: 401
// without a session, 403 for a role without the action's duty (a counsellor on content or admin
// actions, an editor on enquiries, data requests and the team), and never the data. (The pages
// are walked the same way in Chromium: tests/e2e/staff-roles.spec.ts.)
import { type Duty, may } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { seedFacts } from "@/lib/content-store/facts";
import { homeLead } from "../fixtures/submissions";
import { type TestStaff, AUTH_SECRET, createStaff, staffRequest } from "./staff-support";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import {
  type CreatedJson,
  type ErrorJson,
  SITE_URL,
  postJson,
  ownReleaseNote,
  useEnv,
} from "./support";

type Route = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
type Action = {
  name: string;
  duty: Duty;
  method: "GET" | "POST";
  path: () => string;
  route: () => Promise<Route>;
  params?: () => Record<string, string>;
  body?: () => unknown;
};

/** The facts item of the content editor, and the revision it is at (each allowed save raises it). */
let facts = { id: "", revision: 0 };

let db: Db;
let close: () => Promise<void>;
let counsellor: TestStaff;
let admin: TestStaff;
let editor: TestStaff;
let leadId = "";
const EMAIL = "asha.verma@gmail.com";

const load =
  (path: string, method: "GET" | "POST" = "POST") =>
  async () =>
    (await import(`@/app/api/${path}/route`))[method] as Route;

const ACTIONS: Action[] = [
  {
    name: "change a status",
    duty: "enquiries",
    method: "POST",
    path: () => `/api/staff/submissions/enquiries/${leadId}`,
    route: load("staff/submissions/[kind]/[id]"),
    params: () => ({ kind: "enquiries", id: leadId }),
    body: () => ({ status: "contacted", base: { status: "new" } }),
  },
  {
    name: "add a note",
    duty: "enquiries",
    method: "POST",
    path: () => `/api/staff/submissions/enquiries/${leadId}`,
    route: load("staff/submissions/[kind]/[id]"),
    params: () => ({ kind: "enquiries", id: leadId }),
    body: () => ({ note: "Called back" }),
  },
  {
    name: "export",
    duty: "administration",
    method: "GET",
    path: () => "/api/staff/export",
    route: load("staff/export", "GET"),
  },
  ...(["find", "download", "correct", "erase"] as const).map((action): Action => ({
    name: `data request: ${action}`,
    duty: "administration",
    method: "POST",
    path: () => "/api/staff/data-requests",
    route: load("staff/data-requests"),
    body: () => ({
      action,
      email: EMAIL,
      requested_by: "self",
      verified_by: "email_reply",
      ids: [leadId],
      kind: "enquiry",
      id: leadId,
      field: "name",
      value: "Asha V",
      confirm: true,
    }),
  })),
  {
    name: "add a staff member",
    duty: "administration",
    method: "POST",
    path: () => "/api/staff/team",
    route: load("staff/team"),
    body: () => ({ email: "new.member@coderhouse.test", name: "New Member", role: "admin" }),
  },
  ...(["disable", "enable", "new-link"] as const).map((action): Action => ({
    name: `team: ${action}`,
    duty: "administration",
    method: "POST",
    path: () => `/api/staff/team/${counsellor.id}`,
    route: load("staff/team/[id]"),
    params: () => ({ id: counsellor.id }),
    body: () => ({ action }),
  })),
  {
    name: "team: set-role",
    duty: "administration",
    method: "POST",
    path: () => `/api/staff/team/${counsellor.id}`,
    route: load("staff/team/[id]"),
    params: () => ({ id: counsellor.id }),
    body: () => ({ action: "set-role", role: "counsellor" }),
  },
  ...(["save", "publish", "restore"] as const).map((action): Action => ({
    name: `content: ${action}`,
    duty: "content",
    method: "POST",
    path: () => `/api/staff/content/facts/${facts.id}`,
    route: load("staff/content/[kind]/[id]"),
    params: () => ({ kind: "facts", id: facts.id }),
    body: () =>
      action === "restore"
        ? { action, revision: facts.revision, version: 1 }
        : { action, revision: facts.revision, data: seedFacts },
  })),
];

let forgetReleaseNote = () => {};

beforeAll(async () => {
  forgetReleaseNote = ownReleaseNote("staff-roles");
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-roles"), AUTH_SECRET });
  const database = await (await import("@/lib/db/client")).getDatabase();
  db = database.db;
  close = database.close;
  counsellor = await createStaff("counsellor");
  admin = await createStaff("admin");
  editor = await createStaff("editor");
  const { listEntries } = await import("@/lib/content-store/entries");
  const [entry] = await listEntries(db, "facts");
  facts = { id: entry!.id, revision: entry!.revision };
  const { POST } = await import("@/app/api/leads/route");
  const created = await POST(postJson("/api/leads", homeLead({ email: EMAIL })));
  leadId = ((await created.json()) as CreatedJson).data.id;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  forgetReleaseNote();
  await close?.();
  removeDataDirs();
});

async function call(action: Action, staff: TestStaff | null): Promise<Response> {
  const route = await action.route();
  const { findEntry } = await import("@/lib/content-store/entries");
  if (facts.id) facts.revision = (await findEntry(db, "facts", facts.id))!.revision;
  const request = staffRequest(action.path(), {
    staff,
    method: action.method,
    ...(action.body && { body: action.body() }),
  });
  return route(request, { params: Promise.resolve(action.params?.() ?? {}) as Promise<never> });
}

/** What nobody without the right may see: the person's details. */
async function expectNoData(response: Response) {
  const text = await response.text();
  expect(text).not.toContain(EMAIL);
  expect(text).not.toContain("9876543210");
  expect((JSON.parse(text) as ErrorJson).error.code).toMatch(/unauthorized|forbidden/);
}

describe.each(ACTIONS)("$name", (action) => {
  test("without a session: 401, no data", async () => {
    const response = await call(action, null);
    expect(response.status).toBe(401);
    await expectNoData(response);
  });

  test.each(["counsellor", "editor"] as const)(
    "as a %s: allowed only with the duty",
    async (role) => {
      const response = await call(action, role === "counsellor" ? counsellor : editor);
      if (may(role, action.duty)) {
        expect(response.status).toBeLessThan(300);
      } else {
        expect(response.status).toBe(403);
        await expectNoData(response);
      }
    },
  );
});

test("an admin may take every admin action (the last one, erasing, goes last)", async () => {
  // Run in an order where each still has something to act on.
  const order = [
    "export",
    "data request: find",
    "data request: download",
    "data request: correct",
    "add a staff member",
    "team: disable",
    "team: enable",
    "team: new-link",
    "team: set-role",
    "content: save",
    "content: publish",
    "content: restore",
    "data request: erase",
  ];
  for (const name of order) {
    const action = ACTIONS.find((a) => a.name === name)!;
    const response = await call(action, admin);
    expect([name, response.status < 300]).toEqual([name, true]);
  }
  // After erasing, the inbox holds nothing of the person.
  const { listInbox } = await import("@/lib/services/inbox");
  const { readInboxFilters } = await import("@/lib/inbox/filters");
  expect((await listInbox(db, readInboxFilters({ q: "asha", view: "all" }))).total).toBe(0);
});

test("a session cookie that was tampered with counts as none", async () => {
  const forged = {
    ...counsellor,
    cookie: counsellor.cookie.replace(/=(.)/, (_, c: string) => `=${c === "A" ? "B" : "A"}`),
  };
  const response = await call(ACTIONS[0]!, forged);
  expect(response.status).toBe(401);
});
