// axe-core on every route, in both languages: no serious or critical WCAG 2.2 A/AA
// violations.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";
import { axe } from "./support";

const VERSIONS = ALL_PAGE_ROUTES.flatMap((path) =>
  LOCALES.map((locale) => localePath(locale, path)),
);

/**
 * Draws the bands a page skips until they near the screen (.render-when-near), as a keyboard
 * user's first Tab does, and waits for the colour transitions that drawing starts. Inside a band
 * never drawn, Chromium holds a control's colour transition at its first frame (the browser's
 * default blue link on transparent): a state no visitor can see, which axe read as 1.76:1.
 */
async function drawEveryBand(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.dataset.bandsDrawn = "";
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
}

for (const route of VERSIONS) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(encodePath(route));
    await page.waitForLoadState("networkidle");
    await drawEveryBand(page);
    const { violations } = await axe(page).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    const report = serious
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .map(
              (n) =>
                `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`,
            )
            .join("\n"),
      )
      .join("\n");
    expect(
      serious.map((v) => v.id),
      `${route}\n${report}`,
    ).toEqual([]);
  });
}
