// A phone lays out only what is near its screen: the bands below the fold of a page are skipped
// while the page starts (less main-thread work before the first tap), and each is drawn, whole and
// readable, as soon as the visitor scrolls to it or tabs into it.
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Whether the browser renders this element now (false while its band is skipped). */
const rendered = (el: Element) => el.checkVisibility({ contentVisibilityAuto: true });

for (const path of ["/", "/hi"]) {
  test(`${path}: the footer is skipped at first, drawn when scrolled to`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("load");
    const footerLink = page.locator("footer a").first();
    expect(await footerLink.evaluate(rendered)).toBe(false);

    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => footerLink.evaluate(rendered)).toBe(true);
    await expect(footerLink).toBeVisible();
  });
}

// The phone's call / WhatsApp bar is fixed to the screen and comes last in the tab order, so
// Shift+Tab from it jumps over every band to the end of the footer, most of them never drawn.
test("Shift+Tab from the contact bar lands on the footer, drawn and on screen", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  const last = page.locator("footer a").last();
  expect(await last.evaluate(rendered)).toBe(false);
  await page.locator("footer ~ [role=group]").getByRole("link").first().focus();
  await page.keyboard.press("Shift+Tab");
  await expect(last).toBeFocused();
  await expect.poll(() => last.evaluate(rendered)).toBe(true);
  await expect(last).toBeInViewport();
});

// The skip link, then Tab, jumps past bands never drawn to the first control of the page; a band
// drawn as that jump scrolled it into view used to grow under the control and push it off screen.
test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false });
  test.use({ reducedMotion: "reduce" });
  test("/AboutUs: Tab after the skip link lands on a control on screen", async ({ page }) => {
    await page.goto("/AboutUs");
    await page.waitForLoadState("load");
    const skipLink = page.locator('a[href="#main"]');
    await skipLink.focus();
    await page.keyboard.press("Enter");
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toBeInViewport();
    }
  });
});
