import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistoryBackLink } from "@/components/learning/history-back-link";

const back = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ back, push, replace: jest.fn(), prefetch: jest.fn() }),
}));

function setHistoryLength(length: number) {
  Object.defineProperty(window.history, "length", { configurable: true, value: length });
}

/** Whether the last click was left to the browser; jsdom cannot navigate, so it stops there. */
let followed: boolean | null = null;
function recordClick(event: MouseEvent) {
  followed = !event.defaultPrevented;
  event.preventDefault();
}

describe("roadmap back link", () => {
  beforeEach(() => {
    back.mockClear();
    followed = null;
    window.addEventListener("click", recordClick);
  });
  afterEach(() => window.removeEventListener("click", recordClick));

  it("is a real link to Campus Programs, so it works without JavaScript", () => {
    render(<HistoryBackLink fallbackHref="/CampusPrograms" label="Back" />);
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/CampusPrograms");
  });

  it("returns to the previous page when there is one", async () => {
    setHistoryLength(3);
    render(<HistoryBackLink fallbackHref="/CampusPrograms" label="Back" />);
    await userEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(followed).toBe(false);
  });

  it("follows the link when the page was opened directly", async () => {
    setHistoryLength(1);
    render(<HistoryBackLink fallbackHref="/CampusPrograms" label="Back" />);
    await userEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(back).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });
});
