/** @jest-environment node */
// The reply templates in the content store, on each database: only an admin changes them (an
// editor, who edits the rest of the site's content, and a counsellor get 403 and change nothing);
// an unknown placeholder is refused under its field; a publish is a version in the audit log like
// any content publish, and an earlier version comes back in one step. A page's replies read what
// is published, and their "Mark as contacted" is the item's own status change.
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { seedReplyTemplates } from "@/lib/content-store/replies";
import { auditEvents, leads } from "@/lib/db/schema";
import { homeLead } from "../fixtures/submissions";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";
import { OPEN_TIMEOUT_MS, databaseTargets, freshDataDir, removeDataDirs } from "./databases";
import {
  type CreatedJson,
  type ErrorJson,
  SITE_URL,
  ownReleaseNote,
  postJson,
  useEnv,
} from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.unmock("@/lib/content-store/read");
jest.setTimeout(60_000);

type Route = (
  request: Request,
  context: { params: Promise<{ kind: string; id: string }> },
) => Promise<Response>;

const withWhatsApp = (en: string) => ({
  ...seedReplyTemplates,
  enquiry: { ...seedReplyTemplates.enquiry, whatsapp: { en, hi: "" } },
});

describe.each(databaseTargets("staff-reply-templates"))("reply templates on %s", (_, target) => {
  let handle: DatabaseHandle;
  let route: Route;
  let forgetReleaseNote = () => {};
  const staff = {} as Record<"admin" | "editor" | "counsellor", TestStaff>;
  let id = "";

  beforeAll(async () => {
    forgetReleaseNote = ownReleaseNote(`reply-templates-${target.name}`);
    useEnv({ SITE_URL, DATA_DIR: freshDataDir("reply-templates-unused"), AUTH_SECRET });
    const client = await import("@/lib/db/client");
    handle = await client.openDatabase({ ...(await target.create()), holder: "jest replies" });
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
    (await import("@/lib/process-wide.mjs")).forgetProcessWide("staff-auth");
    route = (await import("@/app/api/staff/content/[kind]/[id]/route")).POST as Route;
    for (const role of ["admin", "editor", "counsellor"] as const)
      staff[role] = await createStaff(role, `Test ${role}`);
    const { listEntries } = await import("@/lib/content-store/entries");
    id = (await listEntries(handle.db, "replies"))[0]!.id;
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    forgetReleaseNote();
    await handle?.close();
    await target.dispose();
    removeDataDirs();
  });

  const entry = async () => {
    const { findEntry } = await import("@/lib/content-store/entries");
    return (await findEntry(handle.db, "replies", id))!;
  };
  const send = async (who: TestStaff, body: Record<string, unknown>) =>
    route(
      staffRequest(`/api/staff/content/replies/${id}`, {
        staff: who,
        method: "POST",
        body: { revision: (await entry()).revision, ...body },
      }),
      { params: Promise.resolve({ kind: "replies", id }) },
    );
  const published = async () => {
    const { loadPublished } = await import("@/lib/content-store/read");
    return (await loadPublished("replies"))[0]!;
  };

  test("starts from the first version, in both languages", async () => {
    expect(await published()).toEqual(seedReplyTemplates);
    expect((await entry()).version).toBe(1);
  });

  test.each(["editor", "counsellor"] as const)(
    "refuses the %s with 403, changing nothing",
    async (role) => {
      const before = await entry();
      for (const body of [
        { action: "publish", data: withWhatsApp("Hi {first_name}") },
        { action: "save", data: withWhatsApp("Hi {first_name}") },
        { action: "restore", version: 1 },
      ]) {
        const response = await send(staff[role], body);
        expect(response.status).toBe(403);
        expect(((await response.json()) as ErrorJson).error.code).toBe("forbidden");
      }
      expect(await entry()).toEqual(before);
    },
  );

  test("refuses an unknown placeholder under its field, saving nothing", async () => {
    const before = await entry();
    const response = await send(staff.admin, {
      action: "publish",
      data: withWhatsApp("Hello {name}, call {institute_phone}"),
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.fields?.["enquiry.whatsapp.en"]).toMatch(
      /^Unknown placeholder \{name\}\. Use only \{first_name\}, /,
    );
    expect(await entry()).toEqual(before);
  });

  test("an admin publishes a change, audited, and restores the first version", async () => {
    const text = "Hello {first_name}, {counsellor} here from Coder House.";
    expect((await send(staff.admin, { action: "publish", data: withWhatsApp(text) })).status).toBe(
      200,
    );
    expect((await published()).enquiry.whatsapp).toEqual({ en: text, hi: "" });
    const audit = await handle.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit.map((a) => [a.action, a.actorId, a.detail])).toEqual([
      [
        "content_published",
        staff.admin.id,
        { kind: "replies", version: 2, changed: ["enquiry.whatsapp.en", "enquiry.whatsapp.hi"] },
      ],
    ]);

    expect((await send(staff.admin, { action: "restore", version: 1 })).status).toBe(200);
    expect(await published()).toEqual(seedReplyTemplates);
    expect((await entry()).version).toBe(3);
  });

  test("a page's replies use what is published, and marking contacted is the status step", async () => {
    const text = "Namaste {first_name}! {counsellor}, Coder House.";
    await send(staff.admin, { action: "publish", data: withWhatsApp(text) });
    const created = await (
      await import("@/app/api/leads/route")
    ).POST(postJson("/api/leads", homeLead({ phone: "+91 98765 43210" })));
    const leadId = ((await created.json()) as CreatedJson).data.id;
    const { getInboxItem } = await import("@/lib/services/inbox-item");
    const { repliesFor } = await import("@/lib/services/inbox-replies");
    const item = (await getInboxItem(handle.db, "enquiries", leadId))!;
    const { links, step } = await repliesFor(item, leadId, "Kiran Counsellor");
    expect(links.whatsapp).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent("Namaste Asha! Kiran, Coder House.")}`,
    );
    expect(step).toEqual({
      api: `/api/staff/submissions/enquiries/${leadId}`,
      from: "new",
      to: "contacted",
      label: "Mark as contacted",
    });

    const save = (await import("@/app/api/staff/submissions/[kind]/[id]/route")).POST;
    const marked = await save(
      staffRequest(step!.api, {
        staff: staff.counsellor,
        method: "POST",
        body: { status: step!.to, base: { status: step!.from } },
      }),
      { params: Promise.resolve({ kind: "enquiries", id: leadId }) },
    );
    expect(marked.status).toBe(200);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect([row!.status, row!.lastContactAt]).toEqual(["contacted", expect.any(Date)]);
    const after = await repliesFor(
      (await getInboxItem(handle.db, "enquiries", leadId))!,
      leadId,
      "Kiran",
    );
    expect(after.step).toBeNull();
  });
});
