/**
 * @jest-environment node
 */
// The link rule (only http: and https: leave upstream data) and the .ics file of a contest
// whose link was dropped.
import { contestIcs, plainText } from "@/lib/platforms/contests/calendar";
import { MAX_LINK_LENGTH, webLink } from "@/lib/live-data/links";
import type { Contest } from "@/lib/platforms/contests";
import { NOT_WEB_LINKS } from "../support/fake-upstream-links";

describe("webLink", () => {
  test.each(NOT_WEB_LINKS)("drops %s", (_name, link) => {
    expect(webLink(link)).toBeNull();
  });

  test.each([null, undefined, 42, { href: "https://a.example" }])("drops a non-string %p", (v) => {
    expect(webLink(v)).toBeNull();
  });

  test.each([
    ["https://codeforces.com/contests/2000", "https://codeforces.com/contests/2000"],
    ["http://example.com", "http://example.com/"],
    ["HTTPS://AtCoder.jp/contests/abc420", "https://atcoder.jp/contests/abc420"],
    ["  https://kaggle.com/c/x y  ", "https://kaggle.com/c/x%20y"],
    ["ht\ttps://leetcode.com/contest/", "https://leetcode.com/contest/"],
  ])("keeps the web link %p as the browser reads it", (link, expected) => {
    expect(webLink(link)).toBe(expected);
  });

  test("drops a link longer than the limit", () => {
    const base = "https://example.com/";
    expect(webLink(base + "a".repeat(MAX_LINK_LENGTH - base.length))).not.toBeNull();
    expect(webLink(base + "a".repeat(MAX_LINK_LENGTH - base.length + 1))).toBeNull();
  });
});

const contest = (url: string | null): Contest => ({
  id: 7,
  event: "Round 7",
  host: "codeforces.com",
  start: "2026-08-29T14:35:00.000Z",
  end: "2026-08-29T16:35:00.000Z",
  duration: 7200,
  url,
});

/** The .ics lines after unfolding (a long line continues after CRLF + space). */
const icsLines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("the .ics file", () => {
  test("a web link is the URL line and ends the description", () => {
    const lines = icsLines(contestIcs(contest("https://codeforces.com/contest/7"), "site.test"));
    expect(lines).toContain("URL;VALUE=URI:https://codeforces.com/contest/7");
    expect(lines).toContain(
      "DESCRIPTION:Round 7 on codeforces.com. https://codeforces.com/contest/7",
    );
  });

  test("a contest without a link has no URL line and no link in its description", () => {
    const lines = icsLines(contestIcs(contest(null), "site.test"));
    expect(lines.some((l) => l.startsWith("URL"))).toBe(false);
    expect(lines).toContain("DESCRIPTION:Round 7 on codeforces.com.");
    expect(lines).toEqual(expect.arrayContaining(["BEGIN:VEVENT", "SUMMARY:Round 7"]));
  });

  test.each(NOT_WEB_LINKS)("a %s link held in an old copy never reaches the file", (_n, link) => {
    const text = contestIcs(contest(link), "site.test");
    const lines = icsLines(text);
    expect(lines.some((l) => l.startsWith("URL"))).toBe(false);
    expect(text.toLowerCase()).not.toMatch(/(javascript|vbscript|data|file):/);
  });

  test("upstream text cannot start a line of its own (CR, LF or CRLF)", () => {
    const sneaky = { ...contest(null), event: "Round\rURL:javascript:alert(1)\nX:1\r\nY:2" };
    const lines = icsLines(contestIcs(sneaky, "site.test"));
    expect(lines.filter((l) => /^(URL|X|Y):/.test(l))).toEqual([]);
    expect(plainText("a\rb\nc\r\nd\u0007e")).toBe("a b c de");
  });
});
