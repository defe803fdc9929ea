/** @jest-environment node */
// The inbox's views on each database, as a counsellor opening /staff sees them: what needs action
// first (overdue by how long, then due today, then new, then the rest: the "needs action" sort,
// which any view may choose), "Overdue" holding every overdue enquiry and nothing else (a
// follow-up day in the past included), due today, mine, the counts beside the views and statuses,
// and bookings sorted and filtered by their session date.
import type { InboxPage } from "@/lib/services/inbox";
import { urgencyOf } from "@/lib/inbox/overdue";
import { BOOKINGS, ENQUIRIES, NOW, type Seeded, openSeededInbox } from "./inbox-seed";
import { databaseTargets } from "./databases";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));
jest.setTimeout(60_000);

type EnquiryKey = keyof typeof ENQUIRIES;
type BookingKey = keyof typeof BOOKINGS;

describe.each(databaseTargets("staff-inbox-views"))("the inbox's views on %s", (_, target) => {
  const s: Seeded = openSeededInbox(target);

  async function list(query: string, staffId?: string): Promise<InboxPage> {
    const { listInbox } = await import("@/lib/services/inbox");
    const { parseInboxFilters } = await import("@/lib/inbox/filters");
    const { filters, problems } = parseInboxFilters(new URLSearchParams(query));
    expect(problems).toEqual({});
    return listInbox(s.db(), filters, { now: NOW, staffId });
  }
  /** The seeded names of a page's rows, in order. */
  const keysOf = (page: InboxPage, ids: Record<string, string>) => {
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
    return page.rows.map((r) => byId.get(r.id));
  };
  const enquiries = (page: InboxPage) => keysOf(page, s.enquiries) as EnquiryKey[];
  const bookings = (page: InboxPage) => keysOf(page, s.bookings) as BookingKey[];

  it("'Overdue' lists every overdue enquiry, longest overdue first, and nothing else", async () => {
    const page = await list("view=overdue");
    expect(enquiries(page)).toEqual([
      "followUpLate",
      "replyLate",
      "replyLateFollowToday",
      "replyJustLate",
    ]);
    expect(page.total).toBe(4);
    expect(page.rows.every((r) => r.urgency === "overdue")).toBe(true);
  });

  it("the inbox opens on what needs action: overdue, then due today, then new ones", async () => {
    const page = await list("");
    expect(enquiries(page)).toEqual([
      "followUpLate",
      "replyLate",
      "replyLateFollowToday",
      "replyJustLate",
      "replyLaterToday",
      "followUpToday",
      "fresh",
    ]);
    expect(page.rows.map((r) => r.urgency)).toEqual([
      ...Array(4).fill("overdue"),
      "due-today",
      "due-today",
      null,
    ]);
  });

  it("sorts any view by what needs action: due first, then new ones, then the rest newest first", async () => {
    expect(enquiries(await list("view=all&sort=needs-action"))).toEqual([
      "followUpLate",
      "replyLate",
      "replyLateFollowToday",
      "replyJustLate",
      "replyLaterToday",
      "followUpToday",
      "fresh",
      "contacted",
      "followUpAhead",
      "notInterestedLate",
      "enrolledLate",
    ]);
    expect(enquiries(await list("sort=received"))).toEqual([
      "fresh",
      "replyLaterToday",
      "replyJustLate",
      "replyLateFollowToday",
      "replyLate",
      "followUpToday",
      "followUpLate",
    ]);
    expect(bookings(await list("kind=bookings&view=all&sort=needs-action"))).toEqual([
      "late",
      "later",
      "soon",
      "done",
    ]);
  });

  it("'Due today' holds the follow-up days of today and replies due later today", async () => {
    expect(enquiries(await list("view=due-today"))).toEqual(["replyLaterToday", "followUpToday"]);
  });

  it("'Mine' holds what the member owns; 'All' is everything, newest first", async () => {
    expect(enquiries(await list("view=mine", s.counsellor.id))).toEqual([
      "followUpToday",
      "followUpAhead",
    ]);
    expect((await list("view=mine", s.admin.id)).rows).toEqual([]);
    const all = await list("view=all");
    const newestFirst = (Object.keys(ENQUIRIES) as EnquiryKey[]).sort(
      (a, b) => ENQUIRIES[b].createdAt.getTime() - ENQUIRIES[a].createdAt.getTime(),
    );
    expect(enquiries(all)).toEqual(newestFirst);
  });

  it("counts each view at the chosen status, and each status in the chosen view", async () => {
    const page = await list("", s.counsellor.id);
    expect(page.views).toEqual({
      "needs-action": 7,
      overdue: 4,
      "due-today": 2,
      mine: 2,
      all: 11,
    });
    expect(page.counts).toMatchObject({ new: 5, contacted: 1, interested: 1, enrolled: 0 });
    const contacted = await list("status=contacted", s.counsellor.id);
    expect(contacted.views).toEqual({
      "needs-action": 1,
      overdue: 1,
      "due-today": 0,
      mine: 1,
      all: 3,
    });
    const overdue = await list("view=overdue");
    expect(overdue.counts).toMatchObject({ new: 3, contacted: 1, enrolled: 0 });
  });

  it("views keep every other filter", async () => {
    expect(enquiries(await list("view=overdue&status=new"))).toEqual([
      "replyLate",
      "replyLateFollowToday",
      "replyJustLate",
    ]);
    expect(enquiries(await list("view=overdue&q=अनन्या"))).toEqual(["replyLate"]);
    expect((await list("view=overdue&program=Cybersecurity")).total).toBe(0);
  });

  it("the list and the rule for one row agree on every row", async () => {
    for (const query of ["view=all", "kind=bookings&view=all"]) {
      const page = await list(query);
      const kind = query.startsWith("kind=bookings") ? "bookings" : "enquiries";
      const seeds: Record<string, { status: string; replyDueAt: Date; followUpOn?: string }> =
        kind === "enquiries" ? ENQUIRIES : BOOKINGS;
      const ids = kind === "enquiries" ? s.enquiries : s.bookings;
      for (const [key, seed] of Object.entries(seeds)) {
        const row = page.rows.find((r) => r.id === ids[key as never])!;
        const rule = urgencyOf(kind, { ...seed, followUpOn: seed.followUpOn ?? null }, NOW);
        expect([key, row.urgency]).toEqual([key, rule]);
      }
    }
  });

  it("a card has the start of the message, its language and the owner", async () => {
    const page = await list("view=all");
    const hindi = page.rows.find((r) => r.id === s.enquiries.replyLate)!;
    expect(hindi).toMatchObject({ name: "अनन्या शर्मा", language: "hi" });
    expect(hindi.message).toMatch(/^कृपया शाम 6 बजे/);
    const owned = page.rows.find((r) => r.id === s.enquiries.followUpToday)!;
    expect(owned.ownerName).toBe("Kiran Counsellor");
    expect(page.rows.find((r) => r.id === s.enquiries.fresh)?.message).toBe("call after 6 pm");
  });

  describe("bookings", () => {
    it("open on what needs action; a late request is overdue", async () => {
      const page = await list("kind=bookings");
      expect(bookings(page)).toEqual(["late", "later"]);
      expect(page.views).toMatchObject({ overdue: 1, all: 4 });
      expect(page.rows[0]).toMatchObject({ about: "UI & UX" });
    });

    it("sort by session date, soonest first, or by when they came", async () => {
      expect(bookings(await list("kind=bookings&view=all&sort=session"))).toEqual([
        "done",
        "soon",
        "late",
        "later",
      ]);
      expect(bookings(await list("kind=bookings&view=needs-action&sort=received"))).toEqual([
        "later",
        "late",
      ]);
    });

    it("filter by the session's day in India", async () => {
      const day = (key: BookingKey) => s.sessions[key].toISOString().slice(0, 10);
      const range = `session-from=${day("soon")}&session-to=${day("late")}`;
      expect(bookings(await list(`kind=bookings&view=all&sort=session&${range}`))).toEqual([
        "soon",
        "late",
      ]);
      expect(bookings(await list(`kind=bookings&view=all&session-from=${day("later")}`))).toEqual([
        "later",
      ]);
    });
  });
});
