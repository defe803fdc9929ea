/** @jest-environment node */
// Who gets a new enquiry or booking (lib/services/assignment.ts), on each database: the members
// on duty in turn, 10 each of 20 whether they arrive one by one or all at once; a program's
// counsellor first while on duty; never someone off duty, disabled or an editor; nobody when
// automatic assignment is off or nobody is on duty, and never a failed submission for it.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { StaffRole } from "@/lib/auth/roles";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { appointments, assignmentSettings, auditEvents, leads, staffUsers } from "@/lib/db/schema";
import type { log as Log } from "@/lib/log.mjs";
import type * as Settings from "@/lib/services/assignment-settings";
import type * as Submissions from "@/lib/services/submissions";
import { appointmentSchema } from "@/lib/validations/appointment";
import { homeLeadSchema } from "@/lib/validations/lead";
import { appointment, homeLead } from "../fixtures/submissions";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const JOURNAL = JSON.parse(
  readFileSync(join(process.cwd(), "lib/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

let settings: typeof Settings;
let submissions: typeof Submissions;
let log: typeof Log;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("assignment-unused") });
  settings = await import("@/lib/services/assignment-settings");
  submissions = await import("@/lib/services/submissions");
  ({ log } = await import("@/lib/log.mjs"));
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => removeDataDirs());

const ADMIN = { id: null, address: "10.1.2.3" };

