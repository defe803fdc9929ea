/** @jest-environment node */
// Status steps on each database, as the work needs them: new to interested in one step (the
// skipped step recorded), only the allowed steps otherwise, an admin reopening a closed enquiry or
// booking (audited, refused to a counsellor), and a rescheduled booking taking its new session.
import { eq } from "drizzle-orm";
import { appointments, auditEvents, leads } from "@/lib/db/schema";
import { FUTURE_MESSAGE } from "@/lib/validations/appointment";
import { errorOf, indiaDay, openItemSuite } from "./staff-item-support";
import { databaseTargets } from "./databases";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

describe.each(databaseTargets("staff-item-status"))("status steps on %s", (_, target) => {
  const s = openItemSuite(target);
  const lead = async () =>
    (await s.db().select().from(leads).where(eq(leads.id, s.ids.enquiry)))[0]!;
  const booking = async () =>
    (await s.db().select().from(appointments).where(eq(appointments.id, s.ids.booking)))[0]!;
  const audit = (id: string) =>
    s.db().select().from(auditEvents).where(eq(auditEvents.targetId, id));
  const move = (kind: "enquiries" | "bookings", from: string, to: string, staff = s.counsellor) =>
    s.save(
      kind,
      kind === "enquiries" ? s.ids.enquiry : s.ids.booking,
      { status: to, base: { status: from } },
      staff,
    );

  it("goes from new to interested in one step, recording the skipped step and the contact", async () => {
    expect((await move("enquiries", "new", "interested")).status).toBe(200);
    const row = await lead();
    expect(row.status).toBe("interested");
    expect(row.lastContactAt).toBeInstanceOf(Date);
    expect((await audit(s.ids.enquiry)).map((e) => [e.action, e.detail])).toEqual([
      ["status_changed", { from: "new", to: "interested", skipped: ["contacted"] }],
    ]);
  });

  it("refuses a step that is not allowed, naming both statuses", async () => {
    const skipped = await move("enquiries", "new", "enrolled");
    expect(skipped.status).toBe(422);
    expect((await errorOf(skipped)).fields).toEqual({
      status: "It cannot go from New to Enrolled.",
    });
    expect((await move("bookings", "requested", "contacted")).status).toBe(422);
    expect((await lead()).status).toBe("new");
    expect((await booking()).status).toBe("requested");
  });

  it("lets an admin reopen an enrolled enquiry, audited; a counsellor gets 403", async () => {
    await move("enquiries", "new", "interested");
    await move("enquiries", "interested", "enrolled");
    const refused = await move("enquiries", "enrolled", "interested");
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      code: "forbidden",
      fields: { status: "Only an admin can reopen it from Enrolled." },
    });
    expect((await lead()).status).toBe("enrolled");

    expect((await move("enquiries", "enrolled", "interested", s.admin)).status).toBe(200);
    expect((await lead()).status).toBe("interested");
    const reopened = (await audit(s.ids.enquiry)).filter((e) => e.action === "status_reopened");
    expect(reopened).toEqual([
      expect.objectContaining({
        actorId: s.admin.id,
        detail: { from: "enrolled", to: "interested" },
      }),
    ]);
    // Reopening is back to an open status, not anywhere.
    await move("enquiries", "interested", "enrolled");
    expect((await move("enquiries", "enrolled", "new", s.admin)).status).toBe(422);
  });

  it("lets an admin reopen a cancelled booking", async () => {
    await move("bookings", "requested", "cancelled");
    expect((await move("bookings", "cancelled", "confirmed")).status).toBe(403);
    expect((await move("bookings", "cancelled", "confirmed", s.admin)).status).toBe(200);
    expect((await booking()).status).toBe("confirmed");
  });

  it("reschedules a booking only with a future slot, moving its session", async () => {
    const before = await booking();
    const rescheduled = { status: "rescheduled", base: { status: "requested" } };
    const missing = await s.save("bookings", s.ids.booking, rescheduled);
    expect(missing.status).toBe(422);
    expect(Object.keys((await errorOf(missing)).fields ?? {})).toEqual(["slotDate"]);
    const past = await s.save("bookings", s.ids.booking, {
      ...rescheduled,
      slotDate: indiaDay(-1),
      slotTime: "17:30",
    });
    expect((await errorOf(past)).fields).toEqual({ slotDate: FUTURE_MESSAGE });
    const badTime = await s.save("bookings", s.ids.booking, {
      ...rescheduled,
      slotDate: indiaDay(4),
      slotTime: "25:00",
    });
    expect(Object.keys((await errorOf(badTime)).fields ?? {})).toEqual(["slotTime"]);
    expect(await booking()).toEqual(before);

    const day = indiaDay(5);
    const saved = await s.save("bookings", s.ids.booking, {
      ...rescheduled,
      slotDate: day,
      slotTime: "18:00",
    });
    expect(saved.status).toBe(200);
    const after = await booking();
    expect(after).toMatchObject({ status: "rescheduled", appointmentTime: "18:00" });
    expect(after.appointmentAt.toISOString()).toBe(new Date(`${day}T18:00:00+05:30`).toISOString());
    const [entry] = await audit(s.ids.booking);
    expect(entry?.detail).toEqual({
      from: "requested",
      to: "rescheduled",
      slot: { from: before.appointmentAt.toISOString(), to: after.appointmentAt.toISOString() },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Meera|meera|9988776655/);
  });
});
