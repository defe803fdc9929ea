// Counsellors call from their phones: on a 390 × 844 screen the inbox shows its first enquiry
// above the fold (the filters folded behind one control that opens and closes), each card says
// what the person wrote, in which language, and the inbox and a submission's page fit without
// sideways scrolling, with call and WhatsApp buttons big enough to tap.
import type { Page } from "@playwright/test";
import { homeLead } from "../fixtures/submissions";
import { expect, test } from "./fixtures";
import { newVisitor } from "./forms-support";
import {
  enrolledMember,
  expectAccessible,
  hydrated,
  openInboxFilters,
  postEnquiry,
  uniquePhone,
} from "./staff-support";

const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, view } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(view);
}

test("the inbox opens with its first enquiry above the fold, the filters folded away", async ({
  page,
  request,
  baseURL,
}) => {
  // An enquiry sent from the Hindi page, with a Hindi name and a long message.
  const visitor = { ...newVisitor("Meera"), phone: uniquePhone() };
  const hindiName = `मीरा ${visitor.name.split(" ").at(-1)}`;
  const sent = await request.post("/api/leads", {
    headers: { Origin: baseURL! },
    data: homeLead({
      name: hindiName,
      email: visitor.email,
      phone: visitor.phone,
      language: "hi",
      query:
        "Please call after 6 pm, I am in college all day and cannot pick up the phone before the evening.",
    }),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await enrolledMember(page, request, "counsellor");
  await expect(page).toHaveTitle(/^Needs action · Enquiries \|/);
  await hydrated(page);

  const cards = page.getByRole("list", { name: "Submissions" }).getByRole("listitem");
  const first = (await cards.first().getByRole("link").first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(SCREEN.height);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("inbox-on-a-phone.png") });

  // The filters: folded, then opened by their one control, then applied.
  const search = page.getByLabel("Search name, email or phone");
  await expect(search).toBeHidden();
  await openInboxFilters(page);
  await expect(search).toBeVisible();
  await expectAccessible(page);
  await search.fill(visitor.phone);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${visitor.phone}`));
  await expect(page.getByText("Filters (1 active)")).toBeVisible();
  await expect(search).toBeHidden();

  // The card: the Hindi name marked as Hindi, the start of the message, the language.
  const card = cards.filter({ hasText: visitor.phone });
  await expect(card).toHaveCount(1);
  await expect(card.locator('[lang="hi"]').first()).toHaveText(hindiName);
  await expect(card).toContainText(
    "“Please call after 6 pm, I am in college all day and cannot pick up the phone…”",
  );
  await expect(card).toContainText("Language: Hindi");
  await expectNoSidewaysScroll(page);

  // A view keeps the search, and the tab names it.
  await page
    .getByRole("navigation", { name: "Views" })
    .getByRole("link", { name: /^Overdue/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`view=overdue.*q=${visitor.phone}|q=${visitor.phone}.*view=overdue`),
  );
  await expect(page).toHaveTitle(/^Overdue · Enquiries \|/);
  await expect(page.getByText("Nothing overdue matches these filters.")).toBeVisible();
});

test("a submission's page fits a phone, with tappable call and WhatsApp buttons", async ({
  page,
  request,
  baseURL,
}) => {
  const enquiry = await postEnquiry(request, baseURL!);
  await enrolledMember(page, request, "counsellor");
  await page.goto(`/staff?q=${enquiry.phone}`);
  await hydrated(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: enquiry.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: enquiry.name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const name of [`Call ${enquiry.phone}`, "WhatsApp"]) {
    const box = (await page.getByRole("link", { name }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: test.info().outputPath("submission-on-a-phone.png") });
});
