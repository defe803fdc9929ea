import { formCopyIn } from "@/components/forms/form-copy";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CODER_SHEET_FLAG, CoderSheetGate } from "@/components/forms/coder-sheet-gate";
import { Link } from "@/components/ui/link";
import CodersSheetPage from "@/app/[locale]/(tools)/coders-sheet/page";
import { codersSheet } from "@/lib/content/coding-resources";
import { consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { INVALID_EMAIL_MESSAGE, PHONE_MESSAGE } from "@/lib/validations/common";
import { LEAD_CREATED_MESSAGE } from "@/lib/validations/lead";
import { UUID, mockFetch, networkDown, reply, sentRequests } from "./forms-test-support";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

// The English page's copy.
const consentNotice = inLocale(consentNoticeText, "en");
const formCopy = formCopyIn("en");

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return {
    ...actual,
    postJson: (url: string, body: unknown, options: object) =>
      actual.postJson(url, body, { ...options, retryDelaysMs: [0, 0] }),
  };
});

const copy = { ...formCopy.common, ...formCopy.coderSheet };
const FAILURE = formCopy.coderSheet.failure;
const created = reply(201, { data: { id: "lead-2" }, message: LEAD_CREATED_MESSAGE });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.useRealTimers());

async function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(
    await resolveServer(
      <CoderSheetGate locale="en" platformsTitle="Pick a platform" lead="Tell us who you are.">
        <ul>
          <li>
            <Link href="/atcoder">AtCoder</Link>
          </li>
        </ul>
      </CoderSheetGate>,
    ),
  );
  const field = {
    name: () => screen.getByLabelText(copy.name),
    email: () => screen.getByLabelText(copy.email),
    phone: () => screen.getByLabelText(copy.phone),
    role: (label: string) => screen.getByRole("radio", { name: label }),
    query: () => screen.getByLabelText(copy.query),
    consent: () => screen.getByRole("checkbox", { name: consentNotice.checkboxLabel }),
    submit: () => screen.getByRole("button", { name: copy.submit }),
  };
  const fillValid = async () => {
    await user.type(field.name(), "Kiran Rao");
    await user.type(field.email(), "Kiran@Example.org");
    await user.type(field.phone(), "9123456780");
    await user.click(field.role("Developer"));
    await user.type(field.query(), "Where do I start with graphs?");
    await user.click(field.consent());
  };
  return { user, field, fillValid };
}

