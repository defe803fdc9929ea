import { formCopyIn } from "@/components/forms/form-copy";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeLeadForm } from "@/components/forms/home-lead-form";
import { seedFacts } from "@/lib/content-store/facts";
import { formOptions, consentNotice as consentNoticeText } from "@/lib/content/forms";
import { inLocale } from "@/lib/i18n/text";
import { CONSENT_MESSAGE, PHONE_MESSAGE } from "@/lib/validations/common";
import {
  EMAIL_DOMAIN_MESSAGE,
  EXPERTISE_MESSAGE,
  LEAD_CREATED_MESSAGE,
  PROGRAM_MESSAGE,
} from "@/lib/validations/lead";
import {
  UUID,
  installDialogPolyfill,
  mockFetch,
  networkDown,
  reply,
  sentRequests,
} from "./forms-test-support";

// The English page's copy.
const consentNotice = inLocale(consentNoticeText, "en");
const formCopy = formCopyIn("en");

// The real retry logic, without the waits between attempts.
jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return {
    ...actual,
    postJson: (url: string, body: unknown, options: object) =>
      actual.postJson(url, body, { ...options, retryDelaysMs: [0, 0] }),
  };
});

const copy = { ...formCopy.common, ...formCopy.home };
const created = reply(201, { data: { id: "lead-1" }, message: LEAD_CREATED_MESSAGE });

beforeAll(installDialogPolyfill);

function setup() {
  const user = userEvent.setup();
  render(<HomeLeadForm locale="en" facts={seedFacts} />);
  const field = {
    name: () => screen.getByLabelText(copy.name),
    email: () => screen.getByLabelText(copy.email),
    phone: () => screen.getByLabelText(copy.phone),
    role: (label: string) => screen.getByRole("radio", { name: label }),
    program: () => screen.queryByLabelText(copy.program),
    expertise: () => screen.queryByLabelText(copy.expertise),
    linkedin: () => screen.getByLabelText(copy.linkedin),
    query: () => screen.getByLabelText(copy.query),
    consent: () => screen.getByRole("checkbox", { name: consentNotice.checkboxLabel }),
    submit: () => screen.getByRole("button", { name: copy.submit }),
  };
  const fillValid = async () => {
    await user.type(field.name(), "Asha Rao");
    await user.type(field.email(), "Asha.Rao@GMail.com");
    await user.type(field.phone(), "9876543210");
    await user.click(field.role("Student"));
    await user.selectOptions(field.program()!, formOptions.programs[1]!);
    await user.click(field.consent());
  };
  return { user, field, fillValid };
}

