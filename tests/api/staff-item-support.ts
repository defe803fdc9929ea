// Set-up of the item suites (staff-item*.test.ts): one database per target, an admin and two
// counsellors signed in, and before each test a fresh enquiry and booking stored through the real
// form handlers. Saves go through POST /api/staff/submissions/<kind>/<id> as a given member. The
// suite file itself must mock getDb (jest.mock is hoisted only there):
//   jest.mock("@/lib/db/client", () => ({ ...jest.requireActual<object>("@/lib/db/client"), getDb: jest.fn() }));
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { appointments, auditEvents, leads, submissionNotes } from "@/lib/db/schema";
import { appointment, homeLead } from "../fixtures/submissions";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";
import { OPEN_TIMEOUT_MS, type Target, freshDataDir, removeDataDirs } from "./databases";
import { type CreatedJson, type ErrorJson, SITE_URL, postJson, useEnv } from "./support";

type Route = (request: Request, context?: unknown) => Promise<Response>;

export type ItemSuite = {
  db: () => Db;
  admin: TestStaff;
  counsellor: TestStaff;
  other: TestStaff;
  ids: { enquiry: string; booking: string };
  /** Saves `body` on a submission as `staff` (the counsellor by default). */
  save: (
    kind: "enquiries" | "bookings",
    id: string,
    body: unknown,
    staff?: TestStaff,
  ) => Promise<Response>;
  /** Everything a save may change, to compare before and after. */
  state: (id: string) => Promise<string>;
};

export const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

/** A day `days` from today on India's clock, YYYY-MM-DD. */
export const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Opens `target`'s database for this describe block, with staff and a fresh seed per test. */
export function openItemSuite(target: Target): ItemSuite {
  let handle: DatabaseHandle;
  const routes: Record<string, Route> = {};
  const suite = { ids: {} } as ItemSuite;
  suite.db = () => handle.db;
  suite.save = (kind, id, body, staff = suite.counsellor) =>
    routes.save!(
      staffRequest(`/api/staff/submissions/${kind}/${id}`, { staff, method: "POST", body }),
      { params: Promise.resolve({ kind, id }) },
    );
  suite.state = async (id) => {
    const db = handle.db;
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    const [booking] = await db.select().from(appointments).where(eq(appointments.id, id));
    const notes = await db.select().from(submissionNotes);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    return JSON.stringify({ lead, booking, notes, audit: audit.length });
  };

  beforeAll(async () => {
    useEnv({ SITE_URL, DATA_DIR: freshDataDir("staff-item-unused"), AUTH_SECRET });
    routes.leads = (await import("@/app/api/leads/route")).POST;
    routes.appointments = (await import("@/app/api/appointments/route")).POST;
    routes.save = (await import("@/app/api/staff/submissions/[kind]/[id]/route")).POST as Route;
    const client = await import("@/lib/db/client");
    handle = await client.openDatabase({ ...(await target.create()), holder: "jest staff item" });
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
    // better-auth keeps the database it was made with: make it again on this target's.
    (await import("@/lib/process-wide.mjs")).forgetProcessWide("staff-auth");
    suite.admin = await createStaff("admin", "Priya Admin");
    suite.counsellor = await createStaff("counsellor", "Kiran Counsellor");
    suite.other = await createStaff("counsellor", "Neha Counsellor");
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
    removeDataDirs();
  });

  async function submit(path: "leads" | "appointments", body: unknown) {
    const response = await routes[path]!(postJson(`/api/${path}`, body));
    expect(response.status).toBe(201);
    return ((await response.json()) as CreatedJson).data.id;
  }

  beforeEach(async () => {
    for (const table of [submissionNotes, leads, appointments, auditEvents])
      await handle.db.delete(table);
    suite.ids.enquiry = await submit("leads", homeLead());
    suite.ids.booking = await submit("appointments", appointment());
  });

  return suite;
}
