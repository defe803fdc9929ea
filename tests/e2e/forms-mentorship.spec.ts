// The mentorship booking in Chromium: an accessible modal form, every message of SPEC section 5,
// a booking stored at the instant the student picked (India time), and the success popup that
// stays until the student closes it.
import { formCopyIn } from "@/components/forms/form-copy";
import type { Page } from "@playwright/test";
import { formOptions, consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import {
  APPOINTMENT_CREATED_MESSAGE,
  DATE_TIME_REQUIRED_MESSAGE,
  FUTURE_MESSAGE,
  YEAR_MESSAGE,
} from "@/lib/validations/appointment";
import { CONSENT_MESSAGE, INVALID_EMAIL_MESSAGE } from "@/lib/validations/common";
import {
  alertWith,
  answerWithError,
  expect,
  expectFieldError,
  expectNoFieldError,
  expectNoSeriousViolations,
  indiaDay,
  indiaInstant,
  newVisitor,
  storedRowFor,
  test,
} from "./forms-support";

// The English page's copy.
const consentNotice = inLocale(consentNoticeText, "en");
const formCopy = formCopyIn("en");

// Dates and times are read in the browser's zone; India's makes the stored instant predictable.
test.use({ timezoneId: "Asia/Kolkata" });

const copy = formCopy.mentorship;
const FAILURE_PREFIX = "Error submitting form. Please try again. ";
const DOMAIN = formOptions.mentorDomains[1]!;

function mentorship(page: Page) {
  const dialog = page.getByRole("dialog", { name: copy.title });
  return {
    open: page.getByRole("button", { name: copy.open }),
    dialog,
    close: dialog.getByRole("button", { name: copy.close, exact: true }),
    name: dialog.getByLabel(formCopy.common.name),
    email: dialog.getByLabel(formCopy.common.email),
    phone: dialog.getByLabel(formCopy.common.phone),
    course: dialog.getByLabel(copy.branchCourse),
    year: dialog.getByLabel(copy.studyYear),
    domain: dialog.getByLabel(copy.mentorDomain),
    date: dialog.getByLabel(copy.date),
    time: dialog.getByLabel(copy.time),
    query: dialog.getByLabel(copy.query),
    consent: dialog.getByRole("checkbox", { name: consentNotice.checkboxLabel }),
    submit: dialog.getByRole("button", { name: copy.submit }),
    success: page.getByRole("dialog", { name: copy.successTitle }),
  };
}

type Mentorship = ReturnType<typeof mentorship>;

async function openBooking(page: Page): Promise<Mentorship> {
  await page.goto("/mentorship-module");
  const m = mentorship(page);
  await m.open.click();
  await expect(m.dialog).toBeVisible();
  return m;
}

type Booking = { name: string; email: string; day: string; time: string; query: string };

async function fillBooking(m: Mentorship, booking: Booking) {
  await m.name.fill(booking.name);
  await m.email.fill(booking.email);
  await m.phone.fill("9988776655");
  await m.course.fill("B.Tech Computer Science");
  await m.year.selectOption("2");
  await m.domain.selectOption(DOMAIN.value);
  await m.date.fill(booking.day);
  await m.time.fill(booking.time);
  await m.query.fill(booking.query);
  await m.consent.check();
}

/**
 * Where focus is: inside the dialog, elsewhere in the page, or out of the page altogether; `id`
 * tells the focused elements apart.
 */
async function focusPlace(m: Mentorship) {
  return m.dialog.evaluate((dialog) => {
    const w = window as unknown as { __focusIds?: Map<Element, number> };
    const ids = (w.__focusIds ??= new Map());
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement)
      return { where: "none", id: 0 };
    if (!ids.has(el)) ids.set(el, ids.size + 1);
    return { where: dialog.contains(el) ? "dialog" : "page", id: ids.get(el)! };
  });
}

