// An enquiry from a campaign link to the counsellor's mailbox and the inbox (issue 27): a visitor
// arrives from an Instagram post's link, browses, and sends the home form; the counsellor on duty
// for that program gets an email within the minute, with no phone or email of the person in it and
// a link that opens the enquiry, which names its owner and where the visit came from; a second
// enquiry with the same phone written another way links to the first; the month's report counts
// both under instagram. The pages of the journey pass axe.
import type { APIRequestContext, Page } from "@playwright/test";
import { formCopyIn } from "@/components/forms/form-copy";
import { consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { homeLead } from "../fixtures/submissions";
import { expect, test } from "./fixtures";
import { newVisitor } from "./forms-support";
import { enrolledMember, expectAccessible, hydrated, uniquePhone } from "./staff-support";

const copy = formCopyIn("en");
const consent = inLocale(consentNoticeText, "en");
/** No other spec enquires about it, so its counsellor gets this spec's enquiries only. */
const PROGRAM = "Machine Learning";
const MAILS = process.env.E2E_MAILS_URL!;

type Mail = { to: string[]; headers: Record<string, string>; text: string };

async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const response = await request.get(`${MAILS}/mails?to=${encodeURIComponent(address)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Mail[];
}

/** Names `member` (or nobody: "Nobody: in turn") the counsellor of PROGRAM, on the team page. */
async function setProgramCounsellor(admin: Page, label: string) {
  await admin.goto("/staff/team");
  await hydrated(admin);
  await admin.getByLabel(PROGRAM, { exact: true }).selectOption({ label });
  await admin.getByRole("button", { name: `Save for ${PROGRAM}` }).click();
  await admin.reload();
  await expect(admin.getByLabel(PROGRAM, { exact: true }).locator("option:checked")).toHaveText(
    label,
  );
}

/** This month's enquiries from instagram, as the report's CSV counts them (an admin's page). */
async function instagramEnquiries(admin: Page): Promise<number> {
  const response = await admin.request.get("/api/staff/reports");
  expect(response.status()).toBe(200);
  const line = (await response.text())
    .split("\r\n")
    .map((row) => row.split(","))
    .find(([, , section, source]) => section === "Enquiries by source" && source === "instagram");
  return Number(line?.[4] ?? 0);
}

/** The counsellor's own duty button on the account page. */
async function setDuty(page: Page, on: boolean) {
  await page.goto("/staff/account");
  await hydrated(page);
  await page.getByRole("button", { name: on ? "Go on duty" : "Go off duty" }).click();
  await expect(page.getByRole("button", { name: on ? "Go off duty" : "Go on duty" })).toBeVisible();
}

test("a campaign visitor's enquiry reaches the counsellor on duty by email and the inbox shows its owner, source and repeat", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The staff: an admin who names the program's counsellor, and that counsellor, on duty.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await enrolledMember(adminPage, request, "admin");
  const counsellor = await enrolledMember(page, request, "counsellor");
  try {
    await setDuty(page, true);
    await expectAccessible(page);
    await setProgramCounsellor(adminPage, counsellor.name);
    await expectAccessible(adminPage);
    const instagramBefore = await instagramEnquiries(adminPage);

    // The visitor, in a browser of their own: from the post's link, two more pages, then the form.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto("/?utm_source=instagram&utm_campaign=diwali");
    await hydrated(visitor);
    for (const path of ["/AboutUs", "/features"]) {
      await visitor.goto(path);
      await hydrated(visitor);
    }
    await visitor.goto("/#form-section");
    await hydrated(visitor);
    const person = newVisitor("Ishita");
    const phone = uniquePhone();
    const form = visitor.locator("#form-section");
    await form.getByLabel(copy.common.name).fill(person.name);
    await form.getByLabel(copy.common.email).fill(person.email);
    await form.getByLabel(copy.common.phone).fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
    await form
      .getByRole("radio", {
        name: copy.home.roles.find((r) => r.value === "Student")!.label,
        exact: true,
      })
      .check();
    await form.getByLabel(copy.home.program).selectOption(PROGRAM);
    await form.getByLabel(copy.home.heardFrom).selectOption({ label: "Instagram" });
    await form.getByRole("checkbox", { name: consent.checkboxLabel }).check();
    const sent = Date.now();
    await form.getByRole("button", { name: copy.home.submit }).click();
    await expect(visitor.getByRole("dialog", { name: copy.home.successTitle })).toBeVisible();
    await visitorContext.close();

    // The counsellor's mailbox: one alert, within the minute, naming the first name only.
    await expect
      .poll(async () => (await mailsTo(request, counsellor.email)).length, { timeout: 60_000 })
      .toBe(1);
    const [mail] = await mailsTo(request, counsellor.email);
    expect(Date.now() - sent).toBeLessThan(60_000);
    expect(mail!.headers.subject).toBe(`New enquiry · ${person.name.split(" ")[0]} · ${PROGRAM}`);
    expect(mail!.text).not.toContain(phone.slice(5));
    expect(mail!.text).not.toContain(person.email);
    const link = /Open it: (\S+)/.exec(mail!.text)?.[1] ?? "";
    const itemPath = new URL(link).pathname;
    expect(itemPath).toMatch(/^\/staff\/enquiries\/[0-9a-f-]{36}$/);

    // The link opens the enquiry: its owner is the counsellor, its source the campaign.
    await page.goto(itemPath);
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByLabel("Owner")).toHaveValue(counsellor.id);
    await expect(
      page.getByText("First visit: instagram · diwali (campaign) · landed on /"),
    ).toBeVisible();
    await expect(page.getByText("Heard from")).toBeVisible();
    await expectAccessible(page);

    // The same person again, the phone written with the country code and a dash.
    const again = await request.post("/api/leads", {
      headers: { Origin: baseURL! },
      data: homeLead({
        name: person.name,
        email: `other.${person.email}`,
        phone: `+91-${phone}`,
        program: PROGRAM,
        first_utm_source: "instagram",
      }),
    });
    expect(again.status(), await again.text()).toBe(201);
    const { data } = (await again.json()) as { data: { id: string } };
    await page.goto(`/staff/enquiries/${data.id}`);
    const related = page.getByRole("region", { name: "Also enquired" });
    await expect(related.getByRole("link", { name: /^Enquiry on / })).toHaveAttribute(
      "href",
      itemPath,
    );
    await expect(related).toContainText("same phone");

    // The month's report: both under instagram; it and the reply templates' editor pass axe.
    expect(await instagramEnquiries(adminPage)).toBe(instagramBefore + 2);
    await adminPage.goto("/staff/reports");
    await expect(adminPage.getByRole("figure", { name: "Enquiries by source" })).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.goto("/staff/content/replies");
    await hydrated(adminPage);
    await expectAccessible(adminPage);
  } finally {
    // Off duty and the program back to "in turn", so no other spec's enquiry comes here.
    await setProgramCounsellor(adminPage, "Nobody: in turn");
    await setDuty(page, false);
    await adminContext.close();
  }
});