describe.each(databaseTargets("assignment", "bare"))("automatic assignment on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest assignment" });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db()); // staff members go, and their duties and programs with them
    await db().delete(assignmentSettings);
  });

  afterEach(() => jest.restoreAllMocks());

  /** A staff row as better-auth keeps it, put on duty (as the pages do) unless `onDuty` is false. */
  async function member(role: StaffRole, { onDuty = true, banned = false } = {}) {
    const id = randomUUID();
    await db()
      .insert(staffUsers)
      .values({ id, name: `Member ${role}`, email: `${id}@coderhouse.test`, role });
    if (onDuty && role !== "editor") await settings.setDuty(db(), id, true, ADMIN);
    if (banned) await db().update(staffUsers).set({ banned }).where(eq(staffUsers.id, id));
    return id;
  }

  const lead = async (program = "Python Programming") => {
    const parsed = homeLeadSchema.parse(homeLead({ program }));
    const stored = await submissions.createLead(db(), parsed, { queueWebhook: false });
    expect(stored.status).toBe(201);
    return stored.body.data.id;
  };
  const booking = async () =>
    (
      await submissions.createAppointment(db(), appointmentSchema.parse(appointment()), {
        queueWebhook: false,
      })
    ).body.data.id;

  const ownerOf = async (id: string) =>
    (await db().select({ owner: leads.ownerId }).from(leads).where(eq(leads.id, id)))[0]?.owner;
  /** How many enquiries each owner has ("none" for no owner). */
  async function tally(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { owner } of await db().select({ owner: leads.ownerId }).from(leads))
      counts[owner ?? "none"] = (counts[owner ?? "none"] ?? 0) + 1;
    return counts;
  }
  const assignedEntries = () =>
    db().select().from(auditEvents).where(eq(auditEvents.action, "owner_assigned"));

  it("the migration made an empty database ready: its tables, automatic on, nobody on duty", async () => {
    const { rows } = (await db().execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public'
        and table_name in ('staff_duties', 'program_counsellors', 'assignment_settings')
      order by table_name`)) as unknown as { rows: { table_name: string }[] };
    expect(rows.map((r) => r.table_name)).toEqual([
      "assignment_settings",
      "program_counsellors",
      "staff_duties",
    ]);
    const applied = (await db().execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]?.n).toBe(JOURNAL.entries.length);
    expect(await settings.getAssignmentSettings(db())).toEqual({ automatic: true, programs: {} });
    expect(await ownerOf(await lead())).toBeNull();
  });

  it("20 enquiries one by one with two counsellors on duty: 10 each, each audited as automatic", async () => {
    const [a, b] = [await member("counsellor"), await member("counsellor")];
    await member("counsellor", { onDuty: false });
    await member("counsellor", { banned: true });
    await member("editor");
    for (let i = 0; i < 20; i++) await lead(i % 2 ? "Cybersecurity" : "Machine Learning");
    expect(await tally()).toEqual({ [a]: 10, [b]: 10 });
    const entries = await assignedEntries();
    expect(entries).toHaveLength(20);
    expect(entries.every((e) => e.actorId === null && e.targetKind === "enquiry")).toBe(true);
    expect(entries.map((e) => (e.detail as { by: string }).by)).toEqual(Array(20).fill("turn"));
  });

  it("20 enquiries at the same moment with two on duty (a counsellor and an admin): 10 each", async () => {
    const [a, b] = [await member("counsellor"), await member("admin")];
    await member("counsellor", { banned: true });
    await Promise.all(Array.from({ length: 20 }, () => lead()));
    expect(await tally()).toEqual({ [a]: 10, [b]: 10 });
  });

  it("bookings take turns with enquiries, from the same rotation", async () => {
    const [a, b] = [await member("counsellor"), await member("counsellor")];
    const owners = [];
    for (const id of [await lead(), await booking(), await booking(), await lead()]) {
      const [row] = [
        ...(await db().select({ o: leads.ownerId }).from(leads).where(eq(leads.id, id))),
        ...(await db()
          .select({ o: appointments.ownerId })
          .from(appointments)
          .where(eq(appointments.id, id))),
      ];
      owners.push(row?.o);
    }
    // Neither had one yet: the first goes to the lower id, then they alternate.
    const [first, second] = [a, b].sort();
    expect(owners).toEqual([first, second, first, second]);
    const kinds = (await assignedEntries()).map((e) => e.targetKind).sort();
    expect(kinds).toEqual(["booking", "booking", "enquiry", "enquiry"]);
  });

  it("a program's counsellor gets its enquiries while on duty and active; then they go in turn", async () => {
    const [named, other] = [await member("counsellor"), await member("counsellor")];
    await settings.setProgramCounsellor(db(), "Python Programming", named, ADMIN);
    const python = [await lead(), await lead(), await lead()];
    for (const id of python) expect(await ownerOf(id)).toBe(named);
    expect((await assignedEntries()).map((e) => (e.detail as { by: string }).by)).toEqual([
      "program",
      "program",
      "program",
    ]);
    // Their program's enquiries counted as their turns: the other counsellor is next.
    expect(await ownerOf(await lead("Cybersecurity"))).toBe(other);

    await settings.setDuty(db(), named, false, ADMIN);
    expect(await ownerOf(await lead())).toBe(other);
    await settings.setDuty(db(), named, true, ADMIN);
    await db().update(staffUsers).set({ banned: true }).where(eq(staffUsers.id, named));
    expect(await ownerOf(await lead())).toBe(other);
  });

  it("off duty, disabled and editor members are never chosen: with only them, no owner", async () => {
    await member("counsellor", { onDuty: false });
    await member("admin", { banned: true });
    const editor = await member("editor");
    // An editor marked on duty by hand (the pages refuse it) is still never chosen.
    await db().execute(sql`insert into staff_duties (staff_id, on_duty) values (${editor}, true)`);
    await expect(settings.setDuty(db(), editor, true, ADMIN)).rejects.toBeInstanceOf(
      settings.AssignmentRefused,
    );
    for (let i = 0; i < 3; i++) await lead();
    expect(await tally()).toEqual({ none: 3 });
    expect(await assignedEntries()).toEqual([]);
  });

  it("with automatic assignment off, nobody gets one; turned on again, they do", async () => {
    const a = await member("counsellor");
    expect(await settings.setAutomaticAssignment(db(), false, ADMIN)).toEqual({ changed: true });
    expect(await settings.setAutomaticAssignment(db(), false, ADMIN)).toEqual({ changed: false });
    expect(await ownerOf(await lead())).toBeNull();
    await booking();
    expect(await db().select({ o: appointments.ownerId }).from(appointments)).toEqual([
      { o: null },
    ]);
    await settings.setAutomaticAssignment(db(), true, ADMIN);
    expect(await ownerOf(await lead())).toBe(a);
    const changes = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "assignment_changed"));
    expect(changes.map((c) => c.detail)).toEqual(
      expect.arrayContaining([{ automatic: false }, { automatic: true }]),
    );
    expect(changes).toHaveLength(2);
  });

  it("a failed assignment still stores the submission, without an owner, logged without the person", async () => {
    await member("counsellor");
    const errors = jest.spyOn(log, "error");
    await db().execute(sql`alter table staff_duties rename to staff_duties_away`);
    let id: string;
    try {
      id = await lead();
    } finally {
      await db().execute(sql`alter table staff_duties_away rename to staff_duties`);
    }
    expect(await ownerOf(id)).toBeNull();
    expect(await assignedEntries()).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(errors.mock.calls[0]);
    expect(logged).toContain(id);
    for (const detail of ["Asha", "asha.verma", "9876543210", "Python"])
      expect(logged).not.toContain(detail);
  });
});
