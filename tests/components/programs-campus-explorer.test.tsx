import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { CampusExplorer } from "@/components/programs/campus-explorer";
import { formatCost } from "@/components/programs/format-cost";
import * as campus from "@/lib/content/campus";
import type { CampusProgram } from "@/lib/content/campus";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";

let mockPathname = "/CampusPrograms";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => mockPathname,
}));

const reducedMotion = (globalThis as unknown as { __reducedMotion: { value: boolean } })
  .__reducedMotion;

/** The explorer's props as the server page gives them: resolved to one language. */
const copyIn = (locale: Locale) => {
  const { campusGroups, campusLabels, campusPrograms } = inLocale(campus, locale);
  return { programs: campusPrograms, groups: campusGroups, labels: campusLabels };
};
const english = copyIn("en");
const campusPrograms = english.programs;

function renderExplorer(programs: CampusProgram[] = campusPrograms) {
  return render(<CampusExplorer {...english} programs={programs} />);
}

/** The details panel, found the way assistive technology finds it: through aria-controls. */
function details(): HTMLElement {
  const id = screen.getAllByRole("button", { pressed: true })[0]!.getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error("the selected card controls no details panel");
  return panel;
}
const batchLine = () => screen.queryByTestId("batch-line");

const base = campusPrograms[0]!;
const withBatches = (name: string, batches: CampusProgram["batches"]): CampusProgram => ({
  ...base,
  name,
  batches,
});

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion.value = false;
});
afterEach(() => {
  jest.useRealTimers();
});

