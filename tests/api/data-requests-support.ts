// Set-up of the data-request suites (data-requests*.test.ts): an admin and a counsellor signed
// in, and before each test one person's enquiries, booking, notes, webhook events and idempotency
// records stored through the real form handlers, beside her father's (who shares her phone) and
// two strangers'. The suite file itself must mock getDb (jest.mock is hoisted only there):
//   jest.mock("@/lib/db/client", () => ({ ...jest.requireActual<object>("@/lib/db/client"), getDb: jest.fn() }));
import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import {
  appointments,
  auditEvents,
  dataRequests,
  idempotencyKeys,
  leads,
  outbox,
  submissionNotes,
} from "@/lib/db/schema";
import type { SearchResult } from "@/lib/services/data-requests";
import { appointment, coderSheetLead, homeLead } from "../fixtures/submissions";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";
import { OPEN_TIMEOUT_MS, type Target, freshDataDir, removeDataDirs } from "./databases";
import { type CreatedJson, type ErrorJson, SITE_URL, postJson, useEnv } from "./support";

type Handler = (request: Request) => Promise<Response>;

/** The person who asks, under two emails and two phones, and someone else entirely. */
export const ASHA = {
  email: "asha.verma@gmail.com",
  otherEmail: "asha@college.edu.in",
  phone: "9876543210",
  bookingPhone: "9811122233",
};
export const ROHAN = { email: "rohan@college.edu.in", phone: "9123456780" };
/** Her father: his own email, the family's phone (hers too), his own words. */
export const FATHER = {
  name: "Vikram Verma",
  email: "vikram.verma@yahoo.co.in",
  phone: ASHA.phone,
  query: "Please call me after 6 pm about my daughter's fees.",
  note: "Mr Verma wants the fee plan by post.",
};

/** Who asked and how they were verified, as the desk sends it with every step. */
export const ASKED = { requested_by: "self", verified_by: "call_back" } as const;

/** Nothing the person gave us appears in these texts. */
export function expectNoPersonalData(texts: string[]): void {
  for (const text of texts) {
    for (const secret of [ASHA.email, ASHA.otherEmail, ASHA.phone, ASHA.bookingPhone, "Asha"])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  }
}

const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const rowsAsJson = async (db: Db, table: string) =>
  (
    await rowsOf<{ row: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as row from "${table.replace(/"/g, '""')}" t`),
    )
  ).map((r) => r.row);

/** Every row of every table in the public schema as JSON text: tables added later count too. */
export async function everyRow(db: Db): Promise<{ table: string; row: string }[]> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const all: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables)
    all.push(...(await rowsAsJson(db, table)).map((row) => ({ table, row })));
  return all;
}

/** The rows a refused request must leave exactly as they were (sessions aside). */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = [
    "leads",
    "appointments",
    "outbox",
    "idempotency_keys",
    "submission_notes",
    "data_requests",
    "audit_events",
  ];
  const dump: Record<string, string[]> = {};
  for (const table of tables) dump[table] = (await rowsAsJson(db, table)).sort();
  return dump;
}

export const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

export type Suite = {
  db: () => Db;
  /** The embedded database's folder (none on PostgreSQL). */
  dataDir: () => string | undefined;
  admin: TestStaff;
  counsellor: TestStaff;
  ids: {
    lead: string;
    sheetLead: string;
    booking: string;
    father: string;
    rohan: string;
    meera: string;
    /** The submission an old webhook event copies; the submission itself is gone. */
    gone: string;
  };
  /** POST /api/staff/data-requests as `staff` (the admin by default; null for no session). */
  post: (body: unknown, staff?: TestStaff | null) => Promise<Response>;
  /** The search for `person` (asked by themself, called back), asserting an uncached 200. */
  find: (person: Record<string, unknown>) => Promise<SearchResult>;
  route: Handler;
};

/** Sets the environment and loads the handlers; call once at the top of a suite file. */
export function prepareDataRequestEnv(label: string): { routes: Record<string, Handler> } {
  const state = { routes: {} as Record<string, Handler> };
  beforeAll(async () => {
    useEnv({
      SITE_URL,
      DATA_DIR: freshDataDir(`${label}-unused`),
      AUTH_SECRET,
      LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hooks/leads",
    });
    state.routes.leads = (await import("@/app/api/leads/route")).POST;
    state.routes.appointments = (await import("@/app/api/appointments/route")).POST;
    state.routes.dataRequests = (await import("@/app/api/staff/data-requests/route")).POST;
  });
  afterAll(() => removeDataDirs());
  return state;
}

