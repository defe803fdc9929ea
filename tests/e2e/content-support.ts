// What the content editor's Chromium specs share: how a visitor's page shows the institute's
// facts, the Versions panel, publishing and restoring version 1, the facts form's controls.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type Facts, seedFacts, whatsappUrl } from "@/lib/content-store/facts";
import type { Locale } from "@/lib/i18n/locales";
import { openingHoursSpecification, openingHoursText } from "@/lib/i18n/opening-hours";
import enContact from "@/messages/en/contact.json";
import hiContact from "@/messages/hi/contact.json";
import { expect } from "./fixtures";
import { hydrated } from "./staff-support";
import { watchProblems } from "./support";

export const FACTS = "/staff/content/facts";
export const SOME_ID = "00000000-0000-4000-8000-000000000000";
export const CONTACT = { en: enContact, hi: hiContact } as const;
export const PUBLISHED_WITHIN = 10_000;
export type Hours = Facts["openingHours"];
export const MON_TO_SAT: Hours = [
  { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "10:00", closes: "19:00" },
];
export const DAY_LABELS = {
  Mo: "Mon",
  Tu: "Tue",
  We: "Wed",
  Th: "Thu",
  Fr: "Fri",
  Sa: "Sat",
  Su: "Sun",
};

// ---- What a visitor sees ------------------------------------------------------------------------

/**
 * The facts as a visitor's page shows them: the contact cluster's hours line and WhatsApp link,
 * and the LocalBusiness JSON-LD's hours and closed days.
 */
export type Shown = {
  hours: string[];
  whatsapp: string[];
  openingHoursSpecification: unknown;
  specialOpeningHoursSpecification: unknown;
};

/** Text as shownOn reads it: each run of white space (the narrow one before "pm" too) one space. */
export const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** What `facts` should look like on a page in `locale`. */
export function expectedOn(locale: Locale, facts: Facts): Shown {
  const hours = openingHoursText(facts.openingHours, locale);
  return {
    hours: hours ? [spaced(CONTACT[locale].hours.replace("{hours}", hours))] : [],
    whatsapp: [whatsappUrl(facts, locale)],
    openingHoursSpecification:
      facts.openingHours.length > 0 ? openingHoursSpecification(facts.openingHours) : null,
    specialOpeningHoursSpecification:
      facts.closedDays.length > 0
        ? facts.closedDays.map((day) => ({
            "@type": "OpeningHoursSpecification",
            validFrom: day,
            validThrough: day,
            opens: "00:00",
            closes: "00:00",
          }))
        : null,
  };
}

/** Opens `path` in the visitor's browser (a full load, as a new visit) and reads what it shows. */
export async function shownOn(visitor: Page, path: "/" | "/hi"): Promise<Shown> {
  const response = await visitor.goto(path);
  expect(response?.status(), path).toBe(200);
  const label = CONTACT[path === "/hi" ? "hi" : "en"].label;
  return visitor.evaluate((label) => {
    // The cluster is drawn twice (header on wide screens, bar below 1280 px): both must agree.
    const groups = [...document.querySelectorAll(`[role="group"][aria-label="${label}"]`)];
    const unique = (values: (string | null | undefined)[]) => [
      ...new Set(values.map((v) => (v ?? "").replace(/\s+/g, " ").trim())),
    ];
    const org = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown> | null)
      .find((d) => Array.isArray(d?.["@type"]) && d["@type"].includes("LocalBusiness"));
    return {
      hours: unique(groups.flatMap((g) => [...g.querySelectorAll("p")].map((p) => p.textContent))),
      whatsapp: unique(
        groups.flatMap((g) =>
          [...g.querySelectorAll('a[href^="https://wa.me/"]')].map((a) => a.getAttribute("href")),
        ),
      ),
      openingHoursSpecification: org?.openingHoursSpecification ?? null,
      specialOpeningHoursSpecification: org?.specialOpeningHoursSpecification ?? null,
    };
  }, label);
}

/** Both home pages, English and Hindi, as a visitor sees them now. */
export async function homePages(visitor: Page): Promise<{ en: Shown; hi: Shown }> {
  return { en: await shownOn(visitor, "/"), hi: await shownOn(visitor, "/hi") };
}

export const expectedHomePages = (facts: Facts) => ({
  en: expectedOn("en", facts),
  hi: expectedOn("hi", facts),
});

/** Within 10 s, both home pages show `facts`; logs how long it took. */
export async function expectVisitorsSee(visitor: Page, facts: Facts, what: string): Promise<void> {
  const start = Date.now();
  await expect
    .poll(() => homePages(visitor), {
      message: `visitors see ${what}`,
      timeout: PUBLISHED_WITHIN,
      intervals: [250, 500, 1000],
    })
    .toEqual(expectedHomePages(facts));
  console.log(`visitors see ${what} ${Date.now() - start} ms after it was published`);
}

