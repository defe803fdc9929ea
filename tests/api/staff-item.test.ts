/** @jest-environment node */
// One save of a submission's page, on each database: what the person changed is stored together
// (a status and a note in one go), a field they did not touch is never sent back, a page that went
// stale on a field it changes gets 409 naming what changed and stores nothing, and bad input is a
// 4xx with a message for the field. Status steps and rescheduling: staff-item-status.test.ts.
import { eq } from "drizzle-orm";
import { auditEvents, leads } from "@/lib/db/schema";
import { errorOf, indiaDay, openItemSuite } from "./staff-item-support";
import { databaseTargets } from "./databases";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

describe.each(databaseTargets("staff-item"))("saving a submission's page on %s", (_, target) => {
  const s = openItemSuite(target);
  const lead = async () =>
    (await s.db().select().from(leads).where(eq(leads.id, s.ids.enquiry)))[0]!;

  it("stores a status and a note saved in one go, each audited, the note's text not", async () => {
    const response = await s.save("enquiries", s.ids.enquiry, {
      status: "unreachable",
      note: "No answer at 11 and at 4; try the evening.",
      base: { status: "new" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "Saved." });
    expect(await lead()).toMatchObject({ status: "unreachable", ownerId: null, followUpOn: null });
    const { getInboxItem } = await import("@/lib/services/inbox-item");
    const item = await getInboxItem(s.db(), "enquiries", s.ids.enquiry);
    expect(item?.notes).toEqual([
      expect.objectContaining({
        body: "No answer at 11 and at 4; try the evening.",
        authorName: "Kiran Counsellor",
      }),
    ]);
    const audit = await s
      .db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, s.ids.enquiry));
    expect(audit.map((e) => e.action).sort()).toEqual(["note_added", "status_changed"]);
    expect(JSON.stringify(audit)).not.toContain("evening");
  });

  it("leaves the owner an admin set when a stale page saves only a follow-up day", async () => {
    const owner = await s.save(
      "enquiries",
      s.ids.enquiry,
      { ownerId: s.other.id, base: { ownerId: "" } },
      s.admin,
    );
    expect(owner.status).toBe(200);
    // The counsellor's page still shows "Nobody yet" as owner; they change the day only.
    const day = indiaDay(3);
    const later = await s.save("enquiries", s.ids.enquiry, {
      followUpOn: day,
      base: { followUpOn: "" },
    });
    expect(later.status).toBe(200);
    expect(await lead()).toMatchObject({ ownerId: s.other.id, followUpOn: day, status: "new" });
  });

  it("saves a change of owner from a page older than a status move, leaving the status", async () => {
    const moved = await s.save(
      "enquiries",
      s.ids.enquiry,
      { status: "contacted", base: { status: "new" } },
      s.other,
    );
    expect(moved.status).toBe(200);
    const owner = await s.save("enquiries", s.ids.enquiry, {
      ownerId: s.counsellor.id,
      base: { ownerId: "" },
    });
    expect(owner.status).toBe(200);
    expect(await lead()).toMatchObject({ status: "contacted", ownerId: s.counsellor.id });
  });

  it("refuses a field changed meanwhile with 409 naming the change, and stores nothing", async () => {
    await s.save(
      "enquiries",
      s.ids.enquiry,
      { status: "contacted", base: { status: "new" } },
      s.other,
    );
    const before = await s.state(s.ids.enquiry);
    const stale = await s.save("enquiries", s.ids.enquiry, {
      status: "unreachable",
      ownerId: s.counsellor.id,
      note: "Tried twice.",
      base: { status: "new", ownerId: "" },
    });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({
      code: "conflict",
      message: "Meanwhile the status became Contacted. Nothing was saved: look again and save.",
      fields: { status: "Meanwhile the status became Contacted." },
    });
    expect(await s.state(s.ids.enquiry)).toBe(before);
  });

  it("names every field that changed meanwhile, with the new owner's name", async () => {
    const day = indiaDay(2);
    await s.save(
      "enquiries",
      s.ids.enquiry,
      { ownerId: s.other.id, followUpOn: day, base: { ownerId: "", followUpOn: "" } },
      s.admin,
    );
    const stale = await s.save("enquiries", s.ids.enquiry, {
      ownerId: s.counsellor.id,
      followUpOn: "",
      base: { ownerId: "", followUpOn: "" },
    });
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error.message).toMatch(
      /^Meanwhile the owner became Neha Counsellor and the follow-up day became \d{1,2} \w{3} \d{4}\. Nothing was saved/,
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["followUpOn", "ownerId"]);
    expect(await lead()).toMatchObject({ ownerId: s.other.id, followUpOn: day });
  });

  it("refuses a follow-up day before today in India, and takes today", async () => {
    const before = await s.state(s.ids.enquiry);
    const past = await s.save("enquiries", s.ids.enquiry, {
      followUpOn: indiaDay(-1),
      base: { followUpOn: "" },
    });
    expect(past.status).toBe(422);
    expect((await errorOf(past)).fields).toEqual({ followUpOn: "Choose today or a later day" });
    expect(await s.state(s.ids.enquiry)).toBe(before);
    const today = await s.save("enquiries", s.ids.enquiry, {
      followUpOn: indiaDay(0),
      base: { followUpOn: "" },
    });
    expect(today.status).toBe(200);
    expect((await lead()).followUpOn).toBe(indiaDay(0));
  });

  it("answers bad input with a 4xx naming the field, storing nothing", async () => {
    const before = await s.state(s.ids.enquiry);
    const cases: [unknown, number, string][] = [
      [{}, 422, "body"],
      [{ base: {} }, 422, "body"],
      [{ note: "   " }, 422, "note"],
      [{ note: "x".repeat(2001) }, 422, "note"],
      [{ status: "contacted" }, 422, "base.status"],
      [{ ownerId: "nobody", base: { ownerId: "" } }, 422, "ownerId"],
      [{ followUpOn: "2026-02-31", base: { followUpOn: "" } }, 422, "followUpOn"],
      [{ colour: "red" }, 422, "body"],
      [{ slotDate: indiaDay(2), slotTime: "17:00" }, 422, "slotDate"],
    ];
    for (const [body, status, field] of cases) {
      const response = await s.save("enquiries", s.ids.enquiry, body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), status]);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toContain(field);
    }
    expect(await s.state(s.ids.enquiry)).toBe(before);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const none = { status: "contacted", base: { status: "new" } };
    expect((await s.save("enquiries", unknown, none)).status).toBe(404);
    expect((await s.save("enquiries", "not-a-uuid", none)).status).toBe(404);
    expect((await s.save("bookings", s.ids.enquiry, none)).status).toBe(404);
  });
});
