/** @jest-environment node */
// POST /api/staff/data-requests on each database: an admin corrects a person's details and erases
// them from every table, leaving only counts behind (data-requests-support.ts seeds the person).
import { sql } from "drizzle-orm";
import { appointments, auditEvents, dataRequests, leads, outbox } from "@/lib/db/schema";
import type { PersonData } from "@/lib/services/data-requests";
import { EMAIL_DOMAIN_MESSAGE } from "@/lib/validations/lead";
import {
  ASHA,
  ROHAN,
  errorOf,
  everyRow,
  expectNoPersonalData,
  snapshot,
  prepareDataRequestEnv,
  openSeededDatabase,
} from "./data-requests-support";
import { databaseTargets } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

const env = prepareDataRequestEnv("data-request-changes");

describe.each(databaseTargets("data-request-changes"))(
  "changing a person's data on %s",
  (_, target) => {
    const s = openSeededDatabase(target, env);

    it("corrects a field and the copy in undelivered webhook events, auditing only its name", async () => {
      const response = await s.post({
        action: "correct",
        kind: "booking",
        id: s.ids.booking,
        field: "phone",
        value: "+91 90000-11111",
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        data: { kind: "booking", id: s.ids.booking, field: "phone", outbox: 1 },
      });
      const [row] = await s
        .db()
        .select()
        .from(appointments)
        .where(sql`id = ${s.ids.booking}`);
      expect(row?.phone).toBe("9000011111");
      const [event] = await s
        .db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'id' = ${s.ids.booking}`);
      expect((event!.payload as { data: { phone: string } }).data.phone).toBe("9000011111");

      const audit = await s
        .db()
        .select()
        .from(auditEvents)
        .where(sql`action = 'data_corrected'`);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        targetKind: "booking",
        targetId: s.ids.booking,
        actorId: s.admin.id,
        detail: { field: "phone" },
      });
      const [request] = await s.db().select().from(dataRequests);
      expect(request).toMatchObject({ kind: "correction", counts: { appointments: 1, outbox: 1 } });
      expect(JSON.stringify([audit, request])).not.toMatch(/9000011111|90000/);
    });

    it("leaves a delivered webhook event as it was sent", async () => {
      const response = await s.post({
        action: "correct",
        kind: "enquiry",
        id: s.ids.lead,
        field: "name",
        value: "  Asha   Sharma ",
      });
      expect(await response.json()).toMatchObject({ data: { outbox: 0 } });
      const [row] = await s
        .db()
        .select()
        .from(leads)
        .where(sql`id = ${s.ids.lead}`);
      expect(row?.name).toBe("Asha Sharma");
      const [event] = await s
        .db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'id' = ${s.ids.lead}`);
      expect((event!.payload as { data: { name: string } }).data.name).toBe("Asha Verma");
    });

    it("checks a corrected value with the rules of the form it came from, changing nothing when wrong", async () => {
      const before = await snapshot(s.db());
      const refused = async (body: Record<string, unknown>, status: number, fields?: object) => {
        const response = await s.post({ action: "correct", ...body });
        expect(response.status).toBe(status);
        const error = await errorOf(response);
        if (fields) expect(error.fields).toEqual(fields);
      };
      const lead = { kind: "enquiry", id: s.ids.lead };
      await refused({ ...lead, field: "email", value: "asha@company.com" }, 422, {
        value: EMAIL_DOMAIN_MESSAGE,
      });
      await refused({ ...lead, field: "email", value: "not-an-email" }, 422, {
        value: "Please enter a valid email address",
      });
      await refused({ ...lead, field: "phone", value: "12345" }, 422, {
        value: "Please enter a valid 10-digit phone number",
      });
      await refused({ ...lead, field: "name", value: "" }, 422, { value: "Name is required" });
      await refused({ ...lead, field: "linkedin_url", value: "javascript:alert(1)" }, 422);
      await refused(
        { kind: "enquiry", id: s.ids.sheetLead, field: "linkedin_url", value: "https://x.in" },
        422,
      );
      await refused({ ...lead, field: "program", value: "Java" }, 422);
      await refused({ ...lead, field: "branch_course", value: "B.Tech" }, 422);
      await refused(
        { kind: "booking", id: s.ids.booking, field: "branch_course", value: "B" },
        422,
        {
          value: "Course must be at least 2 characters long",
        },
      );
      await refused({ ...lead, field: "name", value: 42 }, 422);
      await refused({ ...lead, id: "not-a-uuid", field: "name", value: "Asha" }, 422);
      await refused({ kind: "booking", id: s.ids.lead, field: "name", value: "Asha Sharma" }, 404);
      expect(await snapshot(s.db())).toEqual(before);

      // An optional field can be cleared.
      const cleared = await s.post({
        action: "correct",
        ...lead,
        field: "linkedin_url",
        value: "",
      });
      expect(cleared.status).toBe(200);
      const [row] = await s
        .db()
        .select()
        .from(leads)
        .where(sql`id = ${s.ids.lead}`);
      expect(row?.linkedinUrl).toBeNull();
    });

    it("erases the person from every table, keeps everyone else, and records only counts", async () => {
      const others = await s.find({ email: ROHAN.email, phone: ROHAN.phone });
      await s.db().delete(dataRequests);
      await s.db().delete(auditEvents);

      const response = await s.post({
        action: "erase",
        email: ASHA.email,
        phone: "+91 98765 43210",
        confirm: true,
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { counts: PersonData["counts"] } };
      expect(data.counts).toEqual({
        leads: 2,
        appointments: 1,
        submission_notes: 2,
        outbox: 4,
        idempotency_keys: 2,
      });

      // Every table, as the database lists them now: none holds her email or phone any more.
      const rows = await everyRow(s.db());
      for (const secret of [ASHA.email, ASHA.otherEmail, ASHA.phone, ASHA.bookingPhone]) {
        expect(rows.filter(({ row }) => row.toLowerCase().includes(secret))).toEqual([]);
      }
      for (const id of [s.ids.lead, s.ids.sheetLead, s.ids.booking]) {
        expect(
          rows.filter(({ table, row }) => table !== "audit_events" && row.includes(id)),
        ).toEqual([]);
      }

      const after = await s.find({ email: ROHAN.email, phone: ROHAN.phone });
      expect(after).toEqual(others);
      expect((await s.find({ email: "meera.iyer@outlook.com" })).counts.appointments).toBe(1);

      const requests = await s
        .db()
        .select()
        .from(dataRequests)
        .where(sql`kind = 'erasure'`);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ handledBy: s.admin.id, counts: data.counts });
      const [erased] = await s
        .db()
        .select()
        .from(auditEvents)
        .where(sql`action = 'data_erased'`);
      expect(erased).toMatchObject({
        actorId: s.admin.id,
        targetKind: "data_request",
        targetId: requests[0]!.id,
        detail: { counts: data.counts },
      });
      expectNoPersonalData([JSON.stringify(requests), JSON.stringify(erased)]);

      const { listDataRequests } = await import("@/lib/services/data-requests");
      const listed = await listDataRequests(s.db());
      expect(listed.rows.map((r) => [r.kind, r.staffName])).toEqual(
        expect.arrayContaining([["erasure", "Priya Admin"]]),
      );
    });
  },
);
