/** @jest-environment node */
// The reports (lib/services/reports.ts, GET /api/staff/reports) on each database, for March 2025 in
// India: enquiries and bookings counted by source, program and form, the share at each status, the
// median hours to first contact overall and per owner from known audit times (and last_contact_at
// when the audit entry is gone), the month's edges at midnight India time, the CSV, who may have it,
// and a period the URL gets wrong. The inbox suites' rows (all in the last 30 days) stay outside.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { appointments, auditEvents, leads } from "@/lib/db/schema";
import { REPORT_TABLE, reportRange } from "@/lib/inbox/report-range";
import type { Report, ReportSection } from "@/lib/services/reports";
import { type Seeded, openSeededInbox } from "./inbox-seed";
import { type TestStaff, createStaff, staffRequest } from "./staff-support";
import { databaseTargets } from "./databases";
import { type ErrorJson } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

const HOUR = 3_600_000;
const ist = (wall: string) => new Date(`${wall}+05:30`);

type Seed = {
  at: string;
  form?: "home" | "coder_sheet";
  program?: string | null;
  utm?: string;
  referrer?: string;
  heard?: string;
  status: string;
  owner?: "admin" | "counsellor";
  /** Hours after arrival of each status change in the audit log. */
  changes?: number[];
  /** Hours after arrival of last_contact_at. */
  lastContact?: number;
};

/** March 2025's enquiries, and two just outside it. */
const ENQUIRIES: Record<string, Seed> = {
  firstInstant: {
    at: "2025-03-01T00:00:00",
    utm: "instagram",
    status: "contacted",
    owner: "counsellor",
    changes: [2],
    lastContact: 2,
  },
  lastMinute: {
    at: "2025-03-31T23:59:00",
    program: "Java Programming",
    referrer: "google.com",
    status: "interested",
    owner: "counsellor",
    changes: [4, 30],
    lastContact: 30,
  },
  nextMonth: {
    at: "2025-04-01T00:00:00",
    utm: "instagram",
    status: "contacted",
    owner: "counsellor",
    changes: [1],
  },
  monthBefore: { at: "2025-02-28T23:59:00", utm: "instagram", status: "new" },
  waiting: { at: "2025-03-10T12:00:00", form: "coder_sheet", program: null, status: "new" },
  auditGone: {
    at: "2025-03-11T09:00:00",
    heard: "friend",
    status: "enrolled",
    owner: "admin",
    lastContact: 10,
  },
  tagged: {
    at: "2025-03-12T15:30:00",
    program: "Java Programming",
    utm: "instagram",
    referrer: "facebook.com",
    status: "not_interested",
    owner: "admin",
    changes: [6],
    lastContact: 6,
  },
};
const BOOKINGS: Record<string, Seed & { domain: string }> = {
  confirmed: {
    at: "2025-03-05T10:00:00",
    domain: "uiux",
    utm: "youtube",
    status: "confirmed",
    owner: "counsellor",
    changes: [8],
    lastContact: 8,
  },
  requested: { at: "2025-03-06T18:00:00", domain: "dsa", status: "requested" },
};

const lines = (report: Report, id: string) => {
  const section = report.sections.find((s) => s.id === id) as ReportSection;
  return Object.fromEntries(section.lines.map((l) => [l.label, [l.value, l.count, l.share]]));
};

