// What the live pages say on a server that has nothing to show: no clist key configured, and the
// other upstreams unreachable with no saved copy (the second site server of playwright.config.ts).
// The page still answers 200 with its static parts; the list says why it is missing.
import { expect, test } from "./fixtures";
import {
  contestListCopy as contestListCopyIn,
  problemListCopy as problemListCopyIn,
} from "@/components/learning/list-copy";

// The English page's copy.
const problemListCopy = problemListCopyIn("en", "");
const contestListCopy = contestListCopyIn("en", "");

const cold = process.env.E2E_COLD_URL;
if (!cold) throw new Error("E2E_COLD_URL is set by playwright.config.ts");
test.use({ baseURL: cold });

test("/contest without a clist key says the listing is not configured", async ({
  page,
  request,
}) => {
  const response = await page.goto("/contest");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(contestListCopy.notConfigured)).toBeVisible();
  await expect(page.locator("[data-contest]")).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: contestListCopy.searchLabel })).toBeDisabled();

  const api = await request.get("/api/contests");
  expect(api.status()).toBe(503);
  expect((await api.json()).error.code).toBe("not_configured");
});

test("/leetcode without a clist key says the list is not configured", async ({ page }) => {
  const response = await page.goto("/leetcode");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(problemListCopy.notConfigured)).toBeVisible();
  await expect(page.locator("[data-problem]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: problemListCopy.random })).toBeDisabled();
  // Trying again cannot help until the key is set, so there is no button for it.
  await expect(page.getByRole("button", { name: problemListCopy.retry })).toHaveCount(0);
});

for (const [path, source] of [
  ["/codeforces", "Codeforces"],
  ["/atcoder", "AtCoder"],
] as const) {
  test(`${path} with its upstream down and nothing saved says so, with no error screen`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText(`The ${source} problem list is not available right now.`),
    ).toBeVisible();
    await expect(page.locator("[data-problem]")).toHaveCount(0);
    const pages = page.getByRole("navigation", { name: problemListCopy.paginationLabel });
    await expect(pages.getByRole("link", { name: problemListCopy.next })).toBeDisabled();

    // Another try asks our API again (still nothing to serve here) and says so.
    const asked = page.waitForRequest((r) => r.url().includes(`/api/problems${path}`));
    await page.getByRole("button", { name: problemListCopy.retry }).click();
    await asked;
    // The server paces its calls to an upstream (Codeforces: one per 2 s), so the answer can
    // wait behind the page render's own call.
    await expect(
      page.getByText(/^Could not load this page of the list: .* not available right now/),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: problemListCopy.retry })).toBeEnabled();

    const api = await request.get(`/api/problems${path}`);
    expect(api.status()).toBe(503);
    expect((await api.json()).error.code).toBe("upstream_unavailable");
  });
}