/** Opens `target`'s database for this describe block, with staff and a fresh seed per test. */
export function openSeededDatabase(
  target: Target,
  env: { routes: Record<string, Handler> },
): Suite {
  let handle: DatabaseHandle;
  const suite = { ids: {} } as Suite;
  let dataDir: string | undefined;
  suite.db = () => handle.db;
  suite.dataDir = () => dataDir;
  suite.route = (request) => env.routes.dataRequests!(request);
  suite.post = (body, staff = suite.admin) =>
    env.routes.dataRequests!(
      staffRequest("/api/staff/data-requests", { staff, method: "POST", body }),
    );
  suite.find = async (person) => {
    const response = await suite.post({ action: "find", ...ASKED, ...person });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as { data: SearchResult }).data;
  };

  beforeAll(async () => {
    const client = await import("@/lib/db/client");
    const place = await target.create();
    dataDir = place.dataDir;
    handle = await client.openDatabase({
      ...place,
      holder: "jest data requests",
    });
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
    // better-auth keeps the database it was made with: make it again on this target's.
    (await import("@/lib/process-wide.mjs")).forgetProcessWide("staff-auth");
    suite.admin = await createStaff("admin", "Priya Admin");
    suite.counsellor = await createStaff("counsellor", "Kiran Counsellor");
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  /** A submission through the real form handler; `keyed` sends an Idempotency-Key. */
  async function submit(path: "leads" | "appointments", body: unknown, keyed = true) {
    const headers: Record<string, string> = keyed ? { "idempotency-key": randomUUID() } : {};
    const response = await env.routes[path]!(postJson(`/api/${path}`, body, { headers }));
    expect(response.status).toBe(201);
    return ((await response.json()) as CreatedJson).data.id;
  }

  async function note(on: { leadId?: string; appointmentId?: string }, body: string) {
    await handle.db
      .insert(submissionNotes)
      .values({ id: randomUUID(), ...on, authorId: suite.counsellor.id, body });
  }

  beforeEach(async () => {
    const db = handle.db;
    for (const table of [leads, appointments, outbox, idempotencyKeys, auditEvents, dataRequests])
      await db.delete(table);
    const { ids } = suite;
    ids.lead = await submit("leads", homeLead({ email: ASHA.email, phone: ASHA.phone }));
    ids.sheetLead = await submit(
      "leads",
      coderSheetLead({ name: "Asha Verma", email: ASHA.otherEmail, phone: "+91 98765-43210" }),
      false,
    );
    ids.booking = await submit(
      "appointments",
      appointment({
        name: "Asha Verma",
        email: " Asha.Verma@Gmail.com ",
        phone: ASHA.bookingPhone,
      }),
    );
    ids.father = await submit(
      "leads",
      homeLead({
        name: FATHER.name,
        email: FATHER.email,
        phone: FATHER.phone,
        query: FATHER.query,
      }),
    );
    ids.rohan = await submit("leads", coderSheetLead());
    ids.meera = await submit("appointments", appointment());
    await note({ leadId: ids.lead }, `Called; she prefers ${ASHA.email} for the syllabus.`);
    await note({ appointmentId: ids.booking }, "Mentor confirmed for Saturday.");
    await note({ leadId: ids.father }, FATHER.note);
    await note({ leadId: ids.rohan }, "Asked about graph problems.");
    // The home enquiry's alert has gone out; an older alert copying her details outlived its row.
    await db
      .update(outbox)
      .set({ deliveredAt: new Date() })
      .where(sql`${outbox.payload}->>'id' = ${ids.lead}`);
    ids.gone = randomUUID();
    const copy = { id: ids.gone, name: "Asha Verma", email: ASHA.email, phone: ASHA.phone };
    await db.insert(outbox).values({
      id: randomUUID(),
      event: "lead.created",
      payload: { event: "lead.created", id: ids.gone, data: copy },
      deliveredAt: new Date(),
    });
  });

  return suite;
}
