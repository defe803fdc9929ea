// Who may open what in the staff area (a counsellor works the inbox but gets 403 on every admin
// page and API; a visitor who is not signed in is sent to sign-in, and the APIs answer 401), and
// axe over every staff page in each of its states, with the sign-in form completed by keyboard.
import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  PASSWORD_SAVED_URL,
  addMember,
  enrol,
  enrolledMember,
  expectAccessible,
  REPLIED_BY_EMAIL,
  findOnDesk,
  postEnquiry,
  realProblems,
} from "./staff-support";
import { tabTo, watchProblems } from "./support";

const ADMIN_PAGES = ["/staff/team", "/staff/audit", "/staff/data-requests"];
const ADMIN_LINKS = ["Data requests", "Team", "Audit log"];
const SOME_ID = "00000000-0000-4000-8000-000000000000";

async function expectError(response: APIResponse, status: number, code: string): Promise<void> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

/** JSON POSTs from the site's own origin, with whatever session `page`'s browser holds. */
const postFrom = (page: Page, baseURL: string, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { Origin: baseURL }, maxRedirects: 0 });

test("a counsellor works the inbox but gets 403 on every admin page and API", async ({
  page,
  request,
  baseURL,
}) => {
  const enquiry = await postEnquiry(request, baseURL!);
  const counsellor = await enrolledMember(page, request, "counsellor");

  const nav = page.getByRole("navigation", { name: "Staff" });
  for (const name of ["Enquiries", "Bookings", "Account"])
    await expect(nav.getByRole("link", { name })).toBeVisible();
  for (const name of ADMIN_LINKS) await expect(nav.getByRole("link", { name })).toHaveCount(0);
  await expect(page.getByRole("banner")).toContainText(`${counsellor.name} · Counsellor`);
  await expect(page.getByRole("link", { name: "Export these as CSV" })).toHaveCount(0);

  await page.goto(`/staff?q=${encodeURIComponent(enquiry.email)}`);
  await page.getByRole("link", { name: enquiry.name }).click();
  await expect(page).toHaveURL(`/staff/enquiries/${enquiry.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enquiry.name);
  await expect(page.getByRole("region", { name: "Status and follow-up" })).toBeVisible();

  for (const path of ADMIN_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your role cannot open this page",
    );
    await expect(page.getByRole("link", { name: "Back to the inbox" })).toHaveAttribute(
      "href",
      "/staff",
    );
  }
  await expectAccessible(page);

  // The browser's session reaches the APIs: a note works, every admin action is refused.
  const note = await postFrom(page, baseURL!, `/api/staff/submissions/enquiries/${enquiry.id}`, {
    note: "Left a voicemail.",
  });
  expect(note.status(), await note.text()).toBe(200);
  await expectError(await page.request.get("/api/staff/export?kind=enquiries"), 403, "forbidden");
  const member = { name: "Someone New", email: "someone.new@coderhouse.test", role: "admin" };
  await expectError(await postFrom(page, baseURL!, "/api/staff/team", member), 403, "forbidden");
  await expectError(
    await postFrom(page, baseURL!, `/api/staff/team/${counsellor.id}`, { action: "new-link" }),
    403,
    "forbidden",
  );
  await expectError(
    await postFrom(page, baseURL!, "/api/staff/data-requests", {
      action: "find",
      email: enquiry.email,
    }),
    403,
    "forbidden",
  );
});

test("signed out, every staff page goes to sign-in and every staff API answers 401", async ({
  request,
  baseURL,
}) => {
  const pages = [
    "/staff",
    "/staff?kind=bookings",
    `/staff/enquiries/${SOME_ID}`,
    `/staff/bookings/${SOME_ID}`,
    "/staff/account",
    "/staff/enrol",
    ...ADMIN_PAGES,
  ];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe("/staff/sign-in");
  }

  await expectError(await request.get("/api/staff/export?kind=enquiries"), 401, "unauthorized");
  const posts: [string, unknown][] = [
    ["/api/staff/team", { name: "Someone", email: "someone@coderhouse.test", role: "admin" }],
    [`/api/staff/team/${SOME_ID}`, { action: "disable" }],
    [
      `/api/staff/submissions/enquiries/${SOME_ID}`,
      { status: "contacted", base: { status: "new" } },
    ],
    [`/api/staff/submissions/enquiries/${SOME_ID}`, { note: "A note" }],
    ["/api/staff/data-requests", { action: "find", email: "someone@gmail.com" }],
  ];
  for (const [path, data] of posts) {
    const response = await request.post(path, { data, headers: { Origin: baseURL! } });
    await expectError(response, 401, "unauthorized");
  }
});

test("every staff page passes axe, and the sign-in form works from the keyboard", async ({
  page,
  request,
  baseURL,
}) => {
  // About 15 axe runs, each injecting axe into the page and a blank one: near a minute alone.
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  const axeAt = async (path: string) => {
    await page.goto(path);
    await expectAccessible(page);
  };
  // Pages anyone may open.
  await axeAt("/staff/sign-in");
  await axeAt("/staff/two-factor");
  await axeAt("/staff/set-password");
  const member = await addMember(request, "admin");
  await axeAt(member.setUpPath);
  await page.getByLabel("New password").fill(member.password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(PASSWORD_SAVED_URL);

  // Sign-in by keyboard alone: Tab to each field, type, Enter.
  const email = page.getByLabel("Email");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await tabTo(page, email);
  await page.keyboard.type(member.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(member.password);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");

  // Enrolment, both steps; then the signed-in pages.
  await enrol(page, member, () => expectAccessible(page));
  await expectAccessible(page);
  const enquiry = await postEnquiry(request, baseURL!);
  for (const path of [
    "/staff?kind=bookings",
    `/staff/enquiries/${enquiry.id}`,
    "/staff/account",
    "/staff/audit",
    "/staff/data-requests",
  ])
    await axeAt(path);

  // The data-request desk with a person found.
  await findOnDesk(page, { email: enquiry.email }, REPLIED_BY_EMAIL);
  await expectAccessible(page);

  // The team page, before and after adding a member (the set-up link shown once), and disabling.
  await axeAt("/staff/team");
  const name = `Counsellor ${member.name.split(" ")[1]}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(`new.${member.email}`);
  await page.getByRole("button", { name: "Add and make a set-up link" }).click();
  await expect(page.getByText(/\/staff\/set-password\?token=/)).toBeVisible();
  await expectAccessible(page);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Disable ${name}` }).click();
  await expect(page.getByRole("button", { name: `Enable ${name}` })).toBeVisible();
  expect(realProblems(problems)).toEqual([]);
});
