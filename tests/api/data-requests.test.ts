/** @jest-environment node */
// POST /api/staff/data-requests on each database: an admin finds the records with the details a
// person proved (each with what matched; a relative sharing a phone shown apart, never ticked) and
// downloads the ticked ones, each step recorded with who asked and how they were verified; bad
// input gets the one error shape, and nobody else may. Submissions arrive through the real form
// handlers with a webhook configured, so their outbox events and idempotency records exist too
// (data-requests-support.ts). Corrections and refused ids: data-request-changes; erasure:
// data-request-erasure.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { auditEvents, dataRequests } from "@/lib/db/schema";
import type { PersonData } from "@/lib/services/data-requests";
import {
  CALL_BACK_MESSAGE,
  EMAIL_REPLY_MESSAGE,
  IDS_MESSAGE,
} from "@/lib/services/data-requests/schema";
import { staffRequest } from "./staff-support";
import {
  ASHA,
  ASKED,
  FATHER,
  errorOf,
  expectNoPersonalData,
  snapshot,
  prepareDataRequestEnv,
  openSeededDatabase,
} from "./data-requests-support";
import { databaseTargets } from "./databases";
import { SITE_URL } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

const env = prepareDataRequestEnv("data-requests");
const BY_EMAIL = { requested_by: "guardian", verified_by: "email_reply" } as const;

