/** @jest-environment node */
// POST /api/staff/data-requests on each database: an admin corrects a person's details (the
// webhook copies not yet sent too) by the rules of the form they came from, and no step acts on a
// record that has none of the details given (data-requests-support.ts seeds the people). Erasure:
// data-request-erasure.test.ts.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { appointments, auditEvents, dataRequests, leads, outbox } from "@/lib/db/schema";
import { EMAIL_DOMAIN_MESSAGE } from "@/lib/validations/lead";
import {
  ASHA,
  ASKED,
  errorOf,
  snapshot,
  prepareDataRequestEnv,
  openSeededDatabase,
} from "./data-requests-support";
import { databaseTargets } from "./databases";

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
        requested_by: "authorised",
        verified_by: "email_reply",
        email: ASHA.email,
        kind: "booking",
        id: s.ids.booking,
        field: "phone",
        value: "+91 90000-11111",
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        data: {
          kind: "booking",
          id: s.ids.booking,
          field: "phone",
          value: "9000011111",
          outbox: 1,
        },
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
      expect(request).toMatchObject({
        kind: "correction",
        counts: { appointments: 1, outbox: 1 },
        requestedBy: "authorised",
        verifiedBy: "email_reply",
        matchedOn: "email",
      });
      expect(JSON.stringify([audit, request])).not.toMatch(/9000011111|90000/);
    });

    it("leaves a delivered webhook event as it was sent", async () => {
      const response = await s.post({
        action: "correct",
        ...ASKED,
        phone: ASHA.phone,
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
        const response = await s.post({ action: "correct", ...ASKED, phone: ASHA.phone, ...body });
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
        {
          kind: "booking",
          id: s.ids.booking,
          field: "branch_course",
          value: "B",
          email: ASHA.email,
        },
        422,
        {
          value: "Course must be at least 2 characters long",
        },
      );
      await refused({ ...lead, field: "name", value: 42 }, 422);
      await refused({ ...lead, id: "not-a-uuid", field: "name", value: "Asha" }, 422);
      await refused({ kind: "booking", id: s.ids.lead, field: "name", value: "Asha Sharma" }, 404);
      // Her booking has another phone: not a record of the details given.
      await refused({ kind: "booking", id: s.ids.booking, field: "name", value: "Asha S" }, 422, {
        ids: expect.stringMatching(/^One ticked record does not match/) as string,
      });
      expect(await snapshot(s.db())).toEqual(before);

      // An optional field can be cleared.
      const cleared = await s.post({
        action: "correct",
        ...ASKED,
        phone: ASHA.phone,
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

    it("refuses, changing nothing, ticked ids that have none of the details or do not exist", async () => {
      const asked = { ...ASKED, email: ASHA.email, phone: ASHA.phone };
      const before = await snapshot(s.db());
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ action: "download", ids: [s.ids.rohan] }, /^One ticked record does not match/],
        [{ action: "download", ids: [randomUUID()] }, /^One ticked record does not match/],
        [
          { action: "erase", ids: [s.ids.lead, s.ids.rohan, s.ids.meera], confirm: true },
          /^2 ticked records do not match/,
        ],
        [
          { action: "correct", kind: "enquiry", id: s.ids.rohan, field: "name", value: "Someone" },
          /^One ticked record does not match/,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await s.post({ ...asked, ...body });
        expect([body.action, response.status]).toEqual([body.action, 422]);
        const error = await errorOf(response);
        expect(error.code).toBe("validation_failed");
        expect(error.fields?.ids).toMatch(message);
      }
      expect(await snapshot(s.db())).toEqual(before);
    });
  },
);