/** A visitor's browser: its own context, no staff cookie. Close it when done. */
export async function newVisitor(
  browser: Browser,
): Promise<{ visitor: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  // A page re-rendered after a publish must still run: nothing blocked by its script policy.
  const blocked = watchProblems(visitor);
  return {
    visitor,
    close: async () => {
      expect(blocked.filter((p) => /Content Security Policy|page error/.test(p))).toEqual([]);
      await context.close();
    },
  };
}

// ---- The editor's page --------------------------------------------------------------------------

export const versionsPanel = (page: Page) => page.getByRole("region", { name: "Versions" });

/** Versions, newest first, as the panel reads ("Version 2: Published … · changed openingHours.0"). */
export async function versionLines(page: Page): Promise<string[]> {
  const lines = await versionsPanel(page).getByRole("listitem").locator("> div").allInnerTexts();
  return lines.map((line) => line.replace(/\s+/g, " ").trim());
}

/** The version visitors see, as the Versions panel marks it. */
export async function liveVersion(page: Page): Promise<number> {
  await expect(versionsPanel(page).getByText("(what visitors see)")).toBeVisible();
  const line = (await versionLines(page)).find((l) => l.includes("(what visitors see)"));
  return Number(/^Version (\d+):/.exec(line ?? "")?.[1]);
}

/** Presses Publish and waits for the new version at the top of the panel, marked as live. */
export async function publish(page: Page): Promise<string> {
  const before = await liveVersion(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const top = versionsPanel(page).getByRole("listitem").first();
  await expect(top).toContainText(`Version ${before + 1}: Published (what visitors see)`);
  return (await versionLines(page))[0]!;
}

/** "Restore version 1", confirmed; waits for it to be what visitors see. */
export async function restoreFirstVersion(page: Page): Promise<void> {
  const before = await liveVersion(page);
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(versionsPanel(page).getByRole("listitem").first()).toContainText(
    `Version ${before + 1}: Restored (what visitors see)`,
  );
  expect(question).toBe("Publish version 1 again? Visitors will see it within seconds.");
}

/**
 * After a test that published (or may have) and stopped before putting version 1 back: version 1
 * again, from a fresh tab of the editor's browser (the test's own tab may hold unsaved changes,
 * whose leave warning would stop a reload). Then both home pages are visited until they show it:
 * that renders them again, so the page cache on disk (.next/server/route-cache) no longer holds
 * the changed facts. A later run's server would serve them otherwise: with an empty database it
 * expires nothing at start (lib/content-store/freshness.ts).
 */
export async function putFirstVersionBack(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(FACTS);
    await hydrated(page);
    await restoreFirstVersion(page);
    await expectVisitorsSee(page, seedFacts, "version 1 again");
  } finally {
    await page.close();
  }
}

/** Opens the facts form and waits until it answers to input. */
export async function openFacts(page: Page): Promise<void> {
  await page.goto(FACTS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Institute facts");
  await hydrated(page);
}

/** Adds a row of opening hours and fills it in; returns the row. */
export async function addHours(page: Page, hours: Hours[number], row = 1) {
  await page.getByRole("button", { name: "Add opening hours" }).click();
  const group = page.getByRole("group", { name: `Hours ${row}` });
  for (const day of hours.days) await group.getByLabel(DAY_LABELS[day], { exact: true }).check();
  await group.getByLabel("Opens").fill(hours.opens);
  await group.getByLabel("Closes").fill(hours.closes);
  return group;
}

/** A staff page the member's role may not open: 403, the forbidden page, none of the page. */
export async function expectForbidden(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your role cannot open this page",
  );
}

/** Every control of the form, in the page's order, named as focusedControl names them. */
export const formControls = (page: Page) =>
  page
    .getByRole("region", { name: "Edit" })
    .locator("form")
    .evaluate((form) =>
      [...form.querySelectorAll<HTMLElement>("input, select, textarea, button")]
        .filter((el) => !(el as HTMLButtonElement).disabled)
        .map((el) =>
          el instanceof HTMLInputElement && el.type === "checkbox"
            ? `${el.name}=${el.value}`
            : el.id || el.innerText.trim(),
        ),
    );

/** The control focused now, named as formControls names it. */
export const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    return el instanceof HTMLInputElement && el.type === "checkbox"
      ? `${el.name}=${el.value}`
      : el.id || el.innerText.trim();
  });
