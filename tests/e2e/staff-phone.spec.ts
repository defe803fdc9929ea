// Counsellors call from their phones: on a 390-pixel-wide screen the inbox and a submission's page
// fit without sideways scrolling, and the call and WhatsApp buttons are big enough to tap.
import { expect, test } from "./fixtures";
import { enrolledMember, hydrated, postEnquiry } from "./staff-support";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: import("@playwright/test").Page) {
  const { scroll, view } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(view);
}

test("the inbox and a submission fit a phone, with tappable call and WhatsApp buttons", async ({
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
