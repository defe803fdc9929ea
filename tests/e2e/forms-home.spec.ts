// The home enquiry form (#form-section) in Chromium: a student's and other visitors' enquiries
// reach the database with clean values, every inline message shows and blocks sending, and
// failures are told in the page, never in window.alert.
import { formCopyIn } from "@/components/forms/form-copy";
import type { Page } from "@playwright/test";
import { formOptions, consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { phoneHref, seedFacts } from "@/lib/content-store/facts";
import { CONSENT_MESSAGE, PHONE_MESSAGE } from "@/lib/validations/common";
import {
  EMAIL_DOMAIN_MESSAGE,
  EXPERTISE_MESSAGE,
  LEAD_CREATED_MESSAGE,
  LINKEDIN_MESSAGE,
  PROGRAM_MESSAGE,
} from "@/lib/validations/lead";
import {
  alertWith,
  answerWithError,
  cutNetwork,
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoSeriousViolations,
  newVisitor,
  storedRowFor,
  test,
} from "./forms-support";
import { holdScripts } from "./support";

// The English page's copy.
const consentNotice = inLocale(consentNoticeText, "en");
const formCopy = formCopyIn("en");

const copy = formCopy.home;
const roleLabel = (value: string) => copy.roles.find((r) => r.value === value)!.label;

/** Opens the home page at the form. */
async function openHomeForm(page: Page) {
  await page.goto("/#form-section");
  return homeForm(page);
}

function homeForm(page: Page) {
  const section = page.locator("#form-section");
  return {
    section,
    name: section.getByLabel(formCopy.common.name),
    email: section.getByLabel(formCopy.common.email),
    phone: section.getByLabel(formCopy.common.phone),
    roles: section.getByRole("group", { name: formCopy.common.role }),
    role: (label: string) => section.getByRole("radio", { name: label, exact: true }),
    program: section.getByLabel(copy.program),
    expertise: section.getByLabel(copy.expertise),
    linkedin: section.getByLabel(copy.linkedin),
    query: section.getByLabel(copy.query),
    consent: section.getByRole("checkbox", { name: consentNotice.checkboxLabel }),
    submit: section.getByRole("button", { name: copy.submit }),
    success: page.getByRole("dialog", { name: copy.successTitle }),
  };
}

type HomeForm = ReturnType<typeof homeForm>;

/** Fills the fields every audience shares with valid values. */
async function fillContact(form: HomeForm, visitor: { name: string; email: string }) {
  await form.name.fill(visitor.name);
  await form.email.fill(visitor.email);
  await form.phone.fill("9876543210");
}

test("a student's enquiry is cleaned, stored, confirmed until OK, and the form resets", async ({
  page,
  context,
  request,
}) => {
  const startedAt = Date.now();
  await page.clock.install();
  const form = await openHomeForm(page);
  const visitor = newVisitor();
  const program = formOptions.programs[2]!;
  const linkedin = `https://www.linkedin.com/in/${visitor.surname.toLowerCase()}`;
  const query = "Which weekday batch of the Python course starts next?";

  // Digits typed into the name never appear in it.
  await form.name.pressSequentially(`Asha2 ${visitor.surname}9`);
  await expect(form.name).toHaveValue(visitor.name);
  // The address is matched and stored without regard to case.
  await form.email.fill(`Asha.${visitor.surname}@GMail.Com`);
  // A number pasted with the country code and spaces keeps only its ten digits.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), "+91 98765 43210");
  await form.phone.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(form.phone).toHaveValue("9876543210");

  await form.role(roleLabel("Student")).check();
  await expect(form.expertise).toHaveCount(0);
  await form.program.selectOption(program);
  await form.linkedin.fill(linkedin);
  await form.query.fill(query);
  await form.consent.check();
  await form.submit.click();

  await expect(form.success).toBeVisible();
  await expect(form.success).toContainText(LEAD_CREATED_MESSAGE);
  // The popup has no timer of its own: it waits for OK however long the visitor takes.
  await page.clock.fastForward("02:00");
  await expect(form.success).toBeVisible();
  await form.success.getByRole("button", { name: copy.successButton }).click();
  await expect(form.success).toBeHidden();

  for (const field of [form.name, form.email, form.phone, form.linkedin, form.query])
    await expect(field).toHaveValue("");
  await expect(form.consent).not.toBeChecked();
  await expect(form.role(roleLabel("Student"))).not.toBeChecked();

  const row = await storedRowFor(request, "leads", visitor.email);
  expect(row).toMatchObject({
    source: "home",
    role: "student",
    name: visitor.name,
    email: visitor.email,
    phone: "9876543210",
    linkedin_url: linkedin,
    program,
    expertise: null,
    query,
    notice_version: consentNotice.version,
  });
  const consentAt = Date.parse(row.consent_at);
  expect(consentAt).toBeGreaterThanOrEqual(startedAt - 1000);
  expect(consentAt).toBeLessThanOrEqual(Date.now() + 1000);
});

for (const [value, stored] of [
  ["Developer", "developer"],
  ["Others", "other"],
] as const) {
  test(`an enquiry as ${roleLabel(value)} stores the expertise and no program`, async ({
    page,
    request,
  }) => {
    const form = await openHomeForm(page);
    const visitor = newVisitor("Ravi");
    const expertise = "Android apps in Kotlin, some Spring Boot";

    await fillContact(form, visitor);
    await form.role(roleLabel(value)).check();
    await expect(form.program).toHaveCount(0);
    await form.expertise.fill(expertise);
    await form.consent.check();
    await form.submit.click();

    await expect(form.success).toContainText(LEAD_CREATED_MESSAGE);
    await form.success.getByRole("button", { name: copy.successButton }).click();
    await expect(form.success).toBeHidden();

    const row = await storedRowFor(request, "leads", visitor.email);
    expect(row).toMatchObject({
      source: "home",
      role: stored,
      name: visitor.name,
      phone: "9876543210",
      program: null,
      expertise,
      linkedin_url: null,
      query: null,
      notice_version: consentNotice.version,
    });
  });
}

test("each field's message shows under it and the form cannot be sent while one shows", async ({
  page,
}) => {
  const form = await openHomeForm(page);
  const visitor = newVisitor();
  await form.name.fill(visitor.name);

  await form.phone.fill("98765");
  await form.phone.blur();
  await expectFieldError(form.phone, PHONE_MESSAGE);
  await expect(form.submit).toBeDisabled();
  await form.phone.fill("9876543210");
  await expectNoFieldError(form.phone, PHONE_MESSAGE);
  await expect(form.submit).toBeEnabled();

  await form.email.fill(`asha.${visitor.surname}@example.com`);
  await form.email.blur();
  await expectFieldError(form.email, EMAIL_DOMAIN_MESSAGE);
  await expect(form.submit).toBeDisabled();
  await form.email.fill(visitor.email);
  await expectNoFieldError(form.email, EMAIL_DOMAIN_MESSAGE);

  await form.linkedin.fill("linkedin.com/in/asha");
  await form.linkedin.blur();
  await expectFieldError(form.linkedin, LINKEDIN_MESSAGE);
  await expect(form.submit).toBeDisabled();
  await form.linkedin.fill("");
  await expectNoFieldError(form.linkedin, LINKEDIN_MESSAGE);
  await expect(form.submit).toBeEnabled();

  // A student who picked no program and did not tick the box sees both messages at once.
  await form.role(roleLabel("Student")).check();
  await form.submit.click();
  await expectFieldError(form.program, PROGRAM_MESSAGE);
  await expectFieldError(form.consent, CONSENT_MESSAGE);
  await expect(form.submit).toBeDisabled();
  await form.program.selectOption(formOptions.programs[0]!);
  await form.consent.check();
  await expectNoFieldError(form.program, PROGRAM_MESSAGE);
  await expectNoFieldError(form.consent, CONSENT_MESSAGE);
  await expect(form.submit).toBeEnabled();

  // Anyone else must say what they do.
  await form.role(roleLabel("Trainer")).check();
  await form.submit.click();
  await expectFieldError(form.expertise, EXPERTISE_MESSAGE);
  await expect(form.submit).toBeDisabled();
  await form.expertise.fill("Teaching C to first-year students");
  await expectNoFieldError(form.expertise, EXPERTISE_MESSAGE);
  await expect(form.submit).toBeEnabled();
  await expect(form.success).toBeHidden();
});

test("changing the audience type clears the program and the expertise", async ({ page }) => {
  const form = await openHomeForm(page);

  await form.role(roleLabel("Student")).check();
  await form.program.selectOption(formOptions.programs[3]!);
  await form.role(roleLabel("Developer")).check();
  await expect(form.program).toHaveCount(0);
  await expect(form.expertise).toHaveValue("");
  await form.expertise.fill("Backend services in Go");

  await form.role(roleLabel("Trainer")).check();
  await expect(form.expertise).toHaveValue("");
  await form.expertise.fill("Data structures workshops");

  await form.role(roleLabel("Student")).check();
  await expect(form.expertise).toHaveCount(0);
  await expect(form.program).toHaveValue("");
  await form.role(roleLabel("Others")).check();
  await expect(form.expertise).toHaveValue("");
});

test("the form with its messages showing has no serious accessibility violations", async ({
  page,
}) => {
  const form = await openHomeForm(page);
  await form.role(roleLabel("Student")).check();
  await form.submit.click();
  await form.phone.fill("123");
  await form.email.fill("someone@example.com");
  await expectFieldError(form.phone, PHONE_MESSAGE);
  await expectFieldError(form.email, EMAIL_DOMAIN_MESSAGE);
  await expectFieldError(form.program, PROGRAM_MESSAGE);
  await expectFieldError(form.consent, CONSENT_MESSAGE);
  await expectNoSeriousViolations(page, "#form-section");
});

/** Fills a complete, valid developer enquiry and sends it. */
async function sendValidEnquiry(form: HomeForm) {
  await fillContact(form, newVisitor());
  await form.role(roleLabel("Developer")).check();
  await form.expertise.fill("React front ends");
  await form.consent.check();
  await form.submit.click();
}

test("before the page's script runs, Send waits instead of posting the details in a URL", async ({
  page,
  request,
}) => {
  const release = await holdScripts(page);
  await page.goto("/#form-section", { waitUntil: "commit" });
  const form = homeForm(page);
  const visitor = newVisitor();
  await fillContact(form, visitor);
  await expect(form.submit).toBeDisabled();
  await form.name.press("Enter");
  expect(new URL(page.url()).search).toBe("");

  release();
  // Every script now loads and the page hydrates: slower than a click, so a longer wait.
  await expect(form.submit).toBeEnabled({ timeout: 15_000 });
  // What was typed meanwhile is kept and sent.
  await form.role(roleLabel("Developer")).check();
  await form.expertise.fill("Android apps");
  await form.consent.check();
  await form.submit.click();
  await expect(form.success).toBeVisible();
  expect((await storedRowFor(request, "leads", visitor.email)).name).toBe(visitor.name);
});

test("without JavaScript the form says it cannot send and offers the phone and email", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/#form-section");
  const form = homeForm(page);
  await expect(form.submit).toBeDisabled();
  const notice = form.section.getByText(/This form needs JavaScript/);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: seedFacts.phone })).toHaveAttribute(
    "href",
    phoneHref(seedFacts),
  );
  await expect(notice.getByRole("link", { name: seedFacts.email })).toHaveAttribute(
    "href",
    `mailto:${seedFacts.email}`,
  );
  await context.close();
});

