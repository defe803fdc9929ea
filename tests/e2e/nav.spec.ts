// The main navigation by keyboard and pointer, at desktop and 390 px phone width, and the
// footer's Contact Us link.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { documentIsMarked, markDocument, tabTo } from "./support";

function nav(page: Page) {
  const main = page.getByRole("navigation", { name: "Main" });
  return {
    main,
    programs: main.getByRole("button", { name: "Programs" }),
    information: main.getByRole("button", { name: "Information" }),
    toggle: main.getByRole("button", { name: /^(Open|Close) menu$/ }),
    link: (name: string) => main.getByRole("link", { name, exact: true }),
  };
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("dropdowns open with Enter, close with Escape and return focus", async ({ page }) => {
    await page.goto("/features");
    const n = nav(page);
    await expect(n.toggle).toBeHidden();

    await tabTo(page, n.programs);
    await expect(n.programs).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(n.programs).toHaveAttribute("aria-expanded", "true");
    await expect(n.link("College Programs")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(n.link("College Programs")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(n.programs).toHaveAttribute("aria-expanded", "false");
    await expect(n.link("College Programs")).toBeHidden();
    await expect(n.programs).toBeFocused();
  });

  test("only one dropdown is open at a time, and a click outside closes it", async ({ page }) => {
    await page.goto("/features");
    const n = nav(page);

    await tabTo(page, n.programs);
    await page.keyboard.press("Enter");
    await tabTo(page, n.information);
    await page.keyboard.press("Enter");
    await expect(n.information).toHaveAttribute("aria-expanded", "true");
    await expect(n.programs).toHaveAttribute("aria-expanded", "false");
    await expect(n.link("About Us")).toBeVisible();
    await expect(n.link("College Programs")).toBeHidden();

    await n.programs.click();
    await expect(n.programs).toHaveAttribute("aria-expanded", "true");
    await expect(n.information).toHaveAttribute("aria-expanded", "false");

    await page.locator("h1").click();
    await expect(n.programs).toHaveAttribute("aria-expanded", "false");
    await expect(n.link("College Programs")).toBeHidden();
  });

  test("links navigate client-side, without a full page load", async ({ page }) => {
    await page.goto("/features");
    const n = nav(page);
    await markDocument(page);

    await n.link("Home").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(n.link("Home")).toHaveAttribute("aria-current", "page");

    await n.information.click();
    await n.link("About Us").click();
    await expect(page).toHaveURL(/\/AboutUs$/);
    await expect(page.locator("h1")).toBeVisible();
    await expect(n.information).toHaveAttribute("aria-expanded", "false");
    expect(await documentIsMarked(page)).toBe(true);
  });

  test("footer Contact Us lands on /AboutUs with the contact section in view", async ({ page }) => {
    await page.goto("/features");
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/AboutUs#contact-section$/);
    await expect(page.locator("#contact-section")).toBeInViewport();
    expect(await documentIsMarked(page)).toBe(true);
  });
});

test.describe("mobile, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the labelled toggle opens the menu, and its dropdowns work by keyboard", async ({
    page,
  }) => {
    await page.goto("/features");
    const n = nav(page);
    await expect(n.link("Features")).toBeHidden();
    await expect(n.toggle).toHaveAccessibleName("Open menu");
    await expect(n.toggle).toHaveAttribute("aria-expanded", "false");

    await tabTo(page, n.toggle);
    await page.keyboard.press("Enter");
    await expect(n.toggle).toHaveAccessibleName("Close menu");
    await expect(n.toggle).toHaveAttribute("aria-expanded", "true");
    await expect(n.link("Features")).toBeVisible();

    await tabTo(page, n.programs);
    await page.keyboard.press("Enter");
    await expect(n.link("Campus Programs")).toBeVisible();
    await tabTo(page, n.information);
    await page.keyboard.press("Enter");
    await expect(n.link("Campus Programs")).toBeHidden();
    await expect(n.link("About Us")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(n.information).toHaveAttribute("aria-expanded", "false");
    await expect(n.information).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(n.toggle).toHaveAttribute("aria-expanded", "false");
    await expect(n.link("Features")).toBeHidden();
  });

  test("a press outside closes an open dropdown", async ({ page }) => {
    await page.goto("/features");
    const n = nav(page);
    await n.toggle.click();
    await n.programs.click();
    await expect(n.programs).toHaveAttribute("aria-expanded", "true");
    // The open menu covers the top of the page: press the page margin just below it (a mouse
    // press, since Chromium's touch adjustment would move a tap onto the nearest link).
    const menu = await page.locator("#main-menu").boundingBox();
    expect(menu).not.toBeNull();
    await page.mouse.click(6, (menu?.y ?? 0) + (menu?.height ?? 0) + 20);
    await expect(n.programs).toHaveAttribute("aria-expanded", "false");
    await expect(n.link("Campus Programs")).toBeHidden();
  });

  test("menu links navigate client-side and close the menu", async ({ page }) => {
    await page.goto("/features");
    const n = nav(page);
    await markDocument(page);
    await n.toggle.click();
    await n.link("Optivators").click();
    await expect(page).toHaveURL(/\/Achievers$/);
    await expect(page.locator("h1")).toBeVisible();
    await expect(n.toggle).toHaveAttribute("aria-expanded", "false");
    await expect(n.link("Optivators")).toBeHidden();
    expect(await documentIsMarked(page)).toBe(true);
  });

  test("footer Contact Us lands on /AboutUs with the contact section in view", async ({ page }) => {
    await page.goto("/features");
    await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/AboutUs#contact-section$/);
    await expect(page.locator("#contact-section")).toBeInViewport();
  });
});
