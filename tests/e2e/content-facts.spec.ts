// The facts form in Chromium, as staff and visitors meet it (who may open it:
// content-editor.spec.ts): axe and keyboard focus on the facts form; bad values refused in place, by
// the form and by the server; a draft visitors never see and a publish they see on the English
// and Hindi home pages within 10 s, with one-step restore; two editors saving over each other; a
// Hindi text left empty. The e2e server and its database are shared with every other spec, and
// several check the phone, email and address the pages show: these tests change only opening
// hours, closed days and the WhatsApp greeting (and try a social link the server refuses), one
// test at a time, and publish version 1 again at the end of each test that published.
import { seedFacts } from "@/lib/content-store/facts";
import { expect, test } from "./fixtures";
import { alertWith, expectFieldError } from "./forms-support";
import { focusedRing } from "./focus-support";
import {
  addHours,
  expectedHomePages,
  expectVisitorsSee,
  FACTS,
  focusedControl,
  formControls,
  homePages,
  liveVersion,
  MON_TO_SAT,
  newVisitor,
  openFacts,
  publish,
  putFirstVersionBack,
  restoreFirstVersion,
  shownOn,
  versionLines,
} from "./content-support";
import { enrolledMember, expectAccessible, hydrated } from "./staff-support";
import { tabTo } from "./support";

