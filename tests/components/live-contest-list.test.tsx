import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { ContestList } from "@/components/learning/contest-list";
import { contestListCopy as contestListCopyIn } from "@/components/learning/list-copy";
import { CONTROLS_COPY } from "@/lib/i18n/controls";
import type { Contest } from "@/lib/platforms/contests";
import { NOT_WEB_LINKS } from "../support/fake-upstream-links";

// The English page's copy.
const contestListCopy = contestListCopyIn("en", CONTROLS_COPY.en.newTab);

const NOW = Date.parse("2026-08-29T12:00:00Z");

const contest = (id: number, event: string, host: string, start: string, end: string): Contest => ({
  id,
  event,
  host,
  start,
  end,
  duration: (Date.parse(end) - Date.parse(start)) / 1000,
  url: `https://example.com/contest/${id}`,
});

const CONTESTS = [
  contest(1, "Kaggle Playground", "kaggle.com", "2026-08-01T00:00:00Z", "2026-09-30T00:00:00Z"),
  contest(
    2,
    "Codeforces Round 1042 (Div. 2)",
    "codeforces.com",
    "2026-08-29T14:35:00Z",
    "2026-08-29T16:35:00Z",
  ),
  contest(
    3,
    "AtCoder Beginner Contest 420",
    "atcoder.jp",
    "2026-08-30T12:00:00Z",
    "2026-08-30T12:40:00Z",
  ),
];

const FEED = "https://coderhouse.in/api/contests/calendar.ics";

