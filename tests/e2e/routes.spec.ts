// Every page of lib/routes.ts: answers, one h1, its own title, description and canonical link,
// a clean console, hydrated under the strict Content-Security-Policy (tests/e2e/fixtures.ts fails
// on any violation), and the h1 already in the HTML served before any JavaScript runs.
import { expect, test } from "./fixtures";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";
import { h1Texts, headOf, normaliseText, watchProblems } from "./support";

for (const route of ALL_PAGE_ROUTES) {
  test(`${route} answers 200 with one h1, head tags and a clean console`, async ({
    page,
    request,
  }) => {
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
