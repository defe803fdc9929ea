/** @jest-environment node */
// The storage layer on both databases it supports: PGlite in a folder, and a PostgreSQL server
// when TEST_DATABASE_URL names one (a database of this run's own, dropped afterwards).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { consentNotice } from "@/lib/content/forms";
import type { Db, DatabaseHandle, OpenOptions } from "@/lib/db/client";
import { replyDueBy } from "@/lib/inbox/overdue";
import { appointments, idempotencyKeys, leads, outbox } from "@/lib/db/schema";
import type * as Submissions from "@/lib/services/submissions";
import { appointmentSchema } from "@/lib/validations/appointment";
import { type Role, coderSheetLeadSchema, homeLeadSchema } from "@/lib/validations/lead";
import { appointment, appointmentSlot, coderSheetLead, homeLead } from "../fixtures/submissions";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  countRows,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const JOURNAL = JSON.parse(
  readFileSync(join(process.cwd(), "lib/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: { tag: string }[] };

let openDatabase: (options: OpenOptions) => Promise<DatabaseHandle>;
let service: typeof Submissions;

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("storage-unused") });
  ({ openDatabase } = await import("@/lib/db/client"));
  service = await import("@/lib/services/submissions");
});

afterAll(() => {
  removeDataDirs();
});

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A row sent without the visit's source (lib/visit-source.ts): each of its columns null. */
const NO_SOURCE_COLUMNS = {
  firstUtmSource: null,
  firstUtmMedium: null,
  firstUtmCampaign: null,
  firstReferrer: null,
  firstLanding: null,
  latestUtmSource: null,
  latestUtmMedium: null,
  latestUtmCampaign: null,
  latestReferrer: null,
  latestLanding: null,
};
const ref = (body = "{}") => ({ scope: "leads", key: randomUUID(), requestHash: body });

