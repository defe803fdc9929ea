// "Overdue" and "due today" as a counsellor reads them: a new enquiry not called back within one
// working day (Monday to Saturday, India time), or a follow-up day gone by on one still open.
import {
  indiaDay,
  indiaStamp,
  isWorkingDay,
  replyDueBy,
  urgencyOf,
  workingDaysBefore,
} from "@/lib/inbox/overdue";

const ist = (local: string) => new Date(`${local}+05:30`);

describe("replyDueBy", () => {
  test.each([
    [
      "a Monday morning enquiry is due Tuesday morning",
      "2026-11-23T09:15:00",
      "2026-11-24T09:15:00",
    ],
    ["Friday's is due Saturday (a working day)", "2026-11-27T18:00:00", "2026-11-28T18:00:00"],
    ["Saturday's skips Sunday and is due Monday", "2026-11-28T11:00:00", "2026-11-30T11:00:00"],
    [
      "Sunday's counts from Monday 10:00, so is due Tuesday 10:00",
      "2026-11-29T20:00:00",
      "2026-12-01T10:00:00",
    ],
    [
      "just after midnight on Sunday is still Sunday in India",
      "2026-11-29T00:05:00",
      "2026-12-01T10:00:00",
    ],
  ])("%s", (_, created, due) => {
    expect(replyDueBy(ist(created)).toISOString()).toBe(ist(due).toISOString());
  });
});

describe("a new enquiry's first call", () => {
  const row = (status: string) => ({
    status,
    replyDueAt: replyDueBy(ist("2026-11-23T09:15:00")),
    followUpOn: null,
  });
  test("is overdue only after it was due", () => {
    expect(urgencyOf("enquiries", row("new"), ist("2026-11-24T09:14:00"))).toBe("due-today");
    expect(urgencyOf("enquiries", row("new"), ist("2026-11-24T09:16:00"))).toBe("overdue");
  });
  test("is never overdue once someone has acted on it", () => {
    for (const status of ["contacted", "unreachable", "not_interested"]) {
      expect(urgencyOf("enquiries", row(status), ist("2026-12-24T00:00:00"))).toBeNull();
    }
  });
});

describe("urgencyOf", () => {
  // Thursday 26 November 2026, 14:05 in India.
  const now = ist("2026-11-26T14:05:00");
  const enquiry = (status: string, replyDueAt: string, followUpOn: string | null = null) =>
    urgencyOf("enquiries", { status, replyDueAt: ist(replyDueAt), followUpOn }, now);

  test("a new one past its reply is overdue; one due later today is due today", () => {
    expect(enquiry("new", "2026-11-26T14:04:00")).toBe("overdue");
    expect(enquiry("new", "2026-11-26T23:59:00")).toBe("due-today");
    expect(enquiry("new", "2026-11-27T00:00:00")).toBeNull();
  });

  test("a follow-up day: past is overdue, today is due today, unless the item is closed", () => {
    expect(enquiry("contacted", "2026-11-20T10:00:00", "2026-11-25")).toBe("overdue");
    expect(enquiry("interested", "2026-11-20T10:00:00", "2026-11-26")).toBe("due-today");
    expect(enquiry("unreachable", "2026-11-20T10:00:00", "2026-11-27")).toBeNull();
    expect(enquiry("enrolled", "2026-11-20T10:00:00", "2026-11-25")).toBeNull();
    expect(enquiry("not_interested", "2026-11-20T10:00:00", "2026-11-25")).toBeNull();
  });

  test("overdue wins over due today", () => {
    expect(enquiry("new", "2026-11-25T10:00:00", "2026-11-26")).toBe("overdue");
  });

  test("a booking waits as requested, and is closed when done or cancelled", () => {
    const booking = (status: string, followUpOn: string | null) =>
      urgencyOf("bookings", { status, replyDueAt: ist("2026-11-25T10:00:00"), followUpOn }, now);
    expect(booking("requested", null)).toBe("overdue");
    expect(booking("new", null)).toBeNull();
    expect(booking("confirmed", "2026-11-26")).toBe("due-today");
    expect(booking("cancelled", "2026-11-20")).toBeNull();
  });
});

test("India's day and a spreadsheet's India time of an instant", () => {
  expect(indiaDay(new Date("2026-11-25T18:29:00Z"))).toBe("2026-11-25");
  expect(indiaDay(new Date("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
  expect(indiaStamp(new Date("2026-11-26T08:35:00Z"))).toBe("2026-11-26 14:05");
});

test("working days are Monday to Saturday in India, less the centre's closed days", () => {
  expect(isWorkingDay("2026-11-28")).toBe(true); // a Saturday
  expect(isWorkingDay("2026-11-29")).toBe(false); // a Sunday
  expect(isWorkingDay("2026-12-25")).toBe(true);
  expect(isWorkingDay("2026-12-25", ["2026-12-25"])).toBe(false);
});

test("two working days back skips Sundays and closed days, keeping India's time of day", () => {
  // Tuesday 1 Dec 9:00 India → Saturday 28 Nov 9:00 (Sunday skipped).
  const tuesday = new Date("2026-12-01T09:00:00+05:30");
  expect(workingDaysBefore(tuesday, 2)).toEqual(new Date("2026-11-28T09:00:00+05:30"));
  expect(workingDaysBefore(tuesday, 2, ["2026-11-30"])).toEqual(
    new Date("2026-11-27T09:00:00+05:30"),
  );
  expect(workingDaysBefore(new Date("2026-12-03T09:00:00+05:30"), 2)).toEqual(
    new Date("2026-12-01T09:00:00+05:30"),
  );
});
