/** @jest-environment node */
import { consentNotice } from "@/lib/content/forms";
import type { LeadRecord } from "@/lib/services/submissions";
import { LEAD_CREATED_MESSAGE } from "@/lib/validations/lead";
import { coderSheetLead, homeLead } from "../fixtures/submissions";
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
let readLeads: () => Promise<LeadRecord[]>;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("leads-handler"),
    FORM_RATE_LIMIT: String(RATE_LIMIT),
    LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hooks/leads",
  });
  const { getDatabase } = await import("@/lib/db/client");
  const { listRecords } = await import("@/lib/services/export");
  const database = await getDatabase();
  context.POST = (await import("@/app/api/leads/route")).POST;
  context.db = database.db;
  context.rateLimit = RATE_LIMIT;
  readLeads = async () => (await listRecords(database.db, "leads", null)) as LeadRecord[];
  closeDatabase = database.close;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await closeDatabase?.();
  removeDataDirs();
});

submissionContract({
  path: "/api/leads",
  table: "leads",
  message: LEAD_CREATED_MESSAGE,
  context: () => context,
  valid: () => homeLead(),
  invalid: {
    body: () =>
      homeLead({ email: "asha@company.com", phone: "12345", program: "", consent: false }),
    fields: {
      email: "Please enter an email address with an allowed domain",
      phone: "Please enter a valid 10-digit phone number",
      program: "Please choose a program",
      consent: "Please tick the box to agree to the privacy notice",
    },
  },
});

async function submit(body: unknown, address = freshAddress()) {
  const response = await context.POST(postJson("/api/leads", body, { address }));
  return { status: response.status, json: (await response.json()) as CreatedJson & ErrorJson };
}

