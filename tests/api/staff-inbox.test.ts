/** @jest-environment node */
// The inbox's actions as a counsellor and an admin take them: status steps (only the allowed
// ones), owner, follow-up day, notes, the filtered list and its CSV export, each in the audit
// log without the person's details. One save of an item page in depth, on both databases:
// staff-item.test.ts and staff-item-status.test.ts.
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { auditEvents, leads } from "@/lib/db/schema";
import { appointment, coderSheetLead, homeLead } from "../fixtures/submissions";
import { indiaDay } from "./staff-item-support";
import { type TestStaff, AUTH_SECRET, createStaff, staffRequest } from "./staff-support";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { type CreatedJson, type ErrorJson, SITE_URL, postJson, useEnv } from "./support";

type Handler = (
  request: Request,
  context: { params: Promise<{ kind: string; id: string }> },
) => Promise<Response>;
let db: Db;
let close: () => Promise<void>;
let change: Handler;
let exportCsv: (request: Request) => Promise<Response>;
let counsellor: TestStaff;
let admin: TestStaff;
let ids: { home: string; sheet: string; booking: string };

const params = (kind: string, id: string) => ({ params: Promise.resolve({ kind, id }) });

async function submit(path: string, body: Record<string, unknown>): Promise<string> {
  const { POST } = await import(`@/app/api/${path}/route`);
  const response: Response = await POST(postJson(`/api/${path}`, body));
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedJson).data.id;
}

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-inbox"), AUTH_SECRET });
  const database = await (await import("@/lib/db/client")).getDatabase();
  db = database.db;
  close = database.close;
  change = (await import("@/app/api/staff/submissions/[kind]/[id]/route")).POST;
  exportCsv = (await import("@/app/api/staff/export/route")).GET;
  counsellor = await createStaff("counsellor", "Neha Counsellor");
  admin = await createStaff("admin", "Vikas Admin");
  ids = {
    home: await submit("leads", homeLead()),
    sheet: await submit(
      "leads",
      coderSheetLead({ query: "=HYPERLINK(1)", email: "rohan@gmail.com" }),
    ),
    booking: await submit("appointments", appointment()),
  };
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await close?.();
  removeDataDirs();
});

const post = (kind: string, id: string, body: unknown, staff: TestStaff = counsellor) =>
  change(
    staffRequest(`/api/staff/submissions/${kind}/${id}`, { staff, method: "POST", body }),
    params(kind, id),
  );

const auditOf = (id: string) => db.select().from(auditEvents).where(eq(auditEvents.targetId, id));

describe("status", () => {
  test("an enquiry moves along its steps, and a contact is remembered for retention", async () => {
    const moved = await post("enquiries", ids.home, {
      status: "contacted",
      base: { status: "new" },
    });
    expect(moved.status).toBe(200);
    const [row] = await db.select().from(leads).where(eq(leads.id, ids.home));
    expect(row?.status).toBe("contacted");
    expect(row?.lastContactAt).toBeInstanceOf(Date);
    const entries = await auditOf(ids.home);
    expect(entries.find((e) => e.action === "status_changed")).toMatchObject({
      actorId: counsellor.id,
      targetKind: "enquiry",
      detail: { from: "new", to: "contacted" },
    });
  });

  test("a step that skips or goes back is refused with the field's message", async () => {
    const skipped = await post("enquiries", ids.sheet, {
      status: "enrolled",
      base: { status: "new" },
    });
    expect(skipped.status).toBe(422);
    const body = (await skipped.json()) as ErrorJson;
    expect(body.error.fields?.status).toBe("It cannot go from New to Enrolled.");
    const [row] = await db.select().from(leads).where(eq(leads.id, ids.sheet));
    expect(row?.status).toBe("new");
  });

  test("a booking has its own steps; an enquiry status does not fit it", async () => {
    const step = (from: string, to: string) =>
      post("bookings", ids.booking, { status: to, base: { status: from } });
    expect((await step("requested", "contacted")).status).toBe(422);
    expect((await step("requested", "confirmed")).status).toBe(200);
    expect((await step("confirmed", "requested")).status).toBe(422);
  });
});