/** The field's message is shown and is the field's accessible description. */
function expectFieldError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute("aria-invalid", "true");
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe("home lead form", () => {
  it("labels every field and offers the four audience types and the privacy policy", () => {
    const { field } = setup();
    for (const control of [field.name(), field.email(), field.phone(), field.linkedin()])
      expect(control).toBeVisible();
    expect(
      within(screen.getByRole("group", { name: copy.role }))
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["Student", "Developer", "Trainer", "Others"]);
    expect(screen.getByText(consentNotice.lead, { exact: false })).toBeVisible();
    expect(screen.getByRole("link", { name: new RegExp(copy.consentLinkText) })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("keeps only letters and spaces in the name and only the ten digits of a pasted phone", async () => {
    const { user, field } = setup();
    await user.type(field.name(), "Asha_2 Rao!");
    expect(field.name()).toHaveValue("Asha Rao");

    await user.click(field.phone());
    await user.paste("+91 98765 43210");
    expect(field.phone()).toHaveValue("9876543210");
    await user.clear(field.phone());
    await user.type(field.phone(), "98a76-54");
    expect(field.phone()).toHaveValue("987654");
  });

  it("shows each message as the visitor leaves the field and blocks sending while one shows", async () => {
    const { user, field } = setup();
    // Each box is left by clicking away (blur), so no other box is touched on the way.
    await user.type(field.email(), "asha@example.com");
    act(() => field.email().blur());
    await waitFor(() => expectFieldError(field.email(), EMAIL_DOMAIN_MESSAGE));
    expect(field.submit()).toBeDisabled();

    await user.clear(field.email());
    await user.type(field.email(), "asha@gmail.com");
    await waitFor(() => expect(field.email()).not.toHaveAttribute("aria-invalid"));
    expect(field.submit()).toBeEnabled();
    act(() => field.email().blur());

    await user.type(field.phone(), "98765");
    act(() => field.phone().blur());
    await waitFor(() => expectFieldError(field.phone(), PHONE_MESSAGE));
    expect(field.submit()).toBeDisabled();
  });

  it("shows every missing field's message on submit and sends nothing", async () => {
    const fetchMock = mockFetch();
    const { user, field } = setup();
    await user.click(field.role("Trainer"));
    await user.click(field.submit());

    await waitFor(() => expectFieldError(field.name(), "Name is required"));
    expectFieldError(field.expertise()!, EXPERTISE_MESSAGE);
    expectFieldError(field.consent(), CONSENT_MESSAGE);
    expect(field.name()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks a student for a program and anyone else for expertise; a new choice clears both", async () => {
    const { user, field } = setup();
    await user.click(field.role("Student"));
    expect(field.expertise()).toBeNull();
    await user.selectOptions(field.program()!, formOptions.programs[3]!);
    expect(field.program()).toHaveValue(formOptions.programs[3]);

    await user.click(field.role("Developer"));
    expect(field.program()).toBeNull();
    expect(field.expertise()).toHaveValue("");
    await user.type(field.expertise()!, "Go services");

    await user.click(field.role("Other"));
    expect(field.expertise()).toHaveValue("");

    await user.click(field.role("Student"));
    expect(field.program()).toHaveValue("");
    await user.click(field.submit());
    await waitFor(() => expectFieldError(field.program()!, PROGRAM_MESSAGE));
  });

  it("sends clean JSON with an Idempotency-Key, shows the server's thanks until OK, and resets", async () => {
    const fetchMock = mockFetch().mockResolvedValue(created);
    const { user, field, fillValid } = setup();
    await fillValid();
    await user.type(field.query(), "  When does the next batch start?  ");
    await user.click(field.submit());

    const popup = await screen.findByRole("dialog", { name: copy.successTitle });
    expect(popup).toHaveAccessibleDescription(LEAD_CREATED_MESSAGE);
    expect(popup).toContainElement(document.activeElement as HTMLElement);
    const [request] = sentRequests(fetchMock);
    expect(request).toMatchObject({ url: "/api/leads", method: "POST" });
    expect(request!.headers["Content-Type"]).toBe("application/json");
    expect(request!.headers["Idempotency-Key"]).toMatch(UUID);
    expect(request!.body).toEqual({
      source: "home",
      name: "Asha Rao",
      email: "asha.rao@gmail.com",
      phone: "9876543210",
      role: "Student",
      program: formOptions.programs[1],
      query: "When does the next batch start?",
      consent: true,
      website: "",
      language: "en",
    });

    for (const control of [field.name(), field.email(), field.phone(), field.query()])
      expect(control).toHaveValue("");
    expect(field.consent()).not.toBeChecked();
    expect(field.role("Student")).not.toBeChecked();

    // It waits for OK: a click on the backdrop does not dismiss it.
    fireEvent.click(popup);
    expect(popup).toBeVisible();
    await user.click(within(popup).getByRole("button", { name: copy.successButton }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field.submit()).toHaveFocus();
  });

  it("says 'Something went wrong!' when the network fails; sending again reuses the key", async () => {
    const fetchMock = mockFetch().mockImplementation(networkDown);
    const { user, field, fillValid } = setup();
    await fillValid();
    await user.click(field.submit());

    await screen.findByText("Something went wrong!");
    expect(screen.getByRole("alert")).toHaveTextContent(/^Something went wrong!$/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field.name()).toHaveValue("Asha Rao");

    fetchMock.mockResolvedValue(created);
    await user.click(field.submit());
    await screen.findByRole("dialog", { name: copy.successTitle });
    expect(screen.getByRole("alert")).toHaveTextContent("");

    const keys = sentRequests(fetchMock).map((r) => r.headers["Idempotency-Key"]);
    // Three tries on the first click (two automatic retries), then the visitor's own retry.
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("uses a new key once the values change, and after a success", async () => {
    const fetchMock = mockFetch().mockImplementation(networkDown);
    const { user, field, fillValid } = setup();
    await fillValid();
    await user.click(field.submit());
    await screen.findByText("Something went wrong!");

    fetchMock.mockResolvedValue(created);
    await user.type(field.name(), " Kumari");
    await user.click(field.submit());
    const popup = await screen.findByRole("dialog", { name: copy.successTitle });
    await user.click(within(popup).getByRole("button", { name: copy.successButton }));

    await fillValid();
    await user.click(field.submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));

    const keys = sentRequests(fetchMock).map((r) => r.headers["Idempotency-Key"]);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys).size).toBe(3);
    // The same values as the first attempt, but that attempt's key was retired by the change.
    expect(sentRequests(fetchMock)[4]!.body).toEqual(sentRequests(fetchMock)[0]!.body);
  });

  it("puts the server's field messages under their fields and its message after 'Error: '", async () => {
    const message =
      "Some fields need attention. Please check the highlighted fields and try again.";
    mockFetch().mockResolvedValue(
      reply(422, {
        error: {
          code: "validation_failed",
          message,
          fields: { email: "This mailbox does not accept mail", source: "Unknown form" },
        },
      }),
    );
    const { user, field, fillValid } = setup();
    await fillValid();
    await user.click(field.submit());

    await screen.findByText(`Error: ${message}`);
    expect(screen.getByRole("alert")).toHaveTextContent(`Error: ${message}`);
    expectFieldError(field.email(), "This mailbox does not accept mail");
    expect(field.email()).toHaveFocus();
    expect(field.submit()).toBeDisabled();
  });

  it("shows 'Error: ' and the server's message when the server refuses", async () => {
    mockFetch().mockResolvedValue(
      reply(
        429,
        { error: { code: "rate_limited", message: "Too many submissions. Try again later." } },
        { "Retry-After": "60" },
      ),
    );
    const { user, field, fillValid } = setup();
    await fillValid();
    await user.click(field.submit());
    await screen.findByText("Error: Too many submissions. Try again later.");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Error: Too many submissions. Try again later.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says Sending… and cannot be sent twice while the first request is out", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockFetch().mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user, field, fillValid } = setup();
    await fillValid();
    await user.click(field.submit());

    const sending = await screen.findByRole("button", { name: copy.sending });
    expect(sending).toBeDisabled();
    fireEvent.submit(sending.closest("form")!);
    await act(async () => answer(created));
    await screen.findByRole("dialog", { name: copy.successTitle });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("hides the trap field from people: no label shown, not reachable by Tab, named website", () => {
    const { container } = render(<HomeLeadForm locale="en" facts={seedFacts} />);
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
