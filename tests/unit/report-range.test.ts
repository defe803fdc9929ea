// The reports page's period from its URL (lib/inbox/report-range.ts): this month by default, a
// month, two India days or one of them, each day whole in India; what the address gets wrong falls
// back on the page and is named for the CSV API; a period is at most 366 days.
import { REPORT_TABLE, monthsAround, reportRange } from "@/lib/inbox/report-range";

/** 28 Nov 2026, 20:00 in India (14:30 UTC). */
const NOW = new Date("2026-11-28T14:30:00Z");
const rangeOf = (query: string, now = NOW) =>
  reportRange(REPORT_TABLE.read(new URLSearchParams(query)), now);
const parse = (query: string) => REPORT_TABLE.parse(new URLSearchParams(query));

describe("the reports' period", () => {
  it("is this month in India by default, even when it is still the month before in UTC", () => {
    expect(rangeOf("")).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-30",
      label: "November 2026",
    });
    // 1 Dec 2026, 00:10 in India is still 30 Nov in UTC.
    expect(rangeOf("", new Date("2026-11-30T18:40:00Z"))).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-31",
    });
  });

  it("bounds a month by midnight in India: 23:59 on its last day is in, 00:00 next day is not", () => {
    const { start, end } = rangeOf("month=2026-02");
    expect(start.toISOString()).toBe("2026-01-31T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-02-28T18:30:00.000Z");
    const lastMinute = new Date("2026-02-28T23:59:00+05:30");
    const nextMidnight = new Date("2026-03-01T00:00:00+05:30");
    expect(lastMinute >= start && lastMinute < end).toBe(true);
    expect(nextMidnight < end).toBe(false);
    expect(rangeOf("month=2024-02").to).toBe("2024-02-29");
  });

  it("takes two days, or one: until today, or from the first of its month", () => {
    expect(rangeOf("from=2026-11-03&to=2026-11-15")).toMatchObject({
      from: "2026-11-03",
      to: "2026-11-15",
      label: "3 Nov 2026 – 15 Nov 2026",
    });
    expect(rangeOf("from=2026-10-20")).toMatchObject({ from: "2026-10-20", to: "2026-11-28" });
    expect(rangeOf("to=2026-10-20")).toMatchObject({ from: "2026-10-01", to: "2026-10-20" });
    expect(rangeOf("from=2026-10-01&to=2026-10-31").label).toBe("October 2026");
  });

  it("falls back on the page for what it cannot read, and names each for the API", () => {
    for (const bad of ["month=2026-13", "month=nov", "month=1999-12", "from=2026-02-30&to=x"])
      expect(rangeOf(bad)).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(parse("month=2026-13").problems).toEqual({
      month: 'The "month" parameter must be a month written YYYY-MM.',
    });
    expect(Object.keys(parse("from=2026-02-30&to=x").problems).sort()).toEqual(["from", "to"]);
  });

  it("mends a period upside down, too long, or given twice", () => {
    expect(rangeOf("from=2026-11-10&to=2026-11-01")).toMatchObject({
      from: "2026-11-10",
      to: "2026-11-28",
    });
    expect(parse("from=2026-11-10&to=2026-11-01").problems.to).toBe(
      'The "to" parameter must not be before "from".',
    );
    expect(rangeOf("from=2020-01-01&to=2026-11-28")).toMatchObject({
      from: "2025-11-28",
      to: "2026-11-28",
    });
    expect(parse("from=2020-01-01&to=2026-11-28").problems.from).toBe(
      "A report covers at most 366 days.",
    );
    expect(rangeOf("from=2020-01-01").from).toBe("2025-11-28");
    expect(rangeOf("month=2026-01&from=2026-11-02")).toMatchObject({ from: "2026-11-02" });
    expect(parse("month=2026-01&from=2026-11-02").problems).toHaveProperty("month");
  });

  it("links the months either side, and writes the address without what is unset", () => {
    expect(monthsAround(rangeOf("month=2026-01"))).toEqual({
      previous: "2025-12",
      next: "2026-02",
    });
    expect(
      REPORT_TABLE.href({ month: "2026-03", from: null, to: null }, {}, "/staff/reports"),
    ).toBe("/staff/reports?month=2026-03");
  });
});