test("the booking form is a modal that keeps focus and gives it back on Escape", async ({
  page,
}) => {
  const m = await openBooking(page);
  expect(await m.dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
  const first = await focusPlace(m);
  expect(first.where, "focus moves into the dialog when it opens").toBe("dialog");

  // Tab walks through the form and comes back round; nothing behind the dialog gets focus. (A
  // native modal dialog may let focus pass through the browser's own toolbar on the way round.)
  const seen = new Set<number>([first.id]);
  let cameBack = false;
  for (let i = 0; i < 60 && !cameBack; i++) {
    await page.keyboard.press("Tab");
    const place = await focusPlace(m);
    expect(place.where, `Tab press ${i + 1}`).not.toBe("page");
    if (place.where === "dialog") {
      cameBack = place.id === first.id && seen.size > 1;
      seen.add(place.id);
    }
  }
  expect(cameBack, "Tab came back round to where it started").toBe(true);
  expect(seen.size, "controls reached by Tab").toBeGreaterThanOrEqual(10);

  await page.keyboard.press("Shift+Tab");
  expect((await focusPlace(m)).where).not.toBe("page");

  await page.keyboard.press("Escape");
  await expect(m.dialog).toBeHidden();
  await expect(m.open).toBeFocused();

  await m.open.click();
  await expect(m.dialog).toBeVisible();
  await m.close.click();
  await expect(m.dialog).toBeHidden();
  await expect(m.open).toBeFocused();
});

test("an empty booking shows every required message", async ({ page }) => {
  const m = await openBooking(page);
  await m.submit.click();

  await expectFieldError(m.name, "Name is required");
  await expectFieldError(m.email, "Email is required");
  await expectFieldError(m.phone, "Phone number is required");
  await expectFieldError(m.course, "Course is required");
  await expectFieldError(m.year, YEAR_MESSAGE);
  await expectFieldError(m.domain, "Mentor domain is required");
  await expectFieldError(m.date, DATE_TIME_REQUIRED_MESSAGE);
  await expectFieldError(m.time, DATE_TIME_REQUIRED_MESSAGE);
  await expectFieldError(m.query, "Query is required");
  await expectFieldError(m.consent, CONSENT_MESSAGE);
  await expect(m.dialog).toBeVisible();
});

test("names, courses, email and queries show their character and length messages", async ({
  page,
}) => {
  const m = await openBooking(page);
  const check = async (field: (typeof m)["name"], value: string, message: string) => {
    await field.fill(value);
    await field.blur();
    await expectFieldError(field, message);
  };

  await check(m.name, "A", "Name must be at least 2 characters long");
  await check(m.name, "Asha 2", "Name can only contain letters and spaces");
  await check(m.name, "A".repeat(51), "Name cannot exceed 50 characters");
  await m.name.fill("Asha Rao");
  await expectNoFieldError(m.name, "Name cannot exceed 50 characters");

  await check(m.email, "asha@rao", INVALID_EMAIL_MESSAGE);

  await check(m.course, "B", "Course must be at least 2 characters long");
  await check(m.course, "B".repeat(101), "Course name is too long");
  await m.course.fill("BCA");
  await expectNoFieldError(m.course, "Course name is too long");

  await check(m.query, "Help me p", "Query must be at least 10 characters long");
  await check(m.query, "q".repeat(501), "Query cannot exceed 500 characters");
  await m.query.fill("Help me plan my DSA practice.");
  await expectNoFieldError(m.query, "Query cannot exceed 500 characters");
});

test("the date and time must both be given and lie in the future", async ({ page }) => {
  // Noon in India today, whatever the real hour, so "earlier today" always exists.
  const today = indiaDay(0);
  await page.clock.setFixedTime(new Date(`${today}T12:00:00+05:30`));
  const m = await openBooking(page);

  await m.date.fill(indiaDay(1));
  await m.submit.click();
  await expectFieldError(m.time, DATE_TIME_REQUIRED_MESSAGE);

  await m.date.fill("");
  await m.time.fill("10:00");
  await m.time.blur();
  await expectFieldError(m.date, DATE_TIME_REQUIRED_MESSAGE);

  await m.date.fill(today);
  await m.time.fill("09:15");
  await m.time.blur();
  await expectFieldError(m.date, FUTURE_MESSAGE);

  await m.date.fill(indiaDay(-1));
  await m.time.fill("15:00");
  await m.time.blur();
  await expectFieldError(m.date, FUTURE_MESSAGE);

  await m.date.fill(today);
  await m.time.fill("16:30");
  await m.time.blur();
  await expectNoFieldError(m.date, FUTURE_MESSAGE);
  await expectNoFieldError(m.time, DATE_TIME_REQUIRED_MESSAGE);
});

for (const closeBy of ["its button", "a click outside"] as const) {
  test(`a booking for tomorrow is stored and the popup stays until closed by ${closeBy}`, async ({
    page,
    request,
  }) => {
    const startedAt = Date.now();
    await page.clock.install();
    const m = await openBooking(page);
    const visitor = newVisitor("Meera");
    const booking = {
      ...visitor,
      day: indiaDay(1),
      time: "17:45",
      query: "I want a roadmap for backend interviews.",
    };
    await fillBooking(m, booking);
    await m.submit.click();

    await expect(m.dialog).toBeHidden();
    await expect(m.success).toBeVisible();
    await expect(m.success.getByRole("heading", { name: copy.successTitle })).toBeVisible();
    // No timer closes it: it waits for the student.
    await page.clock.fastForward("02:00");
    await expect(m.success).toBeVisible();
    if (closeBy === "its button") {
      await m.success.getByRole("button", { name: copy.successButton, exact: true }).click();
    } else {
      const box = (await m.success.boundingBox())!;
      // Just above the popup's top-left corner: the backdrop, not the popup.
      await page.mouse.click(Math.max(2, box.x - 10), Math.max(2, box.y - 10));
    }
    await expect(m.success).toBeHidden();

    // The form starts empty next time.
    await m.open.click();
    await expect(m.dialog).toBeVisible();
    for (const field of [m.name, m.email, m.phone, m.course, m.date, m.time, m.query])
      await expect(field).toHaveValue("");
    await expect(m.year).toHaveValue("");
    await expect(m.domain).toHaveValue("");
    await expect(m.consent).not.toBeChecked();

    const row = await storedRowFor(request, "appointments", visitor.email);
    expect(row).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      phone: "9988776655",
      branch_course: "B.Tech Computer Science",
      study_year: 2,
      mentor_domain: DOMAIN.value,
      appointment_at: indiaInstant(booking.day, booking.time),
      appointment_time: booking.time,
      query: booking.query,
      notice_version: consentNotice.version,
    });
    expect(Date.parse(row.consent_at)).toBeGreaterThanOrEqual(startedAt - 1000);
  });
}