describe.each(databaseTargets("data-requests"))("finding a person's data on %s", (_, target) => {
  const s = openSeededDatabase(target, env);
  const requests = () => s.db().select().from(dataRequests).orderBy(dataRequests.at);

  it("finds every record with the proved email, ticked, and records the search without who it was", async () => {
    const found = await s.find({ ...BY_EMAIL, email: " ASHA.Verma@gmail.com " });
    expect(found.rule).toBe("email");
    expect(found.hidden).toBe(0);
    expect(found.records.map((r) => [r.id, r.kind, r.stored, r.matches, r.meets_rule])).toEqual([
      [s.ids.lead, "enquiry", true, { email: true, phone: null }, true],
      [s.ids.booking, "booking", true, { email: true, phone: null }, true],
      [s.ids.gone, "enquiry", false, { email: true, phone: null }, true],
    ]);
    expect(found.records[0]).toMatchObject({
      name: "Asha Verma",
      email: ASHA.email,
      phone: ASHA.phone,
      counts: { submission_notes: 1, outbox: 1, idempotency_keys: 1 },
    });

    const [request] = await requests();
    expect(request).toMatchObject({
      kind: "search",
      handledBy: s.admin.id,
      requestedBy: "guardian",
      verifiedBy: "email_reply",
      matchedOn: "email",
      counts: {
        leads: 1,
        appointments: 1,
        submission_notes: 2,
        outbox: 3,
        idempotency_keys: 2,
        partly_matched: 0,
      },
    });
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
      detail: { counts: request!.counts },
    });
    expectNoPersonalData([JSON.stringify(request), JSON.stringify(audit)]);
  });

  it.each(["9876543210", "+91 98765 43210", "098765-43210", "+919876543210", "0091 9876543210"])(
    "with the phone alone (written %s), shows everyone on it by name, her father too",
    async (phone) => {
      const found = await s.find({ phone });
      expect(found.rule).toBe("phone");
      expect(found.records.map((r) => [r.id, r.name, r.matches.email, r.meets_rule])).toEqual([
        [s.ids.lead, "Asha Verma", null, true],
        [s.ids.sheetLead, "Asha Verma", null, true],
        [s.ids.father, FATHER.name, null, true],
        [s.ids.gone, "Asha Verma", null, true],
      ]);
    },
  );

  it("with email and phone, ticks only records with both; part matches show only when asked, unticked", async () => {
    const found = await s.find({ email: ASHA.email, phone: ASHA.phone });
    expect(found.rule).toBe("both");
    expect(found.records.map((r) => r.id)).toEqual([s.ids.lead, s.ids.gone]);
    expect(found.hidden).toBe(3);

    const all = await s.find({ email: ASHA.email, phone: ASHA.phone, include_partial: true });
    expect(all.hidden).toBe(0);
    const shown = Object.fromEntries(all.records.map((r) => [r.id, [r.matches, r.meets_rule]]));
    expect(shown).toEqual({
      [s.ids.lead]: [{ email: true, phone: true }, true],
      [s.ids.gone]: [{ email: true, phone: true }, true],
      [s.ids.sheetLead]: [{ email: false, phone: true }, false],
      [s.ids.booking]: [{ email: true, phone: false }, false],
      [s.ids.father]: [{ email: false, phone: true }, false],
    });
    const searches = await requests();
    expect(
      searches.map((r) => [r.kind, r.matchedOn, (r.counts as { leads: number }).leads]),
    ).toEqual([
      ["search", "both", 1],
      ["search", "both", 1],
    ]);
    expect(searches[0]!.counts).toMatchObject({ partly_matched: 3 });
  });

  it("downloads only the ticked records as a JSON file, never cached, recorded as its own step", async () => {
    const response = await s.post({
      action: "download",
      ...ASKED,
      email: ASHA.email,
      phone: ASHA.phone,
      ids: [s.ids.lead, s.ids.gone],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="coderhouse-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const file = JSON.parse(text) as PersonData & { generated_at: string };
    expect(Date.parse(file.generated_at)).not.toBeNaN();
    expect(file.leads.map((l) => l.id)).toEqual([s.ids.lead]);
    expect(file.appointments).toEqual([]);
    expect(file.counts).toEqual({
      leads: 1,
      appointments: 0,
      submission_notes: 1,
      outbox: 2,
      idempotency_keys: 1,
    });
    for (const his of [FATHER.email, FATHER.name, FATHER.query, FATHER.note, s.ids.father])
      expect(text).not.toContain(his);

    const [request] = await requests();
    expect(request).toMatchObject({
      kind: "download",
      requestedBy: "self",
      verifiedBy: "call_back",
      matchedOn: "both",
      counts: { ...file.counts, partly_matched: 0 },
    });
    const [entry] = await s
      .db()
      .select()
      .from(auditEvents)
      .where(sql`action like 'data_%'`);
    expect(entry).toMatchObject({ action: "data_request_downloaded", targetId: request!.id });
  });

  it("refuses a request naming no one, or naming them badly, in the one error shape", async () => {
    const any = expect.any(String) as string;
    const phone = { ...ASKED, phone: ASHA.phone };
    const cases: [unknown, Record<string, string>?][] = [
      [{ action: "find" }, { requested_by: any, verified_by: any, email: any, phone: any }],
      [
        { action: "find", ...ASKED, email: "", phone: " " },
        { email: any, phone: any },
      ],
      [
        { action: "find", ...ASKED, phone: "12345" },
        { phone: "Please enter a valid 10-digit phone number" },
      ],
      [
        { action: "find", ...BY_EMAIL, email: "asha@" },
        { email: "Please enter a valid email address" },
      ],
      [{ action: "find", ...BY_EMAIL, email: ["x"] }],
      [{ action: "find", ...phone, requested_by: "neighbour" }, { requested_by: any }],
      [{ action: "find", ...ASKED, email: ASHA.email }, { phone: CALL_BACK_MESSAGE }],
      [{ action: "find", ...BY_EMAIL, phone: ASHA.phone }, { email: EMAIL_REPLY_MESSAGE }],
      [{ action: "delete", ...phone }, { action: any }],
      [{ ...phone }],
      [["find"]],
      [{ action: "download", ...phone }, { ids: IDS_MESSAGE }],
      [{ action: "download", ...phone, ids: [] }, { ids: IDS_MESSAGE }],
      [{ action: "download", ...phone, ids: ["nope"] }],
      [{ action: "download", ...phone, ids: Array.from({ length: 201 }, () => randomUUID()) }],
      [{ action: "erase", ...phone, ids: [s.ids.lead] }, { confirm: any }],
      [{ action: "erase", ...phone, ids: [s.ids.lead], confirm: "yes" }, { confirm: any }],
    ];
    const before = await snapshot(s.db());
    for (const [body, fields] of cases) {
      const response = await s.post(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 422]);
      const error = await errorOf(response);
      expect(error.code).toBe("validation_failed");
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
      body: { action: "find", ...phone },
    });
    crossSite.headers.set("origin", "https://evil.example");
    expect((await errorOf(await s.route(crossSite))).code).toBe("forbidden_origin");
  });

  it("lets only admins in: a counsellor gets 403, no session 401, and nothing changes", async () => {
    const before = await snapshot(s.db());
    const asked = { ...ASKED, phone: ASHA.phone };
    const bodies = [
      { action: "find", ...asked },
      { action: "download", ...asked, ids: [s.ids.lead] },
      { action: "correct", ...asked, kind: "enquiry", id: s.ids.lead, field: "name", value: "X Y" },
      { action: "erase", ...asked, ids: [s.ids.lead], confirm: true },
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