describe("POST /api/leads stores each form's lead", () => {
  beforeEach(async () => {
    await clearTables(context.db);
  });

  it("keeps every column of a student's home enquiry, cleaned and canonical", async () => {
    const before = Date.now();
    const { status, json } = await submit(
      homeLead({
        name: "Asha  Verma!!",
        email: "Asha.Verma@GMAIL.com",
        phone: "+91 98765 43210",
        role: "Student",
        program: "Machine Learning",
        expertise: "typed before switching to Student",
      }),
    );
    expect(status).toBe(201);
    const [row] = await readLeads();
    expect(row).toEqual({
      id: json.data.id,
      created_at: expect.any(String),
      source: "home",
      role: "student",
      name: "Asha Verma",
      email: "asha.verma@gmail.com",
      phone: "9876543210",
      linkedin_url: "https://www.linkedin.com/in/asha-verma",
      program: "Machine Learning",
      expertise: null,
      query: "Do you run weekend batches?",
      consent_at: expect.any(String),
      notice_version: consentNotice.version,
      notice_language: "en",
    });
    const consentAt = Date.parse(row!.consent_at);
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ["Developer", "developer"],
    ["Trainer", "trainer"],
    ["Others", "other"],
  ])("stores a %s as %s with the expertise and no program", async (role, stored) => {
    const body = homeLead({
      role,
      program: "Java Programming",
      expertise: "Ten years of embedded C",
      linkedin_url: "",
      query: "",
    });
    expect((await submit(body)).status).toBe(201);
    const [row] = await readLeads();
    expect(row).toMatchObject({
      role: stored,
      program: null,
      expertise: "Ten years of embedded C",
      linkedin_url: null,
      query: null,
    });
  });

  it("keeps a coder-sheet lead with any email domain and nothing the gate does not ask", async () => {
    const body = coderSheetLead({
      role: "student",
      program: "C Programming",
      expertise: "not on this form",
      linkedin_url: "https://linkedin.com/in/rohan",
    });
    const { status, json } = await submit(body);
    expect([status, json.message]).toEqual([201, LEAD_CREATED_MESSAGE]);
    const [row] = await readLeads();
    expect(row).toMatchObject({
      id: json.data.id,
      source: "coder_sheet",
      role: "student",
      email: "rohan@college.edu.in",
      phone: "9123456780",
      linkedin_url: null,
      program: null,
      expertise: null,
      query: "I want the graph problems sheet",
      notice_version: consentNotice.version,
    });
  });

  it("queues the webhook event with the stored lead when LEAD_WEBHOOK_URL is set", async () => {
    const { json } = await submit(homeLead());
    const { outbox } = await import("@/lib/db/schema");
    const events = await context.db.select().from(outbox);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: "lead.created",
      attempts: 0,
      deliveredAt: null,
      payload: { event: "lead.created", id: json.data.id, data: (await readLeads())[0] },
    });
  });

  it("answers 422 naming the source for an unknown form, and stores nothing", async () => {
    for (const source of [undefined, "admin", "Home"]) {
      const { status, json } = await submit({ ...homeLead(), source });
      expect([status, json.error.code]).toEqual([422, "validation_failed"]);
      expect(json.error.fields).toEqual({
        source: "Unknown form: source must be 'home' or 'coder_sheet'",
      });
    }
    expect((await countRows(context.db)).leads).toBe(0);
  });

  it("answers 422 with the coder sheet's own messages", async () => {
    const { status, json } = await submit(
      coderSheetLead({ name: "R2D2", email: "rohan@", query: " ", role: "trainer" }),
    );
    expect(status).toBe(422);
    expect(json.error.fields).toEqual({
      name: "Name can only contain alphabets and spaces",
      email: "Please enter a valid email address",
      role: "Please choose who you are",
      query: "Query is required",
    });
    expect((await countRows(context.db)).leads).toBe(0);
  });

  it("limits each form separately: a visitor who used the home form's allowance can still open the sheet", async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await submit(homeLead(), address)).status).toBe(201);
    expect((await submit(homeLead(), address)).status).toBe(429);
    expect((await submit(coderSheetLead(), address)).status).toBe(201);
  });

  it("counts failed attempts too, so a script cannot probe the rules without limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await submit(homeLead({ phone: "1" }), address)).status).toBe(422);
    expect((await submit(homeLead(), address)).status).toBe(429);
    expect((await countRows(context.db)).leads).toBe(0);
  });

  // PostgreSQL cannot store U+0000 in text; the contract says no input answers 500.
  it.each([
    ["a coder-sheet query", () => coderSheetLead({ query: "Need the sheet\u0000 please" })],
    ["a home query", () => homeLead({ query: "Weekend\u0000 batches?" })],
    ["a developer's expertise", () => homeLead({ role: "Developer", expertise: "C\u0000 and Go" })],
  ])("does not answer 500 to a NUL character in %s", async (_, body) => {
    const { status } = await submit(body());
    expect([201, 422]).toContain(status);
    expect((await countRows(context.db)).leads).toBe(status === 201 ? 1 : 0);
  });
});

describe("POST /api/leads in the language the form was shown in", () => {
  beforeEach(async () => {
    await clearTables(context.db);
  });

  it("stores the language of the notice the visitor agreed to", async () => {
    expect((await submit(homeLead({ language: "hi" }))).status).toBe(201);
    expect((await submit(coderSheetLead({ language: "hi" }))).status).toBe(201);
    expect((await submit(homeLead({ email: "ravi@gmail.com" }))).status).toBe(201);
    const rows = await readLeads();
    expect(rows.map((row) => row.notice_language).sort()).toEqual(["en", "hi", "hi"]);
  });

  it("answers the field messages of a Hindi form in Hindi", async () => {
    const { status, json } = await submit(
      homeLead({ language: "hi", phone: "12345", consent: false }),
    );
    expect(status).toBe(422);
    expect(json.error.fields).toEqual({
      phone: "कृपया 10 अंकों का सही फ़ोन नंबर डालें",
      consent: "प्राइवेसी नोटिस से सहमति के लिए कृपया बॉक्स पर टिक करें",
    });
    expect(await readLeads()).toEqual([]);
  });

  it.each([["fr"], [""], [7], [["hi"]]])(
    "refuses a language it does not offer (%j) and stores nothing",
    async (language) => {
      const { status, json } = await submit(homeLead({ language }));
      expect(status).toBe(422);
      expect(Object.keys(json.error.fields ?? {})).toEqual(["language"]);
      expect(await readLeads()).toEqual([]);
    },
  );
});
