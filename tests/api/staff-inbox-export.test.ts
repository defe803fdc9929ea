/** @jest-environment node */
// GET /api/staff/export on each database: the CSV an admin opens in a spreadsheet. A byte-order
// mark (Hindi names intact in Excel), India times, the status, owner, follow-up day, newest note
// and language as columns, the view's rows in the list's order, the formula guard, and a file
// name that says what and when.
import { eq } from "drizzle-orm";
import { auditEvents, leads } from "@/lib/db/schema";
import { indiaStamp } from "@/lib/inbox/overdue";
import { ENQUIRIES, type Seeded, TODAY, openSeededInbox } from "./inbox-seed";
import { staffRequest } from "./staff-support";
import { databaseTargets } from "./databases";
import { type ErrorJson } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

/** A CSV as a spreadsheet reads it (Response.text() has dropped the byte-order mark already). */
function rowsOf(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, quoted, plain, end] of text.matchAll(
    /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/g,
  )) {
    rows.at(-1)!.push(quoted !== undefined ? quoted.replace(/""/g, '"') : plain!);
    if (end === "\r\n") rows.push([]);
    if (end === "") break;
  }
  return rows.filter((row) => row.length > 1 || row[0] !== "");
}

describe.each(databaseTargets("staff-inbox-export"))("the staff CSV on %s", (_, target) => {
  const s: Seeded = openSeededInbox(target);

  async function exportCsv(query: string, staff = s.admin): Promise<Response> {
    const { GET } = await import("@/app/api/staff/export/route");
    return GET(staffRequest(`/api/staff/export?${query}`, { staff }));
  }

  it("starts with a byte-order mark and holds the overdue enquiries in the list's order", async () => {
    const before = Date.now();
    const response = await exportCsv("view=overdue");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition")!)![1]!;
    expect(name).toMatch(/^coderhouse-enquiries-overdue-\d{4}-\d{2}-\d{2}-\d{4}-IST\.csv$/);
    const stamp = indiaStamp(new Date(before)).replace(" ", "-").replace(":", "");
    const after = indiaStamp(new Date()).replace(" ", "-").replace(":", "");
    expect([stamp, after]).toContain(name.slice("coderhouse-enquiries-overdue-".length, -8));

    const [header, ...rows] = rowsOf(await response.text());
    expect(header!.slice(0, 6)).toEqual([
      "id",
      "received_ist",
      "status",
      "owner",
      "follow_up_on",
      "last_note",
    ]);
    expect(header).toEqual(expect.arrayContaining(["name", "language", "consent_ist"]));
    const col = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(rows.map((r) => col(r, "id"))).toEqual(
      ["followUpLate", "replyLate", "replyLateFollowToday", "replyJustLate"].map(
        (key) => s.enquiries[key as keyof typeof ENQUIRIES],
      ),
    );
    const [followUp, hindi] = rows;
    expect(col(followUp!, "received_ist")).toBe(indiaStamp(ENQUIRIES.followUpLate.createdAt));
    expect(col(followUp!, "received_ist")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(col(followUp!, "status")).toBe("Contacted");
    expect(col(followUp!, "follow_up_on")).toBe(ENQUIRIES.followUpLate.followUpOn);
    expect(col(followUp!, "last_note")).toBe("Call back after her exam.");
    expect(col(hindi!, "name")).toBe("अनन्या शर्मा");
    expect(col(hindi!, "language")).toBe("Hindi");
    expect(col(hindi!, "status")).toBe("New");
    expect(col(hindi!, "owner")).toBe("");
  });

  it("names the owner, and keeps the view and status in the file name", async () => {
    const response = await exportCsv("view=due-today&status=interested");
    const name = response.headers.get("content-disposition")!;
    expect(name).toMatch(/filename="coderhouse-enquiries-due-today-interested-[\d-]+-IST\.csv"/);
    const [header, row, ...more] = rowsOf(await response.text());
    expect(more).toEqual([]);
    expect(row![header!.indexOf("owner")]).toBe("Kiran Counsellor");
    expect(row![header!.indexOf("follow_up_on")]).toBe(TODAY);
  });

  it("bookings carry the session in India time and the mentor domain as staff read it", async () => {
    const response = await exportCsv("kind=bookings&view=all&sort=session");
    expect(response.headers.get("content-disposition")).toMatch(/coderhouse-bookings-all-/);
    const [header, ...rows] = rowsOf(await response.text());
    const col = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(rows.map((r) => col(r, "id"))).toEqual(
      ["done", "soon", "late", "later"].map((k) => s.bookings[k as keyof typeof s.bookings]),
    );
    expect(col(rows[1]!, "session_ist")).toBe(indiaStamp(s.sessions.soon));
    expect(col(rows[1]!, "session_ist")).toMatch(/ 17:30$/);
    expect(col(rows[1]!, "mentor_domain")).toBe("UI & UX");
    expect(col(rows[1]!, "status")).toBe("Confirmed");
  });

  it("keeps the formula guard, and records the export without the search term", async () => {
    await s
      .db()
      .update(leads)
      .set({ query: "=HYPERLINK(1)" })
      .where(eq(leads.id, s.enquiries.fresh));
    const response = await exportCsv("q=kabir");
    const text = await response.text();
    expect(text).toContain(",'=HYPERLINK(1),");
    const entries = await s.db().select().from(auditEvents).where(eq(auditEvents.action, "export"));
    const last = entries.at(-1)!;
    expect(last).toMatchObject({ actorId: s.admin.id, detail: { rows: 1, searched: true } });
    expect(JSON.stringify(last)).not.toMatch(/kabir/i);
  });

  it("refuses a bad filter with a 400 naming it, and a counsellor with a 403", async () => {
    const bad = await exportCsv("view=late&session-from=2026-01-01&from=2026-02-30");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as ErrorJson;
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["from", "session-from", "view"]);
    expect(body.error.fields?.["session-from"]).toBe(
      'The "session-from" parameter does not apply to enquiries.',
    );
    expect((await exportCsv("view=overdue", s.counsellor)).status).toBe(403);
  });
});
