// A data request and the audit log in Chromium: a daughter and her father share a phone; the
// admin finds both by it, unticks the father, erases the daughter, and the father's enquiry is
// still there. Then the audit log, filtered in its URL by that admin, the erasure and a date,
// shows what was done in words. Both pages pass axe and name themselves in the tab's title.
import type { APIRequestContext } from "@playwright/test";
import { homeLead } from "../fixtures/submissions";
import { expect, test } from "./fixtures";
import { newVisitor } from "./forms-support";
import {
  enrolledMember,
  expectAccessible,
  findOnDesk,
  realProblems,
  uniquePhone,
} from "./staff-support";
import { watchProblems } from "./support";

/** An enquiry through POST /api/leads, as the home form sends it. */
async function enquire(
  request: APIRequestContext,
  baseURL: string,
  person: { name: string; email: string; phone: string },
) {
  const response = await request.post("/api/leads", {
    headers: { Origin: baseURL },
    data: homeLead(person),
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Tomorrow in India, as a date box takes it. */
const tomorrowInIndia = () =>
  new Date(Date.now() + (5.5 + 24) * 3600_000).toISOString().slice(0, 10);

test("a data request for one of two people sharing a phone erases only the one ticked, and the audit log shows it", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  const phone = uniquePhone();
  const daughter = { ...newVisitor("Asha"), phone };
  const father = { ...newVisitor("Vikram"), phone };
  await enquire(request, baseURL!, daughter);
  await enquire(request, baseURL!, father);
  const admin = await enrolledMember(page, request, "admin");

  await page.goto("/staff/data-requests");
  await expect(page).toHaveTitle("Data requests | Coder House staff");
  // She called; the admin called her back on the number on record. The phone alone matches both.
  await findOnDesk(page, { phone });
  const found = page.getByRole("region", { name: "Records found" });
  const hers = found.getByRole("checkbox", { name: `Include the enquiry of ${daughter.name}` });
  const his = found.getByRole("checkbox", { name: `Include the enquiry of ${father.name}` });
  await expect(hers).toBeChecked();
  await expect(his).toBeChecked();
  await expect(found.getByRole("row").filter({ hasText: father.name })).toContainText(
    `${phone} ✓ matches`,
  );
  await expectAccessible(page);

  // His is not hers: unticked, it is neither downloaded nor erased.
  await his.uncheck();
  await expect(found.getByRole("status")).toContainText(/^Ticked: 1 enquiry/);
  const erase = page.getByRole("form", { name: "Erase" });
  await erase.getByRole("checkbox").check();
  page.once("dialog", (dialog) => void dialog.accept());
  await erase.getByRole("button", { name: "Erase the ticked records" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased." })).toBeVisible();
  await expect(found).toBeHidden();

  // The record of it says who asked and how, never who she was.
  const past = page.getByRole("region", { name: "Past requests" }).getByRole("row");
  const erasure = past.filter({ hasText: "Erased" }).first();
  await expect(erasure).toContainText("The person themself");
  await expect(erasure).toContainText("Called back on the number on record");
  await expect(erasure).toContainText(admin.name);
  await expect(erasure).not.toContainText(daughter.name);

  // Searching again, only his enquiry is left, whole.
  await findOnDesk(page, { phone });
  await expect(found.getByRole("row")).toHaveCount(2);
  await expect(his).toBeVisible();
  await expect(found.getByRole("row").filter({ hasText: father.name })).toContainText(father.email);
  await expect(hers).toHaveCount(0);

  // The audit log, filtered by this admin and the erasure: one line, in words.
  await page.goto("/staff/audit");
  await expect(page).toHaveTitle("Audit log | Coder House staff");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Staff member").selectOption({ label: admin.name });
  await filters.getByLabel("Action").selectOption({ label: "Data request: erased" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]who=${admin.id}(&|$)`));
  await expect(page).toHaveURL(/[?&]action=data_erased(&|$)/);
  await expect(page.getByRole("status").filter({ hasText: "entr" })).toHaveText("1 entry");
  const row = page.getByRole("table").locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(admin.name);
  await expect(row).toContainText("Data request: erasure");
  await expect(row).toContainText("Erased 1 enquiry");
  await expect(filters.getByLabel("Staff member")).toHaveValue(admin.id);
  await expectAccessible(page);

  // From tomorrow (India), nothing yet; the other filters stay.
  await filters.getByLabel("From (India date)").fill(tomorrowInIndia());
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
  await expect(filters.getByLabel("Action")).toHaveValue("data_erased");
  expect(realProblems(problems)).toEqual([]);
});
