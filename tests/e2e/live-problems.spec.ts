// The three problem browsers in Chromium, against the fake upstream started by playwright.config.ts:
// server-rendered first page, filters and page number in the URL, pagination, empty state,
// solved marks with hide / export / import, and the random pick.
import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdScripts, htmlToText } from "./support";

const problemRows = (page: Page) => page.locator("[data-problem]");
const list = (page: Page) => page.getByRole("list", { name: "Problem list" });
/** The list's own status line (the handle box above it has one of its own). */
const listStatus = (page: Page) => page.locator("[data-list-status]");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pages of the list" });

/** "?b=2&a=1" and "?a=1&b=2" alike. */
const sortedSearch = (search: string) => [...new URLSearchParams(search)].sort().join("&");

/**
 * Waits until the list shows the page the URL asks for: it has re-rendered for the URL (a
 * pushState is seen before React renders) and no request is in flight.
 */
async function settled(page: Page) {
  await expect
    .poll(async () => sortedSearch((await list(page).getAttribute("data-query")) ?? ""))
    .toBe(sortedSearch(new URL(page.url()).search));
  await expect(list(page)).toHaveAttribute("aria-busy", "false");
  await expect(listStatus(page)).not.toHaveText(/Loading/);
}

async function rowTexts(page: Page): Promise<string[]> {
  return problemRows(page).allInnerTexts();
}

const ratingOf = (text: string) => Number(/Rating (\d+)/.exec(text)?.[1] ?? NaN);

/** "Page 2 of 14" from the pagination bar. */
async function pageNumbers(page: Page): Promise<{ page: number; pages: number }> {
  const text = (await pagination(page).innerText()).replace(/\s+/g, " ");
  const match = /Page (\d+) of (\d+)/.exec(text);
  if (!match) throw new Error(`No "Page N of M" in: ${text}`);
  return { page: Number(match[1]), pages: Number(match[2]) };
}