test("a server failure shows 'Error: ' and the server's message in an alert", async ({ page }) => {
  const message = "Our enquiry desk is closed for maintenance.";
  await answerWithError(page, "/api/leads", 500, { code: "internal", message });
  const form = await openHomeForm(page);
  await sendValidEnquiry(form);

  await expect(alertWith(form.section, `Error: ${message}`)).toBeVisible();
  await expect(form.success).toBeHidden();
  // Nothing the visitor typed is lost.
  await expect(form.expertise).toHaveValue("React front ends");
});

test("a rejected field shows the server's words under it and in the alert", async ({ page }) => {
  const message = "Some fields need attention. Please check the highlighted fields and try again.";
  const emailProblem = "This address could not receive our last message.";
  await answerWithError(page, "/api/leads", 422, {
    code: "validation_failed",
    message,
    fields: { email: emailProblem },
  });
  const form = await openHomeForm(page);
  await sendValidEnquiry(form);

  await expect(alertWith(form.section, `Error: ${message}`)).toBeVisible();
  await expectFieldError(form.email, emailProblem);
  await expect(form.success).toBeHidden();
});

test("a network failure shows 'Something went wrong!' in an alert", async ({ page }) => {
  await cutNetwork(page, "/api/leads");
  const form = await openHomeForm(page);
  await sendValidEnquiry(form);

  await expect(alertWith(form.section, "Something went wrong!")).toBeVisible();
  await expect(form.success).toBeHidden();
  await expect(form.expertise).toHaveValue("React front ends");
});