// Each test below reads or changes the one facts item: they run one after another, never beside
// each other (a draft or publish of one would show in another's form and Versions panel).
test.describe("the institute's facts", () => {
  test.describe.configure({ mode: "default" });

  test.describe("by keyboard", () => {
    test.use({ reducedMotion: "reduce" }); // focus scrolls at once, so each ring is read in place

    test("the content pages pass axe, also showing field messages, and every control of the facts form is reached by Tab with a visible ring", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000); // about 50 Tab stops measured and three axe runs
      await enrolledMember(page, request, "editor");
      await expectAccessible(page);
      await page.getByRole("link", { name: "Institute facts" }).click();
      await expect(page).toHaveURL(/\/staff\/content\/facts$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Institute facts");
      await hydrated(page);
      await expectAccessible(page);

      // From the top of the page, Tab to "Add opening hours" and press Enter: a row of hours
      // (day boxes, two times, a remove button) comes before it, so every kind of control is in.
      const add = page.getByRole("button", { name: "Add opening hours" });
      await tabTo(page, add, 80);
      await page.keyboard.press("Enter");
      const row = page.getByRole("group", { name: "Hours 1" });
      await expect(row).toBeVisible();
      // The new row takes the focus (its first day), where the keyboard user goes on.
      await expect(row.getByLabel("Mon", { exact: true })).toBeFocused();
      // Back to the first field with Shift+Tab, then forward through the whole form.
      const phone = page.getByLabel("Phone number");
      for (let i = 0; i < 80; i += 1) {
        if (await phone.evaluate((el) => el === document.activeElement)) break;
        await page.keyboard.press("Shift+Tab");
      }
      await expect(phone).toBeFocused();
      const reached: string[] = [];
      const wrong: string[] = [];
      const insideForm = () => page.evaluate(() => document.activeElement?.closest("form") != null);
      for (let i = 0; i < 200 && (await insideForm()); i += 1) {
        const control = await focusedControl(page);
        // A time field's hour, minute and am/pm parts each take a Tab: count the field once.
        if (control && control !== reached.at(-1)) {
          reached.push(control);
          const ring = await focusedRing(page);
          if (ring?.problems.length) wrong.push(`${ring.element}: ${ring.problems.join("; ")}`);
        }
        await page.keyboard.press("Tab");
      }
      expect(reached).toEqual(await formControls(page));
      expect(reached).toEqual(
        expect.arrayContaining(["phone", "openingHours.0.days=Mo", "Publish", "Save draft"]),
      );
      expect(wrong).toEqual([]);

      // A refused save, pressed by keyboard: messages under the fields, and axe again.
      const greeting = page.getByLabel("WhatsApp greeting (English)");
      await greeting.fill("");
      const publishButton = page.getByRole("button", { name: "Publish", exact: true });
      await publishButton.focus();
      await page.keyboard.press("Enter");
      await expectFieldError(greeting, "Write the English text.");
      await expect(page.getByText("Tick at least one day.")).toBeVisible();
      await expect(alertWith(page, "Some fields need attention")).toBeVisible();
      await expectAccessible(page);
    });
  });

  test("bad values are refused in place, by the form and by the server, and nothing is published", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await enrolledMember(page, request, "editor");
    await openFacts(page);
    const before = await versionLines(page);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/staff/content/"))
        sent.push(r.url());
    });
    try {
      // The form's own check (the server's schema, in the browser): nothing is sent.
      const greeting = page.getByLabel("WhatsApp greeting (English)");
      await greeting.fill("");
      const hours = await addHours(page, { days: ["Mo"], opens: "18:00", closes: "09:00" });
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expectFieldError(greeting, "Write the English text.");
      await expectFieldError(
        hours.getByLabel("Closes"),
        "Closing time must come after opening time.",
      );
      await expect(hours.getByLabel("Opens")).not.toHaveAttribute("aria-invalid", "true");
      await expect(alertWith(page, "Some fields need attention")).toBeVisible();
      // What the editor typed stays for them to correct.
      await expect(hours.getByLabel("Opens")).toHaveValue("18:00");
      await expect(hours.getByLabel("Closes")).toHaveValue("09:00");
      expect(sent).toEqual([]);
      expect(await versionLines(page)).toEqual(before);

      // A link too long to be one (the schema caps it at 300 characters, under the 16 KB every
      // staff API accepts) is refused under its field, like the rest.
      await greeting.fill(seedFacts.whatsappGreeting.en);
      await page.getByRole("button", { name: "Remove hours 1" }).click();
      const link = page.getByLabel("Address of network 1");
      const long = `${seedFacts.social[0]!.href}?ref=${"a".repeat(400)}`;
      await link.fill(long);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByText("At most 300 characters.")).toBeVisible();
      await expect(link).toHaveValue(long);
      expect(sent).toEqual([]);
      expect(await versionLines(page)).toEqual(before);
      // Nor is anything kept as a draft.
      const again = await page.context().newPage();
      await openFacts(again);
      await expect(again.getByText("You are editing an unpublished draft")).toHaveCount(0);
      expect(await versionLines(again)).toEqual(before);
      await again.close();
    } finally {
      // Only if something got through after all.
      const now = await page.context().newPage();
      await now.goto(FACTS);
      const changed = (await versionLines(now)).length !== before.length;
      await now.close();
      if (changed) await putFirstVersionBack(page.context());
    }
  });

  test("a draft stays hidden from visitors; a publish reaches both home pages within 10 s; version 1 comes back in one step", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const editor = await enrolledMember(page, request, "editor");
    const { visitor, close } = await newVisitor(browser);
    let restore = false;
    try {
      expect(await homePages(visitor)).toEqual(expectedHomePages(seedFacts));
      await openFacts(page);
      const before = await versionLines(page);
      const live = await liveVersion(page);

      // A draft: the page says so, no version is added, visitors see nothing of it.
      await addHours(page, MON_TO_SAT[0]!);
      restore = true;
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(
        page.getByText(
          new RegExp(
            `^You are editing an unpublished draft \\(saved .+\\)\\. Visitors still see version ${live}\\.$`,
          ),
        ),
      ).toBeVisible();
      const hours = page.getByRole("group", { name: "Hours 1" });
      await expect(hours.getByLabel("Sat", { exact: true })).toBeChecked();
      await expect(hours.getByLabel("Sun", { exact: true })).not.toBeChecked();
      expect(await versionLines(page)).toEqual(before);
      await page.goto("/staff/content");
      await expect(page.getByRole("listitem").filter({ hasText: "Institute facts" })).toContainText(
        "1 unpublished draft.",
      );
      expect(await homePages(visitor)).toEqual(expectedHomePages(seedFacts));

      // Published from the draft: both home pages show the hours within 10 s.
      await page.getByRole("link", { name: "Institute facts" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Institute facts");
      await hydrated(page);
      await expect(hours.getByLabel("Sat", { exact: true })).toBeChecked();
      const line = await publish(page);
      await expectVisitorsSee(visitor, { ...seedFacts, openingHours: MON_TO_SAT }, "the hours");
      expect(line).toMatch(
        new RegExp(
          `^Version ${live + 1}: Published \\(what visitors see\\) .+ by ${editor.name} · changed openingHours\\.0$`,
        ),
      );
      await expect(page.getByText("You are editing an unpublished draft")).toHaveCount(0);
      // The English hours line is as the editor set them.
      expect((await shownOn(visitor, "/")).hours).toEqual(["Open Mon–Sat 10:00 am–7:00 pm"]);

      // Version 1 again, in one step: the hours are gone within 10 s.
      await restoreFirstVersion(page);
      restore = false;
      await expect(page.getByRole("group", { name: "Hours 1" })).toHaveCount(0);
      await expectVisitorsSee(visitor, seedFacts, "version 1 again");
    } finally {
      await close();
      if (restore) await putFirstVersionBack(page.context());
    }
  });

  test("a second editor publishing over the first is told who saved first, keeps what they typed, and visitors see the first editor's change", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const first = await enrolledMember(page, request, "editor");
    const secondContext = await browser.newContext();
    const { visitor, close } = await newVisitor(browser);
    let restore = false;
    try {
      const second = await secondContext.newPage();
      await enrolledMember(second, request, "editor");
      await openFacts(second);
      await page.bringToFront();
      await openFacts(page);
      const live = await liveVersion(page);

      // The first editor publishes closed days (search engines' listing shows them).
      const closedDays = ["2026-12-25", "2027-01-26"];
      await page.getByLabel("Closed days").fill(closedDays.join(", "));
      restore = true;
      expect(await publish(page)).toMatch(/ · changed closedDays\.0, closedDays\.1$/);

      // The second, on the page they opened before, publishes opening hours.
      await second.bringToFront();
      const hours = await addHours(second, {
        days: ["Mo", "We", "Fr"],
        opens: "09:00",
        closes: "17:30",
      });
      await second.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        alertWith(
          second,
          `${first.name} saved this item after you opened it. Nothing of yours was saved: copy what you changed, reload the page to see their version, and make your change again.`,
        ),
      ).toBeVisible();
      // What they typed is still there to copy; their page still shows what they opened.
      for (const day of ["Mon", "Wed", "Fri"])
        await expect(hours.getByLabel(day, { exact: true })).toBeChecked();
      await expect(hours.getByLabel("Tue", { exact: true })).not.toBeChecked();
      await expect(hours.getByLabel("Opens")).toHaveValue("09:00");
      await expect(hours.getByLabel("Closes")).toHaveValue("17:30");
      await expect(second.getByLabel("Closed days")).toHaveValue("");

      // Only the first editor's version was published, and it is what visitors see.
      await page.bringToFront();
      await page.reload();
      expect(await liveVersion(page)).toBe(live + 1);
      await expectVisitorsSee(visitor, { ...seedFacts, closedDays }, "the first change");

      await restoreFirstVersion(page);
      restore = false;
      await expectVisitorsSee(visitor, seedFacts, "version 1 again");
    } finally {
      await close();
      await secondContext.close();
      if (restore) await putFirstVersionBack(page.context());
    }
  });

  test("a Hindi text left empty is listed for the editor, and Hindi pages use the English", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await enrolledMember(page, request, "editor");
    const { visitor, close } = await newVisitor(browser);
    let restore = false;
    const lacking = page.getByText(/^Without Hindi, so Hindi pages show the English:/);
    try {
      await openFacts(page);
      await expect(lacking).toHaveCount(0);
      const hindi = page.getByLabel("WhatsApp greeting (Hindi)");
      await expect(hindi).toHaveValue(seedFacts.whatsappGreeting.hi);
      await expect(hindi).toHaveAccessibleDescription("Left empty, Hindi pages use the English.");
      await hindi.fill("");
      restore = true;
      const line = await publish(page);
      expect(line).toMatch(/ · changed whatsappGreeting\.hi$/);
      await expect(lacking).toHaveText(
        "Without Hindi, so Hindi pages show the English: whatsappGreeting.",
      );

      const noHindi = { ...seedFacts, whatsappGreeting: { ...seedFacts.whatsappGreeting, hi: "" } };
      await expectVisitorsSee(visitor, noHindi, "the English greeting on /hi");
      expect((await shownOn(visitor, "/hi")).whatsapp).toEqual([
        `https://wa.me/${seedFacts.whatsapp}?text=${encodeURIComponent(seedFacts.whatsappGreeting.en)}`,
      ]);

      // The overview counts it too.
      await page.goto("/staff/content");
      await expect(page.getByRole("listitem").filter({ hasText: "Institute facts" })).toContainText(
        "1 text without Hindi: Hindi pages show the English there.",
      );

      await page.getByRole("link", { name: "Institute facts" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Institute facts");
      await hydrated(page);
      await restoreFirstVersion(page);
      restore = false;
      await expect(lacking).toHaveCount(0);
      await expectVisitorsSee(visitor, seedFacts, "the Hindi greeting again");
    } finally {
      await close();
      if (restore) await putFirstVersionBack(page.context());
    }
  });
});
