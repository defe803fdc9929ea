// Testimonials, mentors and gallery photos in the content editor, in Chromium: each of the three
// forms passes axe and is worked by keyboard with a visible focus ring; an editor adds a mentor
// with a photo, expertise and years and publishes, and within 10 s the home page's mentors show
// them; then takes the mentor down and the home page is as before; a real testimonial is refused
// publishing without the person's consent, the message under the consent fields. The e2e server
// and its database are shared with every other spec: the mentor is always taken down again
// (finally), and the refused testimonial stores nothing.
import type { Page } from "@playwright/test";
import { plainPng } from "../fixtures/photos/make";
import { expect, test } from "./fixtures";
import { uniqueWord } from "./forms-support";
import { enrolledMember, expectAccessible, hydrated } from "./staff-support";
import { tabTo } from "./support";

const PUBLISHED_WITHIN = 10_000;
const CONSENT =
  "Record the person's written consent before publishing: its date and how it was given.";

/** Opens the form of a new item of `kind` and waits until it answers to input. */
async function openNew(page: Page, kind: string, title: string): Promise<void> {
  await page.goto(`/staff/content/${kind}/new`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await hydrated(page);
}

/** The home page's mentors carousel as a visitor's fresh load shows it. */
async function homeMentors(visitor: Page): Promise<string> {
  const response = await visitor.goto("/");
  expect(response?.status()).toBe(200);
  return (await visitor.getByRole("region", { name: "Mentors", exact: true }).textContent()) ?? "";
}

/** Runs in the page: the focused control's id (or text) and whether its outline is a 2 px ring. */
function focusedOutline(): { control: string; ring: boolean } | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const style = getComputedStyle(el);
  return {
    control: el.id || el.innerText.trim(),
    ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
  };
}

test.describe("the forms of testimonials, mentors and gallery photos", () => {
  test.use({ reducedMotion: "reduce" });

  test("pass axe, and are worked by keyboard with a visible ring on every control", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await enrolledMember(page, request, "editor");
    const forms = [
      { kind: "testimonial", title: "New: testimonials", first: "placement" },
      { kind: "mentor", title: "New: mentors", first: "name" },
      { kind: "gallery", title: "New: gallery photos", first: "gallery" },
    ];
    for (const { kind, title, first } of forms) {
      await openNew(page, kind, title);
      await expectAccessible(page);
      // Refused by the form's own check: the messages under the fields pass axe too.
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Some fields need attention" }),
      ).toBeVisible();
      await expectAccessible(page);

      // From the page's heading, forward through the whole form.
      await page.getByRole("heading", { level: 1 }).click();
      await tabTo(page, page.locator(`[id="${first}"]`), 60);
      const seen: { control: string; ring: boolean }[] = [];
      for (let i = 0; i < 80; i += 1) {
        const focused = await page.evaluate(focusedOutline);
        if (!focused) break;
        // A date field's day, month and year each take a Tab: count the field once.
        if (focused.control !== seen.at(-1)?.control) seen.push(focused);
        if (focused.control === "Save draft") break;
        await page.keyboard.press("Tab");
      }
      expect(
        seen.map((s) => s.control),
        kind,
      ).toEqual(expect.arrayContaining([first, "photo", "Publish", "Save draft"]));
      expect(
        seen.filter((s) => !s.ring),
        kind,
      ).toEqual([]);
    }
  });
});

test("a real testimonial is refused publishing without consent, the message under the consent fields", async ({
  page,
  request,
}) => {
  await enrolledMember(page, request, "editor");
  await openNew(page, "testimonial", "New: testimonials");
  await page.getByLabel("Their words (English)").fill("The mock interviews got me ready.");
  await page.getByLabel("Name", { exact: true }).fill(`Asha ${uniqueWord(6)}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: CONSENT })).toBeVisible();
  await expect(page.getByLabel("How it was given")).toHaveAccessibleDescription(
    new RegExp(`${CONSENT.replace(/[.:]/g, "\\$&")}$`),
  );
  // Nothing was stored: the form is still the new item's.
  await expect(page).toHaveURL(/\/staff\/content\/testimonial\/new$/);
});

test("a mentor added and published shows on the home page within 10 s, and is taken down again", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await enrolledMember(page, request, "editor");
  const name = `Meera ${uniqueWord(8)}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  let itemPage: string | null = null;
  try {
    expect(await homeMentors(visitor)).not.toContain(name);

    await openNew(page, "mentor", "New: mentors");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Expertise (English)").fill("DSA and competitive programming");
    await page.getByLabel("Years of experience").fill("6");
    await page.getByLabel("Companies worked at").fill("TCS, Tech Mahindra");
    await page.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "meera.png",
      mimeType: "image/png",
      buffer: await plainPng(7),
    });
    await expect(page.getByText("Photo uploaded. Visitors see it once you publish.")).toBeVisible();
    await expect(page.getByLabel("What the photo shows (English)")).toHaveValue(`Photo of ${name}`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/content\/mentor\/[0-9a-f-]{36}$/);
    itemPage = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    const start = Date.now();
    await expect
      .poll(() => homeMentors(visitor), { timeout: PUBLISHED_WITHIN, intervals: [250, 500, 1000] })
      .toContain(name);
    console.log(`visitors see the new mentor ${Date.now() - start} ms after it was published`);
    const card = visitor
      .getByRole("region", { name: "Mentors", exact: true })
      .getByRole("group")
      .filter({ hasText: name });
    await expect(card).toContainText("DSA and competitive programming");
    await expect(card).toContainText("6 years of experience");
    await expect(card).toContainText("Worked at TCS and Tech Mahindra");
    const photo = card.locator("img");
    await expect(photo).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}\/\d+\.webp$/);
    await expect(photo).toHaveAttribute("alt", "");
    expect((await visitor.request.get((await photo.getAttribute("src"))!)).status()).toBe(200);

    await takeDown(page, itemPage);
    itemPage = null;
    await expect
      .poll(() => homeMentors(visitor), { timeout: PUBLISHED_WITHIN, intervals: [250, 500, 1000] })
      .not.toContain(name);
  } finally {
    await visitorContext.close();
    if (itemPage) await takeDown(await page.context().newPage(), itemPage);
  }
});

/** "Take it off the site", confirmed, on the mentor's page in the editor. */
async function takeDown(page: Page, path: string): Promise<void> {
  if (new URL(page.url(), "http://x").pathname !== path) await page.goto(path);
  await hydrated(page);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Take it off the site" }).click();
  await expect(page.getByText("Not on the site: visitors see nothing of it.")).toBeVisible();
}
