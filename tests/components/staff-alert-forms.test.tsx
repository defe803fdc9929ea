// The alerts' panels: on the account page a counsellor ticks which alerts, and whether the daily
// follow-up email, they get by email (an editor has none to choose); on the team page an admin
// chooses what every alert shows, first name only by default. Each says when the server has no way of alerting set up. The APIs behind them:
// tests/api/staff-alerts.test.ts.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AccountPage from "@/app/staff/(work)/account/page";
import TeamPage from "@/app/staff/(work)/team/page";
import type { ApiResult } from "@/lib/api/client";
import { type StaffRole, may } from "@/lib/auth/roles";

let signedIn: { id: string; role: StaffRole };

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));
jest.mock("@/lib/auth/guard", () => ({
  requireStaffPage: async (options: { duty?: Parameters<typeof may>[1] } = {}) => {
    if (options.duty && !may(signedIn.role, options.duty)) throw new Error("403 forbidden");
    return { ...signedIn, name: "Me", email: "me@coderhouse.in", twoFactorEnabled: true };
  },
}));
jest.mock("@/lib/auth/server", () => ({ MIN_PASSWORD_LENGTH: 12 }));
jest.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));
jest.mock("@/lib/services/staff", () => ({ listStaff: async () => [] }));
jest.mock("@/lib/services/assignment-settings", () => ({
  getAssignmentSettings: async () => ({ automatic: true, programs: {} }),
  isOnDuty: async () => true,
}));
jest.mock("@/lib/services/alerts/settings", () => ({
  getAlertDetail: async () => "first_name",
  getAlertChoices: async () => ({ assigned: true, unowned: false, digest: true }),
}));
const requestJson = jest.fn<Promise<ApiResult<unknown>>, [string, unknown]>(async () => ({
  ok: true,
  status: 200,
  data: { message: "Saved: your alerts are as chosen." },
}));
jest.mock("@/lib/api/client", () => ({
  requestJson: (url: string, options: unknown) => requestJson(url, options),
}));

beforeEach(() => requestJson.mockClear());

test("a counsellor turns off the emails about items assigned to them on their account page", async () => {
  signedIn = { id: "ravi", role: "counsellor" };
  render(await AccountPage());
  const panel = screen.getByRole("region", { name: "Alerts" });
  expect(panel).toHaveTextContent("Email alerts are not set up on the server yet");
  const mine = within(panel).getByRole("checkbox", { name: /assigned to me/ });
  const unowned = within(panel).getByRole("checkbox", { name: /nobody owns while I am on duty/ });
  const daily = within(panel).getByRole("checkbox", { name: /Daily follow-up email/ });
  expect(mine).toBeChecked();
  expect(unowned).not.toBeChecked();
  expect(daily).toBeChecked();
  await userEvent.click(mine);
  await userEvent.click(within(panel).getByRole("button", { name: "Save my alerts" }));
  expect(requestJson).toHaveBeenCalledWith("/api/staff/account/alerts", {
    method: "POST",
    body: { assigned: false, unowned: false, digest: true },
    retryDelaysMs: [],
  });
  expect(await within(panel).findByRole("status")).toHaveTextContent("Saved");
});

test("an editor's account page has no alerts to choose", async () => {
  signedIn = { id: "esha", role: "editor" };
  render(await AccountPage());
  expect(screen.queryByRole("region", { name: "Alerts" })).toBeNull();
});

test("an admin chooses what every alert shows on the team page, first name only by default", async () => {
  signedIn = { id: "me", role: "admin" };
  render(await TeamPage());
  const panel = screen.getByRole("region", { name: "Alerts of new enquiries and bookings" });
  expect(panel).toHaveTextContent("No alerts go out yet");
  const shows = within(panel).getByLabelText("What an alert shows");
  expect(shows).toHaveValue("first_name");
  await userEvent.selectOptions(shows, "no_name");
  await userEvent.click(within(panel).getByRole("button", { name: "Save what alerts show" }));
  expect(requestJson).toHaveBeenCalledWith("/api/staff/alerts", {
    method: "POST",
    body: { detail: "no_name" },
    retryDelaysMs: [],
  });
});
