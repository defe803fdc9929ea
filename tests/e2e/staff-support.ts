// Shared pieces of the staff-area specs: staff members made the way a person becomes one (an admin
// adds them through the admin API, they open the set-up link, choose a password, sign in and enrol
// an authenticator app, all in the browser), the second sign-in step with a computed code, and a
// visitor's enquiry sent through the home form. Every member and visitor is unique to its test:
// the specs run in parallel against one server and one database.
import { formCopyIn } from "@/components/forms/form-copy";
import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { homeLead } from "../fixtures/submissions";
import { E2E_ADMIN_TOKEN } from "./admin-token";
import { expect } from "./fixtures";
import { expectNoSeriousViolations, newVisitor, uniqueWord } from "./forms-support";

// The English page's copy.
const consentNotice = inLocale(consentNoticeText, "en");
const formCopy = formCopyIn("en");

export type Role = "admin" | "counsellor" | "editor";

export type Member = {
  id: string;
  name: string;
  email: string;
  role: Role;
  password: string;
  /** The set-up link's path and query, to open on the test server. */
  setUpPath: string;
};

export type EnrolledMember = Member & { totp: OTPAuth.TOTP; recoveryCodes: string[] };

/** Adds a member through POST /api/admin/staff (the ADMIN_TOKEN route). */
export async function addMember(
  request: APIRequestContext,
  role: Role,
  adminToken = E2E_ADMIN_TOKEN,
): Promise<Member> {
  const word = uniqueWord(8);
  const name = `${role[0]!.toUpperCase()}${role.slice(1)} ${word}`;
  const email = `${role}.${word.toLowerCase()}@coderhouse.test`;
  const response = await request.post("/api/admin/staff", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, name, role },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as {
    data: { id: string; email: string; role: Role; setUpLink: string };
  };
  expect(data).toMatchObject({ email, role });
  const link = new URL(data.setUpLink);
  expect(link.pathname).toBe("/staff/set-password");
  return {
    id: data.id,
    name,
    email,
    role,
    password: `a long pass phrase ${word}`,
    setUpPath: `${link.pathname}${link.search}`,
  };
}

/** The sign-in page a saved password leads to, which says so. */
export const PASSWORD_SAVED_URL = /\/staff\/sign-in\?password=saved$/;

/** Opens the set-up link and chooses the password; ends on the sign-in page. */
export async function choosePassword(page: Page, member: Member): Promise<void> {
  await page.goto(member.setUpPath);
  await page.getByLabel("New password").fill(member.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(PASSWORD_SAVED_URL);
}

/** The first sign-in step: email and password. */
export async function enterPassword(page: Page, member: Member): Promise<void> {
  if (new URL(page.url()).pathname !== "/staff/sign-in") await page.goto("/staff/sign-in");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The authenticator of a key shown at enrolment: better-auth's defaults (SHA1, 6 digits, 30 s). */
export const totpOf = (key: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), algorithm: "SHA1", digits: 6 });

/**
 * On /staff/enrol: password, the key and recovery codes, then a first code. Ends in the inbox
 * (an editor, who works no enquiries, in the content editor).
 */
export async function enrol(
  page: Page,
  member: Member,
  check?: (step: "password" | "code") => Promise<void>,
): Promise<EnrolledMember> {
  await expect(page).toHaveURL(/\/staff\/enrol$/);
  await check?.("password");
  await page.getByLabel("Your password").fill(member.password);
  await page.getByRole("button", { name: "Show my QR code" }).click();
  const key = (await page.getByTestId("totp-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^[A-Z2-7]{16,}=*$/);
  const recoveryCodes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByRole("img", { name: "QR code of your authenticator key" })).toBeVisible();
  await check?.("code");
  const totp = totpOf(key);
  await page.getByLabel("Six-digit code").fill(totp.generate());
  const editor = member.role === "editor";
  await page
    .getByRole("button", { name: `Finish and open ${editor ? "the content editor" : "the inbox"}` })
    .click();
  await expect(page).toHaveURL(editor ? /\/staff\/content$/ : /\/staff$/);
  await expect(
    page.getByRole("heading", { level: 1, name: editor ? "Site content" : "Enquiries" }),
  ).toBeVisible();
  return { ...member, totp, recoveryCodes };
}

/** A new member, signed in (in this page's context) and enrolled, looking at the inbox. */
export async function enrolledMember(
  page: Page,
  request: APIRequestContext,
  role: Role,
): Promise<EnrolledMember> {
  const member = await addMember(request, role);
  await choosePassword(page, member);
  await enterPassword(page, member);
  return enrol(page, member);
}

/** Both sign-in steps of an enrolled member; ends in the inbox. */
export async function signIn(page: Page, member: EnrolledMember): Promise<void> {
  await enterPassword(page, member);
  await expect(page).toHaveURL(/\/staff\/two-factor$/);
  await page.getByLabel("Code from your authenticator app").fill(member.totp.generate());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/);
}

