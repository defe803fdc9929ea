// Keyboard focus can be seen on every page type, public and staff (WCAG 2.4.7): each control
// reached with Tab draws a ring at least 2 px wide whose colour stands out at least 3:1 from what
// is painted behind it, on light and dark sections alike. axe does not check this, and a design
// token once removed the ring everywhere without any test noticing.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Ring, measureRing } from "./focus-support";
import { enrolledMember, postEnquiry } from "./staff-support";

/** Controls measured from each starting point: the top, the main content, the end (backwards). */
const FROM_TOP = 10;
const FROM_MAIN = 10;
const FROM_END = 6;

const PUBLIC_PAGES = [
  "/",
  "/hi",
  "/features",
  "/contest",
  "/collegePrograms",
  "/mentorship-module",
  "/programs/c-programming",
  "/notes",
  "/notes/category/C_Programming",
  "/codeforces",
  "/Achievers",
  "/AboutUs",
  "/privacy",
  "/no-such-page",
  "/staff/sign-in",
];
const PHONE_PAGES = ["/", "/features", "/codeforces"];

/** Presses `key` up to `count` times, measuring each newly focused control. */
async function ringsAlong(page: Page, key: "Tab" | "Shift+Tab", count: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    const ring = await page.evaluate(measureRing);
    if (ring) rings.push(ring);
  }
  return rings;
}

/**
 * The rings of the first controls from the top of the page, from the start of the main content
 * (through the skip link, as a keyboard user goes there) and backwards from the end (the footer
 * and, on a phone, the fixed call / WhatsApp bar). Fails naming each control whose ring is wrong.
 */
async function expectVisibleFocus(page: Page, path: string): Promise<void> {
  const where = `${path} at ${page.viewportSize()?.width} px`;
  const skipLink = page.locator('a[href="#main"]');
  await page.goto(path);
  await page.waitForLoadState("load");
  const top = await ringsAlong(page, "Tab", FROM_TOP);
  await skipLink.focus();
  await page.keyboard.press("Enter");
  const main = await ringsAlong(page, "Tab", FROM_MAIN);
  // Backwards from the skip link, the first control, wraps round to the last.
  await skipLink.focus();
  const end = await ringsAlong(page, "Shift+Tab", FROM_END);
  // Soft: the staff test checks several pages and reports them all.
  const reached = { top: top.length > 0, main: main.length > 0, end: end.length > 0 };
  expect.soft(reached, `${where}: controls reached`).toEqual({ top: true, main: true, end: true });
  const wrong = [...top, ...main, ...end]
    .filter((r) => r.problems.length > 0)
    .map((r) => `${r.element}: ${r.problems.join("; ")}`);
  expect.soft([...new Set(wrong)], where).toEqual([]);
}

test.use({ reducedMotion: "reduce" }); // focus scrolls at once, so each ring is read in place

for (const path of PUBLIC_PAGES) {
  test(`keyboard focus shows a contrasting ring on ${path}`, async ({ page }) => {
    await expectVisibleFocus(page, path);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const path of PHONE_PAGES) {
    test(`keyboard focus shows a contrasting ring on ${path}`, async ({ page }) => {
      await expectVisibleFocus(page, path);
    });
  }
});

test("keyboard focus shows a contrasting ring on every staff page", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await enrolledMember(page, request, "admin");
  const enquiry = await postEnquiry(request, baseURL!);
  for (const path of [
    "/staff",
    `/staff/enquiries/${enquiry.id}`,
    "/staff/team",
    "/staff/audit",
    "/staff/data-requests",
    "/staff/account",
    "/staff/reports",
    "/staff/content/replies",
  ]) {
    await expectVisibleFocus(page, path);
  }
});
