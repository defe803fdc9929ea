// The `test` every spec uses: Playwright's, plus a watch on every page for Content-Security-Policy
// violations. Any script, style or request the policy blocks fails the test that caused it, so the
// whole suite (every route, the nav, carousels, forms and filters) also checks the policy.
import { expect, test as base } from "@playwright/test";

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, `CSP violations:\n${violations.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
