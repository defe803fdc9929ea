// The site in two languages: every page answers at /hi in Hindi and names its English twin (and
// back), English addresses stay as they were, the switch keeps the visitor on
// the same page and is remembered, and a Hindi enquiry is answered and stored in Hindi.
import { formCopyIn } from "@/components/forms/form-copy";
import { consentNotice } from "@/lib/content/forms";
import { LANGUAGE_TAG, LOCALE_COOKIE, localePath, type Locale } from "@/lib/i18n/locales";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";
import { messagesIn } from "@/lib/validations/messages";
import { expect, expectFieldError, newVisitor, storedRowFor, test } from "./forms-support";

const DEVANAGARI = /[\u0900-\u097F]/;

/** What the server's HTML says about a page, before any script runs. */
async function serverHead(request: import("@playwright/test").APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const attr = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const unescape = (value: string) => value.replace(/&amp;/g, "&");
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      unescape(m[2]!),
    ]),
  );
  return {
    status: response.status(),
    lang: attr(/<html[^>]*>/.exec(html)?.[0] ?? "", "lang"),
    h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "",
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    canonical: unescape(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? ""),
    alternates,
  };
}

const absolute = (locale: Locale, path: string) =>
  `https://coderhouse.in${encodePath(localePath(locale, path))}`.replace(/\/$/, "");

test.describe("pages in both languages", () => {
  for (const path of ALL_PAGE_ROUTES) {
    test(`${path} answers in Hindi at /hi and names its English twin`, async ({ request }) => {
      const hindi = await serverHead(request, encodePath(localePath("hi", path)));
      const english = await serverHead(request, encodePath(path));
      expect(hindi.status).toBe(200);
      expect(hindi.lang).toBe(LANGUAGE_TAG.hi);
      expect(hindi.h1).toMatch(DEVANAGARI);
      expect(hindi.title).toMatch(DEVANAGARI);
      expect(english.status).toBe(200);
      expect(english.lang).toBe(LANGUAGE_TAG.en);
      expect(english.h1).not.toMatch(DEVANAGARI);
      expect(hindi.title).not.toBe(english.title);
      // Each names itself and the other, and English is the default.
      const pair = {
        "en-IN": absolute("en", path),
        "hi-IN": absolute("hi", path),
        "x-default": absolute("en", path),
      };
      expect(hindi.alternates).toEqual(pair);
      expect(english.alternates).toEqual(pair);
      expect(hindi.canonical).toBe(pair["hi-IN"]);
      expect(english.canonical).toBe(pair["en-IN"]);
    });
  }

  test("an unknown /hi address is a Hindi 404; a letter-case variant goes to the Hindi page", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAG.hi);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
    const variant = await request.get("/hi/aboutus", { maxRedirects: 0 });
    expect(variant.status()).toBe(308);
    expect(variant.headers().location).toMatch(/\/hi\/AboutUs$/);
  });

  test("the sitemap lists every Hindi page beside its English twin", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ALL_PAGE_ROUTES) {
      expect(xml).toContain(`<loc>${absolute("hi", path).replace(/&/g, "&amp;")}</loc>`);
    }
  });
});

test.describe("choosing a language", () => {
  test("no cookie is set until the visitor picks a language (the privacy policy's promise)", async ({
    page,
    context,
  }) => {
    for (const path of ["/", "/hi", "/notes", "/privacy", "/hi/privacy"]) await page.goto(path);
    expect(await context.cookies()).toEqual([]);
    await page.goto("/hi");
    await page.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await context.cookies();
    expect(cookies.map((c) => [c.name, c.value])).toEqual([[LOCALE_COOKIE, "en"]]);
    expect(cookies[0]!.sameSite).toBe("Lax");
  });

  test("the switch keeps the page and its query, and the choice is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/?ref=poster");
    await page.getByRole("link", { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/hi\?ref=poster$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe("hi");

    // The next visit to the English address brings the visitor to the Hindi page they chose.
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);

    await page.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("a browser that prefers Hindi is offered Hindi, never sent there", async ({ browser }) => {
    const context = await browser.newContext({ locale: "hi-IN" });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    const offer = page.getByRole("region", { name: "यह पेज हिंदी में भी है।" });
    await expect(offer).toBeVisible();
    await offer.getByRole("button").click();
    await expect(offer).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe("en");
    await page.reload();
    await expect(offer).toBeHidden();
    await context.close();
  });

  test("crawlers keep the English address whatever language they ask for", async ({ request }) => {
    const response = await request.get("/", {
      headers: { "Accept-Language": "hi-IN,hi;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
  });
});

test("a Hindi enquiry shows Hindi messages and stores the language of its notice", async ({
  page,
  request,
}) => {
  const copy = { ...formCopyIn("hi").common, ...formCopyIn("hi").home };
  const t = (key: Exclude<keyof typeof copy, "roles" | "heardFromChoices">) => copy[key];
  const m = messagesIn("hi");
  const visitor = newVisitor();
  await page.goto("/hi#form-section");
  const form = page.locator("#form-section");
  await form.getByLabel(t("name")).fill(visitor.name);
  await form.getByLabel(t("email")).fill(visitor.email);
  const phone = form.getByLabel(t("phone"));
  const consent = form.getByRole("checkbox", { name: consentNotice.checkboxLabel.hi });
  await phone.fill("98765");
  await phone.blur();
  await expectFieldError(phone, m.phone);
  await phone.fill("9876543210");

  // A student who picked no program and did not tick the box: both messages, in Hindi.
  await form.getByRole("radio", { name: "स्टूडेंट", exact: true }).check();
  await form.getByRole("button", { name: t("submit") }).click();
  await expectFieldError(form.getByLabel(t("program")), m.program);
  await expectFieldError(consent, m.consent);

  await form.getByLabel(t("program")).selectOption("Python Programming");
  await consent.check();
  await form.getByRole("button", { name: t("submit") }).click();
  const success = page.getByRole("dialog", { name: t("successTitle") });
  await expect(success).toContainText(t("success"));

  const row = await storedRowFor(request, "leads", visitor.email);
  expect(row).toMatchObject({ notice_language: "hi", notice_version: consentNotice.version });
});
