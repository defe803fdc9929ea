/** @jest-environment node */
// The forms' limits with the app's own settings: a campus drive's students, all behind one public
// address, get through; one person's details sent again and again do not, however they write their
// phone and from wherever they send; a flood from one address still meets a ceiling. Each refusal
// is counted for the metrics and for the admins' notice in the inbox.
import { eq } from "drizzle-orm";
import { leads } from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { coderSheetLead, homeLead } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { type ErrorJson, SITE_URL, freshAddress, postJson, scrapeMetrics, useEnv } from "./support";

const ADMIN_TOKEN = "limits-admin-token-0123456789";
type Handler = (request: Request) => Promise<Response>;
let postLead: Handler;
let metricsRoute: Handler;
let db: Db;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  // FORM_RATE_LIMIT and FORM_PERSON_LIMIT as the app sets them.
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("form-limits"),
    ADMIN_TOKEN,
    FORM_PERSON_LIMIT: undefined,
  });
  postLead = (await import("@/app/api/leads/route")).POST;
  metricsRoute = (await import("@/app/api/metrics/route")).GET;
  const database = await (await import("@/lib/db/client")).getDatabase();
  db = database.db;
  closeDatabase = database.close;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await closeDatabase?.();
  removeDataDirs();
});

const send = async (body: unknown, address = freshAddress()) => {
  const response = await postLead(postJson("/api/leads", body, { address }));
  return { status: response.status, json: (await response.json()) as ErrorJson };
};
const stored = async (email: string) =>
  (await db.select().from(leads).where(eq(leads.email, email))).length;

const campus = freshAddress();

describe("with the app's limits", () => {
  it("takes 60 different students from one address within the window", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const student = { email: `student${i}@gmail.com`, phone: `98${String(i).padStart(8, "0")}` };
      statuses.push((await send(homeLead(student), campus)).status);
    }
    expect(statuses).toEqual(Array(60).fill(201));
  });

  it("refuses the same email sent 10 times in a minute from different addresses after the third", async () => {
    const email = "again.and.again@gmail.com";
    const statuses: number[] = [];
    let refusal: ErrorJson | undefined;
    for (let i = 0; i < 10; i++) {
      const answer = await send(homeLead({ email, phone: `97${String(i).padStart(8, "0")}` }));
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer.json;
    }
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
    expect(refusal?.error).toMatchObject({ code: "rate_limited" });
    expect(refusal?.error.message).toMatch(/^Too many submissions with this email or phone\./);
    expect(await stored(email)).toBe(3);
    // Another form is another allowance: the coding sheet still opens for them.
    expect((await send(coderSheetLead({ email, phone: "9600000001" }))).status).toBe(201);
  });

  it("knows one phone however it is written", async () => {
    const phones = ["98765 43210", "+91-9876543210", "09876543210", "9876543210"];
    const statuses: number[] = [];
    for (const [i, phone] of phones.entries())
      statuses.push((await send(homeLead({ email: `sibling${i}@gmail.com`, phone }))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("still stops a flood from one address at its ceiling", async () => {
    const statuses: number[] = [];
    // 60 came from this address already; the ceiling is 120.
    for (let i = 60; i < 121; i++) {
      const student = { email: `student${i}@gmail.com`, phone: `98${String(i).padStart(8, "0")}` };
      statuses.push((await send(homeLead(student), campus)).status);
    }
    expect(statuses).toEqual([...Array<number>(60).fill(201), 429]);
  });

  it("counts each refusal for the metrics and, within seconds, for the admins' notice", async () => {
    const text = await scrapeMetrics(metricsRoute, ADMIN_TOKEN);
    expect(text).toContain('coderhouse_rate_limit_refusals_total{limit="form-person"} 8');
    expect(text).toContain('coderhouse_rate_limit_refusals_total{limit="leads"} 1');
    const { flushLimitTrips, recentLimitTrips } = await import("@/lib/services/limit-trips");
    await flushLimitTrips();
    expect(await recentLimitTrips(db)).toEqual({ address: 1, person: 8 });
  });
});
