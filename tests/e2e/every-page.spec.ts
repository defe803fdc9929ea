// Every page, opened once in Chromium and checked for what each page owes its visitors:
// - it answers 200 with one h1, its own title, description and canonical link, a clean console,
//   and it hydrates under the strict Content-Security-Policy (tests/e2e/fixtures.ts fails on any
//   violation), with the h1 already in the HTML served before any JavaScript runs;
// - axe-core finds no serious or critical WCAG 2.2 A/AA violation;
// - it does not scroll sideways on a 360 px phone (Hindi runs longer than English, and a page that
//   does hides its own text and buttons).
// Every route in both languages, except the 42 notes categories, one template filled from data:
// all 42 get the first check, and the nine at the data's extremes (./page-versions.ts) all three.
// One visit per page for the three: they were three suites opening the same pages, a third of the
// Chromium suite's time.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";
import { PAGE_VERSIONS } from "./page-versions";
import { axe, h1Texts, headOf, normaliseText, watchProblems } from "./support";

// Three checks a page; axe alone takes 2 to 5 s on the longest lists (/contest: 1,300 elements).
test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 360, height: 780 };

async function answersWithHead(
  page: Page,
  route: string,
  request: import("@playwright/test").APIRequestContext,
) {
  const problems = watchProblems(page);
  const response = await page.goto(encodePath(route));
  expect(response?.status(), "status").toBe(200);

  const h1 = page.locator("h1");
  await expect(h1).toHaveCount(1);
  const heading = normaliseText((await h1.textContent()) ?? "");
  expect(heading, "h1 text").not.toBe("");

  expect(normaliseText(await page.title()), "title").not.toBe("");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(normaliseText(description ?? ""), "meta description").not.toBe("");

  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  const href = (await canonical.getAttribute("href")) ?? "";
  expect(decodeURIComponent(new URL(href, "https://example.invalid").pathname)).toBe(route);

  // The page's own scripts, prefetches and images settle before the console is judged.
  await page.waitForLoadState("networkidle");
  // Next cancels a link prefetch of a server-rendered page (/contest, the problem browsers)
  // when it is superseded; the visitor sees nothing of it.
  const real = problems.filter(
    (p) => !/^request failed: GET \S+\?_rsc=\S+ \(net::ERR_ABORTED\)$/.test(p),
  );
  expect(real, real.join("\n")).toEqual([]);

  // React took over the server's HTML: its scripts ran despite the policy allowing no inline
  // script but the page's own.
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scripts = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scripts).toMatch(/^script-src 'self' '(sha256|nonce)-/);
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")),
      ),
    )
    .toBe(true);

  const served = await request.get(encodePath(route));
  expect(served.status()).toBe(200);
  expect(h1Texts(await served.text()), "h1 in the HTML served without JavaScript").toEqual([
    heading,
  ]);
}

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

async function noSeriousViolations(page: Page, route: string): Promise<void> {
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
    `axe on ${route}\n${report}`,
  ).toEqual([]);
}

async function fitsAPhone(page: Page, route: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
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
  expect(wider.past, `reaching past the edge of a 360 px phone on ${route}`).toEqual([]);
  expect(wider.scroll, `sideways scroll on a 360 px phone on ${route}`).toBeLessThanOrEqual(
    wider.width,
  );
}

const fullyChecked = new Set(PAGE_VERSIONS);
const headOnly = ALL_PAGE_ROUTES.filter((route) => !fullyChecked.has(route));

for (const route of PAGE_VERSIONS) {
  test(`${route}: answers with its head, passes axe and fits a 360 px phone`, async ({
    page,
    request,
  }) => {
    await answersWithHead(page, route, request);
    await noSeriousViolations(page, route);
    await fitsAPhone(page, route);
  });
}

for (const route of headOnly) {
  test(`${route} answers 200 with one h1, head tags and a clean console`, async ({
    page,
    request,
  }) => {
    await answersWithHead(page, route, request);
  });
}

test("titles and meta descriptions are unique across routes", async ({ request }) => {
  const byTitle = new Map<string, string[]>();
  const byDescription = new Map<string, string[]>();
  for (const route of ALL_PAGE_ROUTES) {
    const res = await request.get(encodePath(route));
    const { title, description } = headOf(await res.text());
    byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
    byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
  }
  const shared = (m: Map<string, string[]>) =>
    [...m]
      .filter(([, routes]) => routes.length > 1)
      .map(([text, routes]) => `"${text}": ${routes.join(", ")}`);
  expect(shared(byTitle), "routes sharing a <title>").toEqual([]);
  expect(shared(byDescription), "routes sharing a meta description").toEqual([]);
});
