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

// Every 404 is drawn in the server's HTML, as every page is: a crawler, a reader without script or
// a slow phone sees the page's language, its heading, the message and the site's header and footer
// before any script runs (Next's own notFound() sends an empty `<html id="__next_error__">`).
const ENGLISH = {
  lang: "en-IN",
  title: "Page not found | Coder House",
  heading: "Unexpected Application Error!",
  hint: "The address may be mistyped, or the page may have moved.",
  nav: "Main",
};
const HINDI = {
  lang: "hi-IN",
  title: "पेज नहीं मिला | Coder House",
  heading: "यह पेज नहीं मिला",
  hint: "हो सकता है पता ग़लत टाइप हुआ हो, या पेज कहीं और चला गया हो।",
  nav: "मुख्य",
};
const UNKNOWN = [
  ["/no-such-page", ENGLISH],
  ["/hi/no-such-page", HINDI],
  ["/notes/category/nope", ENGLISH],
  ["/hi/notes/category/nope", HINDI],
  ["/programs/no-such-roadmap", ENGLISH],
  ["/en/notes", ENGLISH],
] as const;

for (const [path, copy] of UNKNOWN) {
  test(`${path} answers 404 with the not-found page in the server HTML`, async ({ request }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    // What a browser shows before running any script: the markup outside the script tags.
    const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    expect(html).not.toContain("__next_error__");
    expect(html).toMatch(new RegExp(`<html [^>]*lang="${copy.lang}"`));
    expect(html).toContain(`<title>${copy.title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/<h1\b[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(copy.heading);
    expect(html).toContain(`>${copy.hint}</p>`);
    expect(html).toContain(`<nav aria-label="${copy.nav}"`);
    expect(html).toMatch(/<footer\b/);
  });
}

test("a known page and a letter-case variant are not caught by the 404", async ({ request }) => {
  expect((await request.get("/notes/category/C%23_Programming")).status()).toBe(200);
  expect((await request.get("/hi/programs/java-programming")).status()).toBe(200);
  const variant = await request.get("/notes/category/c%23_programming", { maxRedirects: 0 });
  expect(variant.status()).toBe(308);
  expect(variant.headers().location).toBe("/notes/category/C%23_Programming");
});
