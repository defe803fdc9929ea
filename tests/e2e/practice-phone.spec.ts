// The practice tools on a 360 px phone (no sideways scroll, axe clean with a handle and the tags
// open) and with the keyboard alone (handle box, view radios, tags, "Hide difficulty").
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  handleBox,
  handleStatus,
  hydrated,
  param,
  progressOf,
  rowStates,
  settled,
  showButton,
  summaryOf,
  tabTo,
} from "./practice-support";
import { axe } from "./support";

// The first look-up of a handle waits for the upstream's pace (Codeforces 2 s a call, AtCoder 1 s).
test.describe.configure({ timeout: 60_000 });

const levelRadio = (page: Page) => page.getByRole("radio", { name: "For your level" });
const moreTags = (page: Page) => page.locator("summary", { hasText: "More tags" });
const tagBoxes = (page: Page) =>
  page.getByRole("group", { name: "More tags" }).getByRole("checkbox");

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html}\n      ${n.failureSummary}`).join("\n    ")}`,
  );
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test("Codeforces with a handle fits, and passes axe with the tags open", async ({
    page,
    request,
  }) => {
    const progress = await progressOf(request, "codeforces", "active_cf");
    await page.goto("/codeforces?handle=active_cf");
    await expect(handleStatus(page, "codeforces")).toContainText(summaryOf(progress));
    await settled(page);
    expect(await widthOf(page)).toBeLessThanOrEqual(360);
    const box = handleBox(page, "codeforces");
    await expect(box).toBeVisible();
    await expect(showButton(page)).toBeVisible();
    const [a, b] = [(await box.boundingBox())!, (await showButton(page).boundingBox())!];
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    for (const r of [a, b]) expect(r.x + r.width).toBeLessThanOrEqual(360);

    await moreTags(page).click();
    await expect(tagBoxes(page).first()).toBeVisible();
    expect(await widthOf(page)).toBeLessThanOrEqual(360);
    const picker = (await page.locator("details", { has: moreTags(page) }).boundingBox())!;
    expect(picker.x).toBeGreaterThanOrEqual(0);
    expect(picker.x + picker.width).toBeLessThanOrEqual(360);

    await page.goto("/codeforces?handle=active_cf&view=level");
    await settled(page);
    await expect(page.getByText(/^Unsolved problems rated/)).toBeVisible();
    await moreTags(page).click();
    await expect(tagBoxes(page).first()).toBeVisible();
    expect(await widthOf(page)).toBeLessThanOrEqual(360);
    // The sticky header would cover the handle form scrolled under it: check from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("AtCoder with a handle fits and passes axe", async ({ page, request }) => {
    const progress = await progressOf(request, "atcoder", "active_ac");
    await page.goto("/atcoder?handle=active_ac");
    await expect(handleStatus(page, "atcoder")).toContainText(summaryOf(progress));
    await settled(page);
    await expect(page.locator("[data-mark]").first()).toBeVisible();
    expect(await widthOf(page)).toBeLessThanOrEqual(360);
    await expect(handleBox(page, "atcoder")).toBeVisible();
    await expect(showButton(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("with the keyboard alone", () => {
  test("handle form, view radios and tag checkboxes on Codeforces", async ({ page, request }) => {
    const progress = await progressOf(request, "codeforces", "active_cf");
    await page.goto("/codeforces");
    await hydrated(page);
    // "Show my progress" with Space.
    await tabTo(page, handleBox(page, "codeforces"));
    await page.keyboard.type("newbie_cf");
    await page.keyboard.press("Tab");
    await expect(showButton(page)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/[?&]handle=newbie_cf(&|$)/);
    await expect(handleStatus(page, "codeforces")).toContainText("No submissions found", {
      timeout: 15_000,
    });
    // Enter in the box.
    await tabTo(page, handleBox(page, "codeforces"));
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("active_cf");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]handle=active_cf(&|$)/);
    await expect(handleStatus(page, "codeforces")).toContainText(summaryOf(progress));

    // The view radios are one stop; the arrow keys move between them, as in any radio group.
    await tabTo(page, page.getByRole("radio", { name: "All problems" }));
    await page.keyboard.press("ArrowRight");
    await expect(levelRadio(page)).toBeChecked();
    await expect(page).toHaveURL(/view=level/);
    await settled(page);
    await expect(page.getByText(/^Unsolved problems rated/)).toBeVisible();

    await tabTo(page, moreTags(page));
    await page.keyboard.press("Enter");
    const [first, second] = [tagBoxes(page).nth(0), tagBoxes(page).nth(1)];
    await expect(first).toBeVisible();
    const tags = [(await first.getAttribute("value"))!, (await second.getAttribute("value"))!];
    await tabTo(page, first, 10);
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await expect.poll(() => param(page, "tags")).toEqual([tags[0]]);
    await expect(first).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect.poll(() => param(page, "tags").sort()).toEqual([...tags].sort());
    await settled(page);
    for (const row of await rowStates(page)) {
      expect(row.tags, row.key).toEqual(expect.arrayContaining(tags));
    }
    await page.keyboard.press("Space");
    await expect(second).not.toBeChecked();
    await expect.poll(() => param(page, "tags")).toEqual([tags[0]]);
  });

  test("after Enter in the handle box the focus stays in the box", async ({ page }) => {
    await page.goto("/codeforces");
    await hydrated(page);
    // The next Tab should go on from the form, not from the top of the page.
    await tabTo(page, handleBox(page, "codeforces"));
    await page.keyboard.type("newbie_cf");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]handle=newbie_cf(&|$)/);
    await expect(handleBox(page, "codeforces")).toBeFocused();
  });

  test("unticking the last chosen tag leaves the picker open and focused", async ({ page }) => {
    await page.goto("/codeforces");
    await hydrated(page);
    await tabTo(page, moreTags(page));
    await page.keyboard.press("Enter");
    const first = tagBoxes(page).first();
    await tabTo(page, first, 10);
    await page.keyboard.press("Space");
    await expect.poll(() => param(page, "tags")).toHaveLength(1);
    await page.keyboard.press("Space");
    await expect.poll(() => param(page, "tags")).toEqual([]);
    await expect(first).toBeVisible();
    await expect(first).toBeFocused();
  });

  test("Hide difficulty on AtCoder", async ({ page }) => {
    await page.goto("/atcoder");
    await hydrated(page);
    const toggle = page.getByLabel("Hide difficulty");
    await tabTo(page, toggle);
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();
    await expect(page.locator("[data-difficulty]").filter({ visible: true })).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect(page.locator("[data-difficulty]").filter({ visible: true }).first()).toBeVisible();
  });
});
