// The content editor in Chromium: what an editor may open and a counsellor may not. The facts
// form itself (axe, keyboard, refusals, drafts, publishing, conflicts, Hindi): content-facts.spec.ts.
import { seedFacts } from "@/lib/content-store/facts";
import { expect, test } from "./fixtures";
import { expectForbidden, FACTS, SOME_ID } from "./content-support";
import { enrolledMember, enterPassword } from "./staff-support";

test("an editor keeps the site's content and nothing else; a counsellor cannot open it", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const editor = await enrolledMember(page, request, "editor");
  const nav = page.getByRole("navigation", { name: "Staff" });
  const checkEditorNav = async () => {
    for (const name of ["Site content", "Account"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    for (const name of ["Enquiries", "Bookings", "Data requests", "Team", "Audit log"])
      await expect(nav.getByRole("link", { name })).toHaveCount(0);
  };
  await checkEditorNav();
  await expect(page.getByRole("banner")).toContainText(`${editor.name} · Editor`);
  await expect(page.getByRole("link", { name: "Institute facts" })).toBeVisible();

  // Signed out and in again, both steps: the sign-in also ends on Site content.
  await nav.getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await enterPassword(page, editor);
  await expect(page).toHaveURL(/\/staff\/two-factor$/);
  await page.getByLabel("Code from your authenticator app").fill(editor.totp.generate());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/content$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
  await checkEditorNav();

  // The inbox is not theirs: it sends them on to the content. Admin pages answer 403.
  for (const path of ["/staff", "/staff?kind=bookings"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/staff\/content$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
  }
  for (const path of ["/staff/data-requests", "/staff/team", "/staff/audit"])
    await expectForbidden(page, path);
  const exported = await page.request.get("/api/staff/export?kind=enquiries");
  expect(exported.status(), await exported.text()).toBe(403);

  // A counsellor, in another browser: no Site content in the nav, 403 on its pages and API.
  const counsellorContext = await browser.newContext();
  try {
    const other = await counsellorContext.newPage();
    await enrolledMember(other, request, "counsellor");
    const theirNav = other.getByRole("navigation", { name: "Staff" });
    for (const name of ["Enquiries", "Bookings", "Account"])
      await expect(theirNav.getByRole("link", { name })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Site content" })).toHaveCount(0);
    for (const path of ["/staff/content", FACTS]) await expectForbidden(other, path);
    const saved = await other.request.post(`/api/staff/content/facts/${SOME_ID}`, {
      data: { action: "publish", revision: 1, data: seedFacts },
      headers: { Origin: baseURL! },
    });
    expect(saved.status(), await saved.text()).toBe(403);
    expect(await saved.json()).toMatchObject({
      error: {
        code: "forbidden",
        message: "Only editors and admins can change the site's content.",
      },
    });
  } finally {
    await counsellorContext.close();
  }
});
