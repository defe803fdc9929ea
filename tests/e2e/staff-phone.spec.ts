// Counsellors call from their phones: on a 390-pixel-wide screen the inbox and a submission's page
// fit without sideways scrolling, and the call and WhatsApp buttons are big enough to tap. An item
// puts the way back, the person and the work first, greets in the person's language, refuses a
// past follow-up day and takes a rescheduled session's new slot.
import { slotText } from "@/lib/inbox/greeting";
import { appointment, appointmentSlot, homeLead } from "../fixtures/submissions";
import { expect, test } from "./fixtures";
import { indiaDay, uniqueWord } from "./forms-support";
import {
  enrolledMember,
  expectAccessible,
  hydrated,
  postEnquiry,
  uniquePhone,
} from "./staff-support";

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

/** The top of `locator` on the page. */
const topOf = async (locator: import("@playwright/test").Locator) =>
  (await locator.boundingBox())!.y;

test("an item on a phone: the way back, the person, how to reach them, the work, then the details", async ({
  page,
  request,
  baseURL,
}) => {
  // A person who used the Hindi site and wrote their name in Devanagari.
  const name = `आशा ${uniqueWord(6)}`;
  const sent = await request.post("/api/leads", {
    headers: { Origin: baseURL! },
    data: homeLead({ name, phone: uniquePhone(), expertise: "", language: "hi" }),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data } = (await sent.json()) as { data: { id: string } };
  await enrolledMember(page, request, "counsellor");
  await page.goto(`/staff/enquiries/${data.id}`);
  await hydrated(page);

  await expect(page).toHaveTitle(`${name} · Enquiry | Coder House staff`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading.locator('[lang="hi"]')).toHaveText(name);
  const whatsApp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(new URL(whatsApp!).searchParams.get("text")).toMatch(
    /^नमस्ते आशा जी, मैं Counsellor, Coder House, जबलपुर से। आपने हमसे /,
  );

  const order = [
    page.getByRole("link", { name: "Back to the inbox" }),
    heading,
    page.getByRole("link", { name: "WhatsApp" }),
    page.getByRole("region", { name: "Status and follow-up" }),
    page.getByRole("region", { name: "Notes" }),
    page.getByRole("region", { name: "Details" }),
  ];
  const tops = await Promise.all(order.map(topOf));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  const details = page.getByRole("region", { name: "Details" });
  await expect(details.getByText("Program", { exact: true })).toBeVisible();
  await expect(details.getByText("Expertise", { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // A follow-up day before today is refused at the field.
  const work = page.getByRole("region", { name: "Status and follow-up" });
  await work.getByLabel("Follow up on").fill(indiaDay(-1));
  await work.getByRole("button", { name: "Save" }).click();
  await expect(work.getByLabel("Follow up on")).toHaveAccessibleDescription(
    /Choose today or a later day/,
  );
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath("item-on-a-phone.png"), fullPage: true });
});

test("a booking moved to Rescheduled takes its new session, and WhatsApp names it", async ({
  page,
  request,
  baseURL,
}) => {
  const booked = await request.post("/api/appointments", {
    headers: { Origin: baseURL! },
    data: appointment({ ...appointmentSlot(3), phone: uniquePhone() }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { id: string } };
  await enrolledMember(page, request, "counsellor");
  await page.goto(`/staff/bookings/${data.id}`);
  await hydrated(page);
  await expect(page).toHaveTitle(/ · Booking \| Coder House staff$/);

  const work = page.getByRole("region", { name: "Status and follow-up" });
  await work.getByLabel("Status").selectOption({ label: "Rescheduled" });
  const day = indiaDay(6);
  await work.getByLabel("New session date").fill(day);
  await work.getByLabel("New session time").fill("18:30");
  await expectAccessible(page);
  await work.getByRole("button", { name: "Save" }).click();
  await expect(work.getByRole("status")).toHaveText("Saved.");
  await expect(work).toContainText("Now: Rescheduled");
  await expect(work.getByLabel("New session date")).toHaveCount(0);

  const slot = slotText(new Date(`${day}T18:30:00+05:30`), "en");
  expect(slot).toMatch(/, 6:30 pm$/);
  const whatsApp = await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(new URL(whatsApp!).searchParams.get("text")).toContain(
    `about your mentorship session on ${slot}.`,
  );
});
