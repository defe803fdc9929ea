/** @jest-environment node */
import { consentNotice } from "@/lib/content/forms";
import type { AppointmentRecord } from "@/lib/services/submissions";
import { APPOINTMENT_CREATED_MESSAGE } from "@/lib/validations/appointment";
import { appointment, homeLead, istInstant } from "../fixtures/submissions";
import { type SubmissionContext, submissionContract } from "./submission-contract";
import { OPEN_TIMEOUT_MS, clearTables, countRows, freshDataDir, removeDataDirs } from "./databases";
import {
  type CreatedJson,
  type ErrorJson,
  SITE_URL,
  freshAddress,
  postJson,
  useEnv,
} from "./support";

const RATE_LIMIT = 5;
const context = {} as SubmissionContext;
let postLead: SubmissionContext["POST"];
let readAppointments: () => Promise<AppointmentRecord[]>;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("appointments-handler"),
    FORM_RATE_LIMIT: String(RATE_LIMIT),
    LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hooks/bookings",
  });
  const { getDatabase } = await import("@/lib/db/client");
  const { listRecords } = await import("@/lib/services/export");
  const database = await getDatabase();
  context.POST = (await import("@/app/api/appointments/route")).POST;
  context.db = database.db;
  context.rateLimit = RATE_LIMIT;
  postLead = (await import("@/app/api/leads/route")).POST;
  readAppointments = async () =>
    (await listRecords(database.db, "appointments", null)) as AppointmentRecord[];
  closeDatabase = database.close;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await closeDatabase?.();
  removeDataDirs();
});

submissionContract({
  path: "/api/appointments",
  table: "appointments",
  message: APPOINTMENT_CREATED_MESSAGE,
  context: () => context,
  valid: () => appointment(),
  invalid: {
    body: () =>
      appointment({
        name: "M",
        phone: "12345",
        study_year: 7,
        mentor_domain: "cooking",
        ...istInstant(Date.now() - 86_400_000),
        query: "Help?",
      }),
    fields: {
      name: "Name must be at least 2 characters long",
      phone: "Please enter a valid 10-digit phone number",
      study_year: "Year of study must be between 1 and 4",
      mentor_domain: "Mentor domain is required",
      appointment_date: "Please select a future date and time",
      query: "Query must be at least 10 characters long",
    },
  },
});

async function book(body: unknown, address = freshAddress()) {
  const response = await context.POST(postJson("/api/appointments", body, { address }));
  return { status: response.status, json: (await response.json()) as CreatedJson & ErrorJson };
}

describe("POST /api/appointments stores the booking", () => {
  beforeEach(async () => {
    await clearTables(context.db);
  });

  it("keeps every column: the instant, the wall-clock time, the year as a number", async () => {
    const slot = istInstant(Date.now() + 5 * 86_400_000);
    const { status, json } = await book(
      appointment({
        name: " Meera  Iyer ",
        email: "Meera.Iyer@Outlook.com",
        phone: "098765 43210",
        study_year: "3",
        mentor_domain: "aiml",
        ...slot,
      }),
    );
    expect([status, json.message]).toEqual([201, APPOINTMENT_CREATED_MESSAGE]);
    const [row] = await readAppointments();
    expect(row).toEqual({
      id: json.data.id,
      created_at: expect.any(String),
      name: "Meera Iyer",
      email: "meera.iyer@outlook.com",
      phone: "9876543210",
      branch_course: "B.Tech Computer Science",
      study_year: 3,
      mentor_domain: "aiml",
      appointment_at: new Date(slot.appointment_date).toISOString(),
      appointment_time: slot.appointment_time,
      query: "I want help planning my DSA practice.",
      consent_at: expect.any(String),
      notice_version: consentNotice.version,
      notice_language: "en",
    });
  });

  it("queues the webhook event with the stored booking", async () => {
    const { json } = await book(appointment());
    const { outbox } = await import("@/lib/db/schema");
    const events = await context.db.select().from(outbox);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: "appointment.created",
      payload: {
        event: "appointment.created",
        id: json.data.id,
        data: (await readAppointments())[0],
      },
    });
  });

  it("refuses a slot in the past with the spec's message, and stores nothing", async () => {
    const { status, json } = await book(appointment(istInstant(Date.now() - 5 * 60_000)));
    expect(status).toBe(422);
    expect(json.error.fields).toEqual({
      appointment_date: "Please select a future date and time",
    });
    expect((await countRows(context.db)).appointments).toBe(0);
  });

  it("says 'Both date and time are required' when either is missing", async () => {
    const { status, json } = await book(appointment({ appointment_time: "" }));
    expect(status).toBe(422);
    expect(json.error.fields).toEqual({ appointment_time: "Both date and time are required" });
  });

  it("counts bookings apart from enquiries: one address may do both", async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMIT; i++) {
      const lead = await postLead(postJson("/api/leads", homeLead(), { address }));
      expect(lead.status).toBe(201);
    }
    expect((await book(appointment(), address)).status).toBe(201);
  });

  // PostgreSQL cannot store U+0000 in text; the contract says no input answers 500.
  it.each([
    ["the query", { query: "Graphs and\u0000 DP please" }],
    ["the course", { branch_course: "B.Tech\u0000 CSE" }],
  ])("does not answer 500 to a NUL character in %s", async (_, overrides) => {
    const { status } = await book(appointment(overrides));
    expect([201, 422]).toContain(status);
    expect((await countRows(context.db)).appointments).toBe(status === 201 ? 1 : 0);
  });
});

describe("POST /api/appointments in the language the form was shown in", () => {
  beforeEach(async () => {
    await clearTables(context.db);
  });

  it("stores the language of the notice the visitor agreed to", async () => {
    expect((await book(appointment({ language: "hi" }))).status).toBe(201);
    expect((await book(appointment())).status).toBe(201);
    const rows = await readAppointments();
    expect(rows.map((row) => row.notice_language).sort()).toEqual(["en", "hi"]);
  });

  it("answers the field messages of a Hindi form in Hindi", async () => {
    const { status, json } = await book(
      appointment({ language: "hi", phone: "12345", consent: false }),
    );
    expect(status).toBe(422);
    expect(json.error.fields).toEqual({
      phone: "कृपया 10 अंकों का सही फ़ोन नंबर डालें",
      consent: "प्राइवेसी नोटिस से सहमति के लिए कृपया बॉक्स पर टिक करें",
    });
    expect(await readAppointments()).toEqual([]);
  });

  it.each([["fr"], [""], [7]])(
    "refuses a language it does not offer (%j) and stores nothing",
    async (language) => {
      const { status, json } = await book(appointment({ language }));
      expect(status).toBe(422);
      expect(Object.keys(json.error.fields ?? {})).toEqual(["language"]);
      expect(await readAppointments()).toEqual([]);
    },
  );
});
