import { expect, test } from "./fixtures";

test("an unknown address answers 404 with the error screen inside the site layout", async ({
  page,
}) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);

  const main = page.locator("main");
  const heading = main.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Unexpected Application Error!");
  const detail = main.getByText("404 Not Found", { exact: true });
  await expect(detail).toBeVisible();
  // The error text follows the heading, as on the old site.
  const headingFirst = await heading.evaluate(
    (h, d) => Boolean(h.compareDocumentPosition(d as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await detail.elementHandle(),
  );
  expect(headingFirst).toBe(true);

  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();

  const home = main.locator('a[href="/"]');
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown nested address is a 404 too, not a redirect", async ({ request }) => {
  const res = await request.get("/notes/category/No_Such_Course", { maxRedirects: 0 });
  expect(res.status()).toBe(404);
});
