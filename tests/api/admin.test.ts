/** @jest-environment node */
// The staff exports: GET /api/admin/{leads,appointments} and the export scripts.
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import type * as Submissions from "@/lib/services/submissions";
import { appointmentSchema } from "@/lib/validations/appointment";
import type { Lead } from "@/lib/validations/lead";
import { appointment } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { type ErrorJson, SITE_URL, freshAddress, runScript, useEnv } from "./support";

const TOKEN = "staff-export-token-0123456789";
let DATA_DIR = "";

type Handler = (request: Request) => Promise<Response>;
let getLeads: Handler;
let getAppointments: Handler;
let handle: DatabaseHandle;
let closed = false;
let submissions: typeof Submissions;

function adminRequest(
  path: string,
  { token = TOKEN as string | null, address = freshAddress(), authorization = "" } = {},
): Request {
  const headers = new Headers({ "x-coderhouse-client-address": address });
  if (authorization) headers.set("authorization", authorization);
  else if (token !== null) headers.set("authorization", `Bearer ${token}`);
  return new Request(`${SITE_URL}${path}`, { headers });
}

/** A minimal RFC 4180 reader: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  expect([row, cell]).toEqual([[], ""]); // the text ends with a complete line
  return rows;
}

const LEAD_COLUMNS = [
  "id",
  "created_at",
  "source",
  "role",
  "name",
  "email",
  "phone",
  "linkedin_url",
  "program",
  "expertise",
  "query",
  "consent_at",
  "notice_version",
  "notice_language",
];

/** Three leads whose times straddle midnight in India on 14/15 January 2026. */
const SEEDED = [
  {
    createdAt: "2026-01-14T18:29:59.000Z", // 23:59:59 on 14 January in India
    lead: {
      source: "home",
      name: 'Asha "Ace" Rao, Jr',
      email: "asha@gmail.com",
      phone: "9876543210",
      role: "developer",
      expertise: "=SUM(A1)",
      query: 'He said "hi",\nthen left',
      consent: true,
    },
  },
  {
    createdAt: "2026-01-14T18:30:00.000Z", // midnight starting 15 January in India
    lead: {
      source: "coder_sheet",
      name: "Rohan Mehta",
      email: "rohan@college.edu.in",
      phone: "9123456780",
      role: "student",
      query: "+91 is my country code",
      consent: true,
    },
  },
  {
    createdAt: "2026-03-01T10:00:00.000Z",
    lead: {
      source: "home",
      name: "Meera Iyer",
      email: "meera@outlook.com",
      phone: "9988776655",
      role: "student",
      program: "Cybersecurity",
      query: "@channel -1 please",
      consent: true,
    },
  },
];
const ids: string[] = [];

beforeAll(async () => {
  DATA_DIR = freshDataDir("admin");
  useEnv({ SITE_URL, DATA_DIR, ADMIN_TOKEN: TOKEN });
  const { getDatabase } = await import("@/lib/db/client");
  handle = await getDatabase();
  submissions = await import("@/lib/services/submissions");
  getLeads = (await import("@/app/api/admin/leads/route")).GET;
  getAppointments = (await import("@/app/api/admin/appointments/route")).GET;
  for (const { lead, createdAt } of SEEDED) {
    const { body } = await submissions.createLead(handle.db, lead as Lead, { queueWebhook: false });
    await handle.db
      .update(leads)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(leads.id, body.data.id));
    ids.push(body.data.id);
  }
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  if (handle && !closed) await handle.close();
  removeDataDirs();
});

describe("admin endpoints without ADMIN_TOKEN", () => {
  it("do not exist: both answer our JSON 404", async () => {
    delete process.env.ADMIN_TOKEN;
    try {
      await jest.isolateModulesAsync(async () => {
        for (const route of ["leads", "appointments"]) {
          const { GET } = (await import(`@/app/api/admin/${route}/route`)) as { GET: Handler };
          const response = await GET(adminRequest(`/api/admin/${route}`));
          expect(response.status).toBe(404);
          expect(((await response.json()) as ErrorJson).error.code).toBe("not_found");
        }
      });
    } finally {
      process.env.ADMIN_TOKEN = TOKEN;
    }
  });
});

