/** @jest-environment node */
// POST /api/staff/data-requests on each database: an admin finds what is held about a person and
// downloads it, in the one error shape for bad input, and nobody else may. Submissions arrive
// through the real form handlers with a webhook configured, so their outbox events and idempotency
// records exist too (data-requests-support.ts). Corrections and erasure: data-request-changes.
import { sql } from "drizzle-orm";
import { auditEvents, dataRequests } from "@/lib/db/schema";
import type { PersonData } from "@/lib/services/data-requests";
import { staffRequest } from "./staff-support";
import {
  ASHA,
  errorOf,
  expectNoPersonalData,
  snapshot,
  prepareDataRequestEnv,
  openSeededDatabase,
} from "./data-requests-support";
import { type CreatedJson, SITE_URL, databaseTargets } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

const env = prepareDataRequestEnv("data-requests");

describe.each(databaseTargets("data-requests"))("finding a person's data on %s", (_, target) => {
  const s = openSeededDatabase(target, env);

  it("finds every row held about a person by email, and records the view without who it was", async () => {
    const data = await s.find({ email: " ASHA.Verma@gmail.com " });
    expect(data.counts).toEqual({
      leads: 1,
      appointments: 1,
      submission_notes: 2,
      outbox: 3,
      idempotency_keys: 2,
    });
    expect(data.leads.map((l) => l.id)).toEqual([s.ids.lead]);
    expect(data.leads[0]).toMatchObject({ email: ASHA.email, phone: ASHA.phone, status: "new" });
    expect(data.appointments.map((a) => a.id)).toEqual([s.ids.booking]);
    expect(data.submission_notes.map((n) => n.body)).toContain("Mentor confirmed for Saturday.");
    expect(data.idempotency_keys.map((k) => (k.response as CreatedJson).data.id).sort()).toEqual(
      [s.ids.lead, s.ids.booking].sort(),
    );

    const [request] = await s.db().select().from(dataRequests);
    expect(request).toMatchObject({ kind: "search", handledBy: s.admin.id, counts: data.counts });
    const audit = await s
      .db()
      .select()
      .from(auditEvents)
      .where(sql`action like 'data_%'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "data_request_viewed",
      actorId: s.admin.id,
      targetKind: "data_request",
      targetId: request!.id,
      detail: { counts: data.counts },
    });
    expectNoPersonalData([JSON.stringify(request), JSON.stringify(audit)]);
  });

  it.each(["9876543210", "+91 98765 43210", "098765-43210", "+919876543210", "0091 9876543210"])(
    "finds both enquiries made with the phone written as %s",
    async (phone) => {
      const data = await s.find({ phone });
      expect(data.leads.map((l) => l.id).sort()).toEqual([s.ids.lead, s.ids.sheetLead].sort());
      expect(data.counts).toEqual({
        leads: 2,
        appointments: 0,
        submission_notes: 1,
        outbox: 2,
        idempotency_keys: 1,
      });
    },
  );

  it("finds the union when given both email and phone", async () => {
    const data = await s.find({ email: ASHA.email, phone: ASHA.phone });
    expect(data.counts).toEqual({
      leads: 2,
      appointments: 1,
      submission_notes: 2,
      outbox: 4,
      idempotency_keys: 2,
    });
  });

  it("sends the data as a JSON file that is never cached, and records the download", async () => {
    const response = await s.post({ action: "download", email: ASHA.email });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="coderhouse-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = JSON.parse(await response.text()) as PersonData & { generated_at: string };
    expect(file.leads[0]!.email).toBe(ASHA.email);
    expect(file.counts.leads).toBe(1);
    expect(Date.parse(file.generated_at)).not.toBeNaN();
    const [entry] = await s
      .db()
      .select()
      .from(auditEvents)
      .where(sql`action like 'data_%'`);
    expect(entry?.action).toBe("data_request_downloaded");
  });

  it("refuses a request naming no one, or naming them badly, in the one error shape", async () => {
    const cases: [unknown, number, string, Record<string, string>?][] = [
      [{ action: "find" }, 422, "validation_failed", { email: expect.any(String) as string }],
      [{ action: "find", email: "", phone: " " }, 422, "validation_failed"],
      [
        { action: "find", phone: "12345" },
        422,
        "validation_failed",
        { phone: "Please enter a valid 10-digit phone number" },
      ],
      [
        { action: "find", email: "asha@" },
        422,
        "validation_failed",
        { email: "Please enter a valid email address" },
      ],
      [{ action: "find", email: ["x"] }, 422, "validation_failed"],
      [
        { action: "delete", email: ASHA.email },
        422,
        "validation_failed",
        { action: expect.any(String) as string },
      ],
      [{ email: ASHA.email }, 422, "validation_failed"],
      [["find"], 422, "validation_failed"],
      [
        { action: "erase", email: ASHA.email },
        422,
        "validation_failed",
        { confirm: expect.any(String) as string },
      ],
      [{ action: "erase", email: ASHA.email, confirm: "yes" }, 422, "validation_failed"],
    ];
    const before = await snapshot(s.db());
    for (const [body, status, code, fields] of cases) {
      const response = await s.post(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), status]);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      if (fields) expect(error.fields).toMatchObject(fields);
    }
    expect(await snapshot(s.db())).toEqual(before);

    const notJson = new Request(`${SITE_URL}/api/staff/data-requests`, {
      method: "POST",
      headers: { cookie: s.admin.cookie, "content-type": "application/json", origin: SITE_URL },
      body: "{email:",
    });
    expect((await s.route(notJson)).status).toBe(400);
    const crossSite = staffRequest("/api/staff/data-requests", {
      staff: s.admin,
      method: "POST",
      body: { action: "find", email: ASHA.email },
    });
    crossSite.headers.set("origin", "https://evil.example");
    expect((await errorOf(await s.route(crossSite))).code).toBe("forbidden_origin");
  });

  it("lets only admins in: a counsellor gets 403, no session 401, and nothing changes", async () => {
    const before = await snapshot(s.db());
    const bodies = [
      { action: "find", email: ASHA.email },
      { action: "download", email: ASHA.email },
      { action: "correct", kind: "enquiry", id: s.ids.lead, field: "name", value: "Someone Else" },
      { action: "erase", email: ASHA.email, confirm: true },
    ];
    for (const body of bodies) {
      const forbidden = await s.post(body, s.counsellor);
      expect(forbidden.status).toBe(403);
      expect((await errorOf(forbidden)).code).toBe("forbidden");
      const anonymous = await s.post(body, null);
      expect(anonymous.status).toBe(401);
      expect((await errorOf(anonymous)).code).toBe("unauthorized");
    }
    expect(await snapshot(s.db())).toEqual(before);
  });
});
