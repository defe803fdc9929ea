// The site's Link opens its pages through the app router (no reload), prefetches a page only once
// the visitor shows intent, leaves to the browser what the browser should do (a new tab, a
// download), and on a Hindi page leads to the Hindi version of a page.
import { fireEvent, render, screen } from "@testing-library/react";
import { Link } from "@/components/ui/link";

const router = { push: jest.fn(), prefetch: jest.fn() };
let pathname = "/features";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useRouter: () => router,
}));

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
  pathname = "/features";
});

it("a plain click opens the page through the router, not by reloading", () => {
  render(<Link href="/notes">Notes</Link>);
  const link = screen.getByRole("link", { name: "Notes" });
  expect(link).toHaveAttribute("href", "/notes");
  // fireEvent returns false when a handler prevented the browser's own navigation.
  expect(fireEvent.click(link)).toBe(false);
  expect(router.push).toHaveBeenCalledWith("/notes");
});

it.each([
  ["Ctrl", { ctrlKey: true }],
  ["Cmd", { metaKey: true }],
  ["Shift", { shiftKey: true }],
  ["a middle button", { button: 1 }],
])("a click with %s is left to the browser (a new tab or window)", (_, init) => {
  render(<Link href="/notes">Notes</Link>);
  expect(fireEvent.click(screen.getByRole("link"), init)).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

it("a link that opens elsewhere or downloads is left to the browser", () => {
  render(
    <>
      <Link href="/notes" target="_blank" rel="noopener">
        Notes in a new tab
      </Link>
      <Link href="/Documents/sheet.docx" download>
        Sheet
      </Link>
    </>,
  );
  for (const name of ["Notes in a new tab", "Sheet"])
    expect(fireEvent.click(screen.getByRole("link", { name }))).toBe(true);
  expect(router.push).not.toHaveBeenCalled();
});

it("a click the caller already handled is not navigated again", () => {
  render(
    <Link href="/#form-section" onClick={(event) => event.preventDefault()}>
      Join us
    </Link>,
  );
  fireEvent.click(screen.getByRole("link"));
  expect(router.push).not.toHaveBeenCalled();
});

it("prefetches only on intent: pointer over it, keyboard focus or a finger on it", () => {
  render(<Link href="/notes">Notes</Link>);
  const link = screen.getByRole("link");
  expect(router.prefetch).not.toHaveBeenCalled();
  fireEvent.mouseEnter(link);
  fireEvent.focus(link);
  fireEvent.touchStart(link);
  expect(router.prefetch.mock.calls).toEqual([["/notes"], ["/notes"], ["/notes"]]);
});

it("prefetch={false} never prefetches, but still opens through the router", () => {
  render(
    <Link href="/staff/inbox" prefetch={false}>
      Inbox
    </Link>,
  );
  const link = screen.getByRole("link");
  fireEvent.mouseEnter(link);
  fireEvent.focus(link);
  expect(router.prefetch).not.toHaveBeenCalled();
  fireEvent.click(link);
  expect(router.push).toHaveBeenCalledWith("/staff/inbox");
});

it("on a Hindi page it leads to the Hindi page, unless told the language", () => {
  pathname = "/hi/features";
  render(
    <>
      <Link href="/notes">Notes</Link>
      <Link href="/terms" locale="en">
        Terms
      </Link>
    </>,
  );
  expect(screen.getByRole("link", { name: "Notes" })).toHaveAttribute("href", "/hi/notes");
  expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  fireEvent.click(screen.getByRole("link", { name: "Notes" }));
  expect(router.push).toHaveBeenCalledWith("/hi/notes");
});
