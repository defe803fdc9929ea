import { render, screen, within } from "@testing-library/react";
import { ExamOverview } from "@/components/programs/exam-overview";
import AmcatPage from "@/app/[locale]/(programs)/Amcat/page";
import { examLabels, exams, getExamOrThrow } from "@/lib/content/exams";
import { inLocale } from "@/lib/i18n/text";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

function tabBar() {
  return screen.getByRole("navigation", { name: "Exam overviews" });
}

describe("exam overview pages", () => {
  it.each(exams.map((e) => [e.path, e.name] as const))(
    "%s marks its own tab as the current page and links to the other two",
    (path, name) => {
      render(<ExamOverview path={path} locale="en" />);
      const links = within(tabBar()).getAllByRole("link");
      expect(links.map((l) => l.getAttribute("href"))).toEqual(["/Amcat", "/Cocubes", "/Elitmus"]);
      const current = links.filter((l) => l.getAttribute("aria-current") === "page");
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent(name);
      expect(current[0]).toHaveAttribute("href", path);
    },
  );

  it("has one h1 and a way back to the marathon classes", () => {
    render(<ExamOverview path="/Amcat" locale="en" />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: /Back to Marathon Classes/ })).toHaveAttribute(
      "href",
      "/marathon-classes",
    );
  });

  it("AMCAT states 145 questions, 101 minutes and no negative marking", () => {
    render(<ExamOverview path="/Amcat" locale="en" />);
    const table = screen.getByRole("table", { name: "AMCAT at a glance" });
    expect(within(table).getByRole("row", { name: "Questions 145" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Duration 101 minutes" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Negative marking No" })).toBeInTheDocument();
    const modules = screen.getByRole("table", { name: "AMCAT modules" });
    expect(within(modules).getByRole("rowheader", { name: "Automata Fix" })).toBeInTheDocument();
  });

  it("CoCubes lists Written English as 1 question in 25 minutes, with real headers", () => {
    render(<ExamOverview path="/Cocubes" locale="en" />);
    const table = screen.getByRole("table", { name: "CoCubes 2024 test sections" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Section", "Questions", "Minutes"]);
    const row = within(table).getByRole("row", { name: /^Written English/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "25"]);
    expect(within(table).getByRole("rowheader", { name: "Written English" })).toHaveAttribute(
      "scope",
      "row",
    );
  });

  it("eLitmus totals 60 questions and 600 marks and maps marks to percentiles", () => {
    render(<ExamOverview path="/Elitmus" locale="en" />);
    const sections = screen.getByRole("table", { name: "eLitmus sections" });
    const total = within(sections).getByRole("row", { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["60", "600"]);
    const mapping = screen.getByRole("table", { name: /percentile/ });
    const verbal = within(mapping).getByRole("row", { name: /^Verbal/ });
    expect(
      within(verbal)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["95–160", "65–90"]);
    expect(screen.getByText(/Negative marking applies/)).toBeInTheDocument();
  });

  it("speaks Hindi on the Hindi page: heading, tabs, tables and tips", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<AmcatPage />));
      const amcat = inLocale(getExamOrThrow("/Amcat"), "hi");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("AMCAT एग्ज़ाम का परिचय");
      const tabs = screen.getByRole("navigation", { name: examLabels.tabs.hi });
      expect(
        within(tabs)
          .getAllByRole("link")
          .map((l) => l.textContent),
      ).toEqual(["AMCAT", "CoCubes", "eLitmus"]);
      const table = screen.getByRole("table", { name: "AMCAT एक नज़र में" });
      expect(within(table).getByRole("row", { name: "समय 101 मिनट" })).toBeInTheDocument();
      expect(screen.getByText(amcat.tips[0]!)).toBeInTheDocument();
      expect(screen.queryByText("How to prepare")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });

  it("keeps the figures the same in Hindi", () => {
    render(<ExamOverview path="/Elitmus" locale="hi" />);
    const sections = screen.getByRole("table", { name: "eLitmus के सेक्शन" });
    const total = within(sections).getByRole("row", { name: /^कुल/ });
    expect(
      within(total)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["60", "600"]);
  });
});
