// The staff area in Chromium, end to end: an admin made through the admin API sets a password,
// signs in, enrols an authenticator app and works a visitor's enquiry (search, call and WhatsApp
// links, status, note, CSV export, a data request that erases the person), and the audit log,
// filtered to this admin, shows each step. Also: signing out here and everywhere, and that staff
// pages are never cached or indexed.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  type EnrolledMember,
  addMember,
  choosePassword,
  enrol,
  enrolledMember,
  REPLIED_BY_EMAIL,
  enterPassword,
  findOnDesk,
  searchInbox,
  sendEnquiry,
  signIn,
  realProblems,
} from "./staff-support";
import { holdScripts, watchProblems } from "./support";

/** The audit log's "What" of each entry by the staff member `id`, newest first (a URL filter). */
async function auditActionsBy(page: Page, id: string): Promise<string[]> {
  await page.goto(`/staff/audit?who=${id}`);
  return page.getByRole("table").locator("tbody tr td:nth-child(3)").allTextContents();
}

test("an admin sets up their account and works an enquiry from search to erasure", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  // The admin: a set-up link, a password, the first sign-in goes on to enrolling the app.
  const member = await addMember(request, "admin");
  await choosePassword(page, member);
  await enterPassword(page, member);
  const admin = await enrol(page, member);
  await expect(page.getByRole("banner")).toContainText(`${admin.name} · Admin`);

  // Sign out, and back in with both steps: the inbox needs the authenticator code now.
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await signIn(page, admin);

  // A visitor's enquiry, found by the admin through the search.
  const visitorContext = await browser.newContext();
  const visitor = await sendEnquiry(await visitorContext.newPage());
  await visitorContext.close();
  // The admin's tab is in front again (a background tab gets no animation frames).
  await page.bringToFront();
  await searchInbox(page, visitor.email);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("1 match");
  const rows = page.getByRole("list", { name: "Submissions" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link", { name: `Call ${visitor.phone}` })).toHaveAttribute(
    "href",
    `tel:+91${visitor.phone}`,
  );
  await rows.getByRole("link", { name: visitor.name }).click();

  // Its page: every way to reach the person, with their number.
  await expect(page).toHaveURL(/\/staff\/enquiries\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(visitor.name);
  await expect(page.getByRole("link", { name: `Call ${visitor.phone}` })).toHaveAttribute(
    "href",
    `tel:+91${visitor.phone}`,
  );
  const whatsApp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(whatsApp).toMatch(new RegExp(`^https://wa\\.me/91${visitor.phone}\\?text=`));
  expect(new URL(whatsApp!).searchParams.get("text")).toContain(visitor.name.split(" ")[0]);
  const email = await page.getByRole("link", { name: "Email" }).getAttribute("href");
  expect(email!.startsWith(`mailto:${visitor.email}?subject=`)).toBe(true);
  expect(new URL(email!).searchParams.get("body")).toContain(visitor.name.split(" ")[0]);

  // Status and a note in one save. Unsaved, they hold back a click away from the page.
  await expect(page).toHaveTitle(`${visitor.name} · Enquiry | Coder House staff`);
  const work = page.getByRole("region", { name: "Status and follow-up" });
  await expect(work).toContainText("Now: New");
  await work.getByLabel("Status").selectOption({ label: "Contacted" });
  const note = `Called; wants the weekend batch (${visitor.phone})`;
  await work.getByLabel("New note (optional)").fill(note);
  await expect(work.getByText("Unsaved changes")).toBeVisible();
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect.poll(() => asked).toEqual([expect.stringMatching(/unsaved changes/)]);
  await expect(page).toHaveURL(/\/staff\/enquiries\/[^/?]+$/);
  await work.getByRole("button", { name: "Save" }).click();
  await expect(work.getByRole("status")).toHaveText("Saved.");
  await expect(work).toContainText("Now: Contacted");
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("listitem").filter({ hasText: note })).toContainText(admin.name);
  await expect(work.getByLabel("New note (optional)")).toHaveValue("");
  await expect(work.getByText("Unsaved changes")).toHaveCount(0);

  // Contacted with no follow-up day, it no longer needs action: "All" finds it. The export of
  // the filter (this search, all, status Contacted) holds the person.
  await searchInbox(page, visitor.email);
  await expect(page.getByText("Nothing that needs action matches these filters.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: "All (1)" })
    .click();
  await page
    .getByRole("navigation", { name: "Status" })
    .getByRole("link", { name: "Contacted (1)" })
    .click();
  await expect(page).toHaveURL(/status=contacted/);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("1 match");
  const exportLink = page.getByRole("link", { name: "Export these as CSV" });
  await expect(exportLink).toHaveAttribute(
    "href",
    /^\/api\/staff\/export\?(?=.*view=all)(?=.*q=)(?=.*status=contacted)/,
  );
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(
    /^coderhouse-enquiries-all-contacted-\d{4}-\d{2}-\d{2}-\d{4}-IST\.csv$/,
  );
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff); // the byte-order mark Excel needs for Hindi
  expect(csv).toContain(visitor.email);
  expect(csv).toContain(",Contacted,");
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

  // The person asks for their data, then for its erasure.
  await dataRequest(page, visitor);

  await searchInbox(page, visitor.email);
  await expect(page.getByText("Nothing that needs action matches these filters.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Show all/ })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("0 matches");

  expect(realProblems(problems)).toEqual([]);

  // The audit log holds every step, by this admin. (Its entries about the erased enquiry name
  // it as such now, without a link.)
  await expect
    .poll(() => auditActionsBy(page, admin.id))
    .toEqual(
      expect.arrayContaining([
        "Authenticator app set up",
        "Signed in",
        "Viewed",
        "Status changed",
        "Note added",
        "Exported",
        "Data request: searched",
        "Data request: downloaded",
        "Data request: erased",
      ]),
    );
  const viewed = page.getByRole("row").filter({ hasText: "Viewed" });
  await expect(viewed.first()).toContainText("An erased enquiry");
});

/** /staff/data-requests: the person found by email, their data downloaded, then erased. */
async function dataRequest(page: Page, visitor: { email: string; name: string }) {
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Data requests" })
    .click();
  await expect(page).toHaveURL(/\/staff\/data-requests$/);
  await findOnDesk(page, { email: visitor.email }, REPLIED_BY_EMAIL);
  const found = page.getByRole("region", { name: "Records found" });
  await expect(found.getByRole("row")).toHaveCount(2);
  await expect(found.getByRole("row").nth(1)).toContainText(visitor.name);
  await expect(
    found.getByRole("checkbox", { name: `Include the enquiry of ${visitor.name}` }),
  ).toBeChecked();
  await expect(found.getByRole("status")).toContainText(/^Ticked: 1 enquiry, 1 staff note/);
  // The search terms travel in request bodies only.
  expect(page.url()).not.toContain("@");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    found.getByRole("button", { name: "Download the ticked records as JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^coderhouse-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    leads: { email: string }[];
  };
  expect(file.leads.map((l) => l.email)).toEqual([visitor.email]);

  const erase = page.getByRole("form", { name: "Erase" });
  await erase.getByRole("checkbox").check();
  const dialogs: string[] = [];
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await erase.getByRole("button", { name: "Erase the ticked records" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased." })).toBeVisible();
  expect(dialogs).toEqual([
    expect.stringMatching(/^Erase 1 enquiry, 1 staff note.*\? This cannot be undone\.$/),
  ]);
  await expect(found).toBeHidden();
}

test("signing out everywhere ends the member's sessions in other browsers too", async ({
  page,
  request,
  browser,
}) => {
  const member: EnrolledMember = await enrolledMember(page, request, "counsellor");
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await signIn(phone, member);
    await phone.goto("/staff/account");
    await expect(phone.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

    await page.bringToFront();
    await page.goto("/staff/account");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    for (const gone of [page, phone]) {
      await gone.goto("/staff");
      await expect(gone).toHaveURL(/\/staff\/sign-in$/);
      await expect(gone.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    }
  } finally {
    await other.close();
  }
});

test("before the page's script runs, sign-in waits instead of putting the password in a URL", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/staff/sign-in", { waitUntil: "commit" });
  const signIn = page.getByRole("button", { name: "Continue" });
  await page.getByLabel("Email").fill("someone@coderhouse.test");
  await page.getByLabel("Password").fill("a long pass phrase");
  await expect(signIn).toBeDisabled();
  await page.getByLabel("Password").press("Enter");
  expect(new URL(page.url()).search).toBe("");
  release();
  await expect(signIn).toBeEnabled({ timeout: 15_000 });
  expect(new URL(page.url()).search).toBe("");
});

test("staff pages are never cached or indexed, and the sitemap leaves them out", async ({
  request,
}) => {
  const response = await request.get("/staff/sign-in");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain("<loc>");
  expect(xml).not.toContain("/staff");
});
