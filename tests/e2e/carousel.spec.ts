// The home hero carousel in a real browser: pause stops it, reduced motion starts it paused.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hero as heroText } from "@/lib/content/home";
import { inLocale } from "@/lib/i18n/text";

// The English page's copy.
const hero = inLocale(heroText, "en");

/** Longer than two steps of the hero's 3 s rotation. */
const OBSERVE_MS = 7_000;

function heroCarousel(page: Page) {
  const region = page.getByRole("region", { name: hero.bannerLabel, exact: true });
  return {
    region,
    pause: region.getByRole("button", { name: /^Pause / }),
    play: region.getByRole("button", { name: /^Play / }),
    counter: region.getByText(/^\d+ \/ \d+$/),
  };
}

/** Moves the pointer and focus away, since either would pause the rotation by itself. */
async function leaveAlone(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test("the pause button switches to Play and the slide counter stops changing", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/");
  const c = heroCarousel(page);
  await expect(c.counter).toHaveText(/^1 \/ [2-9]\d*$/);
  await leaveAlone(page);

  // It rotates on its own first, so a still counter later means the button stopped it.
  await expect(c.counter).not.toHaveText(/^1 \//, { timeout: OBSERVE_MS });

  await c.pause.click();
  await expect(c.play).toBeVisible();
  await expect(c.play).toHaveText("Play");
  await leaveAlone(page);
  const stopped = await c.counter.textContent();
  await page.waitForTimeout(OBSERVE_MS);
  await expect(c.counter).toHaveText(stopped ?? "");

  await c.play.click();
  await expect(c.pause).toBeVisible();
  await leaveAlone(page);
  await expect(c.counter).not.toHaveText(stopped ?? "", { timeout: OBSERVE_MS });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the hero starts paused", async ({ page }) => {
    await page.goto("/");
    const c = heroCarousel(page);
    await expect(c.play).toBeVisible();
    await expect(c.pause).toHaveCount(0);
    await leaveAlone(page);
    await page.waitForTimeout(OBSERVE_MS);
    await expect(c.counter).toHaveText(/^1 \/ \d+$/);
  });
});
