/** @jest-environment node */
// The audit log as admins read it (/staff/audit), on each database: filters by staff member,
// action and India dates, a member's views of one item folded into one line per India day, and
// every entry worded with names (looked up at display time) and whom it is about.
import { randomUUID } from "node:crypto";
import { aboutOf, actorOf, detailOf } from "@/components/staff/audit-words";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { auditEvents, dataRequests, staffUsers } from "@/lib/db/schema";
import type * as Audit from "@/lib/services/audit";
import type * as AuditNames from "@/lib/services/audit-names";
import { homeLeadSchema } from "@/lib/validations/lead";
import { homeLead } from "../fixtures/submissions";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

jest.setTimeout(60_000);

let audit: typeof Audit & typeof AuditNames;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];
let createLead: (typeof import("@/lib/services/submissions"))["createLead"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("audit-log-unused") });
  audit = {
    ...(await import("@/lib/services/audit")),
    ...(await import("@/lib/services/audit-names")),
  };
  ({ openDatabase } = await import("@/lib/db/client"));
  ({ createLead } = await import("@/lib/services/submissions"));
});

afterAll(() => removeDataDirs());

/** No filter but `changes`, page 1. */
const filters = (changes: Partial<Audit.AuditFilters> = {}): Audit.AuditFilters => ({
  who: null,
  action: null,
  from: null,
  to: null,
  page: 1,
  ...changes,
});

/** An instant written as India's wall clock on 24 November 2026 (or the day after). */
const ist = (time: string, day = "2026-11-24") => new Date(`${day}T${time}:00+05:30`);

