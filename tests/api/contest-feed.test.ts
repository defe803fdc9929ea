/**
 * @jest-environment node
 */
// The subscribable contest feed, read back with an iCalendar parser (ical.js, Mozilla's): valid
// iCalendar holding exactly the contests not yet over on the chosen hosts, and a clear 400 for a
// host list that is not one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import { contestsAnswer } from "../support/fake-upstream-fixtures";

let fake: FakeUpstream;
let dataDir: string;
let GET: (request: Request) => Promise<Response>;

beforeAll(async () => {
  fake = await startFakeUpstream({ clistUsername: "feed-user", clistApiKey: "feed-key-0123" });
  dataDir = mkdtempSync(join(tmpdir(), "ch-contest-feed-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: "https://coderhouse.in",
    CLIST_API_URL: fake.clistUrl,
    CLIST_USERNAME: "feed-user",
    CLIST_API_KEY: "feed-key-0123",
  });
  delete process.env.REDIS_URL;
  ({ GET } = await import("@/app/api/contests/calendar.ics/route"));
});

afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Upstream = { id: number; host: string; end: string; event: string };

/** What the upstream lists that is not over yet, on `hosts` (all for none): the feed's ids. */
function expectedIds(hosts: string[]): string[] {
  const now = Date.now();
  const { objects } = contestsAnswer(now) as { objects: Upstream[] };
  return objects
    .filter((c) => Date.parse(`${c.end}Z`) > now + 60_000)
    .filter((c) => hosts.length === 0 || hosts.includes(c.host))
    .map((c) => `contest-${c.id}@coderhouse.in`)
    .sort();
}

async function feed(query: string) {
  const response = await GET(new Request(`http://localhost/api/contests/calendar.ics${query}`));
  const text = await response.text();
  return { response, text };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
  return { calendar, events };
}

test("every host: valid iCalendar with every contest not yet over", async () => {
  const { response, text } = await feed("");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  const { calendar, events } = parse(text);
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  expect(String(calendar.getFirstPropertyValue("x-wr-calname"))).toBe(
    "Coding contests (Coder House)",
  );
  // Subscribed calendars are told to refresh hourly.
  expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe("PT1H");
  const ids = events.map((e) => e.uid).sort();
  const expected = expectedIds([]);
  expect(expected.length).toBeGreaterThan(10);
  expect(ids).toEqual(expected);
  for (const event of events) {
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(
      event.startDate.toJSDate().getTime(),
    );
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.summary.length).toBeGreaterThan(0);
  }
});

test("chosen hosts: exactly their contests, whatever the spelling of the list", async () => {
  const { text } = await feed("?hosts=Kaggle.com,%20codechef.com,,kaggle.com");
  const { calendar, events } = parse(text);
  expect(events.map((e) => e.uid).sort()).toEqual(expectedIds(["kaggle.com", "codechef.com"]));
  expect(events.every((e) => ["kaggle.com", "codechef.com"].includes(e.location))).toBe(true);
  expect(String(calendar.getFirstPropertyValue("x-wr-calname"))).toContain(
    "kaggle.com, codechef.com",
  );
});

test("a host with no contests gives a valid, empty calendar", async () => {
  const { response, text } = await feed("?hosts=atcoder.jp");
  expect(response.status).toBe(200);
  expect(parse(text).events).toEqual([]);
});

test.each([
  ["not a host", "?hosts=codeforces"],
  ["a path", "?hosts=codeforces.com/contests"],
  ["a scheme", "?hosts=https://codeforces.com"],
  ["too many", `?hosts=${Array.from({ length: 31 }, (_, i) => `h${i}.com`).join(",")}`],
])("%s is a 400 that says how to write the list", async (_, query) => {
  const { response, text } = await feed(query);
  expect(response.status).toBe(400);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("invalid_parameter");
  expect(body.error.message).toMatch(/codeforces\.com,atcoder\.jp/);
});
