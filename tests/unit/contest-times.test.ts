// Contest times as students read them: India's clock, their own, countdowns, and the Google
// Calendar link.
import {
  formatCountdown,
  formatIn,
  formatIst,
  sameClockAsIndia,
  startsWithinADay,
} from "@/components/learning/live-format";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { googleCalendarLink } from "@/lib/live-data/links";

test("India's time, and another zone's, from one instant", () => {
  expect(formatIst("2026-08-29T14:35:00Z")).toBe("Sat, 29 Aug 2026, 20:05 IST");
  expect(formatIn("2026-08-29T14:35:00Z", "America/New_York")).toBe("Sat, 29 Aug 2026, 10:35");
  expect(formatIn("2026-12-29T14:35:00Z", "America/New_York")).toBe("Tue, 29 Dec 2026, 09:35");
  expect(formatIst("not a time")).toBe("");
  // A Hindi page: Hindi day and month names, Latin digits.
  expect(formatIst("2026-08-29T14:35:00Z", "hi")).toBe("शनि, 29 अग॰ 2026, 20:05 IST");
});

test("India's fixed +05:30 agrees with the time-zone database, across midnight and years", () => {
  for (const iso of [
    "2026-03-08T18:29:59Z",
    "2026-03-08T18:30:00Z",
    "2026-12-31T18:30:00Z",
    "2027-06-15T02:00:00Z",
    "2030-11-03T06:45:00Z",
  ]) {
    expect(formatIst(iso)).toBe(`${formatIn(iso, "Asia/Calcutta")} IST`);
  }
  expect(formatIst("2026-12-31T18:30:00Z")).toBe("Fri, 1 Jan 2027, 00:00 IST");
});

test("the page's times read as date-fns writes them, in any zone and at any instant", () => {
  // An independent writer of the same text: date-fns over @date-fns/tz's zoned dates.
  const zones = ["Asia/Kolkata", "America/New_York", "Europe/London", "Asia/Kathmandu", "UTC"];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let i = 0; i < 300; i++) {
    const ms = Date.UTC(2020, 0, 1) + (next() % (15 * 366)) * 86_400_000 + (next() % 1440) * 60_000;
    const iso = new Date(ms).toISOString();
    for (const zone of zones) {
      expect(formatIn(iso, zone)).toBe(format(new TZDate(ms, zone), "EEE, d MMM yyyy, HH:mm"));
    }
  }
});

test("one clock is enough where it matches India's", () => {
  expect(sameClockAsIndia("2026-08-29T14:35:00Z", "Asia/Kolkata")).toBe(true);
  expect(sameClockAsIndia("2026-08-29T14:35:00Z", "Asia/Colombo")).toBe(true);
  expect(sameClockAsIndia("2026-08-29T14:35:00Z", "Asia/Dubai")).toBe(false);
});

test.each([
  [30_000, "under a minute"],
  [12 * 60_000, "12 min"],
  [3 * 3_600_000, "3 h"],
  [3 * 3_600_000 + 12 * 60_000 + 59_000, "3 h 12 min"],
  [2 * 86_400_000, "2 d"],
  [2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000, "2 d 4 h"],
])("a wait of %i ms reads %s", (ms, text) => {
  expect(formatCountdown(ms)).toBe(text);
});

test.each([
  [30_000, "एक मिनट से कम"],
  [3 * 3_600_000 + 12 * 60_000, "3 घंटे 12 मिनट"],
  [2 * 86_400_000 + 4 * 3_600_000, "2 दिन 4 घंटे"],
])("on a Hindi page a wait of %i ms reads %s", (ms, text) => {
  expect(formatCountdown(ms, "hi")).toBe(text);
});

test("the next 24 hours include a contest exactly a day away, not one under way", () => {
  const now = Date.parse("2026-08-29T12:00:00Z");
  expect(startsWithinADay({ start: "2026-08-30T12:00:00Z" }, now)).toBe(true);
  expect(startsWithinADay({ start: "2026-08-30T12:01:00Z" }, now)).toBe(false);
  expect(startsWithinADay({ start: "2026-08-29T11:00:00Z" }, now)).toBe(false);
});

test("Google Calendar gets the name, UTC times, host and only a web link", () => {
  const contest = {
    event: "Round 7 & friends",
    host: "codeforces.com",
    start: "2026-08-29T14:35:00.000Z",
    end: "2026-08-29T16:35:00.000Z",
  };
  const link = new URL(googleCalendarLink({ ...contest, url: "https://codeforces.com/contest/7" }));
  expect(link.searchParams.get("text")).toBe("Round 7 & friends");
  expect(link.searchParams.get("dates")).toBe("20260829T143500Z/20260829T163500Z");
  expect(link.searchParams.get("location")).toBe("codeforces.com");
  expect(link.searchParams.get("details")).toBe(
    "Round 7 & friends on codeforces.com. https://codeforces.com/contest/7",
  );
  const unsafe = new URL(googleCalendarLink({ ...contest, url: "javascript:alert(1)" }));
  expect(unsafe.searchParams.get("details")).toBe("Round 7 & friends on codeforces.com.");
});
