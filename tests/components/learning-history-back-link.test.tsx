import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistoryBackLink } from "@/components/learning/history-back-link";

const back = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({
  usePathname: () => "/programs/java-programming",
  useRouter: () => ({ back, push, replace: jest.fn(), prefetch: jest.fn() }),
}));

/** Whether the last click reached the browser unhandled; jsdom cannot navigate, so it stops there. */
let unhandled: boolean | null = null;
function recordClick(event: MouseEvent) {
  unhandled = !event.defaultPrevented;
  event.preventDefault();
}

function setReferrer(url: string) {
  Object.defineProperty(document, "referrer", { configurable: true, value: url });
}

function setNavigation(urls: string[] | null) {
  const value = urls
    ? { currentEntry: { index: urls.length - 1 }, entries: () => urls.map((url) => ({ url })) }
    : undefined;
  Object.defineProperty(window, "navigation", { configurable: true, value });
}

async function clickBack() {
  render(<HistoryBackLink fallbackHref="/CampusPrograms" label="Back" />);
  await userEvent.click(screen.getByRole("link", { name: "Back" }));
}

describe("roadmap back link", () => {
  const here = window.location.origin;

  beforeEach(() => {
    back.mockClear();
    push.mockClear();
    unhandled = null;
    setReferrer("");
    setNavigation(null);
    window.addEventListener("click", recordClick);
  });
  afterEach(() => window.removeEventListener("click", recordClick));

  it("is a real link to Campus Programs, so it works without JavaScript", () => {
    render(<HistoryBackLink fallbackHref="/CampusPrograms" label="Back" />);
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/CampusPrograms");
  });

  it("returns to the previous page of the site (Navigation API)", async () => {
    setNavigation([`${here}/notes/category/Java`, `${here}/programs/java-programming`]);
    await clickBack();
    expect(back).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    expect(unhandled).toBe(false);
  });

  it("follows the link when the visit started on this page (Navigation API)", async () => {
    setNavigation([`${here}/programs/java-programming`]);
    await clickBack();
    expect(back).not.toHaveBeenCalled();
    // The link opens its own page, through the router as every Link does.
    expect(push).toHaveBeenCalledWith("/CampusPrograms");
  });

  it("returns to a same-site referrer when the Navigation API is missing", async () => {
    setReferrer(`${here}/CampusPrograms`);
    await clickBack();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("never sends the visitor back to another site", async () => {
    setReferrer("https://www.google.com/");
    await clickBack();
    expect(back).not.toHaveBeenCalled();
    // The link opens its own page, through the router as every Link does.
    expect(push).toHaveBeenCalledWith("/CampusPrograms");
  });
});