test.describe("Codeforces browser", () => {
  test("the first page is in the HTML served before any script runs", async ({ request }) => {
    const html = await request.get("/codeforces");
    expect(html.status()).toBe(200);
    const text = htmlToText(await html.text());
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toMatch(/Rating \d+/);
    expect(text).not.toContain("Loading problems...");
  });

  test("rating and topic filters narrow the list and live in the URL", async ({ page }) => {
    await page.goto("/codeforces");
    const rating = page.getByLabel("Rating");
    await expect(rating).toHaveValue("800-2000");
    await expect(rating.locator("option", { hasText: "800–2000" }).first()).toHaveAttribute(
      "value",
      "800-2000",
    );
    await expect(problemRows(page)).toHaveCount(20);

    await rating.selectOption("1500-2000");
    await expect(page).toHaveURL(/\/codeforces\?rating=1500-2000$/);
    await settled(page);
    const ratings = (await rowTexts(page)).map(ratingOf);
    expect(ratings.length).toBeGreaterThan(0);
    for (const value of ratings) {
      expect(value).toBeGreaterThanOrEqual(1500);
      expect(value).toBeLessThanOrEqual(2000);
    }

    await page.getByLabel("Topic").selectOption("graph");
    await expect(page).toHaveURL(/rating=1500-2000&topic=graph/);
    await settled(page);
    const rows = await rowTexts(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/\bgraphs\b/);
  });

  test("Previous and Next page through the list and are disabled at the ends", async ({ page }) => {
    await page.goto("/codeforces?rating=1000-1500");
    const previous = pagination(page).getByRole("link", { name: "Previous" });
    const next = pagination(page).getByRole("link", { name: "Next" });
    await expect(previous).toBeDisabled();
    const first = await pageNumbers(page);
    expect(first.page).toBe(1);
    expect(first.pages).toBeGreaterThan(2);
    const firstTitles = await rowTexts(page);

    await next.click();
    await expect(page).toHaveURL(/rating=1000-1500&page=2$/);
    await settled(page);
    expect(await pageNumbers(page)).toEqual({ page: 2, pages: first.pages });
    await expect(previous).toBeEnabled();
    expect(await rowTexts(page)).not.toEqual(firstTitles);

    await page.goto(`/codeforces?rating=1000-1500&page=${first.pages}`);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(listStatus(page)).toContainText(`Page ${first.pages} of ${first.pages}`);
    await expect(listStatus(page)).toContainText(/\d problems in all/);
  });

  test("a filter change goes back to page 1; reload and Back keep the URL's filters", async ({
    page,
  }) => {
    await page.goto("/codeforces?topic=dp&page=2");
    await expect(page.getByLabel("Topic")).toHaveValue("dp");
    expect((await pageNumbers(page)).page).toBe(2);

    await page.getByLabel("Rating").selectOption("800-1000");
    // nuqs keeps the parameters already there in place and adds the new one after them.
    await expect
      .poll(() => sortedSearch(new URL(page.url()).search))
      .toBe(sortedSearch("?rating=800-1000&topic=dp"));
    await settled(page);
    expect((await pageNumbers(page)).page).toBe(1);

    await page.reload();
    await expect(page.getByLabel("Rating")).toHaveValue("800-1000");
    await expect(page.getByLabel("Topic")).toHaveValue("dp");

    await page.goBack();
    await expect(page).toHaveURL(/\/codeforces\?topic=dp&page=2$/);
    await expect(page.getByLabel("Rating")).toHaveValue("800-2000");
    await settled(page);
    expect((await pageNumbers(page)).page).toBe(2);
  });

  test("a filter chosen before the page's scripts have run is still applied", async ({ page }) => {
    // Hold the scripts back, as a slow connection would, while the visitor picks a rating.
    const release = await holdScripts(page);
    await page.goto("/codeforces", { waitUntil: "commit" });
    await page.getByLabel("Rating").selectOption("1500-2000");
    release();
    // Every script now loads and the page hydrates: slower than a click, so a longer wait.
    await expect(page).toHaveURL(/\/codeforces\?rating=1500-2000$/, { timeout: 15_000 });
    await settled(page);
    const ratings = (await rowTexts(page)).map(ratingOf);
    expect(ratings.length).toBeGreaterThan(0);
    for (const value of ratings) expect(value).toBeGreaterThanOrEqual(1500);
  });

  test("filters and page links work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/codeforces");
    await page.getByLabel("Rating").selectOption("1500-2000");
    await page.getByLabel("Topic").selectOption("greedy");
    await page.getByRole("button", { name: "Show problems" }).click();
    await expect(page).toHaveURL(/\/codeforces\?rating=1500-2000&topic=greedy$/);
    const rows = await rowTexts(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(ratingOf(row)).toBeGreaterThanOrEqual(1500);
      expect(row).toMatch(/\bgreedy\b/);
    }
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/rating=1500-2000&topic=greedy&page=2$/);
    expect((await pageNumbers(page)).page).toBe(2);
    await context.close();
  });

  test("a page past the end says no problems were found", async ({ page }) => {
    await page.goto("/codeforces?page=5000");
    await expect(listStatus(page)).toHaveText("No problems found for selected filters.");
    await expect(problemRows(page)).toHaveCount(0);
    await expect(pagination(page).getByRole("link", { name: "Next" })).toBeDisabled();
  });

  test("the random problem respects the filters and is highlighted", async ({ page }) => {
    await page.goto("/codeforces?rating=1500-2000&topic=greedy");
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Random problem" }).click();
      const picked = page.locator("[data-problem][data-highlighted]");
      await expect(picked).toHaveCount(1);
      await expect(page.getByText(/^Random pick: /)).toBeVisible();
      const text = await picked.innerText();
      expect(ratingOf(text)).toBeGreaterThanOrEqual(1500);
      expect(ratingOf(text)).toBeLessThanOrEqual(2000);
      expect(text).toMatch(/\bgreedy\b/);
      await expect(picked.getByRole("link")).toBeFocused();
      await expect(page).toHaveURL(/rating=1500-2000&topic=greedy/);
    }
  });
});

