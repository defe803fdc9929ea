// The problem browsers' new filters in Chromium: Codeforces tags (all or any) and custom rating
// range, and AtCoder's marks, difficulty circles, difficulty bands and "Hide difficulty".
// Expectations come from the progress API's answer or from the rows themselves.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectMarks,
  handleStatus,
  hydrated,
  param,
  problemRows,
  progressOf,
  rowStates,
  settled,
  showProgress,
  summaryOf,
} from "./practice-support";

// The first look-up of a handle waits for the upstream's pace (Codeforces 2 s a call, AtCoder 1 s).
test.describe.configure({ timeout: 60_000 });

const moreTags = (page: Page) => page.locator("summary", { hasText: "More tags" });
const tagBoxes = (page: Page) =>
  page.getByRole("group", { name: "More tags" }).getByRole("checkbox");

test.describe("Codeforces tags and custom range", () => {
  test("any or all of two chosen tags, and Back", async ({ page }) => {
    await page.goto("/codeforces");
    await hydrated(page);
    await moreTags(page).click();
    const boxes = tagBoxes(page);
    const [a, b] = [
      (await boxes.nth(0).getAttribute("value"))!,
      (await boxes.nth(1).getAttribute("value"))!,
    ];
    await page.getByRole("checkbox", { name: a, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`tags=${encodeURIComponent(a)}`));
    await page.getByRole("checkbox", { name: b, exact: true }).check();
    await expect.poll(() => param(page, "tags").sort()).toEqual([a, b].sort());

    await page.getByRole("radio", { name: "any chosen tag" }).check();
    await expect(page).toHaveURL(/match=any/);
    await settled(page);
    const anyRows = await rowStates(page);
    expect(anyRows.length).toBeGreaterThan(0);
    for (const row of anyRows)
      expect(
        [a, b].some((t) => row.tags.includes(t)),
        row.key,
      ).toBe(true);

    await page.getByRole("radio", { name: "all chosen tags" }).check();
    await expect(page).not.toHaveURL(/match=any/);
    expect(param(page, "tags").sort()).toEqual([a, b].sort());
    await settled(page);
    const allRows = await rowStates(page);
    expect(allRows.length).toBeGreaterThan(0);
    for (const row of allRows) expect(row.tags, row.key).toEqual(expect.arrayContaining([a, b]));

    await page.goBack();
    await expect(page).toHaveURL(/match=any/);
    await settled(page);
    await expect(page.getByRole("radio", { name: "any chosen tag" })).toBeChecked();
    expect((await rowStates(page)).map((r) => r.key)).toEqual(anyRows.map((r) => r.key));
  });

  test("a custom rating range, applied on leaving a box or Enter", async ({ page }) => {
    await page.goto("/codeforces");
    await hydrated(page);
    await page.getByLabel("Rating", { exact: true }).selectOption({ label: "Custom range" });
    await expect(page).toHaveURL(/rating=custom/);
    const lowest = page.getByLabel("Lowest rating");
    const highest = page.getByLabel("Highest rating");
    await lowest.fill("1200");
    await lowest.press("Tab");
    await expect(page).toHaveURL(/min=1200/);
    await highest.fill("1500");
    await highest.press("Enter");
    await expect(page).toHaveURL(/max=1500/);
    await settled(page);
    const rows = await rowStates(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.rating!).toBeGreaterThanOrEqual(1200);
      expect(row.rating!).toBeLessThanOrEqual(1500);
    }

    await page.goBack();
    await expect(page).toHaveURL(/min=1200/);
    await expect(page).not.toHaveURL(/max=/);
    await settled(page);
    // No top given: the box is empty and shows where the range then runs to.
    await expect(highest).toHaveValue("");
    await expect(highest).toHaveAttribute("placeholder", "3500");
    await expect(lowest).toHaveValue("1200");
  });

  test("a custom range in the address filters the list, and Back comes back to it", async ({
    page,
  }) => {
    await page.goto("/codeforces?rating=custom&min=1200&max=1500");
    await hydrated(page);
    await expect(page.getByLabel("Lowest rating")).toHaveValue("1200");
    await expect(page.getByLabel("Highest rating")).toHaveValue("1500");
    const inRange = async () => {
      const rows = await rowStates(page);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row.rating! >= 1200 && row.rating! <= 1500, row.key).toBe(true);
    };
    await inRange();

    await page.getByLabel("Rating", { exact: true }).selectOption("800-1000");
    await expect(page).toHaveURL(/rating=800-1000/);
    await expect(page.getByLabel("Lowest rating")).toHaveCount(0);
    await settled(page);
    for (const row of await rowStates(page)) expect(row.rating!).toBeLessThanOrEqual(1000);

    await page.goBack();
    await expect(page).toHaveURL(/rating=custom/);
    await settled(page);
    await expect(page.getByLabel("Lowest rating")).toHaveValue("1200");
    await expect(page.getByLabel("Highest rating")).toHaveValue("1500");
    await inRange();
  });
});

test.describe("AtCoder progress and difficulty", () => {
  test("marks, difficulty circles, the difficulty filter and Hide difficulty", async ({
    page,
    request,
  }) => {
    await page.goto("/atcoder");
    await showProgress(page, "atcoder", "active_ac");
    await expect(page).toHaveURL(/[?&]handle=active_ac(&|$)/);
    const progress = await progressOf(request, "atcoder", "active_ac");
    await expect(handleStatus(page, "atcoder")).toContainText(summaryOf(progress), {
      timeout: 30_000,
    });
    await settled(page);
    const rows = await expectMarks(page, progress);
    expect(rows.some((r) => r.markText === "Accepted")).toBe(true);
    expect(rows.some((r) => r.difficulty !== null)).toBe(true);
    for (const row of rows) {
      const circle = page.locator(`[data-problem="${row.key}"] [data-difficulty]`);
      const value = await circle.getAttribute("data-difficulty");
      if (value) expect(row.difficulty, row.key).toBe(Number(value));
      else await expect(circle).toHaveText("Difficulty not estimated");
    }

    await page
      .getByLabel("Difficulty", { exact: true })
      .selectOption({ label: "Green (800–1199)" });
    await expect(page).toHaveURL(/difficulty=green/);
    await settled(page);
    const green = await expectMarks(page, progress);
    for (const row of green) {
      expect(row.difficulty, row.key).not.toBeNull();
      expect(row.difficulty!).toBeGreaterThanOrEqual(800);
      expect(row.difficulty!).toBeLessThanOrEqual(1199);
    }

    const heights = () => problemRows(page).evaluateAll((els) => els.map((e) => e.clientHeight));
    const before = await heights();
    await page.getByLabel("Hide difficulty").check();
    await expect(page.locator("[data-difficulty]").filter({ visible: true })).toHaveCount(0);
    await expect(page.getByText(/^Difficulty \d+$/).filter({ visible: true })).toHaveCount(0);
    expect(await heights()).toEqual(before);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Hide difficulty")).toBeChecked();
    await expect(page.locator("[data-difficulty]").first()).toBeAttached();
    await expect(page.locator("[data-difficulty]").filter({ visible: true })).toHaveCount(0);
  });
});
