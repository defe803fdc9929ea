// axe-core on every route, in both languages (the notes categories' template at its data's
// extremes: ./page-versions.ts): no serious or critical WCAG 2.2 A/AA violations.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { encodePath } from "@/lib/url";
import { PAGE_VERSIONS } from "./page-versions";
import { axe } from "./support";

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

for (const route of PAGE_VERSIONS) {
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