describe.each(databaseTargets("staff-reports"))("reports on %s", (_, target) => {
  const s: Seeded = openSeededInbox(target);
  const ids: Record<string, string> = {};
  let editor: TestStaff;

  beforeAll(async () => {
    editor = await createStaff("editor", "Esha Editor");
    const ownerOf = (seed: Seed) => (seed.owner ? s[seed.owner].id : null);
    const common = (key: string, seed: Seed) => {
      const createdAt = ist(seed.at);
      return {
        id: (ids[key] = randomUUID()),
        createdAt,
        name: `Person ${key}`,
        email: `${key.toLowerCase()}@gmail.com`,
        phone: "9876543210",
        consentAt: createdAt,
        noticeVersion: "2025-01",
        status: seed.status,
        ownerId: ownerOf(seed),
        replyDueAt: new Date(createdAt.getTime() + 24 * HOUR),
        lastContactAt: seed.lastContact
          ? new Date(createdAt.getTime() + seed.lastContact * HOUR)
          : null,
        firstUtmSource: seed.utm ?? null,
        firstReferrer: seed.referrer ?? null,
      };
    };
    const audit = async (key: string, kind: "enquiry" | "booking", seed: Seed) => {
      for (const hours of seed.changes ?? [])
        await s
          .db()
          .insert(auditEvents)
          .values({
            id: randomUUID(),
            at: new Date(ist(seed.at).getTime() + hours * HOUR),
            actorId: ownerOf(seed),
            action: "status_changed",
            targetKind: kind,
            targetId: ids[key]!,
          });
    };
    for (const [key, seed] of Object.entries(ENQUIRIES)) {
      await s
        .db()
        .insert(leads)
        .values({
          ...common(key, seed),
          source: seed.form ?? "home",
          role: "student",
          program: seed.program === undefined ? "Python Programming" : seed.program,
          heardFrom: seed.heard ?? null,
        });
      await audit(key, "enquiry", seed);
    }
    for (const [key, seed] of Object.entries(BOOKINGS)) {
      await s
        .db()
        .insert(appointments)
        .values({
          ...common(key, seed),
          branchCourse: "B.Tech CSE",
          studyYear: 2,
          mentorDomain: seed.domain,
          appointmentAt: new Date(ist(seed.at).getTime() + 72 * HOUR),
          appointmentTime: "17:30",
          query: "Placements",
        });
      await audit(key, "booking", seed);
    }
    // A view after arrival is no contact.
    await s
      .db()
      .insert(auditEvents)
      .values({
        id: randomUUID(),
        at: ist("2025-03-10T12:30:00"),
        actorId: s.counsellor.id,
        action: "submission_viewed",
        targetKind: "enquiry",
        targetId: ids.waiting!,
      });
  });

  const report = async (query: string) => {
    const { getReport } = await import("@/lib/services/reports");
    return getReport(s.db(), reportRange(REPORT_TABLE.read(new URLSearchParams(query))));
  };

  it("counts a month's enquiries and bookings by source, program and form, edges in India time", async () => {
    const march = await report("month=2025-03");
    expect(march.range).toMatchObject({
      from: "2025-03-01",
      to: "2025-03-31",
      label: "March 2025",
    });
    expect(march.totals).toEqual({ enquiries: 5, bookings: 2 });
    // utm_source before referrer before "how did you hear", else direct; 5 enquiries in all.
    expect(lines(march, "enquiry-sources")).toEqual({
      instagram: [2, 2, 0.4],
      direct: [1, 1, 0.2],
      friend: [1, 1, 0.2],
      "google.com": [1, 1, 0.2],
    });
    expect(lines(march, "booking-sources")).toEqual({ direct: [1, 1, 0.5], youtube: [1, 1, 0.5] });
    expect(lines(march, "programs")).toEqual({
      "Java Programming": [2, 2, 0.4],
      "Python Programming": [2, 2, 0.4],
      "No program given": [1, 1, 0.2],
    });
    expect(lines(march, "domains")).toEqual({ DSA: [1, 1, 0.5], "UI & UX": [1, 1, 0.5] });
    expect(lines(march, "forms")).toEqual({
      "Home page form": [4, 4, 4 / 7],
      "Mentorship booking": [2, 2, 2 / 7],
      "Coder sheet": [1, 1, 1 / 7],
    });
  });

  it("gives the share now at each status, every status listed", async () => {
    const march = await report("month=2025-03");
    expect(lines(march, "enquiry-statuses")).toEqual({
      New: [1, 1, 0.2],
      Contacted: [1, 1, 0.2],
      Interested: [1, 1, 0.2],
      Enrolled: [1, 1, 0.2],
      "Not interested": [1, 1, 0.2],
      Unreachable: [0, 0, 0],
    });
    expect(lines(march, "booking-statuses")).toEqual({
      Requested: [1, 1, 0.5],
      Confirmed: [1, 1, 0.5],
      Done: [0, 0, 0],
      Rescheduled: [0, 0, 0],
      Cancelled: [0, 0, 0],
    });
  });

  it("takes the median hours to the first status change, overall and per owner", async () => {
    const march = await report("month=2025-03");
    // Contacted after 2, 4 (not 30: the first change), 6, 10 (last_contact_at, no audit) and 8 h.
    expect(lines(march, "first-contact")).toEqual({
      "All enquiries and bookings": [6, 5, undefined],
      "All enquiries": [5, 4, undefined],
      "All bookings": [8, 1, undefined],
      "Kiran Counsellor": [4, 3, undefined],
      "Priya Admin": [8, 2, undefined],
      "No owner": [null, 0, undefined],
    });
    expect(march.sections.at(-1)!.note).toBe("2 not contacted yet are left out of the medians.");
  });

  it("keeps a range's days whole in India: the day before and the day after are out", async () => {
    const early = await report("from=2025-03-01&to=2025-03-10");
    expect(early.totals).toEqual({ enquiries: 2, bookings: 2 });
    const april = await report("month=2025-04");
    expect(april.totals.enquiries).toBe(1);
    expect(lines(april, "first-contact")["All enquiries"]).toEqual([1, 1, undefined]);
    const february = await report("from=2025-02-28&to=2025-02-28");
    expect(february.totals).toEqual({ enquiries: 1, bookings: 0 });
    expect(lines(february, "enquiry-sources")).toEqual({ instagram: [1, 1, 1] });
  });

  async function exportCsv(query: string, staff: TestStaff | null = s.admin) {
    const { GET } = await import("@/app/api/staff/reports/route");
    return GET(staffRequest(`/api/staff/reports?${query}`, { staff }));
  }

  it("writes the same numbers as a CSV, formula-guarded, and records the export", async () => {
    await s
      .db()
      .update(leads)
      .set({ firstUtmSource: "=HYPERLINK(1)" })
      .where(eq(leads.id, ids.tagged!));
    const response = await exportCsv("month=2025-03");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="coderhouse-report-2025-03-01-to-2025-03-31.csv"',
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    const rows = text.split("\r\n");
    expect(rows[0]).toBe("from_ist,to_ist,section,line,count,share_percent,median_hours");
    expect(rows).toContain("2025-03-01,2025-03-31,Enquiries by source,'=HYPERLINK(1),1,20.0,");
    expect(rows).toContain("2025-03-01,2025-03-31,Enquiries by source,instagram,1,20.0,");
    expect(rows).toContain("2025-03-01,2025-03-31,Enquiries by status now,Unreachable,0,0.0,");
    expect(rows).toContain(
      '2025-03-01,2025-03-31,"Median time to first contact (hours), overall and by owner",Kiran Counsellor,3,,4.0',
    );
    expect(rows).toContain(
      '2025-03-01,2025-03-31,"Median time to first contact (hours), overall and by owner",No owner,0,,',
    );
    const [entry] = await s.db().select().from(auditEvents).where(eq(auditEvents.action, "export"));
    expect(entry).toMatchObject({
      actorId: s.admin.id,
      detail: { report: true, filters: { from: "2025-03-01", to: "2025-03-31" } },
    });
  });

  it("is for admins: a counsellor and an editor get 403, nobody signed in 401", async () => {
    expect((await exportCsv("month=2025-03", s.counsellor)).status).toBe(403);
    expect((await exportCsv("month=2025-03", editor)).status).toBe(403);
    expect((await exportCsv("month=2025-03", null)).status).toBe(401);
  });

  it("answers a period it cannot read with a 400 naming the parameter, never a 500", async () => {
    for (const [query, fields] of [
      ["month=2025-13", ["month"]],
      ["month=march", ["month"]],
      ["from=2025-03-10&to=2025-03-01", ["to"]],
      ["from=2025-02-30", ["from"]],
      ["month=2025-03&from=2025-03-01", ["month"]],
      ["from=2020-01-01&to=2025-03-01", ["from"]],
    ] as const) {
      const response = await exportCsv(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorJson;
      expect(Object.keys(body.error.fields ?? {})).toEqual(fields);
    }
  });
});
