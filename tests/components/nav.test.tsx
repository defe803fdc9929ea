import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Nav } from "@/components/layout/nav";
import { inLocale } from "@/lib/i18n/text";
import { site } from "@/lib/site";

const nav = inLocale(site.nav, "en");
const copy = {
  label: "Main",
  programs: "Programs",
  information: "Information",
  openMenu: "Open menu",
  closeMenu: "Close menu",
};

jest.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

function renderNav() {
  render(
    <>
      <Nav {...nav} copy={copy} />
      <p>Page content outside the navigation</p>
    </>,
  );
  return {
    programs: screen.getByRole("button", { name: "Programs" }),
    information: screen.getByRole("button", { name: "Information" }),
  };
}

test("dropdown triggers are buttons that report whether their menu is open", async () => {
  const user = userEvent.setup();
  const { programs, information } = renderNav();
  expect(programs).toHaveAttribute("aria-expanded", "false");
  expect(information).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("link", { name: "College Programs" })).not.toBeInTheDocument();

  await user.click(programs);
  expect(programs).toHaveAttribute("aria-expanded", "true");
  for (const link of nav.programs) {
    expect(screen.getByRole("link", { name: link.label })).toBeVisible();
  }

  await user.click(programs);
  expect(programs).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("link", { name: "College Programs" })).not.toBeInTheDocument();
});

test("opening one dropdown closes the other", async () => {
  const user = userEvent.setup();
  const { programs, information } = renderNav();
  await user.click(programs);
  await user.click(information);
  expect(information).toHaveAttribute("aria-expanded", "true");
  expect(programs).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("link", { name: "About Us" })).toBeVisible();
  expect(screen.queryByRole("link", { name: "College Programs" })).not.toBeInTheDocument();
});

test("Escape closes the open dropdown and returns focus to its trigger", async () => {
  const user = userEvent.setup();
  const { information } = renderNav();
  information.focus();
  await user.keyboard("{Enter}");
  expect(information).toHaveAttribute("aria-expanded", "true");
  await user.tab();
  expect(screen.getByRole("link", { name: "About Us" })).toHaveFocus();

  await user.keyboard("{Escape}");
  expect(information).toHaveAttribute("aria-expanded", "false");
  expect(information).toHaveFocus();
});

test("a click outside the navigation closes the open dropdown", async () => {
  const user = userEvent.setup();
  const { programs } = renderNav();
  await user.click(programs);
  expect(programs).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByText("Page content outside the navigation"));
  expect(programs).toHaveAttribute("aria-expanded", "false");
});

test("the mobile menu toggle has a label that says what it does", async () => {
  const user = userEvent.setup();
  renderNav();
  const toggle = screen.getByRole("button", { name: "Open menu" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(toggle).toHaveAccessibleName("Close menu");
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  await user.click(toggle);
  expect(toggle).toHaveAccessibleName("Open menu");
});

test("Contact Us loads the external form page in full, other links stay in the app", async () => {
  const user = userEvent.setup();
  const { information } = renderNav();
  await user.click(information);
  expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/Gform");
  expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/AboutUs");
  expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
});
