/** @jest-environment node */
// Notices (lib/content-store/notices.ts): what the one schema refuses, with the message the form
// shows under the field; which notices are current at a moment, India's midnights being where
// days turn; the next moment that changes, when the pages showing them are rendered again; and
// today's What's New as the first item.
import { fieldErrors } from "@/lib/api/errors";
import { whatsNew } from "@/lib/content/home";
import {
  type Notice,
  type NoticeFields,
  blankNotice,
  currentNotices,
  indianDay,
  noticeSchema,
  nextNoticeChange,
  noticeTitle,
  seedNotices,
} from "@/lib/content-store/notices";

const notice = (change: Partial<NoticeFields> = {}): NoticeFields => ({
  placement: "banner",
  text: { en: "Admissions for the winter batch are open.", hi: "" },
  link: { label: { en: "Apply", hi: "आवेदन करें" }, href: "/CampusPrograms" },
  from: "",
  until: "",
  ...change,
});

/** The message under each field the schema refuses, as the handler answers it. */
function refusal(value: unknown): Record<string, string> {
  const parsed = noticeSchema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

describe("the notice schema", () => {
  it("accepts a notice as the editor writes it, and the last day equal to the first", () => {
    expect(refusal(notice())).toEqual({});
    expect(refusal(notice({ from: "2026-12-01", until: "2026-12-01" }))).toEqual({});
  });

  it("refuses a last day before the first, under the last day", () => {
    expect(refusal(notice({ from: "2026-12-10", until: "2026-12-09" }))).toEqual({
      until: "The last day cannot come before the first day.",
    });
  });

  it("refuses a day that is not a date on the calendar", () => {
    for (const day of ["2026-02-30", "28/11/2026", "2026-1-5", "tomorrow"])
      expect(refusal(notice({ from: day }))).toEqual({
        from: "Use a date such as 2026-12-25, or leave it empty.",
      });
  });

  it("refuses a link that is neither a page of this site nor an https address", () => {
    const message =
      "Write a page of this site starting with /, such as /marathon-classes, or a whole address starting with https://.";
    for (const href of [
      "http://example.com/offer",
      "//example.com/offer",
      "/\\example.com",
      "javascript:alert(1)",
      "marathon-classes",
      "https://user:pass@example.com/",
      "/marathon classes",
      "mailto:coderhouseoptus@gmail.com",
    ]) {
      const link = { label: { en: "See it", hi: "" }, href };
      expect([href, refusal(notice({ link }))]).toEqual([href, { "link.href": message }]);
    }
    for (const href of ["/marathon-classes", "/hi/notes?q=dp#top", "https://forms.gle/abc123"])
      expect(refusal(notice({ link: { label: { en: "See it", hi: "" }, href } }))).toEqual({});
  });

  it("treats a link left empty as no link, and a half-written one as a mistake", () => {
    const empty = { label: { en: "", hi: " " }, href: "" };
    expect(noticeSchema.parse(notice({ link: empty })).link).toBeNull();
    expect(noticeSchema.parse(notice({ link: null })).link).toBeNull();
    expect(refusal(notice({ link: { label: { en: "", hi: "" }, href: "/notes" } }))).toEqual({
      "link.label.en": "Write the English text.",
    });
    expect(refusal(notice({ link: { label: { en: "Notes", hi: "" }, href: " " } }))).toEqual({
      "link.href":
        "Write where the link goes, or empty the link's words for a notice without a link.",
    });
  });

  it("needs the English text and a placement; the Hindi may wait", () => {
    expect(refusal({ ...notice(), placement: "popup", text: { en: " ", hi: "" } })).toEqual({
      placement: "Choose where the notice shows.",
      "text.en": "Write the English text.",
    });
    expect(refusal(blankNotice)).toEqual({ "text.en": "Write the English text." });
  });
});

describe("today's What's New", () => {
  it("is the first notice, from lib/content/home.ts, shown with no end", () => {
    expect(seedNotices).toEqual<Notice[]>([
      {
        placement: "whats-new",
        text: whatsNew.text,
        link: { label: whatsNew.linkLabel, href: whatsNew.href },
        from: "",
        until: "",
      },
    ]);
    expect(noticeTitle(seedNotices[0]!)).toMatch(/^What's New: Company-specific workshops/);
  });
});

describe("current notices", () => {
  // 28 Nov 2026 begins in India at 27 Nov 18:30 UTC and ends at 28 Nov 18:30 UTC.
  const FIRST_MOMENT = new Date("2026-11-27T18:30:00.000Z");
  const LAST_MOMENT = new Date("2026-11-28T18:29:59.999Z");
  const only = (n: Pick<Notice, "from" | "until">, at: Date) => currentNotices([n], at).length > 0;

  it("reads the day in India, not on the server's clock", () => {
    expect(indianDay(new Date("2026-11-27T18:29:59.999Z"))).toBe("2026-11-27");
    expect(indianDay(FIRST_MOMENT)).toBe("2026-11-28");
    expect(indianDay(LAST_MOMENT)).toBe("2026-11-28");
  });

  it("starts at midnight in India on its first day", () => {
    const n = { from: "2026-11-28", until: "" };
    expect(only(n, new Date(FIRST_MOMENT.getTime() - 1))).toBe(false);
    expect(only(n, FIRST_MOMENT)).toBe(true);
  });

  it("shows all of its last day and is gone at the midnight after it", () => {
    const n = { from: "", until: "2026-11-28" };
    expect(only(n, LAST_MOMENT)).toBe(true);
    expect(only(n, new Date(LAST_MOMENT.getTime() + 1))).toBe(false);
  });

  it("shows a notice without dates at any time", () => {
    for (const at of ["2000-01-01T00:00:00Z", "2026-11-28T06:00:00Z", "2099-12-31T23:59:59Z"])
      expect(only({ from: "", until: "" }, new Date(at))).toBe(true);
  });

  it("leaves out the expired and the future ones, and keeps the order of the rest", () => {
    const notices = [
      { from: "", until: "2026-11-27", name: "expired yesterday" },
      { from: "2026-11-20", until: "2026-12-05", name: "running" },
      { from: "2026-11-29", until: "", name: "starts tomorrow" },
      { from: "", until: "", name: "always" },
      { from: "2026-11-28", until: "2026-11-28", name: "today only" },
    ];
    const at = new Date("2026-11-28T06:00:00Z");
    expect(currentNotices(notices, at).map((n) => n.name)).toEqual([
      "running",
      "always",
      "today only",
    ]);
  });
});

describe("the next change, when the pages showing notices are rendered again", () => {
  const at = new Date("2026-11-28T06:00:00Z"); // 11:30 on 28 Nov 2026 in India

  it("is the midnight in India ending a last day or beginning a first day, whichever comes first", () => {
    expect(nextNoticeChange([{ from: "", until: "2026-11-28" }], at)).toEqual(
      new Date("2026-11-28T18:30:00Z"),
    );
    expect(nextNoticeChange([{ from: "2026-12-01", until: "" }], at)).toEqual(
      new Date("2026-11-30T18:30:00Z"),
    );
    const notices = [
      { from: "2026-12-01", until: "2026-12-10" },
      { from: "2026-11-01", until: "2026-11-29" },
      { from: "", until: "" },
    ];
    expect(nextNoticeChange(notices, at)).toEqual(new Date("2026-11-29T18:30:00Z"));
    // Month and year ends roll over.
    expect(nextNoticeChange([{ from: "", until: "2026-12-31" }], at)).toEqual(
      new Date("2026-12-31T18:30:00Z"),
    );
  });

  it("is none without dates to come: then only a publish changes the pages", () => {
    expect(nextNoticeChange(seedNotices, at)).toBeNull();
    expect(nextNoticeChange([{ from: "2026-11-01", until: "2026-11-27" }], at)).toBeNull();
    // A change at this very moment is already in the page rendered now.
    const midnight = new Date("2026-11-28T18:30:00Z");
    expect(nextNoticeChange([{ from: "2026-11-29", until: "" }], midnight)).toBeNull();
  });

  it("agrees with currentNotices on either side of it", () => {
    const notices = [
      { from: "2026-11-29", until: "2026-11-29" },
      { from: "", until: "2026-11-30" },
    ];
    let now = at;
    const seen: number[] = [];
    for (
      let change = nextNoticeChange(notices, now);
      change;
      change = nextNoticeChange(notices, now)
    ) {
      const before = currentNotices(notices, new Date(change.getTime() - 1)).length;
      const after = currentNotices(notices, change).length;
      expect(after).not.toBe(before);
      seen.push(after);
      now = change;
    }
    expect(seen).toEqual([2, 1, 0]);
  });
});
