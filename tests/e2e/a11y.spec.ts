// axe-core on every route: no serious or critical WCAG 2.2 A/AA violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { ALL_PAGE_ROUTES, encodePath } from "@/lib/routes";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const route of ALL_PAGE_ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(encodePath(route));
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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
