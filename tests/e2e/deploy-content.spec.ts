// The institute changes its own facts on a deployed site (layout 2 of docs/deploying.md: the
// deploy/ nginx in front of two instances sharing PostgreSQL and Redis): an editor publishes a
// new phone number and opening hours once, and within 10 s every page in both languages, through
// nginx and on each instance, shows them, its call and WhatsApp links and its LocalBusiness
// JSON-LD included, while the pages stay pre-rendered. Then the first version comes back in one step.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { DEPLOY_ADMIN_TOKEN, type DeployStack, startDeployStack } from "./deploy-stack";
import { watchProblems } from "./support";
import { addMember, choosePassword, enrol, enterPassword, expectAccessible } from "./staff-support";

test.describe.configure({ mode: "serial" });

let stack: DeployStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startDeployStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const PHONE = "+91 98765 43210";
const PAGES = ["/", "/hi", "/AboutUs", "/hi/privacy"];

/** Whether a page, asked of `origin` (nginx when undefined), shows the new facts everywhere. */
async function showsNewFacts(path: string, origin?: string): Promise<string> {
  const { status, body } = await stack.request(path, {}, origin);
  const missing = [
    status === 200 || `status ${status}`,
    body.includes('href="tel:+919876543210"') || "tel: link",
    body.includes("https://wa.me/919876543210?text=") || "wa.me link",
    body.includes(`"telephone":"${PHONE}"`) || "JSON-LD telephone",
    /"openingHoursSpecification":\[\{"@type":"OpeningHoursSpecification","dayOfWeek":\[[^\]]*Saturday"\],"opens":"09:30","closes":"18:30"/.test(
      body,
    ) || "JSON-LD opening hours",
    !body.includes("99268 65740") || "the old number",
  ].filter((check) => check !== true);
  return missing.join(", ");
}

test("an editor's new phone number and hours reach every page on both instances within 10 s", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The build lists the pages as pre-rendered (and they stay so: nothing below rebuilds).
  const manifest = JSON.parse(readFileSync(join(".next", "prerender-manifest.json"), "utf8"));
  for (const route of ["/en", "/hi", "/en/AboutUs", "/hi/privacy"])
    expect(Object.keys(manifest.routes)).toContain(route);
  // Every page already served and cached (nginx, both instances) with the old facts.
  const origins = [undefined, stack.direct(0), stack.direct(1)];
  for (const origin of origins)
    for (const path of PAGES) expect(await showsNewFacts(path, origin)).toContain("tel: link");

  const context = await browser.newContext({
    baseURL: `https://localhost:${stack.nginx.httpsPort}`,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const member = await addMember(context.request, "editor", DEPLOY_ADMIN_TOKEN);
  await choosePassword(page, member);
  await enterPassword(page, member);
  await enrol(page, member);
  await page.getByRole("link", { name: "Institute facts" }).click();
  await expectAccessible(page);
  await page.getByLabel("Phone number").fill(PHONE);
  await page.getByLabel("WhatsApp number").fill("919876543210");
  await page.getByRole("button", { name: "Add opening hours" }).click();
  const hours = page.getByRole("group", { name: "Hours 1" });
  for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    await hours.getByLabel(day, { exact: true }).check();
  await hours.getByLabel("Opens").fill("09:30");
  await hours.getByLabel("Closes").fill("18:30");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published.");
  const published = Date.now();

  await expect
    .poll(
      async () => {
        const missing: string[] = [];
        for (const origin of origins)
          for (const path of PAGES) {
            const gap = await showsNewFacts(path, origin);
            if (gap) missing.push(`${origin ?? "nginx"}${path}: ${gap}`);
          }
        return missing;
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toEqual([]);
  console.log(`every page current ${Date.now() - published} ms after the publish`);
  // A visitor's browser shows it as well, with the hours in the contact bar.
  const visitor = await context.newPage();
  const problems = watchProblems(visitor);
  await visitor.goto("/");
  await expect(
    visitor.getByRole("link", { name: `Call Coder House on ${PHONE}` }).first(),
  ).toHaveAttribute("href", "tel:+919876543210");
  // Re-rendered after the publish, the page still runs: its script policy follows its HTML.
  await visitor.waitForLoadState("networkidle");
  expect(problems.filter((p) => /Content Security Policy|page error/.test(p))).toEqual([]);

  // The first version, one step away: restored, it is what every page shows again.
  await page.reload();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version 3: Restored (what visitors see)")).toBeVisible();
  await expect
    .poll(async () => (await stack.request("/")).body.includes('href="tel:+919926865740"'), {
      timeout: 10_000,
      intervals: [250],
    })
    .toBe(true);
  await context.close();
});
