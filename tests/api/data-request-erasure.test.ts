/** @jest-environment node */
// POST /api/staff/data-requests on each database: an admin erases the records ticked as a
// person's from every table, leaving only counts behind, and leaving whole her father, who shares
// her phone; her download holds nothing of his (data-requests-support.ts seeds them).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { auditEvents, dataRequests } from "@/lib/db/schema";
import type { RequestCounts } from "@/lib/services/data-requests";
import {
  ASHA,
  ASKED,
  FATHER,
  ROHAN,
  everyRow,
  expectNoPersonalData,
  prepareDataRequestEnv,
  openSeededDatabase,
} from "./data-requests-support";
import { databaseTargets } from "./databases";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

const env = prepareDataRequestEnv("data-request-erasure");

describe.each(databaseTargets("data-request-erasure"))(
  "erasing a person's data on %s",
  (_, target) => {
    const s = openSeededDatabase(target, env);
    // The daily job's statistics, taken while her records exist: the planner's samples copy them.
    beforeAll(async () => (await import("@/lib/db/client")).refreshStatistics(s.db()));

    it("two enquiries sharing a phone: erasing hers leaves his whole, and her download holds nothing of his", async () => {
      const asked = { ...ASKED, email: ASHA.email, phone: ASHA.phone };
      const his = async () => ({
        rows: (await everyRow(s.db())).filter(
          ({ table, row }) => table !== "audit_events" && row.includes(s.ids.father),
        ),
        search: await s.find({ ...ASKED, verified_by: "email_reply", email: FATHER.email }),
      });
      const before = await his();
      expect(before.rows.map((r) => r.table).sort()).toEqual([
        "idempotency_keys",
        "leads",
        "outbox",
        "submission_notes",
      ]);

      // She proved both details: his enquiry has only the phone, so it is not ticked.
      const found = await s.find({ email: ASHA.email, phone: ASHA.phone, include_partial: true });
      const ticked = found.records.filter((r) => r.meets_rule).map((r) => r.id);
      expect(ticked).toEqual([s.ids.lead, s.ids.gone]);
      expect(found.records.find((r) => r.id === s.ids.father)?.matches).toEqual({
        email: false,
        phone: true,
      });

      const download = await s.post({ action: "download", ...asked, ids: ticked });
      expect(download.status).toBe(200);
      const file = (await download.text()).toLowerCase();
      expect(file).toContain(ASHA.email);
      for (const word of [FATHER.email, FATHER.name, "vikram", FATHER.query, FATHER.note])
        expect(file).not.toContain(word.toLowerCase());

      const erased = await s.post({ action: "erase", ...asked, ids: ticked, confirm: true });
      expect(erased.status).toBe(200);
      expect(((await erased.json()) as { data: { counts: RequestCounts } }).data.counts).toEqual({
        leads: 1,
        appointments: 0,
        submission_notes: 1,
        outbox: 2,
        idempotency_keys: 1,
        partly_matched: 0,
      });
      // His enquiry, his note, his webhook event and his idempotency record, exactly as they were.
      const after = await his();
      expect(after.rows.map((r) => r.row).sort()).toEqual(before.rows.map((r) => r.row).sort());
      expect(after.search.records).toEqual(before.search.records);
      const rows = await everyRow(s.db());
      for (const id of [s.ids.lead, s.ids.gone])
        expect(
          rows.filter(({ table, row }) => table !== "audit_events" && row.includes(id)),
        ).toEqual([]);

      // Each step its own record, with who asked, how they were verified and what had to match.
      const steps = await s.db().select().from(dataRequests).orderBy(dataRequests.at);
      expect(steps.map((r) => [r.kind, r.requestedBy, r.verifiedBy, r.matchedOn])).toEqual([
        ["search", "self", "email_reply", "email"],
        ["search", "self", "call_back", "both"],
        ["download", "self", "call_back", "both"],
        ["erasure", "self", "call_back", "both"],
        ["search", "self", "email_reply", "email"],
      ]);
      expectNoPersonalData([JSON.stringify(steps)]);
    });

    it("erases every record ticked as hers, one matching only in part too, and nothing of anyone else", async () => {
      const others = async () => [
        await s.find({ ...ASKED, email: ROHAN.email, phone: ROHAN.phone }),
        await s.find({ ...ASKED, verified_by: "email_reply", email: "meera.iyer@outlook.com" }),
        await s.find({ ...ASKED, verified_by: "email_reply", email: FATHER.email }),
      ];
      const before = await others();
      await s.db().delete(dataRequests);
      await s.db().delete(auditEvents);

      const response = await s.post({
        action: "erase",
        ...ASKED,
        email: ASHA.email,
        phone: "+91 98765 43210",
        // Her coder-sheet enquiry and her booking were made under her other email and phone.
        ids: [s.ids.lead, s.ids.sheetLead, s.ids.booking, s.ids.gone],
        confirm: true,
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { counts: RequestCounts } };
      expect(data.counts).toEqual({
        leads: 2,
        appointments: 1,
        submission_notes: 2,
        outbox: 4,
        idempotency_keys: 2,
        partly_matched: 2,
      });

      // Every table, as the database lists them now: none holds her emails or her own phone,
      // and the family's phone is left only on her father's rows.
      const rows = await everyRow(s.db());
      for (const secret of [ASHA.email, ASHA.otherEmail, ASHA.bookingPhone]) {
        expect(rows.filter(({ row }) => row.toLowerCase().includes(secret))).toEqual([]);
      }
      const sharedPhone = rows.filter(({ row }) => row.includes(ASHA.phone));
      expect(sharedPhone.map((r) => r.table).sort()).toEqual(["leads", "outbox"]);
      for (const { row } of sharedPhone) expect(row).toContain(FATHER.email);
      for (const id of [s.ids.lead, s.ids.sheetLead, s.ids.booking, s.ids.gone]) {
        expect(
          rows.filter(({ table, row }) => table !== "audit_events" && row.includes(id)),
        ).toEqual([]);
      }
      expect(await others()).toEqual(before);
      expect(await filesHolding(s.dataDir(), [ASHA.email, ASHA.otherEmail])).toEqual([]);

      const requests = await s
        .db()
        .select()
        .from(dataRequests)
        .where(sql`kind = 'erasure'`);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ handledBy: s.admin.id, counts: data.counts });
      const [erased] = await s
        .db()
        .select()
        .from(auditEvents)
        .where(sql`action = 'data_erased'`);
      expect(erased).toMatchObject({
        actorId: s.admin.id,
        targetKind: "data_request",
        targetId: requests[0]!.id,
        detail: { counts: data.counts },
      });
      expectNoPersonalData([JSON.stringify(requests), JSON.stringify(erased)]);

      const { listDataRequests } = await import("@/lib/services/data-requests");
      const listed = await listDataRequests(s.db());
      expect(
        listed.rows.map((r) => [r.kind, r.staffName, r.requestedBy, r.verifiedBy, r.matchedOn]),
      ).toEqual(expect.arrayContaining([["erasure", "Priya Admin", "self", "call_back", "both"]]));
    });
  },
);

/**
 * The files of the embedded database's folder that still hold any of `secrets`: a deleted row
 * stays in the table's, its indexes', the statistics' and the log's files until they are rewritten.
 * On PostgreSQL the server's files are its own (none listed).
 */
async function filesHolding(dataDir: string | undefined, secrets: string[]): Promise<string[]> {
  if (!dataDir) return [];
  const dir = join(dataDir, "pglite");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => {
      const bytes = readFileSync(file);
      return secrets.some((secret) => bytes.includes(secret));
    })
    .map((file) => file.slice(dir.length));
}
