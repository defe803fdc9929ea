// A student's own progress in the Codeforces browser, in Chromium against the fake upstream of
// playwright.config.ts: the handle box and its marks, "Hide solved", the remembered handle, the
// handle's errors and "For your level". Every expectation comes from the progress API's answer
// for the same handle, or from the rows themselves.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectMarks,
  handleBox,
  handleStatus,
  hydrated,
  list,
  pagination,
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

const levelRadio = (page: Page) => page.getByRole("radio", { name: "For your level" });

const CF_HANDLE_RULE = "A Codeforces handle is 3 to 24 letters, digits or the signs _ - .";

test.describe("Codeforces progress", () => {
  test("a handle marks every row as the API says, beside the local ticks", async ({
    page,
    request,
  }) => {
    await page.goto("/codeforces");
    await showProgress(page, "codeforces", "active_cf");
    await expect(page).toHaveURL(/[?&]handle=active_cf(&|$)/);
    const progress = await progressOf(request, "codeforces", "active_cf");
    await expect(handleStatus(page, "codeforces")).toContainText(summaryOf(progress), {
      timeout: 15_000,
    });
    await expect(handleStatus(page, "codeforces")).toContainText(`Rating ${progress.rating}.`);
    await settled(page);
    const rows = await expectMarks(page, progress);
    // Page 1 has both kinds of mark, or the check above proved little.
    expect(rows.some((r) => r.markText === "Accepted")).toBe(true);
    expect(rows.some((r) => r.markText === "Tried")).toBe(true);

    // A tick made here sits beside the platform's mark, and survives a reload with it.
    const tried = rows.find((r) => r.markText === "Tried")!;
    const accepted = rows.find((r) => r.markText === "Accepted")!;
    for (const row of [tried, accepted]) {
      await page.getByRole("checkbox", { name: `Mark ${row.title} as solved` }).check();
    }
    await page.reload();
    await settled(page);
    const after = await expectMarks(page, progress);
    for (const row of [tried, accepted]) {
      expect(after.find((r) => r.key === row.key)).toMatchObject({
        ticked: true,
        markText: row.markText,
      });
    }

    // Page 2 is marked as well.
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    await expectMarks(page, progress);
  });

  test("Hide solved hides rows accepted on the platform and rows ticked here", async ({
    page,
    request,
  }) => {
    const progress = await progressOf(request, "codeforces", "active_cf");
    await page.goto("/codeforces?handle=active_cf");
    await settled(page);
    const rows = await expectMarks(page, progress);
    const unsolved = rows.filter((r) => r.markText !== "Accepted");
    expect(unsolved.length).toBeGreaterThan(1);
    const ticked = unsolved[0]!;
    await page.getByRole("checkbox", { name: `Mark ${ticked.title} as solved` }).check();

    await page.getByLabel("Hide solved", { exact: true }).check();
    const hidden = rows.filter((r) => r.markText === "Accepted" || r.key === ticked.key);
    const left = rows.filter((r) => !hidden.includes(r)).map((r) => r.key);
    await expect.poll(async () => (await rowStates(page)).map((r) => r.key)).toEqual(left);
    await expect(page.getByText(`${hidden.length} solved hidden on this page.`)).toBeVisible();

    await page.getByLabel("Hide solved", { exact: true }).uncheck();
    await expect(problemRows(page)).toHaveCount(rows.length);
    await expect(page.getByText(/solved hidden on this page/)).toHaveCount(0);
  });

  test("the handle is remembered until it is forgotten", async ({ page, request }) => {
    const progress = await progressOf(request, "codeforces", "active_cf");
    await page.goto("/codeforces");
    await showProgress(page, "codeforces", "active_cf");
    await expect(handleStatus(page, "codeforces")).toContainText(summaryOf(progress));

    // A later visit without the handle in the address puts it back, with the marks.
    await page.goto("/codeforces");
    await expect(page).toHaveURL(/[?&]handle=active_cf(&|$)/);
    await expect(handleBox(page, "codeforces")).toHaveValue("active_cf");
    await settled(page);
    await expectMarks(page, progress);

    await page.getByRole("button", { name: "Forget handle" }).click();
    await expect(page).not.toHaveURL(/handle=/);
    await expect(handleBox(page, "codeforces")).toHaveValue("");
    await expect(page.locator("[data-mark]")).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await settled(page);
    expect(param(page, "handle")).toEqual([]);
    await expect(page.locator("[data-mark]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Forget handle" })).toHaveCount(0);
  });

  test("unknown, failing and new handles say what happened", async ({ page }) => {
    await page.goto("/codeforces");
    const status = handleStatus(page, "codeforces");

    await showProgress(page, "codeforces", "unknown_cf");
    await expect(status).toContainText(
      "There is no Codeforces user called “unknown_cf”. Check the spelling.",
      { timeout: 15_000 },
    );
    await expect(page.locator("[data-mark]")).toHaveCount(0);

    await showProgress(page, "codeforces", "failing_cf");
    await expect(status).toContainText("could not be read", { timeout: 15_000 });
    await expect(page.locator("[data-mark]")).toHaveCount(0);

    await showProgress(page, "codeforces", "newbie_cf");
    await expect(status).toContainText("No submissions found for newbie_cf", { timeout: 15_000 });
    await expect(status).not.toContainText("could not be read");
    await expect(page.locator("[data-mark]")).toHaveCount(0);
    // The list went on working throughout.
    await settled(page);
    await expect(problemRows(page)).toHaveCount(20);
  });

  test("a handle that cannot be one is refused with a clear message", async ({ page }) => {
    await page.goto("/codeforces?rating=1000-1500");
    await showProgress(page, "codeforces", "a b");
    await expect(page.getByText(CF_HANDLE_RULE)).toBeVisible();
    await expect(page.locator("[data-mark]")).toHaveCount(0);
    // The list keeps working: its filter is still applied and can be changed.
    await page.getByLabel("Rating", { exact: true }).selectOption("1500-2000");
    await expect(page).toHaveURL(/rating=1500-2000/);
    await expect(list(page)).toHaveAttribute("aria-busy", "false");
    await expect(problemRows(page)).not.toHaveCount(0);
    for (const row of await rowStates(page)) expect(row.rating).toBeGreaterThanOrEqual(1500);
  });

  test("a handle refused is not remembered for the next visit", async ({ page }) => {
    await page.goto("/codeforces");
    await showProgress(page, "codeforces", "a b");
    await expect(page.getByText(CF_HANDLE_RULE)).toBeVisible();
    await page.goto("/codeforces");
    await hydrated(page);
    // A remembered handle comes back into the address right after the page hydrates (see the
    // test above); give it that moment before checking that none did.
    await page.waitForTimeout(1_000);
    await settled(page);
    expect(param(page, "handle")).toEqual([]);
    await expect(handleBox(page, "codeforces")).toHaveValue("");
    await expect(page.getByText(CF_HANDLE_RULE)).toHaveCount(0);
  });
});

