// The contest list in Chromium against the fake upstream: server-rendered cards, search as you
// type, "Live now" marks, and the calendar download. Also axe on the four live pages.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, holdScripts, htmlToText } from "./support";

const cards = (page: Page) => page.locator("[data-contest]");
const visibleCards = (page: Page) => page.locator("[data-contest]:visible");

test("the upcoming contests are in the HTML served before any script runs", async ({ request }) => {
  const response = await request.get("/contest");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const count = html.match(/data-contest="/g)?.length ?? 0;
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(48);
  const text = htmlToText(html);
  expect(text).toMatch(/Starts\s*\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/);
  expect(text).toMatch(/Duration\s*\d[\d,]* (hours?|minutes?)/);
});

test("search filters by event or host as you type, case-insensitively", async ({ page }) => {
  await page.goto("/contest");
  const total = await cards(page).count();
  expect(total).toBeGreaterThan(1);
  const host = (await cards(page).first().locator("dd").first().innerText()).trim();

  const search = page.getByRole("searchbox", { name: "Search contests" });
  await search.pressSequentially(host.toUpperCase().slice(0, 6));
  const shown = await visibleCards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(total);
  for (const card of await visibleCards(page).all()) {
    expect((await card.innerText()).toLowerCase()).toContain(host.toLowerCase().slice(0, 6));
  }
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${shown} of ${total} contests`,
  );

  await search.fill("no contest is called this");
  await expect(visibleCards(page)).toHaveCount(0);
  await expect(page.getByText("No contests found matching your search.")).toBeVisible();

  await search.fill("");
  await expect(visibleCards(page)).toHaveCount(total);
});

test("words typed before the page's scripts have run still filter the list", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contest", { waitUntil: "commit" });
  await page.getByRole("searchbox", { name: "Search contests" }).fill("no contest is called this");
  release();
  // Every script now loads and the page hydrates: slower than a click, so a longer wait.
  await expect(page.getByText("No contests found matching your search.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(visibleCards(page)).toHaveCount(0);
});

test("contests already running are marked Live now; each links out once", async ({ page }) => {
  await page.goto("/contest");
  const live = cards(page).filter({ hasText: "Live now" });
  expect(await live.count()).toBeGreaterThan(0);
  const card = cards(page).first();
  const view = card.getByRole("link", { name: /View contest/ });
  await expect(view).toHaveCount(1);
  await expect(view).toHaveAttribute("target", "_blank");
  await expect(view).toHaveAttribute("rel", /noopener/);
});

test("Download .ics answers an iCalendar file", async ({ page, request }) => {
  await page.goto("/contest");
  const href = await cards(page)
    .first()
    .getByRole("link", { name: /Download \.ics/ })
    .getAttribute("href");
  expect(href).toMatch(/^\/api\/contests\/\d+\/calendar\.ics$/);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  expect(await response.text()).toContain("BEGIN:VCALENDAR");
});

test.describe("on a 360-pixel phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("the platform filter lives in the address, and its feed holds only that platform", async ({
    page,
    request,
  }) => {
    await page.goto("/contest?host=kaggle.com");
    await expect(visibleCards(page).first()).toBeVisible();
    for (const card of await visibleCards(page).all())
      await expect(card).toContainText("kaggle.com");
    const platform = page.getByRole("combobox", { name: "Platform" });
    await expect(platform).toHaveValue("kaggle.com");
    await platform.selectOption("codechef.com");
    await expect(page).toHaveURL(/[?&]host=codechef\.com/);
    for (const card of await visibleCards(page).all())
      await expect(card).toContainText("codechef.com");
    const cardsShown = await visibleCards(page).count();
    await expect(
      page.getByRole("link", { name: /Subscribe to codechef\.com contests/ }),
    ).toHaveAttribute("href", /^webcal:\/\/.+\/api\/contests\/calendar\.ics\?hosts=codechef\.com$/);
    const file = await page
      .getByRole("link", { name: /download the calendar file/ })
      .getAttribute("href");
    const feed = await (await request.get(file!)).text();
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(cardsShown);
    expect(feed).not.toContain("LOCATION:kaggle.com");
    const { scroll, view } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(view);
  });
});

for (const route of ["/contest", "/codeforces", "/atcoder", "/leetcode"]) {
  test(`${route} with its live list has no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const { violations } = await axe(page).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