/** A ten-digit Indian mobile number nobody else in the run uses. */
export const uniquePhone = () => `9${randomInt(100_000_000, 1_000_000_000)}`;

export type Enquirer = { name: string; email: string; phone: string };

/** Sends an enquiry as a developer through the home page's form, as a visitor would. */
export async function sendEnquiry(page: Page): Promise<Enquirer> {
  const visitor = { ...newVisitor("Meera"), phone: uniquePhone() };
  const copy = formCopy.home;
  await page.goto("/#form-section");
  const form = page.locator("#form-section");
  await form.getByLabel(formCopy.common.name).fill(visitor.name);
  await form.getByLabel(formCopy.common.email).fill(visitor.email);
  await form.getByLabel(formCopy.common.phone).fill(visitor.phone);
  const developer = copy.roles.find((r) => r.value === "Developer")!.label;
  await form.getByRole("radio", { name: developer, exact: true }).check();
  await form.getByLabel(copy.expertise).fill("Backend services in Go");
  await form.getByRole("checkbox", { name: consentNotice.checkboxLabel }).check();
  await form.getByRole("button", { name: copy.submit }).click();
  const success = page.getByRole("dialog", { name: copy.successTitle });
  await expect(success).toBeVisible();
  await success.getByRole("button", { name: copy.successButton }).click();
  return { name: visitor.name, email: visitor.email, phone: visitor.phone };
}

/**
 * Waits until React has hydrated the page (its nodes carry React's fiber keys) and the load has
 * finished. A plain form sent before that may be cut short by the router's first history update.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Unfolds the inbox's filters (a <details> under one "Filters" control). */
export const openInboxFilters = (page: Page) =>
  page.locator("summary").filter({ hasText: "Filters" }).click();

/** Searches the inbox (enquiries, what needs action) through its filter form. */
export async function searchInbox(page: Page, term: string): Promise<void> {
  await page.goto("/staff");
  await hydrated(page);
  await openInboxFilters(page);
  await page.getByLabel("Search name, email or phone").fill(term);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

/** Stores an enquiry straight through POST /api/leads (quicker than the form); its id. */
export async function postEnquiry(
  request: APIRequestContext,
  baseURL: string,
): Promise<Enquirer & { id: string }> {
  const visitor = { ...newVisitor("Kavya"), phone: uniquePhone() };
  const response = await request.post("/api/leads", {
    headers: { Origin: baseURL },
    data: homeLead({ name: visitor.name, email: visitor.email, phone: visitor.phone }),
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  return { name: visitor.name, email: visitor.email, phone: visitor.phone, id: data.id };
}

/**
 * The problems watchProblems (support.ts) saw, less what the browser drops when the test moves
 * on before it finishes: prefetches of links (?_rsc=), the tab's icon (/icon.svg) and fonts
 * (/_next/static/media/), which the browser fetches after the page itself (each seen in CI when
 * a page.goto left a page still loading them).
 */
export const realProblems = (problems: string[]) =>
  problems.filter(
    (p) =>
      !/^request failed: GET \S+(?:[?&]_rsc=|\/icon\.svg\?|\/_next\/static\/media\/)\S* \(net::ERR_ABORTED\)$/.test(
        p,
      ),
  );

/**
 * axe over the page once its title is in (Next streams a dynamic page's metadata, so right after
 * a navigation the <title> can lag the content by a moment).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/Coder House/);
  await expectNoSeriousViolations(page);
}

/** A data request made by the person themself, verified by their reply from the email on record. */
export const REPLIED_BY_EMAIL = {
  asker: "The person themself",
  verified: "Replied from the email on record",
};

/**
 * On /staff/data-requests: who is asking and how they were verified (as the desk words them),
 * the details they proved, then Find; waits for the records found.
 */
export async function findOnDesk(
  page: Page,
  details: { email?: string; phone?: string; alsoPartial?: boolean },
  how = { asker: "The person themself", verified: "Called back on the number on record" },
): Promise<void> {
  await hydrated(page);
  const form = page.getByRole("form", { name: "Find a person" });
  await form.getByRole("radio", { name: how.asker }).check();
  await form.getByRole("radio", { name: how.verified }).check();
  await form.getByLabel("Email they proved").fill(details.email ?? "");
  await form.getByLabel("Phone they proved").fill(details.phone ?? "");
  await form.getByRole("checkbox").setChecked(details.alsoPartial === true);
  await form.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("region", { name: "Records found" })).toBeVisible();
  // Find refreshes the page's server part (the log below the desk), title included: wait for it.
  await page.waitForLoadState("networkidle");
}
