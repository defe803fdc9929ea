// Links download the page they open only once the visitor reaches for them (pointer, focus, a
// finger), not as soon as they scroll into view: on mobile data a notes page would otherwise
// fetch a dozen pages nobody asked for. Navigation stays client-side either way.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { documentIsMarked, markDocument, tabTo } from "./support";

/** The paths of the page downloads (React Server Component requests) the page makes. */
function watchPageDownloads(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) paths.push(decodeURIComponent(url.pathname));
  });
  return paths;
}

/** /notes loaded and settled, with the page downloads it made so far (and makes from now on). */
async function settledNotes(page: Page): Promise<string[]> {
  const downloads = watchPageDownloads(page);
  await page.goto("/notes");
  await page.waitForLoadState("networkidle");
  // Next's own prefetch would have fetched every card and header link in view by now.
  expect(downloads).toEqual([]);
  return downloads;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a page's links in view download nothing until one is reached for", async ({ page }) => {
  const downloads = await settledNotes(page);

  const java = page.getByRole("link", { name: "Explore more on Java!" });
  await java.hover();
  await expect.poll(() => downloads).toContain("/notes/category/Java");
  expect(downloads.every((path) => path === "/notes/category/Java")).toBe(true);

  await markDocument(page);
  await java.click();
  await expect(page).toHaveURL(/\/notes\/category\/Java$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Java");
  // The same document: a client-side navigation, not a full page load.
  expect(await documentIsMarked(page)).toBe(true);
});

test("a link reached by keyboard is fetched ahead of Enter", async ({ page }) => {
  const downloads = await settledNotes(page);

  const html = page.getByRole("link", { name: "Explore more on HTML!" });
  await tabTo(page, html, 80);
  await expect.poll(() => downloads).toContain("/notes/category/HTML");
});
