// Counsellors call from their phones: on a 390 × 844 screen the inbox shows its first enquiry
// above the fold (the filters folded behind one control that opens and closes), each card says
// what the person wrote, in which language, and the inbox and a submission's page fit without
// sideways scrolling, with call and WhatsApp buttons big enough to tap. An item puts the way back,
// the person and the work first, greets in the person's language, refuses a past follow-up day
// and takes a rescheduled session's new slot.
import type { Locator, Page } from "@playwright/test";
import { slotText } from "@/lib/inbox/greeting";
import { appointment, appointmentSlot, homeLead } from "../fixtures/submissions";
import { expect, test } from "./fixtures";
import { indiaDay, newVisitor, uniqueWord } from "./forms-support";
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

/** The top of `locator` on the page. */
const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;

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

test("a repeat enquirer's page lists their other enquiries, however the phone was written", async ({
  page,
  request,
  baseURL,
}) => {
  const digits = uniquePhone();
  const ids: string[] = [];
  for (const phone of [`${digits.slice(0, 5)} ${digits.slice(5)}`, `+91-${digits}`, `0${digits}`]) {
    const sent = await request.post("/api/leads", {
      headers: { Origin: baseURL! },
      data: homeLead({ ...newVisitor("Kavya"), phone }),
    });
    expect(sent.status(), await sent.text()).toBe(201);
    ids.push(((await sent.json()) as { data: { id: string } }).data.id);
  }
  await enrolledMember(page, request, "counsellor");
  await page.goto(`/staff/enquiries/${ids[2]}`);
  await hydrated(page);

  const also = page.getByRole("region", { name: "Also enquired" });
  const items = also.getByRole("listitem");
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) await expect(item).toContainText("· New · same phone");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Each is its own item, one tap away, and lists the others in turn.
  await items.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/staff/enquiries/${ids[1]}$`));
  await expect(page.getByRole("region", { name: "Also enquired" }).getByRole("link")).toHaveCount(
    2,
  );
});