describe("GET /api/admin/leads", () => {
  it.each([
    ["no Authorization header", { token: null }],
    ["a wrong token", { token: "staff-export-token-0123456780" }],
    ["the token without Bearer", { authorization: TOKEN }],
    ["Basic credentials", { authorization: `Basic ${btoa(`admin:${TOKEN}`)}` }],
    ["the token with a character more", { token: `${TOKEN}9` }],
  ])("answers 401 with WWW-Authenticate to %s", async (_, options) => {
    const response = await getLeads(adminRequest("/api/admin/leads", options));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="coderhouse-admin"');
    const json = (await response.json()) as ErrorJson;
    expect(json.error).toEqual({
      code: "unauthorized",
      message: "Send the admin token as 'Authorization: Bearer <token>'.",
    });
  });

  it("answers 429 to an address that sent 10 wrong tokens, even with the right one", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const wrong = adminRequest("/api/admin/leads", {
        address,
        token: `guess-number-${i}-xxxxxx`,
      });
      expect((await getLeads(wrong)).status).toBe(401);
    }
    const blocked = await getLeads(adminRequest("/api/admin/leads", { address }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as ErrorJson).error.code).toBe("rate_limited");
    expect((await getLeads(adminRequest("/api/admin/leads"))).status).toBe(200);
  });

  it("does not count a staff member's correct requests against that limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < 15; i++)
      expect((await getLeads(adminRequest("/api/admin/leads", { address }))).status).toBe(200);
  });

  it("answers JSON { data: [...] } with every lead, oldest first", async () => {
    const response = await getLeads(adminRequest("/api/admin/leads"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data } = (await response.json()) as { data: Record<string, unknown>[] };
    expect(data.map((r) => r.id)).toEqual(ids);
    expect(Object.keys(data[0]!)).toEqual(LEAD_COLUMNS);
    expect(data[0]).toMatchObject({
      created_at: "2026-01-14T18:29:59.000Z",
      source: "home",
      role: "developer",
      name: 'Asha "Ace" Rao, Jr',
      expertise: "=SUM(A1)",
      program: null,
    });
  });

  it("answers CSV a spreadsheet reads safely: header, quoting, no formulas", async () => {
    const response = await getLeads(adminRequest("/api/admin/leads?format=csv"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="leads.csv"');
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(LEAD_COLUMNS.join(","));
    expect(text).toContain(`,"Asha ""Ace"" Rao, Jr",`);
    expect(text).toContain(`,"He said ""hi"",\nthen left",`);
    expect(text).toContain(",'=SUM(A1),");

    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(LEAD_COLUMNS);
    const column = (row: string[], name: string) => row[LEAD_COLUMNS.indexOf(name)];
    expect(rows.map((r) => column(r, "id"))).toEqual(ids);
    expect(rows.map((r) => r.length)).toEqual([14, 14, 14]);
    const [asha, rohan, meera] = rows as [string[], string[], string[]];
    expect(column(asha, "name")).toBe('Asha "Ace" Rao, Jr');
    expect(column(asha, "query")).toBe('He said "hi",\nthen left');
    expect(column(asha, "expertise")).toBe("'=SUM(A1)");
    expect(column(asha, "program")).toBe("");
    expect(column(rohan, "query")).toBe("'+91 is my country code");
    expect(column(meera, "query")).toBe("'@channel -1 please");
    expect(column(meera, "program")).toBe("Cybersecurity");
  });

  it.each([
    ["2026-01-14", [0, 1, 2]],
    ["2026-01-15", [1, 2]],
    ["2026-03-01", [2]],
    ["2026-03-02", []],
  ])("with since=%s keeps leads from that day on in India time", async (since, expected) => {
    const response = await getLeads(adminRequest(`/api/admin/leads?since=${since}`));
    const { data } = (await response.json()) as { data: { id: string }[] };
    expect(data.map((r) => r.id)).toEqual(expected.map((i) => ids[i]));
  });

  it("prints only the header row when no lead matches", async () => {
    const response = await getLeads(adminRequest("/api/admin/leads?since=2030-01-01&format=csv"));
    expect(await response.text()).toBe(`${LEAD_COLUMNS.join(",")}\r\n`);
  });

  it.each(["15-01-2026", "2026-1-5", "yesterday", "2026-02-30", "2026-13-01"])(
    "answers 400 to since=%s",
    async (since) => {
      const response = await getLeads(adminRequest(`/api/admin/leads?since=${since}`));
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorJson;
      expect(error).toEqual({
        code: "invalid_parameter",
        message: "'since' must be a date written YYYY-MM-DD, e.g. 2026-01-01.",
      });
    },
  );

  it.each(["2026-04-31", "2026-02-29"])(
    "answers 400 to since=%s, a day the calendar does not have",
    async (since) => {
      const response = await getLeads(adminRequest(`/api/admin/leads?since=${since}`));
      expect(response.status).toBe(400);
    },
  );

  it.each(["xml", "pdf", ""])("answers 400 to format=%j", async (format) => {
    const response = await getLeads(adminRequest(`/api/admin/leads?format=${format}`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error).toEqual({
      code: "invalid_parameter",
      message: "'format' must be json or csv.",
    });
  });
});

describe("GET /api/admin/appointments", () => {
  it("answers the bookings as JSON and CSV", async () => {
    const booking = appointmentSchema.parse(appointment());
    const { body } = await submissions.createAppointment(handle.db, booking, {
      queueWebhook: false,
    });
    const json = await getAppointments(adminRequest("/api/admin/appointments"));
    const { data } = (await json.json()) as { data: Record<string, unknown>[] };
    expect(data).toEqual([
      expect.objectContaining({
        id: body.data.id,
        study_year: 2,
        mentor_domain: "dsa",
        appointment_at: booking.appointment_at.toISOString(),
        appointment_time: "17:30",
      }),
    ]);
    const csv = await getAppointments(adminRequest("/api/admin/appointments?format=csv"));
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="appointments.csv"');
    const [header, row] = parseCsv(await csv.text());
    expect(header).toEqual([
      "id",
      "created_at",
      "name",
      "email",
      "phone",
      "branch_course",
      "study_year",
      "mentor_domain",
      "appointment_at",
      "appointment_time",
      "query",
      "consent_at",
      "notice_version",
      "notice_language",
    ]);
    expect(row?.[0]).toBe(body.data.id);
  });

  it("needs the token too", async () => {
    expect(
      (await getAppointments(adminRequest("/api/admin/appointments", { token: null }))).status,
    ).toBe(401);
  });
});

const runExport = (args: string[]) => runScript("scripts/export.ts", args, DATA_DIR);

describe("npm run leads:export", () => {
  it(
    "stops with a clear message while another process holds the embedded database",
    async () => {
      const run = await runExport(["leads", "--format", "csv"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `The embedded database is open in another process (server, pid ${process.pid}). Stop it and try again.`,
      );
      expect(run.stdout).toBe("");
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    "prints exactly what the endpoint answers once it can open the folder",
    async () => {
      const endpoint = await getLeads(adminRequest("/api/admin/leads?since=2026-01-15&format=csv"));
      const csv = await endpoint.text();
      expect(parseCsv(csv)).toHaveLength(3); // the header and two of the three leads
      await handle.close();
      closed = true;
      const run = await runExport(["leads", "--since", "2026-01-15", "--format", "csv"]);
      expect([run.code, run.stderr]).toEqual([0, ""]);
      expect(run.stdout).toBe(csv);
    },
    OPEN_TIMEOUT_MS,
  );
});
