/** @jest-environment node */
// Where enquiries come from, through the real handlers on each database: the visit's first and
// latest source and the home form's "How did you hear about us?" are stored with the row, copied
// into the webhook event, shown on the item and in the inbox CSV, and easy to count by source in
// SQL. A malformed source is a 422 in the one error shape that stores nothing.
import { sql } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { appointments, leads, outbox } from "@/lib/db/schema";
import { parseInboxFilters } from "@/lib/inbox/filters";
import { messagesIn } from "@/lib/validations/messages";
import {
  NO_VISIT_SOURCE,
  appointment,
  coderSheetLead,
  homeLead,
  visitSource,
} from "../fixtures/submissions";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  countRows,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { type CreatedJson, type ErrorJson, SITE_URL, postJson, useEnv } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

const STORED_SOURCE = {
  first_utm_source: "instagram",
  first_utm_medium: "social",
  first_utm_campaign: "Diwali Offer",
  first_referrer: null,
  first_landing: "/programs/dsa",
  latest_utm_source: null,
  latest_utm_medium: null,
  latest_utm_campaign: null,
  latest_referrer: "google.com",
  latest_landing: "/",
};

beforeAll(() => {
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("visit-source-unused"),
    FORM_RATE_LIMIT: "1000",
    LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hooks/leads",
  });
});

afterAll(() => removeDataDirs());

