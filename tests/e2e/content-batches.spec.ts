// Batches in Chromium, as an editor adds one and a visitor meets it: the batch form passes axe and
// shows a focus ring on every control reached with Tab; a batch with 2 of 20 seats left, once
// published, is on the program's page in English and Hindi within 10 s with "Filling fast";
// marked full, it offers the waitlist, which leads to the home enquiry form. The e2e server is
// shared with every other spec: the batch is for Reasoning, a program page no other spec reads
// and a program the home form does not offer (so the form's order never changes under another
// spec), and it is taken off the site at the end, even when an assertion fails.
import type { BrowserContext, Page } from "@playwright/test";
import { formatStartDate } from "@/lib/content-store/batches";
import { expect, test } from "./fixtures";
import { indiaDay } from "./forms-support";
import { enrolledMember, expectAccessible, hydrated } from "./staff-support";

const NEW_BATCH = "/staff/content/batch/new";
const PROGRAM_PAGE = { en: "/programs/reasoning", hi: "/hi/programs/reasoning" } as const;
const PUBLISHED_WITHIN = 10_000;

/** The "Next batches" section of a program page as a fresh visit reads it, or null when absent. */
async function batchesOn(visitor: Page, path: string): Promise<string | null> {
  const response = await visitor.goto(path);
  expect(response?.status(), path).toBe(200);
  const section = visitor.locator("section#batches");
  if ((await section.count()) === 0) return null;
  return (await section.innerText()).replace(/\s+/g, " ").trim();
}

/** Within 10 s, the page's batches section matches (null: there is none); logs how long it took. */
async function expectBatchesOn(visitor: Page, path: string, shown: RegExp | null, what: string) {
  const start = Date.now();
  const poll = expect.poll(() => batchesOn(visitor, path), {
    message: `${path} shows ${what}`,
    timeout: PUBLISHED_WITHIN,
    intervals: [250, 500, 1000],
  });
  if (shown) await poll.toMatch(shown);
  else await poll.toBeNull();
  console.log(`${path} shows ${what} ${Date.now() - start} ms after it was published`);
}

/** Every control of the batch form reached with Tab draws an outline of at least 2 px. */
async function expectFocusRings(page: Page): Promise<void> {
  const form = page.getByRole("region", { name: "Edit" }).locator("form");
  const count = await form.locator("input, select, textarea, button").count();
  await form.getByLabel("Program").focus();
  const seen: string[] = [];
  for (let i = 0; i < count + 10 && seen.length < count; i++) {
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest("form")) return null;
      const style = getComputedStyle(el);
      const input = el as HTMLInputElement;
      const name =
        input.type === "checkbox" || input.type === "radio"
          ? `${input.name}=${input.value}`
          : el.id || el.innerText.trim();
      return { name, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    if (ring && !seen.includes(ring.name)) {
      seen.push(ring.name);
      expect.soft(ring.style, `${ring.name} has a focus ring`).not.toBe("none");
      expect.soft(ring.width, `${ring.name}'s ring is 2 px or wider`).toBeGreaterThanOrEqual(2);
    }
    await page.keyboard.press("Tab");
  }
  // Radios are one stop per group; every other control is reached.
  expect(seen.length).toBeGreaterThanOrEqual(count - 4);
}

/** Takes the batch off the site from a fresh tab of the editor's browser, if it is still on it. */
async function takeDownIfUp(context: BrowserContext, itemUrl: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(itemUrl);
    await hydrated(page);
    const button = page.getByRole("button", { name: "Take it off the site" });
    if ((await button.count()) === 0) return;
    page.once("dialog", (dialog) => void dialog.accept());
    await button.click();
    await expect(button).toHaveCount(0);
  } finally {
    await page.close();
  }
}

test("an editor adds a batch with 2 of 20 seats left and sees it on the program page; marks it full and sees the waitlist", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await enrolledMember(page, request, "editor");
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const startDate = indiaDay(45);
  const date = { en: formatStartDate(startDate, "en"), hi: formatStartDate(startDate, "hi") };
  let itemUrl: string | null = null;
  try {
    expect(await batchesOn(visitor, PROGRAM_PAGE.en)).toBeNull();

    // The form: labelled, accessible, a ring on every control.
    await page.goto(NEW_BATCH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New: batches");
    await hydrated(page);
    await expectAccessible(page);
    await expectFocusRings(page);

    // A bad value is refused in place, before anything is sent.
    await page.getByLabel("Program").selectOption({ label: "Reasoning" });
    await page.getByLabel("Start date").fill(startDate);
    for (const day of ["Mon", "Wed", "Fri"]) await page.getByLabel(day, { exact: true }).check();
    await page.getByLabel("Class starts at").fill("18:00");
    await page.getByLabel("Class ends at").fill("20:00");
    await page.getByLabel("Seats in all").fill("20");
    await page.getByLabel("Seats taken").fill("21");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Seats taken cannot be more than the seats in all.")).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/content\/batch\/new$/);

    // 2 of 20 seats left, published: the program page shows it within 10 s, in both languages.
    await page.getByLabel("Seats taken").fill("18");
    await page.getByLabel("Fee in rupees").fill("12000");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/content\/batch\/[0-9a-f-]{36}$/);
    itemUrl = page.url();
    const versions = page.getByRole("region", { name: "Versions" });
    await expect(versions.getByRole("listitem").first()).toContainText(
      "Version 1: Published (what visitors see)",
    );
    await expectBatchesOn(
      visitor,
      PROGRAM_PAGE.en,
      new RegExp(
        `Starts ${date.en} Mon, Wed, Fri · 6:00 pm–8:00 pm In person 2 of 20 seats left Filling fast Fee: ₹12,000`,
      ),
      "the batch",
    );
    await expectBatchesOn(
      visitor,
      PROGRAM_PAGE.hi,
      new RegExp(`${date.hi} से शुरू .* 20 में से 2 सीटें बाक़ी तेज़ी से भर रहा है फ़ीस: ₹12,000`),
      "the batch in Hindi",
    );
    await expect(visitor.getByRole("link", { name: /वेटलिस्ट/ })).toHaveCount(0);

    // Marked full: the waitlist, which leads to the enquiry form on the home page.
    await hydrated(page);
    await page.getByLabel("Full: visitors are offered the waitlist").check();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(versions.getByRole("listitem").first()).toContainText(
      "Version 2: Published (what visitors see)",
    );
    await expectBatchesOn(
      visitor,
      PROGRAM_PAGE.en,
      /Full Join the waitlist for the batch starting .* In the enquiry form, write “Waitlist: Reasoning” in your message\./,
      "the full batch",
    );
    expect(await batchesOn(visitor, PROGRAM_PAGE.en)).not.toMatch(/seats left|Filling fast/);
    const waitlist = visitor.getByRole("link", {
      name: `Join the waitlist for the batch starting ${date.en}`,
    });
    await expect(waitlist).toHaveAttribute("href", "/#form-section");
    await visitor.waitForLoadState("load");
    await waitlist.click();
    await expect(visitor).toHaveURL(/\/(#form-section)?$/);
    await expect(visitor.locator("#form-section")).toBeInViewport();

    // Taken off the site: the program page has no batches again.
    await takeDownIfUp(page.context(), itemUrl);
    itemUrl = null;
    await expectBatchesOn(visitor, PROGRAM_PAGE.en, null, "no batch again");
  } finally {
    await visitorContext.close();
    if (itemUrl) await takeDownIfUp(page.context(), itemUrl);
  }
});
