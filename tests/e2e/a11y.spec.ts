// axe-core on every route, in both languages: no serious or critical WCAG 2.2 A/AA
// violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const VERSIONS = ALL_PAGE_ROUTES.flatMap((path) =>
  LOCALES.map((locale) => localePath(locale, path)),
);

for (const route of VERSIONS) {
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
