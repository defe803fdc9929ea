// The reports page (app/staff/(work)/reports): its charts are SVG a screen reader can read (a
// title and every line's numbers), an empty one says so, the period forms have labelled fields,
// a bad period in the address is explained rather than failing, the CSV link carries the period,
// and only admins get the page and its link in the staff nav. The queries and the CSV handler,
// on both databases: tests/api/staff-reports.test.ts.
import { render, screen, within } from "@testing-library/react";
import ReportsPage from "@/app/staff/(work)/reports/page";
import { ReportChart } from "@/components/staff/report-chart";
import { StaffNav } from "@/components/staff/staff-nav";
import type { Staff } from "@/lib/auth/guard";
import { type StaffRole, may } from "@/lib/auth/roles";
import { REPORT_TABLE, reportRange } from "@/lib/inbox/report-range";
import type { Report, ReportSection } from "@/lib/services/reports";

let signedIn: StaffRole = "admin";

jest.mock("next/navigation", () => ({
  usePathname: () => "/staff/reports",
  useRouter: () => ({
    refresh: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
}));
jest.mock("@/lib/auth/guard", () => ({
  requireStaffPage: async (options: { duty?: Parameters<typeof may>[1] } = {}) => {
    if (options.duty && !may(signedIn, options.duty)) throw new Error("403 forbidden");
    return { id: "me", role: signedIn };
  },
}));
jest.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));

const SOURCES: ReportSection = {
  id: "enquiry-sources",
  title: "Enquiries by source",
  measure: "count",
  lines: [
    { label: "instagram", value: 3, count: 3, share: 0.75 },
    { label: "a-very-long-campaign-source-name-from-a-poster", value: 1, count: 1, share: 0.25 },
  ],
};
const TIMES: ReportSection = {
  id: "first-contact",
  title: "Median time to first contact (hours), overall and by owner",
  measure: "hours",
  lines: [
    { label: "All enquiries and bookings", value: 5.25, count: 4 },
    { label: "No owner", value: null, count: 0 },
  ],
  note: "1 not contacted yet is left out of the medians.",
};
const getReport = jest.fn(async (_db: unknown, range: Report["range"]): Promise<Report> => ({
  range,
  totals: { enquiries: 4, bookings: 0 },
  sections: [SOURCES, TIMES],
}));
jest.mock("@/lib/services/reports", () => ({
  getReport: (db: unknown, range: Report["range"]) => getReport(db, range),
}));

const page = async (params: Record<string, string> = {}) =>
  render(await ReportsPage({ searchParams: Promise.resolve(params) }));

describe("a report chart", () => {
  it("is an image named by its title and described by every line's numbers", () => {
    render(<ReportChart section={SOURCES} />);
    const figure = screen.getByRole("figure", { name: "Enquiries by source" });
    const chart = within(figure).getByRole("img");
    expect(chart).toHaveAccessibleName(
      "Enquiries by source instagram: 3 (75%); a-very-long-campaign-source-name-from-a-poster: 1 (25%)",
    );
    // The drawn labels and values: a long label is cut short where the description keeps it whole.
    expect(chart).toHaveTextContent("3 (75%)");
    expect(chart).toHaveTextContent("a-very-long-campaign-sour…");
    expect(chart.querySelectorAll("rect")).toHaveLength(2);
  });

  it("writes hours with the contacted count, says who nobody has contacted, and keeps the note", () => {
    render(<ReportChart section={TIMES} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      `${TIMES.title} All enquiries and bookings: 5.3 h (4 contacted); No owner: nobody contacted yet`,
    );
    expect(screen.getByText(TIMES.note!)).toBeInTheDocument();
  });

  it("says so when there is nothing to draw", () => {
    render(<ReportChart section={{ ...SOURCES, lines: [] }} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("Nothing to show for this period.")).toBeInTheDocument();
  });
});

describe("the reports page", () => {
  beforeEach(() => {
    signedIn = "admin";
    getReport.mockClear();
  });

  it("refuses counsellors and editors", async () => {
    for (const role of ["counsellor", "editor"] as const) {
      signedIn = role;
      await expect(page()).rejects.toThrow("403");
    }
    expect(getReport).not.toHaveBeenCalled();
  });

  it("shows this month by default, with labelled period fields and the CSV of the same period", async () => {
    await page();
    const range = reportRange(REPORT_TABLE.read({}));
    expect(getReport.mock.calls[0]![1]).toMatchObject({ from: range.from, to: range.to });
    expect(
      screen.getByRole("heading", { level: 2, name: `${range.label}: 4 enquiries, 0 bookings` }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Month (YYYY-MM)")).toHaveValue(range.from.slice(0, 7));
    expect(screen.getByLabelText("From (India date)")).toHaveValue(range.from);
    expect(screen.getByLabelText("Until (India date)")).toHaveValue(range.to);
    expect(screen.getByRole("link", { name: "Download these numbers as CSV" })).toHaveAttribute(
      "href",
      `/api/staff/reports?from=${range.from}&to=${range.to}`,
    );
    expect(screen.getAllByRole("img")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("explains a period the address gets wrong, and shows this month instead", async () => {
    await page({ month: "2026-13" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      'The "month" parameter must be a month written YYYY-MM.',
    );
    expect(getReport.mock.calls[0]![1]).toMatchObject({
      from: reportRange(REPORT_TABLE.read({})).from,
    });
  });

  it("is in the staff nav for admins only", () => {
    const staff = (role: StaffRole): Staff => ({
      ...{ id: "me", name: "Me", email: "me@coderhouse.in", role },
      ...{ twoFactorEnabled: true, address: "10.0.0.1" },
    });
    for (const role of ["admin", "counsellor", "editor"] as const) {
      const { unmount } = render(<StaffNav staff={staff(role)} />);
      const link = screen.queryByRole("link", { name: "Reports" });
      if (role === "admin") expect(link).toHaveAttribute("href", "/staff/reports");
      else expect(link).not.toBeInTheDocument();
      unmount();
    }
  });
});
