// The pages where staff decide who gets new enquiries: the team page (admins only) with automatic
// assignment, each program's counsellor and a duty button on the rows of other counsellors and
// admins; the account page's own duty button, for counsellors and admins, never editors. The
// APIs behind them, with their role checks: tests/api/staff-assignment.test.ts.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AccountPage from "@/app/staff/(work)/account/page";
import TeamPage from "@/app/staff/(work)/team/page";
import type { ApiResult } from "@/lib/api/client";
import { type StaffRole, may } from "@/lib/auth/roles";
import type { StaffMember } from "@/lib/services/staff";

let signedIn: { id: string; role: StaffRole };
let onDuty = false;

jest.mock("next/navigation", () => ({
  useRouter: () => ({
    refresh: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
}));
// The guard as it answers a page: a role without the page's duty is refused.
jest.mock("@/lib/auth/guard", () => ({
  requireStaffPage: async (options: { duty?: Parameters<typeof may>[1] } = {}) => {
    if (options.duty && !may(signedIn.role, options.duty)) throw new Error("403 forbidden");
    return { ...signedIn, name: "Me", email: "me@coderhouse.in", twoFactorEnabled: true };
  },
}));
jest.mock("@/lib/auth/server", () => ({ MIN_PASSWORD_LENGTH: 12 }));
jest.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));
const member = (id: string, role: StaffRole, extra: Partial<StaffMember> = {}): StaffMember => ({
  id,
  name: `Name ${id}`,
  email: `${id}@coderhouse.in`,
  role,
  disabled: false,
  twoFactorEnabled: true,
  createdAt: new Date(0),
  onDuty: false,
  ...extra,
});
jest.mock("@/lib/services/staff", () => ({
  listStaff: async () => [
    member("me", "admin"),
    member("ravi", "counsellor", { onDuty: true }),
    member("neha", "counsellor"),
    member("esha", "editor"),
    member("gone", "counsellor", { disabled: true, onDuty: true }),
  ],
}));
jest.mock("@/lib/services/assignment-settings", () => ({
  getAssignmentSettings: async () => ({ automatic: true, programs: { Cybersecurity: "neha" } }),
  isOnDuty: async () => onDuty,
}));
// The alerts' panels: tests/components/staff-alert-forms.test.tsx.
jest.mock("@/lib/services/alerts/settings", () => ({
  getAlertDetail: async () => "first_name",
  getAlertChoices: async () => ({ assigned: true, unowned: true, digest: true }),
}));
const requestJson = jest.fn<Promise<ApiResult<unknown>>, [string, unknown]>(async () => ({
  ok: true,
  status: 200,
  data: {},
}));
jest.mock("@/lib/api/client", () => ({
  requestJson: (url: string, options: unknown) => requestJson(url, options),
}));

beforeEach(() => requestJson.mockClear());

test("the team page refuses a counsellor and an editor", async () => {
  for (const role of ["counsellor", "editor"] as const) {
    signedIn = { id: "me", role };
    await expect(TeamPage()).rejects.toThrow("403");
  }
});

test("an admin's team page: automatic assignment, program counsellors, others' duty buttons", async () => {
  signedIn = { id: "me", role: "admin" };
  render(await TeamPage());
  const panel = screen.getByRole("region", { name: "Automatic assignment" });
  expect(panel).toHaveTextContent("On duty now: Name ravi.");
  await userEvent.click(
    within(panel).getByRole("button", { name: "Turn automatic assignment off" }),
  );
  expect(requestJson).toHaveBeenCalledWith("/api/staff/assignment", {
    method: "POST",
    body: { action: "set-automatic", automatic: "off" },
    retryDelaysMs: [],
  });
  const cyber = within(panel).getByLabelText("Cybersecurity");
  expect(cyber).toHaveValue("neha");
  // Only members who take enquiries can be chosen: no editor, nobody disabled.
  expect(
    within(cyber)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(["Nobody: in turn", "Name me", "Name ravi", "Name neha"]);

  expect(screen.getByRole("button", { name: "Take Name ravi off duty" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Put Name neha on duty" })).toBeEnabled();
  for (const name of ["Name me", "Name esha", "Name gone"])
    expect(screen.queryByRole("button", { name: new RegExp(`${name} (on|off) duty`) })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Put Name neha on duty" }));
  expect(requestJson).toHaveBeenLastCalledWith("/api/staff/team/neha", {
    method: "POST",
    body: { action: "set-duty", duty: "on" },
    retryDelaysMs: [],
  });
});

test("the account page: a counsellor goes on duty; an editor has no duty at all", async () => {
  signedIn = { id: "ravi", role: "counsellor" };
  onDuty = false;
  const { unmount } = render(await AccountPage());
  expect(screen.getByRole("region", { name: "On duty" })).toHaveTextContent("You are off duty");
  await userEvent.click(screen.getByRole("button", { name: "Go on duty" }));
  expect(requestJson).toHaveBeenCalledWith("/api/staff/account/duty", {
    method: "POST",
    body: { duty: "on" },
    retryDelaysMs: [],
  });
  unmount();

  signedIn = { id: "esha", role: "editor" };
  render(await AccountPage());
  expect(screen.queryByRole("region", { name: "On duty" })).toBeNull();
  expect(screen.queryByRole("button", { name: /on duty/ })).toBeNull();
});