test("a failed booking says why inside the form, which stays open and filled", async ({ page }) => {
  const message = "Bookings are paused while we update the calendar.";
  await answerWithError(page, "/api/appointments", 500, { code: "internal", message });
  const m = await openBooking(page);
  await fillBooking(m, {
    ...newVisitor("Meera"),
    day: indiaDay(1),
    time: "12:30",
    query: "Career switch from mechanical to software.",
  });
  await m.submit.click();

  await expect(alertWith(m.dialog, FAILURE_PREFIX + message)).toBeVisible();
  await expect(m.dialog).toBeVisible();
  await expect(m.success).toBeHidden();
  await expect(m.query).toHaveValue("Career switch from mechanical to software.");
});

test("an answer without the created message is not taken for success", async ({ page }) => {
  // The old back end's misspelt text: only the shared constant counts as success.
  expect(APPOINTMENT_CREATED_MESSAGE).not.toBe("Appointment created succesfully");
  await page.route("**/api/appointments", (route) =>
    route.fulfill({
      status: 201,
      json: { data: { id: crypto.randomUUID() }, message: "Appointment created succesfully" },
    }),
  );
  const m = await openBooking(page);
  await fillBooking(m, {
    ...newVisitor("Meera"),
    day: indiaDay(1),
    time: "13:30",
    query: "Which projects matter for placements?",
  });
  await m.submit.click();

  await expect(alertWith(m.dialog, FAILURE_PREFIX)).toBeVisible();
  await expect(m.success).toBeHidden();
});

test("the open booking form has no serious accessibility violations", async ({ page }) => {
  await openBooking(page);
  await expectNoSeriousViolations(page);
});