describe("campus programs explorer", () => {
  it("shows the first program's details before anything is selected", () => {
    renderExplorer();
    const panel = details();
    expect(within(panel).getByRole("heading", { name: "C Programming" })).toBeInTheDocument();
    expect(within(panel).getByText("4 months")).toBeInTheDocument();
    expect(within(panel).getByText("$600")).toBeInTheDocument();
    expect(batchLine()).toHaveTextContent("Morning batch: 09:00–11:00 AM");
    expect(screen.getByRole("button", { name: /^C Programming / })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("lists technical and cognitive programs under their own headings", () => {
    renderExplorer();
    const technical = screen.getByRole("region", { name: "Technical Programs" });
    const cognitive = screen.getByRole("region", { name: "Cognitive Programs" });
    expect(within(technical).getAllByRole("button")).toHaveLength(6);
    expect(within(cognitive).getAllByRole("button")).toHaveLength(5);
    expect(
      within(cognitive).getByRole("button", { name: "Aptitude 2 months" }),
    ).toBeInTheDocument();
  });

  it("shows a selected program's image, name, duration, fee, batch and links", () => {
    renderExplorer();
    fireEvent.click(screen.getByRole("button", { name: /^Full Stack Development / }));
    const panel = details();
    expect(within(panel).getByRole("heading", { name: "Full Stack Development" })).toBeVisible();
    expect(within(panel).getByRole("img", { name: "Full Stack Development course card" })).toBe(
      within(panel).getByRole("img"),
    );
    expect(within(panel).getByText("6 months")).toBeInTheDocument();
    expect(within(panel).getByText("$850")).toBeInTheDocument();
    expect(batchLine()).toHaveTextContent("Morning batch: 10:00 AM–12:00 PM");
    expect(within(panel).getByRole("link", { name: /View More/ })).toHaveAttribute(
      "href",
      "/programs/full-stack-development",
    );
    expect(within(panel).getByRole("link", { name: "Join Now!" })).toHaveAttribute(
      "href",
      "/#form-section",
    );
    expect(screen.getByRole("button", { name: /^Full Stack Development / })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: /^C Programming / })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("alternates the morning and evening batch every 3 seconds", () => {
    renderExplorer();
    expect(batchLine()).toHaveTextContent("Morning batch: 09:00–11:00 AM");
    act(() => jest.advanceTimersByTime(2999));
    expect(batchLine()).toHaveTextContent("Morning batch");
    act(() => jest.advanceTimersByTime(1));
    expect(batchLine()).toHaveTextContent("Evening batch: 06:00–08:00 PM");
    act(() => jest.advanceTimersByTime(3000));
    expect(batchLine()).toHaveTextContent("Morning batch: 09:00–11:00 AM");
  });

  it("starts a newly selected program on its morning batch", () => {
    renderExplorer();
    act(() => jest.advanceTimersByTime(3000));
    expect(batchLine()).toHaveTextContent("Evening batch");
    fireEvent.click(screen.getByRole("button", { name: /^English / }));
    expect(batchLine()).toHaveTextContent("Morning batch: 08:00–09:30 AM");
  });

  it("stops alternating when the visitor presses pause", () => {
    renderExplorer();
    fireEvent.click(screen.getByRole("button", { name: "Pause C Programming batch times" }));
    act(() => jest.advanceTimersByTime(9000));
    expect(batchLine()).toHaveTextContent("Morning batch");
    expect(
      screen.getByRole("button", { name: "Play C Programming batch times" }),
    ).toBeInTheDocument();
  });

  it("does not move under reduced motion until the visitor presses play", () => {
    reducedMotion.value = true;
    renderExplorer();
    act(() => jest.advanceTimersByTime(9000));
    expect(batchLine()).toHaveTextContent("Morning batch");
  });

  it("shows only the morning batch of a program without an evening batch", () => {
    renderExplorer([withBatches("Morning Only", { morning: { time: "07:00–08:00 AM" } })]);
    expect(batchLine()).toHaveTextContent("Morning batch: 07:00–08:00 AM");
    act(() => jest.advanceTimersByTime(9000));
    expect(batchLine()).toHaveTextContent("Morning batch: 07:00–08:00 AM");
    expect(screen.queryByText(/Evening batch/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Pause|Play) / })).not.toBeInTheDocument();
  });

  it("shows only the evening batch of a program without a morning batch", () => {
    renderExplorer([withBatches("Evening Only", { evening: { time: "08:00–09:00 PM" } })]);
    expect(batchLine()).toHaveTextContent("Evening batch: 08:00–09:00 PM");
    expect(screen.queryByText(/Morning batch/)).not.toBeInTheDocument();
  });

  it("still shows a program that has no batch at all, without a batch line", () => {
    renderExplorer([withBatches("No Batches Yet", {})]);
    expect(screen.getByRole("heading", { name: "No Batches Yet" })).toBeInTheDocument();
    expect(batchLine()).not.toBeInTheDocument();
  });
});

describe("campus programs explorer in Hindi", () => {
  beforeEach(() => {
    mockPathname = "/hi/CampusPrograms";
  });
  afterEach(() => {
    mockPathname = "/CampusPrograms";
  });

  it("shows the groups, the selected program and its controls in Hindi", () => {
    render(<CampusExplorer {...copyIn("hi")} />);
    expect(screen.getByRole("region", { name: "टेक्निकल प्रोग्राम" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "कॉग्निटिव प्रोग्राम" })).toBeInTheDocument();
    const panel = details();
    expect(within(panel).getByRole("heading", { name: "C प्रोग्रामिंग" })).toBeInTheDocument();
    expect(within(panel).getByText("4 महीने")).toBeInTheDocument();
    // Fees and times keep their Latin digits.
    expect(within(panel).getByText("$600")).toBeInTheDocument();
    expect(batchLine()).toHaveTextContent("सुबह का बैच: 09:00–11:00 AM");
    expect(screen.getByRole("button", { name: "C प्रोग्रामिंग के बैच का समय रोकें" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "और देखें C प्रोग्रामिंग के बारे में" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^(\/hi)?\/programs\/c-programming$/),
    );
    fireEvent.click(screen.getByRole("button", { name: /^GD और पर्सनल इंटरव्यू / }));
    expect(within(details()).getByText("1 महीना")).toBeInTheDocument();
  });
});

describe("formatCost", () => {
  it("formats whole fees without decimals, with grouping and the currency symbol", () => {
    expect(formatCost(600, "USD")).toBe("$600");
    expect(formatCost(1250, "USD")).toBe("$1,250");
    expect(formatCost(499.5, "USD")).toBe("$499.50");
    expect(formatCost(45000, "INR")).toBe("₹45,000");
  });
});
