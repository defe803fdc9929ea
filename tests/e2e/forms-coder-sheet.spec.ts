// The coders-sheet gate in Chromium: the platform cards stay behind the form until this browser
// session fills it; the submission is stored; each message shows; failures are told in the page.
import { formCopyIn } from "@/components/forms/form-copy";
import type { Page } from "@playwright/test";
import { codersSheet } from "@/lib/content/coding-resources";
import { consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { INVALID_EMAIL_MESSAGE, PHONE_MESSAGE } from "@/lib/validations/common";
import {
  alertWith,
  answerWithError,
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoSeriousViolations,
  failOnWindowDialogs,
  newVisitor,
  storedRowFor,
  test,
} from "./forms-support";

// The English page's copy.
const consentNotice = inLocale(consentNoticeText, "en");
const formCopy = formCopyIn("en");

const copy = formCopy.coderSheet;
const FAILURE_MESSAGE = "There was an error submitting the form. Please try again.";

function coderSheet(page: Page) {
  const main = page.getByRole("main");
  return {
    main,
    gate: main.getByRole("heading", { name: copy.title }),
    name: main.getByLabel(formCopy.common.name),
    email: main.getByLabel(formCopy.common.email),
    phone: main.getByLabel(formCopy.common.phone),
    role: (label: string) => main.getByRole("radio", { name: label, exact: true }),
    query: main.getByLabel(copy.query),
    consent: main.getByRole("checkbox", { name: consentNotice.checkboxLabel }),
    submit: main.getByRole("button", { name: copy.submit }),
    success: page.getByRole("status").filter({ hasText: copy.success }),
    cards: codersSheet.platforms.map((p) => ({
      href: p.href,
      link: main.getByRole("link", { name: p.name, exact: true }),
    })),
  };
}

type CoderSheet = ReturnType<typeof coderSheet>;

async function openCoderSheet(page: Page) {
  await page.goto("/coders-sheet");
  return coderSheet(page);
}

async function expectGateClosed(sheet: CoderSheet) {
  await expect(sheet.gate).toBeHidden();
  for (const card of sheet.cards) {
    await expect(card.link).toBeVisible();
    await expect(card.link).toHaveAttribute("href", card.href);
  }
}

async function expectGateOpen(sheet: CoderSheet) {
  await expect(sheet.gate).toBeVisible();
  for (const card of sheet.cards) await expect(card.link).toBeHidden();
}

async function fillValid(sheet: CoderSheet, visitor: { name: string; email: string }) {
  await sheet.name.fill(visitor.name);
  await sheet.email.fill(visitor.email);
  await sheet.phone.fill("9123456780");
  await sheet.role(copy.roles[1]!.label).check();
  await sheet.query.fill("Where should I start with dynamic programming?");
  await sheet.consent.check();
}

test("the gate hides the platform cards until it is filled", async ({ page }) => {
  const sheet = await openCoderSheet(page);
  await expectGateOpen(sheet);
  await expect(sheet.submit).toBeVisible();
});

test("a filled gate is stored, says thank you for a while, and opens the cards for the session", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const sheet = await openCoderSheet(page);
  const visitor = newVisitor("Kiran");
  await fillValid(sheet, visitor);
  await sheet.submit.click();

  await expect(sheet.success).toBeVisible();
  await expectGateClosed(sheet);

  const row = await storedRowFor(request, "leads", visitor.email);
  expect(row).toMatchObject({
    source: "coder_sheet",
    role: "developer",
    name: visitor.name,
    phone: "9123456780",
    query: "Where should I start with dynamic programming?",
    program: null,
    expertise: null,
    notice_version: consentNotice.version,
  });

  // The thank-you goes away by itself (SPEC: after 5 s); the cards stay.
  await expect(sheet.success).toBeHidden({ timeout: copy.successMs + 5_000 });
  await expectGateClosed(sheet);

  // The same tab remembers it for the rest of the session.
  await page.reload();
  await expectGateClosed(coderSheet(page));

  // A new browser session asks again.
  const other = await browser.newContext({ baseURL });
  const opened = failOnWindowDialogs(other);
  try {
    const fresh = await other.newPage();
    await expectGateOpen(await openCoderSheet(fresh));
  } finally {
    await other.close();
  }
  expect(opened).toEqual([]);
});

test("each field shows its message", async ({ page }) => {
  const sheet = await openCoderSheet(page);

  await sheet.submit.click();
  await expectFieldError(sheet.name, "Name is required");
  await expectFieldError(sheet.query, "Query is required");

  await sheet.name.fill("Kiran 2");
  await sheet.name.blur();
  await expectFieldError(sheet.name, "Name can only contain alphabets and spaces");
  await sheet.name.fill("Kiran Rao");
  await expectNoFieldError(sheet.name, "Name can only contain alphabets and spaces");

  await sheet.email.fill("kiran@");
  await sheet.email.blur();
  await expectFieldError(sheet.email, INVALID_EMAIL_MESSAGE);
  await sheet.email.fill("kiran.rao@gmail.com");
  await expectNoFieldError(sheet.email, INVALID_EMAIL_MESSAGE);

  await sheet.phone.fill("91234");
  await sheet.phone.blur();
  await expectFieldError(sheet.phone, PHONE_MESSAGE);
  await sheet.phone.fill("9123456780");
  await expectNoFieldError(sheet.phone, PHONE_MESSAGE);

  await sheet.query.fill("Graphs, please");
  await expectNoFieldError(sheet.query, "Query is required");
  await expectGateOpen(sheet);
});

test("a failed submission says so and keeps the gate", async ({ page }) => {
  await answerWithError(page, "/api/leads", 500, {
    code: "internal",
    message: "Something went wrong on our side. Please try again in a minute.",
  });
  const sheet = await openCoderSheet(page);
  await fillValid(sheet, newVisitor("Kiran"));
  await sheet.submit.click();

  await expect(alertWith(sheet.main, FAILURE_MESSAGE)).toBeVisible();
  await expect(sheet.success).toBeHidden();
  await expectGateOpen(sheet);
  await expect(sheet.query).toHaveValue("Where should I start with dynamic programming?");
});

test("the gate has no serious accessibility violations", async ({ page }) => {
  const sheet = await openCoderSheet(page);
  await expectGateOpen(sheet);
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page);
});