test.describe("For your level", () => {
  test("ten unsolved problems in the band, stable, paged and narrowed by topic", async ({
    page,
    request,
  }) => {
    const progress = await progressOf(request, "codeforces", "active_cf");
    await page.goto("/codeforces?handle=active_cf");
    await expect(handleStatus(page, "codeforces")).toContainText(summaryOf(progress));
    await levelRadio(page).check();
    await expect(page).toHaveURL(/[?&]view=level(&|$)/);
    await settled(page);
    const lead = page.getByText(/^Unsolved problems rated \d+–\d+/);
    const [, low, high] = /rated (\d+)–(\d+)/.exec(await lead.innerText())!.map(Number);
    expect(low).toBeLessThanOrEqual(progress.rating!);
    expect(high).toBeGreaterThanOrEqual(progress.rating!);

    const checkPicks = async () => {
      const rows = await rowStates(page);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(10);
      for (const row of rows) {
        expect(row.rating, row.key).not.toBeNull();
        expect(row.rating!).toBeGreaterThanOrEqual(low!);
        expect(row.rating!).toBeLessThanOrEqual(high!);
        expect(row.markText, row.key).not.toBe("Accepted");
        expect(progress.solved, row.key).not.toContain(row.key);
      }
      return rows;
    };
    const first = await checkPicks();
    expect(first).toHaveLength(10);

    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    const second = await checkPicks();
    for (const row of second) expect(first.map((r) => r.key)).not.toContain(row.key);

    await page.goto("/codeforces?handle=active_cf&view=level");
    await settled(page);
    await page.reload();
    await settled(page);
    expect((await checkPicks()).map((r) => r.key)).toEqual(first.map((r) => r.key));

    await page.getByLabel("Topic").selectOption({ label: "Greedy" });
    await expect(page).toHaveURL(/topic=greedy/);
    await expect(page).toHaveURL(/view=level/);
    await settled(page);
    for (const row of await checkPicks()) expect(row.tags, row.key).toContain("greedy");
  });
});