test.describe("AtCoder browser", () => {
  test("level and contest type work together", async ({ page }) => {
    await page.goto("/atcoder");
    // Two quick picks: the second builds on the first even before the list has caught up.
    await page.getByLabel("Level").selectOption("C");
    await page.getByLabel("Contest type").selectOption("abc");
    await expect(page).toHaveURL(/\/atcoder\?level=C&type=abc$/);
    await settled(page);
    const rows = await rowTexts(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(/Contest \S*abc\S*/i);
      expect(row).toMatch(/Task \S*c\b/i);
    }
    await page.reload();
    await expect(page.getByLabel("Level")).toHaveValue("C");
    await expect(page.getByLabel("Contest type")).toHaveValue("abc");
  });

  test("problem links open the platform in a new tab", async ({ page }) => {
    await page.goto("/atcoder");
    const link = problemRows(page).first().getByRole("link");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\/atcoder\.jp\/contests\//);
  });
});

test.describe("LeetCode browser", () => {
  test("rating range and order, with difficulty badges", async ({ page }) => {
    await page.goto("/leetcode");
    await expect(problemRows(page).first()).toContainText(/Easy|Medium|Hard/);
    await page.getByLabel("Rating").selectOption("1000-2000");
    await page.getByLabel("Order").selectOption("desc");
    await expect(page).toHaveURL(/\/leetcode\?rating=1000-2000&sort=desc$/);
    await settled(page);
    const ratings = (await rowTexts(page)).map(ratingOf);
    expect(ratings.length).toBeGreaterThan(1);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const r of ratings) expect(r >= 1000 && r <= 2000).toBe(true);
    const badges = await problemRows(page).allInnerTexts();
    for (const [i, row] of badges.entries()) {
      expect(row).toContain(ratings[i]! < 2000 ? "Medium" : "Hard");
    }
  });

  test("shows the loading text while a page loads", async ({ page }) => {
    await page.goto("/leetcode");
    await page.route("**/api/problems/leetcode?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel("Order").selectOption("desc");
    await expect(listStatus(page)).toHaveText("Loading questions...");
    // The previous page stays on screen meanwhile.
    await expect(problemRows(page)).not.toHaveCount(0);
    await settled(page);
    await expect(listStatus(page)).toContainText(/questions in all/);
  });
});

test.describe("solved marks", () => {
  test("persist across reloads, hide on request, and round-trip through a file", async ({
    page,
  }, testInfo) => {
    await page.goto("/codeforces");
    const firstRow = problemRows(page).first();
    const title = (await firstRow.getByRole("link").innerText())
      .replace(/\(opens in a new tab\)/, "")
      .trim();
    const box = page.getByRole("checkbox", { name: `Mark ${title} as solved` });
    await box.check();
    await page.reload();
    await expect(box).toBeChecked();

    await page.getByLabel("Hide solved").check();
    await expect(box).toHaveCount(0);
    await expect(page.getByText("1 solved hidden on this page.")).toBeVisible();
    await page.getByLabel("Hide solved").uncheck();
    await expect(box).toBeChecked();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export solved" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^coder-house-solved-codeforces-.*\.json$/);
    const file = testInfo.outputPath("solved.json");
    await download.saveAs(file);
    expect(JSON.parse(await readFile(file, "utf8")).solved).toHaveLength(1);

    await box.uncheck();
    await page.reload();
    await expect(box).not.toBeChecked();

    const upload = page.getByLabel("Import solved list");
    await upload.setInputFiles(file);
    await expect(page.getByText("Imported 1 solved; 1 were new.")).toBeVisible();
    await expect(box).toBeChecked();

    await upload.setInputFiles({
      name: "notes.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"hello":"world"}'),
    });
    await expect(
      page.getByText(/That file is not a solved list exported from this page/),
    ).toBeVisible();
    await expect(box).toBeChecked();
  });

  test("are kept per platform", async ({ page }) => {
    await page.goto("/atcoder");
    await problemRows(page).first().getByRole("checkbox").check();
    await page.goto("/leetcode");
    await expect(page.getByText("0 marked solved in this browser.")).toBeVisible();
  });
});