describe.each(databaseTargets("audit-log"))("the audit log on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;
  const ids = { priya: "staff-priya", ravi: "staff-ravi", lead: "", request: "" };

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest audit log" });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  const entry = (at: Date, action: string, more: Partial<typeof auditEvents.$inferInsert> = {}) =>
    db()
      .insert(auditEvents)
      .values({ id: randomUUID(), at, action, ...more });

  beforeEach(async () => {
    await clearTables(db());
    await db()
      .insert(staffUsers)
      .values([
        { id: ids.priya, name: "Priya Admin", email: "priya@coderhouse.test", role: "admin" },
        { id: ids.ravi, name: "Ravi", email: "ravi@coderhouse.test", role: "counsellor" },
      ]);
    const lead = homeLeadSchema.parse(homeLead({ name: "Asha Verma" }));
    ids.lead = (await createLead(db(), lead, { queueWebhook: false })).body.data.id;
    ids.request = randomUUID();
    await db()
      .insert(dataRequests)
      .values({ id: ids.request, kind: "erasure", counts: { leads: 1 }, handledBy: ids.priya });
  });

  const onLead = () => ({ targetKind: "enquiry", targetId: ids.lead });

  /** A morning's work: 3 of Ravi's views on one day, one just after midnight, and the rest. */
  async function seedDay() {
    for (const time of ["09:00", "10:00", "15:05"])
      await entry(ist(time), "submission_viewed", { actorId: ids.ravi, ...onLead() });
    // 00:30 in India is still the 24th in UTC: a new India day, so a new line.
    await entry(ist("00:30", "2026-11-25"), "submission_viewed", {
      actorId: ids.ravi,
      ...onLead(),
    });
    await entry(ist("11:00"), "submission_viewed", { actorId: ids.priya, ...onLead() });
    await entry(ist("10:30"), "status_changed", {
      actorId: ids.ravi,
      ...onLead(),
      detail: { from: "new", to: "contacted" },
    });
    await entry(ist("10:40"), "owner_changed", {
      actorId: ids.priya,
      ...onLead(),
      detail: { owner: ids.ravi },
    });
    await entry(ist("11:30"), "export", {
      actorId: ids.priya,
      targetKind: "enquiry",
      detail: { rows: 12, filters: { kind: "enquiries", status: "new" }, searched: false },
    });
    await entry(ist("12:00"), "role_changed", {
      actorId: ids.priya,
      targetKind: "staff",
      targetId: ids.ravi,
      detail: { from: "counsellor", to: "admin" },
    });
    await entry(ist("12:10"), "status_changed", {
      actorId: ids.ravi,
      targetKind: "enquiry",
      targetId: randomUUID(),
      detail: { from: "new", to: "unreachable" },
    });
    await entry(ist("12:20"), "data_erased", {
      actorId: ids.priya,
      targetKind: "data_request",
      targetId: ids.request,
      detail: { counts: { leads: 1, submission_notes: 2, partly_matched: 1 } },
    });
    await entry(ist("12:30"), "legacy_access", { actorId: ids.priya, detail: { field: "phone" } });
    await entry(ist("12:40"), "sign_in_failed", {
      targetKind: "staff",
      detail: { step: "password", known_account: false },
    });
  }

  /** Each line as an admin reads it: "who · what · about (→ its link) · details". */
  async function read(changes: Partial<Audit.AuditFilters> = {}) {
    const { rows, total } = await audit.listAudit(db(), filters(changes));
    const names = await audit.auditNames(db(), rows);
    const lines = rows.map((row) => {
      const about = aboutOf(row, names);
      const link = about.href?.replace(ids.lead, "LEAD");
      const whom = link ? `${about.text} → ${link}` : about.text;
      return [actorOf(row, names), audit.auditActionLabel(row.action), whom, detailOf(row, names)];
    });
    return { lines: lines.map((parts) => parts.join(" · ")), total };
  }

  it("words every entry with names and whom it is about, never ids or JSON", async () => {
    await seedDay();
    const { lines, total } = await read();
    expect(total).toBe(11);
    const asha = "Asha Verma → /staff/enquiries/LEAD";
    expect(lines).toEqual([
      `Ravi · Viewed · ${asha} · Viewed once`,
      `Ravi · Viewed · ${asha} · Viewed 3 times, last at 3:05 pm`,
      "Not signed in · Sign-in failed · Account not recorded · Wrong password (no such account)",
      "Priya Admin · Legacy access · — · Field: phone",
      "Priya Admin · Data request: erased · Data request: erasure → /staff/data-requests · " +
        "Erased 1 enquiry, 2 staff notes; including 1 record matching only in part",
      "Ravi · Status changed · An erased enquiry · Status: New → Unreachable",
      "Priya Admin · Role changed · Ravi · Role: Counsellor → Admin",
      "Priya Admin · Exported · Enquiries · Exported 12 enquiries (status: New)",
      `Priya Admin · Viewed · ${asha} · Viewed once`,
      `Priya Admin · Owner changed · ${asha} · Owner: Ravi`,
      `Ravi · Status changed · ${asha} · Status: New → Contacted`,
    ]);
    // What is stored stays ids and codes: the names above were looked up for display.
    const stored = JSON.stringify(await db().select().from(auditEvents));
    expect(stored).not.toMatch(/Asha|Ravi"|Priya/);
  });

  it("filters by staff member, action and India dates, each alone and together", async () => {
    await seedDay();
    const shown = async (changes: Partial<Audit.AuditFilters>) => {
      const { lines, total } = await read(changes);
      expect(lines).toHaveLength(total);
      return lines.map((l) => l.split(" · ")).map((l) => `${l[0]}: ${l[3]}`);
    };
    expect(await shown({ who: ids.ravi })).toEqual([
      "Ravi: Viewed once",
      "Ravi: Viewed 3 times, last at 3:05 pm",
      "Ravi: Status: New → Unreachable",
      "Ravi: Status: New → Contacted",
    ]);
    expect(await shown({ action: "submission_viewed" })).toHaveLength(3);
    expect(await shown({ from: "2026-11-25" })).toEqual(["Ravi: Viewed once"]);
    expect(await shown({ to: "2026-11-24" })).toHaveLength(10);
    expect(
      await shown({
        who: ids.ravi,
        action: "submission_viewed",
        from: "2026-11-24",
        to: "2026-11-24",
      }),
    ).toEqual(["Ravi: Viewed 3 times, last at 3:05 pm"]);
    expect(await shown({ who: ids.priya, action: "status_changed" })).toEqual([]);
  });

  it("pages through the lines the filters keep, views folded before counting", async () => {
    for (let i = 0; i < 60; i++) {
      const at = new Date(ist("09:00").getTime() + i * 60_000);
      await entry(at, "note_added", { actorId: ids.ravi, ...onLead() });
      await entry(at, "submission_viewed", { actorId: ids.ravi, ...onLead() });
    }
    expect((await audit.listAudit(db(), filters())).total).toBe(61);
    const notes = filters({ action: "note_added" });
    const first = await audit.listAudit(db(), notes);
    const second = await audit.listAudit(db(), { ...notes, page: 2 });
    expect([first.total, first.rows.length, second.rows.length]).toEqual([
      60,
      audit.AUDIT_PAGE_SIZE,
      60 - audit.AUDIT_PAGE_SIZE,
    ]);
    const seen = new Set([...first.rows, ...second.rows].map((r) => r.id));
    expect(seen.size).toBe(60);
    const [folded] = (await read({ action: "submission_viewed" })).lines;
    expect(folded).toMatch(/ · Viewed 60 times, last at 9:59 am$/);
  });
});

describe("the audit log's address", () => {
  it("keeps what a page can show and names each refused value for an API", () => {
    const params = { who: "x y", action: "nope", from: "2026-02-31", to: "2026-11-24", page: "0" };
    const { AUDIT_FILTERS } = audit;
    expect(AUDIT_FILTERS.read(params)).toEqual(filters({ to: "2026-11-24" }));
    expect(Object.keys(AUDIT_FILTERS.parse(params).problems).sort()).toEqual(
      ["action", "from", "page", "who"].sort(),
    );
    const query = filters({ who: "staff-ravi", action: "export", from: "2026-11-01" });
    expect(AUDIT_FILTERS.href(query, { page: 2 }, "/staff/audit")).toBe(
      "/staff/audit?who=staff-ravi&action=export&from=2026-11-01&page=2",
    );
    expect(AUDIT_FILTERS.read({ from: "2026-11-24", to: "2026-11-01" }).to).toBeNull();
  });

  it("labels every action, and an unknown one still reads as words", () => {
    for (const action of audit.AUDIT_ACTIONS)
      expect(audit.auditActionLabel(action)).not.toMatch(/_/);
    expect(audit.auditActionLabel("data_request_viewed")).toBe("Data request: searched");
    expect(audit.auditActionLabel("some_new_thing")).toBe("Some new thing");
  });
});
