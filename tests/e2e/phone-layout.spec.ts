// Every page in both languages fits a phone's width: Hindi runs longer than English, and a page
// that scrolls sideways on a 360 px phone hides its own text and buttons. The notes categories'
// template is opened at its data's extremes (./page-versions.ts).
import { expect, test } from "./fixtures";
import { encodePath } from "@/lib/url";
import { PAGE_VERSIONS } from "./page-versions";

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

for (const route of PAGE_VERSIONS) {
  test(`${route} does not scroll sideways on a 360 px phone`, async ({ page }) => {
    await page.goto(encodePath(route));
    await page.waitForLoadState("load");
    const wider = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // The elements reaching past the right edge, to name them when the test fails.
      // Slides of a carousel and wide tables sit inside a box that clips or scrolls them.
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== "visible") return true;
        }
        return false;
      };
      const past = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`);
      return { scroll: document.documentElement.scrollWidth, width, past };
    });
    expect(wider.past, `reaching past the edge on ${route}`).toEqual([]);
    expect(wider.scroll).toBeLessThanOrEqual(wider.width);
  });
}