function expectFieldError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute("aria-invalid", "true");
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe("coder sheet gate", () => {
  it("shows the form titled as the spec says and keeps the cards back", async () => {
    await setup();
    expect(screen.getByRole("heading", { name: copy.title })).toBeVisible();
    expect(screen.queryByRole("link", { name: "AtCoder" })).not.toBeInTheDocument();
    expect(screen.getByText(consentNotice.coderSheet, { exact: false })).toBeVisible();
  });

  it("shows the cards at once when this session already filled it", async () => {
    window.sessionStorage.setItem(CODER_SHEET_FLAG, "1");
    await setup();
    expect(screen.queryByRole("heading", { name: copy.title })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "AtCoder" })).toHaveAttribute("href", "/atcoder");
  });

  it("on the page, the gate stands in front of the three platform cards", async () => {
    render(await resolveServer(<CodersSheetPage />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Coders Sheet");
    expect(screen.getByRole("heading", { name: copy.title })).toBeVisible();
    for (const p of codersSheet.platforms)
      expect(screen.queryByRole("link", { name: p.name })).not.toBeInTheDocument();
  });

  it("shows the spec's messages for a bad name, email, phone and an empty query", async () => {
    const fetchMock = mockFetch();
    const { user, field } = await setup();
    await user.type(field.name(), "Kiran 2");
    act(() => field.name().blur());
    await waitFor(() =>
      expectFieldError(field.name(), "Name can only contain alphabets and spaces"),
    );
    expect(field.submit()).toBeDisabled();

    await user.type(field.email(), "kiran@");
    act(() => field.email().blur());
    await waitFor(() => expectFieldError(field.email(), INVALID_EMAIL_MESSAGE));

    // Letters typed into the phone never appear; a short number is refused.
    await user.type(field.phone(), "91x234");
    expect(field.phone()).toHaveValue("91234");
    act(() => field.phone().blur());
    await waitFor(() => expectFieldError(field.phone(), PHONE_MESSAGE));

    await user.click(field.query());
    act(() => field.query().blur());
    await waitFor(() => expectFieldError(field.query(), "Query is required"));

    await user.clear(field.name());
    await user.type(field.name(), "Kiran Rao");
    await waitFor(() => expect(field.name()).not.toHaveAttribute("aria-invalid"));
    expect(field.submit()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the lead, sets the session flag, thanks the visitor for 5 s and shows the cards", async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch().mockResolvedValue(created);
    const { user, field, fillValid } = await setup({ advanceTimers: jest.advanceTimersByTime });
    await fillValid();
    await user.click(field.submit());

    const link = await screen.findByRole("link", { name: "AtCoder" });
    expect(screen.getByRole("status")).toHaveTextContent(copy.success);
    expect(screen.queryByRole("heading", { name: copy.title })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pick a platform" })).toHaveFocus();
    expect(link).toBeVisible();
    expect(window.sessionStorage.getItem(CODER_SHEET_FLAG)).toBe("1");

    const [request] = sentRequests(fetchMock);
    expect(request!.url).toBe("/api/leads");
    expect(request!.headers["Idempotency-Key"]).toMatch(UUID);
    expect(request!.body).toEqual({
      source: "coder_sheet",
      name: "Kiran Rao",
      email: "kiran@example.org",
      phone: "9123456780",
      role: "developer",
      query: "Where do I start with graphs?",
      consent: true,
      website: "",
      language: "en",
    });

    act(() => jest.advanceTimersByTime(copy.successMs - 100));
    expect(screen.getByRole("status")).toHaveTextContent(copy.success);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByRole("link", { name: "AtCoder" })).toBeVisible();
  });

  it("keeps the gate and says so when the network fails; the retry reuses the key", async () => {
    const fetchMock = mockFetch().mockImplementation(networkDown);
    const { user, field, fillValid } = await setup();
    await fillValid();
    await user.click(field.submit());

    await screen.findByText(FAILURE);
    expect(screen.getByRole("alert")).toHaveTextContent(FAILURE);
    expect(screen.getByRole("heading", { name: copy.title })).toBeVisible();
    expect(window.sessionStorage.getItem(CODER_SHEET_FLAG)).toBeNull();

    fetchMock.mockResolvedValue(created);
    await user.click(field.submit());
    await screen.findByRole("link", { name: "AtCoder" });
    const keys = sentRequests(fetchMock).map((r) => r.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("shows the server's field messages and its one failure text on a 422", async () => {
    mockFetch().mockResolvedValue(
      reply(422, {
        error: {
          code: "validation_failed",
          message: "Some fields need attention.",
          fields: { phone: "This number cannot take calls" },
        },
      }),
    );
    const { user, field, fillValid } = await setup();
    await fillValid();
    await user.click(field.submit());

    await screen.findByText(FAILURE);
    expectFieldError(field.phone(), "This number cannot take calls");
    expect(screen.queryByRole("link", { name: "AtCoder" })).not.toBeInTheDocument();
  });
});

describe("coders sheet on the Hindi page", () => {
  const formHi = formCopyIn("hi");
  const hindi = { ...formHi.common, ...formHi.coderSheet };

  async function renderHindiPage() {
    setTestLocale("hi");
    try {
      render(await resolveServer(<CodersSheetPage />));
    } finally {
      setTestLocale("en");
    }
  }

  it("has its heading, and once the form is sent the cards' heading and text, in Hindi", async () => {
    window.sessionStorage.setItem(CODER_SHEET_FLAG, "1");
    await renderHindiPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("कोडर्स शीट");
    expect(screen.getByRole("heading", { name: codersSheet.platformsTitle.hi })).toBeVisible();
    expect(screen.getByText(codersSheet.platforms[0]!.text.hi)).toBeInTheDocument();
  });

  it("says what needs attention in Hindi and sends the language", async () => {
    const fetchMock = mockFetch().mockImplementation(networkDown);
    const user = userEvent.setup();
    await renderHindiPage();
    expect(screen.getByRole("heading", { name: hindi.title })).toBeVisible();

    await user.click(screen.getByRole("button", { name: hindi.submit }));
    await waitFor(() => expectFieldError(screen.getByLabelText(hindi.name), "नाम ज़रूरी है"));
    expectFieldError(screen.getByLabelText(hindi.query), "सवाल लिखना ज़रूरी है");

    await user.type(screen.getByLabelText(hindi.name), "Kiran Rao");
    await user.type(screen.getByLabelText(hindi.email), "kiran@example.org");
    await user.type(screen.getByLabelText(hindi.phone), "9123456780");
    await user.click(screen.getByRole("radio", { name: hindi.roles[1]!.label }));
    await user.type(screen.getByLabelText(hindi.query), "ग्राफ़ कहाँ से शुरू करूँ?");
    await user.click(
      screen.getByRole("checkbox", { name: inLocale(consentNoticeText, "hi").checkboxLabel }),
    );
    await user.click(screen.getByRole("button", { name: hindi.submit }));

    await screen.findByText(formCopyIn("hi").coderSheet.failure);
    expect(sentRequests(fetchMock)[0]!.body).toMatchObject({ language: "hi", role: "developer" });
  });
});
