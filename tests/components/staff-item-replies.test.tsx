// A submission's page offers WhatsApp and email replies written from the reply templates in the
// language the person used on the site (the row's notice_language), and once one is tapped, "Mark
// as contacted" through the work form's own API, with the status the page showed. The filling and
// the links themselves: tests/unit/inbox-replies.test.ts; who edits the templates:
// tests/api/staff-reply-templates.test.ts.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SubmissionPage from "@/app/staff/(work)/[kind]/[id]/page";
import type { ApiResult } from "@/lib/api/client";
import { seedFacts } from "@/lib/content-store/facts";
import type { InboxItem } from "@/lib/services/inbox-item";

const ID = "0b0f4a4e-0d0e-4c1a-9a52-6c1f6d2f8a11";
const refresh = jest.fn();
let item: InboxItem;

jest.mock("next/navigation", () => ({
  ...jest.requireActual<object>("next/navigation"),
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error("404");
  },
}));
jest.mock("@/lib/auth/guard", () => ({
  requireStaffPage: async () => ({
    id: "neha",
    name: "Neha Sharma",
    role: "counsellor",
    address: null,
    twoFactorEnabled: true,
  }),
}));
jest.mock("@/lib/db/client", () => ({ getDb: async () => ({}) }));
jest.mock("@/lib/services/inbox-item", () => ({
  auditKind: (kind: string) => (kind === "enquiries" ? "enquiry" : "booking"),
  getInboxItem: async () => item,
  recordView: async () => undefined,
}));
jest.mock("@/lib/services/inbox-related", () => ({ relatedItems: async () => [] }));
jest.mock("@/lib/services/staff", () => ({ listStaff: async () => [] }));
const requestJson = jest.fn<Promise<ApiResult<unknown>>, [string, { body: unknown }]>();
jest.mock("@/lib/api/client", () => ({
  requestJson: (url: string, options: { body: unknown }) => requestJson(url, options),
}));

function enquiry(language: "en" | "hi", status = "new"): InboxItem {
  return {
    kind: "enquiries",
    record: {
      id: ID,
      created_at: "2026-11-27T10:00:00.000Z",
      source: "home",
      role: "student",
      name: language === "hi" ? "आशा वर्मा" : "Asha Verma",
      email: "asha.verma@gmail.com",
      phone: "9876543210",
      program: "Python Programming",
      consent_at: "2026-11-27T10:00:00.000Z",
      notice_version: "2026-11-26",
      notice_language: language,
    } as unknown as InboxItem["record"],
    status,
    ownerId: null,
    followUpOn: null,
    replyDueAt: new Date(Date.now() + 86_400_000),
    lastContactAt: null,
    createdAt: new Date(),
    notes: [],
  };
}

const page = async () =>
  render(await SubmissionPage({ params: Promise.resolve({ kind: "enquiries", id: ID }) }));
const textOf = (name: string) =>
  new URL(screen.getByRole("link", { name }).getAttribute("href")!).searchParams;

beforeEach(() => {
  refresh.mockClear();
  requestJson.mockReset();
});

test("replies in English to a person who used the English site", async () => {
  item = enquiry("en");
  await page();
  expect(screen.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    expect.stringMatching(
      /^https:\/\/wa\.me\/919876543210\?text=Hello%20Asha%2C%20this%20is%20Neha/,
    ),
  );
  expect(screen.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    expect.stringMatching(/^mailto:asha\.verma@gmail\.com\?subject=/),
  );
  expect(textOf("Email").get("subject")).toBe(
    "Your enquiry about Python Programming at Coder House",
  );
  expect(textOf("Email").get("body")).toContain(`Call us: ${seedFacts.phone}`);
});

test("replies in Hindi to a person who used the Hindi site, then marks them contacted", async () => {
  item = enquiry("hi");
  await page();
  const whatsapp = screen.getByRole("link", { name: "WhatsApp" });
  expect(textOf("WhatsApp").get("text")).toMatch(/^नमस्ते आशा जी, मैं Neha, Coder House/);
  expect(textOf("Email").get("subject")).toBe(
    "Coder House में Python Programming के बारे में आपकी पूछताछ",
  );
  expect(screen.queryByRole("button", { name: "Mark as contacted" })).toBeNull();

  whatsapp.addEventListener("click", (event) => event.preventDefault()); // jsdom opens nothing
  await userEvent.click(whatsapp);
  expect(screen.getByText("Sent the WhatsApp reply?")).toBeVisible();
  requestJson.mockResolvedValue({ ok: true, status: 200, data: { message: "Saved." } });
  await userEvent.click(screen.getByRole("button", { name: "Mark as contacted" }));
  expect(requestJson).toHaveBeenCalledWith(`/api/staff/submissions/enquiries/${ID}`, {
    method: "POST",
    body: { status: "contacted", base: { status: "new" } },
    retryDelaysMs: [],
  });
  expect(await screen.findByText("Saved.")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Mark as contacted" })).toBeNull();
  expect(refresh).toHaveBeenCalled();
  expect(whatsapp).toHaveFocus();
});

test("says why marking failed, and asks nothing once there is no contact step", async () => {
  item = enquiry("en");
  const { unmount } = await page();
  const email = screen.getByRole("link", { name: "Email" });
  email.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(email);
  requestJson.mockResolvedValue({
    ok: false,
    status: 409,
    kind: "http",
    error: { code: "conflict", message: "Ravi changed the status meanwhile." },
  } as ApiResult<unknown>);
  await userEvent.click(screen.getByRole("button", { name: "Mark as contacted" }));
  expect(await screen.findByText("Ravi changed the status meanwhile.")).toBeVisible();
  expect(refresh).toHaveBeenCalled();
  unmount();

  item = enquiry("en", "interested");
  await page();
  const again = screen.getByRole("link", { name: "Email" });
  again.addEventListener("click", (event) => event.preventDefault());
  await userEvent.click(again);
  expect(screen.queryByText(/Sent the email reply/)).toBeNull();
});
