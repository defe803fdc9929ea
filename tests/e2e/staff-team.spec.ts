// The team page and a new member's first steps, as people do them: an admin adds someone and
// copies the set-up link (or, with no clipboard, gets it selected), a duplicate email clears the
// earlier link, a role is changed; the new member sees "Password saved", opens the authenticator
// app from a link or copies the key. Each page's tab title names it; axe on each state.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  PASSWORD_SAVED_URL,
  addMember,
  enrol,
  enrolledMember,
  enterPassword,
  expectAccessible,
  hydrated,
} from "./staff-support";
import { uniqueWord } from "./forms-support";

const title = (page: string) => `${page} | Coder House staff`;
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? "");

/** The set-up link a form revealed (its one line), read as shown. */
const revealedLink = (form: Locator) => form.getByText(/\/staff\/set-password\?token=/);

test("an admin adds a member, copies the link, changes their role; a duplicate email clears the link", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await enrolledMember(page, request, "admin");
  await page.goto("/staff/team");
  await expect(page).toHaveTitle(title("Team"));
  await hydrated(page);

  const add = page.getByRole("region", { name: "Add a staff member" });
  const name = `Counsellor ${uniqueWord(8)}`;
  const email = `${name.split(" ")[1]!.toLowerCase()}@coderhouse.test`;
  await add.getByLabel("Name", { exact: true }).fill(name);
  await add.getByLabel("Email", { exact: true }).fill(email);
  await add.getByRole("button", { name: "Add and make a set-up link" }).click();
  const link = (await revealedLink(add).textContent())!;
  expect(link).toMatch(/^http.*\/staff\/set-password\?token=[\w-]+$/);
  await add.getByRole("button", { name: "Copy set-up link" }).click();
  await expect(add.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied");
  expect(await readClipboard(page)).toBe(link);
  await expectAccessible(page);

  // The same email again: one sentence, the field marked, and the first link gone.
  await add.getByLabel("Name", { exact: true }).fill(`${name} Again`);
  await add.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await add.getByRole("button", { name: "Add and make a set-up link" }).click();
  await expect(add.getByRole("alert")).toHaveText(
    "Someone on the team already has this email: use New set-up link (or Enable) on their row instead.",
  );
  await expect(add.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Email", { exact: true })).toBeFocused();
  await expect(revealedLink(add)).toHaveCount(0);
  await expect(add.getByRole("button", { name: "Copy set-up link" })).toHaveCount(0);
  await expectAccessible(page);

  // Their role, from the row.
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Counsellor · Not set up yet");
  await row.getByLabel(`Role of ${name}`).selectOption("admin");
  await row.getByRole("button", { name: `Save role for ${name}` }).click();
  await expect(row.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
    "Saved: their role is now Admin, from their next page or action.",
  );
  await expect(row).toContainText("Admin · Not set up yet");
  await expectAccessible(page);

  // A browser without a clipboard (plain http): the link is selected for copying by hand.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }),
  );
  await page.reload();
  await hydrated(page);
  await row.getByRole("button", { name: `New set-up link for ${name}` }).click();
  const renewed = (await revealedLink(row).textContent())!;
  expect(renewed).not.toBe(link);
  await row.getByRole("button", { name: "Copy set-up link" }).click();
  await expect(row.getByRole("status").filter({ hasText: "Selected" })).toHaveText(
    "Selected: copy it with Ctrl+C (on a phone, tap Copy)",
  );
  expect((await selectedText(page)).trim()).toBe(renewed);
});

test("a new member: 'Password saved', then the authenticator link and key at enrolment; each step's title", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const member = await addMember(request, "counsellor");
  await page.goto(member.setUpPath);
  await expect(page).toHaveTitle(title("Choose your password"));
  await page.getByLabel("New password").fill(member.password);
  await page.getByRole("button", { name: "Save password" }).click();

  await expect(page).toHaveURL(PASSWORD_SAVED_URL);
  await expect(page).toHaveTitle(title("Sign in"));
  await expect(page.getByRole("status").filter({ hasText: "Password saved" })).toHaveText(
    "Password saved. Sign in with your new password.",
  );
  await expectAccessible(page);
  await enterPassword(page, member);

  await expect(page).toHaveTitle(title("Set up your authenticator app"));
  const enrolled = await enrol(page, member, async (step) => {
    if (step !== "code") return;
    const key = (await page.getByTestId("totp-key").textContent())!.trim();
    // The otpauth: address the app on the same phone opens: this account's key, our name.
    const uri = new URL(
      (await page
        .getByRole("link", { name: "Open in your authenticator app" })
        .getAttribute("href"))!,
    );
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toContain(member.email);
    expect(uri.searchParams.get("secret")).toBe(key);
    expect(uri.searchParams.get("issuer")).toBe("Coder House");

    await page.getByRole("button", { name: "Copy authenticator key" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied");
    expect(await readClipboard(page)).toBe(key);
    await expectAccessible(page);
  });

  await page.goto("/staff/account");
  await expect(page).toHaveTitle(title("Your account"));
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expect(page.getByText("Password saved")).toHaveCount(0);
  await enterPassword(page, enrolled);
  await expect(page).toHaveURL(/\/staff\/two-factor$/);
  await expect(page).toHaveTitle(title("Authenticator code"));
});

test("an admin resets the authenticator app of a member who lost it: signed out, and a new app set up after the password", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    const member = await enrolledMember(memberPage, request, "counsellor");
    await enrolledMember(page, request, "admin");
    await page.goto("/staff/team");
    await hydrated(page);

    const row = page.getByRole("listitem").filter({ hasText: member.email });
    await expect(row).toContainText("Counsellor · Active");
    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: `Reset authenticator app of ${member.name}` }).click();
    // Done: the row says so itself (its reset button goes, with the message under it, once the
    // page's data is reloaded).
    await expect(row).toContainText("Counsellor · Not set up yet");
    await expect(
      row.getByRole("button", { name: `Reset authenticator app of ${member.name}` }),
    ).toHaveCount(0);
    await expectAccessible(page);

    // The member's open inbox is signed out; their password leads to a new app, then the inbox.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/staff\/sign-in/);
    await enterPassword(memberPage, member);
    const again = await enrol(memberPage, member);
    expect(again.totp.secret.base32).not.toBe(member.totp.secret.base32);
  } finally {
    await memberContext.close();
  }
});
