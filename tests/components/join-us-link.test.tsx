import { act, fireEvent, render, screen } from "@testing-library/react";
import { JoinUsLink, SCROLL_TO_FORM_DELAY_MS } from "@/components/ui/join-us-link";

const push = jest.fn();
let pathname = "/";
jest.mock("next/navigation", () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
}));

const scrollIntoView = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  push.mockClear();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = "";
});

test("links to the enquiry form on the home page, so it works without JavaScript", () => {
  render(<JoinUsLink>Join Us!</JoinUsLink>);
  expect(screen.getByRole("link", { name: "Join Us!" })).toHaveAttribute("href", "/#form-section");
});

test("from another page it goes home first", () => {
  pathname = "/marathon-classes";
  render(<JoinUsLink>Join Us!</JoinUsLink>);
  fireEvent.click(screen.getByRole("link", { name: "Join Us!" }));
  expect(push).toHaveBeenCalledWith("/", { scroll: true });
});

test("on the home page it scrolls to the form after the spec's 100 ms pause", () => {
  pathname = "/";
  render(
    <>
      <JoinUsLink>Join Us!</JoinUsLink>
      <form id="form-section" tabIndex={-1} aria-label="Enquiry" />
    </>,
  );
  fireEvent.click(screen.getByRole("link", { name: "Join Us!" }));
  expect(push).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SCROLL_TO_FORM_DELAY_MS - 1));
  expect(scrollIntoView).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("form", { name: "Enquiry" })).toHaveFocus();
});

test("on a Hindi page it leads to the Hindi home page's form", () => {
  pathname = "/hi/AboutUs";
  render(<JoinUsLink>हमसे जुड़ें!</JoinUsLink>);
  const link = screen.getByRole("link", { name: "हमसे जुड़ें!" });
  expect(link).toHaveAttribute("href", "/hi#form-section");
  fireEvent.click(link);
  expect(push).toHaveBeenCalledWith("/hi", { scroll: true });
});