describe.each(databaseTargets("visit-source"))("the visit's source on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;

  beforeAll(async () => {
    const client = await import("@/lib/db/client");
    handle = await client.openDatabase({ ...(await target.create()), holder: "jest visit-source" });
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
  });

  async function send(path: "/api/leads" | "/api/appointments", body: unknown) {
    const route =
      path === "/api/leads"
        ? await import("@/app/api/leads/route")
        : await import("@/app/api/appointments/route");
    const response = await route.POST(postJson(path, body));
    return { status: response.status, json: (await response.json()) as CreatedJson & ErrorJson };
  }

  it("stores a home enquiry's sources and answer, and copies them into the webhook event", async () => {
    const { status, json } = await send(
      "/api/leads",
      homeLead({ heard_from: "friend", ...visitSource({ first_utm_source: " Instagram " }) }),
    );
    expect(status).toBe(201);
    const [row] = await db().select().from(leads);
    expect(row).toMatchObject({
      heardFrom: "friend",
      firstUtmSource: "instagram",
      firstUtmCampaign: "Diwali Offer",
      firstLanding: "/programs/dsa",
      firstReferrer: null,
      latestReferrer: "google.com",
      latestLanding: "/",
    });
    const [event] = await db().select().from(outbox);
    expect((event!.payload as { data: object }).data).toMatchObject({
      id: json.data.id,
      heard_from: "friend",
      ...STORED_SOURCE,
    });
  });

  it("stores the coder sheet's and a booking's sources; a booking has no 'heard from'", async () => {
    expect((await send("/api/leads", coderSheetLead(visitSource()))).status).toBe(201);
    expect((await send("/api/appointments", appointment(visitSource()))).status).toBe(201);
    const { toAppointmentRecord, toLeadRecord } = await import("@/lib/services/submissions");
    const [lead] = await db().select().from(leads);
    const [booking] = await db().select().from(appointments);
    expect(toLeadRecord(lead!)).toMatchObject({ heard_from: null, ...STORED_SOURCE });
    expect(toAppointmentRecord(booking!)).toMatchObject(STORED_SOURCE);
    expect(toAppointmentRecord(booking!)).not.toHaveProperty("heard_from");
  });

  it("gives the sources with a person's data, and erases them with it", async () => {
    const { json } = await send("/api/leads", homeLead({ heard_from: "google", ...visitSource() }));
    const { downloadPerson, erasePerson } = await import("@/lib/services/data-requests");
    const asked = {
      email: "asha.verma@gmail.com",
      requested_by: "self" as const,
      verified_by: "email_reply" as const,
      ids: [json.data.id],
    };
    const staff = { id: null, address: "10.0.0.1" };
    const data = await downloadPerson(db(), asked, staff);
    expect(data.leads[0]).toMatchObject({ heard_from: "google", ...STORED_SOURCE });
    expect(data.outbox[0]!.payload).toMatchObject({ data: STORED_SOURCE });
    await erasePerson(db(), { ...asked, confirm: true }, staff);
    expect(await countRows(db())).toMatchObject({ leads: 0, outbox: 0 });
  });

  it("stores nothing of a source the browser did not know", async () => {
    expect((await send("/api/leads", homeLead())).status).toBe(201);
    const { getInboxItem } = await import("@/lib/services/inbox-item");
    const [lead] = await db().select().from(leads);
    const item = await getInboxItem(db(), "enquiries", lead!.id);
    expect(item!.record).toMatchObject({ heard_from: null, ...NO_VISIT_SOURCE });
  });

  it("puts the sources in the inbox CSV, beside the answer in the form's words", async () => {
    await send("/api/leads", homeLead({ heard_from: "college", ...visitSource() }));
    const { exportInbox } = await import("@/lib/services/inbox-export");
    const { filters } = parseInboxFilters(new URLSearchParams("kind=enquiries"));
    const { csv } = await exportInbox(db(), filters, { now: new Date() });
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const columns = header!.split(",");
    const cell = (name: string) => line!.split(",")[columns.indexOf(name)];
    expect(columns).toEqual(expect.arrayContaining(Object.keys(NO_VISIT_SOURCE)));
    expect(columns.indexOf("heard_from")).toBeLessThan(columns.indexOf("first_utm_source"));
    expect(cell("heard_from")).toBe("College or campus drive");
    expect(cell("first_utm_campaign")).toBe("Diwali Offer");
    expect(cell("latest_referrer")).toBe("google.com");
    expect(cell("first_referrer")).toBe("");
  });

  it("counts enquiries by source in one GROUP BY: tag, else other site, else answer, else direct", async () => {
    await send("/api/leads", homeLead(visitSource()));
    await send(
      "/api/leads",
      homeLead({ email: "b@gmail.com", phone: "9000000001", first_referrer: "google.com" }),
    );
    await send(
      "/api/leads",
      homeLead({ email: "c@gmail.com", phone: "9000000002", heard_from: "friend" }),
    );
    await send(
      "/api/leads",
      homeLead({ email: "d@gmail.com", phone: "9000000003", first_landing: "/" }),
    );
    const report = (await db().execute(sql`
      select coalesce(first_utm_source, first_referrer, heard_from, 'direct') as source,
             count(*)::int as n
      from leads group by 1 order by 1`)) as unknown as { rows: { source: string; n: number }[] };
    expect(report.rows).toEqual([
      { source: "direct", n: 1 },
      { source: "friend", n: 1 },
      { source: "google.com", n: 1 },
      { source: "instagram", n: 1 },
    ]);
  });

  const FORMS = { home: homeLead, coder_sheet: coderSheetLead, booking: appointment } as const;

  it.each([
    ["home", "first_utm_source", "s".repeat(101)],
    ["home", "heard_from", "television"],
    ["home", "latest_referrer", "https://google.com/search?q=x"],
    ["coder_sheet", "first_landing", "programs"],
    ["booking", "latest_landing", `/${"x".repeat(300)}`],
    ["booking", "first_utm_campaign", { $ne: null }],
  ] as const)(
    "the %s form refuses %s = %j: 422, the field named, nothing stored",
    async (form, field, value) => {
      const path = form === "booking" ? "/api/appointments" : "/api/leads";
      const body = FORMS[form];
      const { status, json } = await send(path, body({ [field]: value }));
      expect(status).toBe(422);
      expect(json.error).toEqual({
        code: "validation_failed",
        message: expect.any(String),
        fields: {
          [field]:
            field === "heard_from" ? messagesIn("en").heardFrom : messagesIn("en").visitSource,
        },
      });
      expect(await countRows(db())).toEqual({
        leads: 0,
        appointments: 0,
        outbox: 0,
        idempotencyKeys: 0,
      });
    },
  );
});