describe.each(databaseTargets("storage", "bare"))("storage on %s", (_, target) => {
  let options: OpenOptions;
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    options = { ...(await target.create()), holder: "jest storage suite" };
    handle = await openDatabase(options);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
  });

  it("creates every table on an empty database and records each migration once", async () => {
    const tables = await rowsOf(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      "alert_settings",
      "appointments",
      "assignment_settings",
      "audit_events",
      "content_entries",
      "content_photo_files",
      "content_photos",
      "content_versions",
      "data_requests",
      "idempotency_keys",
      "job_runs",
      "leads",
      "limit_trips",
      "outbox",
      "program_counsellors",
      "staff_accounts",
      "staff_alert_choices",
      "staff_duties",
      "staff_sessions",
      "staff_two_factors",
      "staff_users",
      "staff_verifications",
      "submission_notes",
    ]);
    const applied = await rowsOf(db(), sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(JOURNAL.entries.length);
  });

  it(
    "keeps its data and applies nothing twice when closed and opened again",
    async () => {
      const lead = homeLeadSchema.parse(homeLead());
      const { body } = await service.createLead(db(), lead, { queueWebhook: true });
      await handle.close();
      handle = await openDatabase(options);
      const applied = await rowsOf(db(), sql`select hash from drizzle.__drizzle_migrations`);
      expect(applied).toHaveLength(JOURNAL.entries.length);
      const stored = await db().select().from(leads);
      expect(stored.map((r) => [r.id, r.email])).toEqual([[body.data.id, "asha.verma@gmail.com"]]);
      expect(await countRows(db())).toEqual({
        leads: 1,
        appointments: 0,
        outbox: 1,
        idempotencyKeys: 0,
      });
    },
    OPEN_TIMEOUT_MS,
  );

  it("stores every column of a home lead: canonical role, program and expertise apart, consent", async () => {
    const before = Date.now();
    const student = homeLeadSchema.parse(homeLead({ role: "Student", program: "Cybersecurity" }));
    const other = homeLeadSchema.parse(
      homeLead({ role: "Others", expertise: "School teacher", linkedin_url: "" }),
    );
    const first = await service.createLead(db(), student, { queueWebhook: false });
    const second = await service.createLead(db(), other, { queueWebhook: false });
    const rows = await db().select().from(leads);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(first.body.data.id)).toEqual({
      id: first.body.data.id,
      createdAt: expect.any(Date),
      source: "home",
      role: "student",
      name: "Asha Verma",
      email: "asha.verma@gmail.com",
      phone: "9876543210",
      linkedinUrl: "https://www.linkedin.com/in/asha-verma",
      program: "Cybersecurity",
      expertise: null,
      query: "Do you run weekend batches?",
      consentAt: expect.any(Date),
      noticeVersion: consentNotice.version,
      noticeLanguage: "en",
      lastContactAt: null, // until a counsellor records a call or email
      status: "new",
      ownerId: null,
      followUpOn: null,
      replyDueAt: expect.any(Date),
      heardFrom: null,
      ...NO_SOURCE_COLUMNS,
    });
    expect(byId.get(second.body.data.id)).toMatchObject({
      role: "other",
      program: null,
      expertise: "School teacher",
      linkedinUrl: null,
    });
    for (const row of rows) {
      expect(row.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.consentAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      // The first call is due one working day after it arrived (lib/inbox/overdue.ts).
      expect(row.replyDueAt).toEqual(replyDueBy(row.consentAt));
    }
  });

  it("stores a coder-sheet lead without the home form's columns", async () => {
    const lead = coderSheetLeadSchema.parse(coderSheetLead({ role: "other" }));
    const { body } = await service.createLead(db(), lead, { queueWebhook: false });
    const [row] = await db().select().from(leads);
    expect(row).toMatchObject({
      id: body.data.id,
      source: "coder_sheet",
      role: "other",
      linkedinUrl: null,
      program: null,
      expertise: null,
      query: "I want the graph problems sheet",
      noticeVersion: consentNotice.version,
      noticeLanguage: "en",
    });
  });

  it("stores every column of a booking", async () => {
    const slot = appointmentSlot(10);
    const booking = appointmentSchema.parse(appointment({ study_year: "4", ...slot }));
    const { body } = await service.createAppointment(db(), booking, { queueWebhook: false });
    const [row] = await db().select().from(appointments);
    expect(row).toEqual({
      id: body.data.id,
      createdAt: expect.any(Date),
      name: "Meera Iyer",
      email: "meera.iyer@outlook.com",
      phone: "9988776655",
      branchCourse: "B.Tech Computer Science",
      studyYear: 4,
      mentorDomain: "dsa",
      appointmentAt: new Date(slot.appointment_date),
      appointmentTime: "17:30",
      query: "I want help planning my DSA practice.",
      consentAt: expect.any(Date),
      noticeVersion: consentNotice.version,
      noticeLanguage: "en",
      lastContactAt: null,
      status: "requested",
      ownerId: null,
      followUpOn: null,
      replyDueAt: expect.any(Date),
      ...NO_SOURCE_COLUMNS,
    });
  });

  it("writes the webhook event with the submission only when asked to", async () => {
    const lead = homeLeadSchema.parse(homeLead());
    await service.createLead(db(), lead, { queueWebhook: false });
    expect((await countRows(db())).outbox).toBe(0);

    const queued = await service.createLead(db(), lead, { queueWebhook: true });
    const booking = appointmentSchema.parse(appointment());
    const booked = await service.createAppointment(db(), booking, { queueWebhook: true });
    const events = await db().select().from(outbox);
    expect(events.map((e) => [e.event, (e.payload as { id: string }).id]).sort()).toEqual(
      [
        ["appointment.created", booked.body.data.id],
        ["lead.created", queued.body.data.id],
      ].sort(),
    );
    for (const event of events) {
      expect(event).toMatchObject({ attempts: 0, deliveredAt: null, lastError: null });
      expect(event.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it("stores nothing at all when the insert fails: no row, no event, no idempotency record", async () => {
    const lead = { ...homeLeadSchema.parse(homeLead()), role: "admin" as Role };
    await expect(
      service.createLead(db(), lead, { queueWebhook: true, idempotency: ref() }),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining("leads_role_check") } });
    const booking = { ...appointmentSchema.parse(appointment()), study_year: 9 };
    await expect(
      service.createAppointment(db(), booking, {
        queueWebhook: true,
        idempotency: { ...ref(), scope: "appointments" },
      }),
    ).rejects.toMatchObject({
      cause: { message: expect.stringContaining("appointments_study_year_check") },
    });
    expect(await countRows(db())).toEqual({
      leads: 0,
      appointments: 0,
      outbox: 0,
      idempotencyKeys: 0,
    });
  });

  it("answers a repeated idempotency key with the first result, and a changed body with a conflict", async () => {
    const lead = homeLeadSchema.parse(homeLead());
    const key = ref('{"a":1}');
    const first = await service.createLead(db(), lead, { queueWebhook: true, idempotency: key });
    const again = await service.createLead(db(), lead, { queueWebhook: true, idempotency: key });
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await service.findReplay(db(), key)).toEqual({ ...first, replayed: true });
    expect(await service.findReplay(db(), ref())).toBeNull();
    await expect(
      service.findReplay(db(), { ...key, requestHash: '{"a":2}' }),
    ).rejects.toBeInstanceOf(service.IdempotencyConflictError);
    expect(await countRows(db())).toEqual({
      leads: 1,
      appointments: 0,
      outbox: 1,
      idempotencyKeys: 1,
    });
  });

  it("stores one submission for 50 simultaneous stores with one key", async () => {
    const lead = homeLeadSchema.parse(homeLead());
    const key = ref();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        service.createLead(db(), lead, { queueWebhook: true, idempotency: key }),
      ),
    );
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await countRows(db())).toEqual({
      leads: 1,
      appointments: 0,
      outbox: 1,
      idempotencyKeys: 1,
    });
  });

  it("keys idempotency records by endpoint: one key may serve a lead and a booking", async () => {
    const key = ref();
    await service.createLead(db(), homeLeadSchema.parse(homeLead()), {
      queueWebhook: false,
      idempotency: key,
    });
    const booked = await service.createAppointment(db(), appointmentSchema.parse(appointment()), {
      queueWebhook: false,
      idempotency: { ...key, scope: "appointments" },
    });
    expect(booked.replayed).toBe(false);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(2);
  });
});