function renderList(initial: Parameters<typeof ContestList>[0]["initial"], searchParams = "") {
  jest.useFakeTimers({ now: NOW, doNotFake: ["queueMicrotask", "nextTick"] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const urls: string[] = [];
  render(
    <NuqsTestingAdapter
      searchParams={searchParams}
      onUrlUpdate={(event: UrlUpdateEvent) => urls.push(event.queryString)}
    >
      <ContestList initial={initial} renderedAt={NOW} copy={contestListCopy} feedUrl={FEED} />
    </NuqsTestingAdapter>,
  );
  return { user, urls };
}

const visibleEvents = () =>
  screen
    .getAllByRole("listitem", { hidden: true })
    .filter((li) => !li.hidden)
    .map((li) => within(li).getByRole("heading", { level: 3 }).textContent);

afterEach(() => jest.useRealTimers());

describe("contest list", () => {
  const initial = {
    kind: "data" as const,
    key: "/api/contests",
    page: {
      data: CONTESTS,
      page: 1,
      pageSize: 48,
      total: 3,
      totalPages: 1,
      asOf: "2026-08-29T11:55:00Z",
    },
  };

  it("shows each contest's host, IST start, duration, links and a Live now mark when running", () => {
    renderList(initial);
    const [kaggle, codeforces, atcoder] = screen.getAllByRole("listitem");
    expect(within(kaggle!).getByText("Live now")).toBeInTheDocument();
    expect(within(codeforces!).queryByText("Live now")).toBeNull();
    expect(codeforces).toHaveTextContent("codeforces.com");
    expect(codeforces).toHaveTextContent("Sat, 29 Aug 2026, 20:05 IST");
    expect(codeforces).toHaveTextContent("2 hours");
    expect(atcoder).toHaveTextContent("40 minutes");
    const view = within(codeforces!).getByRole("link", { name: /View contest/ });
    expect(view).toHaveAttribute("href", "https://example.com/contest/2");
    expect(view).toHaveAttribute("target", "_blank");
    expect(view.getAttribute("rel")).toContain("noopener");
    expect(within(codeforces!).getByRole("link", { name: /Download \.ics/ })).toHaveAttribute(
      "href",
      "/api/contests/2/calendar.ics",
    );
    expect(screen.getByText(/List as of Sat, 29 Aug 2026, 17:25 IST/)).toBeInTheDocument();
  });

  it("filters by event or host as you type, ignoring case, and says when nothing matches", async () => {
    const { user } = renderList(initial);
    const search = screen.getByRole("searchbox", { name: "Search contests" });
    await user.type(search, "ATCODER.JP");
    expect(visibleEvents()).toEqual(["AtCoder Beginner Contest 420"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 3 contests");
    await user.clear(search);
    await user.type(search, "round 1042");
    expect(visibleEvents()).toEqual(["Codeforces Round 1042 (Div. 2)"]);
    await user.type(search, "zzz");
    expect(visibleEvents()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent("No contests found matching your search.");
  });

  it("marks a contest in the next 24 hours and counts down to its start, or to a running one's end", () => {
    renderList(initial);
    const [kaggle, codeforces, atcoder] = screen.getAllByRole("listitem");
    expect(kaggle).toHaveTextContent("Ends in 31 d 12 h");
    expect(codeforces).toHaveTextContent("In the next 24 hours");
    expect(codeforces).toHaveTextContent("Starts in 2 h 35 min");
    expect(kaggle).not.toHaveTextContent("In the next 24 hours");
    // Exactly a day away: still within the next 24 hours.
    expect(atcoder).toHaveTextContent("In the next 24 hours");
    expect(atcoder).toHaveTextContent("Starts in 1 d");
  });

  it("pauses the countdowns, and they move on with the clock when played again", async () => {
    const { user } = renderList(initial);
    const codeforces = screen.getAllByRole("listitem")[1]!;
    await user.click(screen.getByRole("button", { name: "Pause countdowns" }));
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(codeforces).toHaveTextContent("Starts in 2 h 35 min");
    await user.click(screen.getByRole("button", { name: "Play countdowns" }));
    expect(codeforces).toHaveTextContent("Starts in 2 h 25 min");
  });

  it("shows the visitor's own time beside India's when their clock differs", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderList(initial);
    const codeforces = screen.getAllByRole("listitem")[1]!;
    if (zone === "Asia/Kolkata" || zone === "Asia/Calcutta") {
      expect(codeforces).not.toHaveTextContent("Your time");
    } else {
      expect(codeforces).toHaveTextContent(`Your time (${zone})`);
    }
  });

  it("links each contest to Google Calendar with its name and UTC times", () => {
    renderList(initial);
    const codeforces = screen.getAllByRole("listitem")[1]!;
    const link = within(codeforces).getByRole("link", { name: /Add to Google Calendar/ });
    const url = new URL(link.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Codeforces Round 1042 (Div. 2)");
    expect(url.searchParams.get("dates")).toBe("20260829T143500Z/20260829T163500Z");
    expect(url.searchParams.get("details")).toContain("https://example.com/contest/2");
  });

  it("filters by platform, keeps it in the address, and subscribes to that platform's feed", async () => {
    const { user, urls } = renderList(initial);
    await user.selectOptions(screen.getByRole("combobox", { name: "Platform" }), "atcoder.jp");
    expect(visibleEvents()).toEqual(["AtCoder Beginner Contest 420"]);
    expect(urls.at(-1)).toBe("?host=atcoder.jp");
    const subscribe = screen.getByRole("link", { name: /Subscribe to atcoder\.jp contests/ });
    expect(subscribe).toHaveAttribute(
      "href",
      "webcal://coderhouse.in/api/contests/calendar.ics?hosts=atcoder.jp",
    );
    expect(screen.getByRole("link", { name: /download the calendar file/ })).toHaveAttribute(
      "href",
      "/api/contests/calendar.ics?hosts=atcoder.jp",
    );
  });

  it("opens on the platform in the address", () => {
    renderList(initial, "?host=kaggle.com");
    expect(visibleEvents()).toEqual(["Kaggle Playground"]);
    expect(
      screen.getByRole("link", { name: /Subscribe to kaggle\.com contests/ }),
    ).toBeInTheDocument();
  });

  it("says plainly that the listing is not configured, without a list or a request", () => {
    const fetchSpy = jest.fn();
    const realFetch = global.fetch;
    global.fetch = fetchSpy;
    renderList({ kind: "error", key: "/api/contests", code: "not_configured", message: "x" });
    expect(screen.getByRole("status")).toHaveTextContent(/not configured on this server/);
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    global.fetch = realFetch;
  });
});

describe("a contest without a web link", () => {
  // null: the provider dropped the link. The others: what a copy saved before the rule could hold.
  const links: (string | null)[] = [null, ...NOT_WEB_LINKS.map(([, link]) => link)];
  const listed = links.map((url, i) => ({
    ...contest(
      10 + i,
      `No-link contest ${i}`,
      "x.example",
      "2026-09-01T10:00:00Z",
      "2026-09-01T12:00:00Z",
    ),
    url,
  }));
  const page = {
    data: listed,
    page: 1,
    pageSize: 48,
    total: listed.length,
    totalPages: 1,
    asOf: "2026-08-29T11:55:00Z",
  };

  it("is listed with its calendar links and no link to follow", () => {
    renderList({ kind: "data", key: "/api/contests", page });
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(listed.length);
    for (const [i, item] of items.entries()) {
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(
        `No-link contest ${i}`,
      );
      expect(within(item).queryByRole("link", { name: /View contest/ })).toBeNull();
      const links = within(item).getAllByRole("link");
      const [google, file, ...rest] = links.map((a) => a.getAttribute("href") ?? "");
      expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
      // The bad link is not carried into Google Calendar's details either.
      expect(new URL(google!).searchParams.get("details")).toBe(
        `No-link contest ${i} on x.example.`,
      );
      expect([file, ...rest]).toEqual([`/api/contests/${10 + i}/calendar.ics`]);
    }
    const hrefs = Array.from(document.querySelectorAll("[href]"), (el) => el.getAttribute("href"));
    expect(hrefs.filter((h) => /^\s*(javascript|vbscript|data|file)/i.test(h ?? ""))).toEqual([]);
  });
});