describe("owner, follow-up and notes", () => {
  test("owner and follow-up day are saved; a stranger as owner is refused", async () => {
    const day = indiaDay(5);
    const ok = await post("enquiries", ids.home, {
      ownerId: counsellor.id,
      followUpOn: day,
      base: { ownerId: "", followUpOn: "" },
    });
    expect(ok.status).toBe(200);
    const [row] = await db.select().from(leads).where(eq(leads.id, ids.home));
    expect(row).toMatchObject({ ownerId: counsellor.id, followUpOn: day });
    const fresh = { ownerId: counsellor.id, followUpOn: day };
    expect((await post("enquiries", ids.home, { ownerId: "nobody", base: fresh })).status).toBe(
      422,
    );
    const unreal = { followUpOn: "2026-02-31", base: fresh };
    expect((await post("enquiries", ids.home, unreal)).status).toBe(422);
    expect((await post("enquiries", ids.home, { colour: "red" })).status).toBe(422);
  });

  test("a note is kept with its author; its text never reaches the audit log", async () => {
    const added = await post("enquiries", ids.home, {
      note: "Called, asked for the weekend batch fees",
    });
    expect(added.status).toBe(200);
    const { getInboxItem } = await import("@/lib/services/inbox-item");
    const item = await getInboxItem(db, "enquiries", ids.home);
    expect(item?.notes).toEqual([
      expect.objectContaining({
        body: "Called, asked for the weekend batch fees",
        authorName: "Neha Counsellor",
      }),
    ]);
    const logged = JSON.stringify(await auditOf(ids.home));
    expect(logged).toContain("note_added");
    expect(logged).not.toContain("weekend batch");
    expect((await post("enquiries", ids.home, { note: "   " })).status).toBe(422);
  });

  test("an unknown or malformed submission is 404, not a 500", async () => {
    expect(
      (await post("enquiries", "00000000-0000-4000-8000-000000000000", { note: "Called" })).status,
    ).toBe(404);
    expect((await post("enquiries", "not-a-uuid", { note: "Called" })).status).toBe(404);
    expect((await post("leads", ids.home, { note: "Called" })).status).toBe(404);
  });
});

describe("list and export", () => {
  test("filters, search and counts per status", async () => {
    const { listInbox } = await import("@/lib/services/inbox");
    const { parseInboxFilters } = await import("@/lib/inbox/filters");
    const list = (query: string) =>
      listInbox(db, parseInboxFilters(new URLSearchParams(query)).filters);
    const all = await list("view=all");
    expect(all.rows.map((r) => r.id)).toEqual([ids.sheet, ids.home]); // newest first
    expect(all.counts).toMatchObject({ new: 1, contacted: 1 });
    // The inbox opens on what needs action: the contacted one, with no follow-up day, is not.
    const opening = await list("");
    expect(opening.rows.map((r) => r.id)).toEqual([ids.sheet]);
    expect(opening.counts).toMatchObject({ new: 1, contacted: 0 });
    expect(opening.views).toMatchObject({ "needs-action": 1, all: 2 });
    expect((await list("view=all&status=new")).rows.map((r) => r.id)).toEqual([ids.sheet]);
    expect((await list("view=all&q=asha")).rows.map((r) => r.id)).toEqual([ids.home]);
    expect((await list("view=all&q=98765 43210")).rows.map((r) => r.id)).toEqual([ids.home]);
    expect((await list("q=rohan%40gmail")).rows.map((r) => r.id)).toEqual([ids.sheet]);
    expect((await list("form=coder_sheet")).total).toBe(1);
    expect((await list("view=all&q=%25")).total).toBe(0); // a LIKE wildcard is taken literally
    expect((await list("kind=bookings&view=all&domain=frontend")).rows).toHaveLength(0);
    expect((await list("kind=bookings&view=all")).rows.map((r) => r.id)).toEqual([ids.booking]);
  });

  test("an admin exports the filter as CSV with the formula guard, and it is audited", async () => {
    const response = await exportCsv(
      staffRequest("/api/staff/export?form=coder_sheet", { staff: admin }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // (the byte-order mark and every column: staff-inbox-export.test.ts)
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=HYPERLINK(1)");
    const [entry] = await db.select().from(auditEvents).where(eq(auditEvents.action, "export"));
    expect(entry).toMatchObject({ actorId: admin.id, detail: { rows: 1, searched: false } });
  });

  test("a bad filter in the export is a 400 naming it", async () => {
    const response = await exportCsv(
      staffRequest("/api/staff/export?status=lost&from=2026-13-01", { staff: admin }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorJson;
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["from", "status"]);
  });
});
