import { formCopyIn } from "@/components/forms/form-copy";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MentorshipPage from "@/app/[locale]/(programs)/mentorship-module/page";
import { MentorshipBooking } from "@/components/forms/mentorship-booking";
import { formOptions, consentNotice as consentNoticeText } from "@/lib/content/forms";
import { mentorship } from "@/lib/content/mentorship";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import {
  APPOINTMENT_CREATED_MESSAGE,
  DATE_TIME_REQUIRED_MESSAGE,
  FUTURE_MESSAGE,
  combineDateTime,
} from "@/lib/validations/appointment";
import { PHONE_MESSAGE } from "@/lib/validations/common";
import {
  UUID,
  installDialogPolyfill,
  mockFetch,
  networkDown,
  reply,
  sentRequests,
} from "./forms-test-support";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return {
    ...actual,
    postJson: (url: string, body: unknown, options: object) =>
      actual.postJson(url, body, { ...options, retryDelaysMs: [0, 0] }),
  };
});

/** The booking form's words on a page in `locale`, its consent box's label among them. */
function copyIn(locale: Locale) {
  const formCopy = formCopyIn(locale);
  const checkboxLabel = inLocale(consentNoticeText, locale).checkboxLabel;
  return { ...formCopy.common, ...formCopy.mentorship, checkboxLabel };
}

// The English page's copy.
const copy = copyIn("en");
const PREFIX = "Error submitting form. Please try again. ";
const created = reply(201, { data: { id: "appt-1" }, message: APPOINTMENT_CREATED_MESSAGE });

/** A calendar day `days` from today in this machine's zone, as a date box holds it. */
function localDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

beforeAll(installDialogPolyfill);

async function setup(locale: Locale = "en") {
  const user = userEvent.setup();
  const { booking } = inLocale(mentorship, locale);
  render(
    await resolveServer(
      <MentorshipBooking locale={locale} studyYearLabels={booking.studyYearLabels} />,
    ),
  );
  const copy = copyIn(locale);
  const opener = screen.getByRole("button", { name: copy.open });
  const modal = () => screen.getByRole("dialog", { name: copy.title });
  const inModal = () => within(modal());
  const field = {
    name: () => inModal().getByLabelText(copy.name),
    email: () => inModal().getByLabelText(copy.email),
    phone: () => inModal().getByLabelText(copy.phone),
    course: () => inModal().getByLabelText(copy.branchCourse),
    year: () => inModal().getByLabelText(copy.studyYear),
    domain: () => inModal().getByLabelText(copy.mentorDomain),
    date: () => inModal().getByLabelText(copy.date),
    time: () => inModal().getByLabelText(copy.time),
    query: () => inModal().getByLabelText(copy.query),
    consent: () => inModal().getByRole("checkbox", { name: copy.checkboxLabel }),
    submit: () => inModal().getByRole("button", { name: copy.submit }),
  };
  const fillValid = async (day = localDay(2), time = "17:45") => {
    await user.type(field.name(), "Meera Joshi");
    await user.type(field.email(), "Meera.Joshi@Gmail.com");
    await user.type(field.phone(), "9988776655");
    await user.type(field.course(), "B.Tech CSE");
    await user.selectOptions(field.year(), booking.studyYearLabels[1]!);
    await user.selectOptions(field.domain(), formOptions.mentorDomains[1]!.value);
    fireEvent.change(field.date(), { target: { value: day } });
    fireEvent.change(field.time(), { target: { value: time } });
    await user.type(field.query(), "A roadmap for backend interviews, please.");
    await user.click(field.consent());
  };
  return { user, copy, opener, modal, field, fillValid };
}

function expectFieldError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute("aria-invalid", "true");
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe("mentorship booking", () => {
  it("opens a modal form with focus inside; Escape closes it and focus returns to the button", async () => {
    const { user, opener, modal } = await setup();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(opener);
    expect(modal()).toBeVisible();
    expect(modal().contains(document.activeElement)).toBe(true);
    expect(within(modal()).getByLabelText(copy.date)).toHaveAttribute("min", localDay(0));

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("closes with its Close button, keeping what was typed, and gives focus back", async () => {
    const { user, opener, modal, field } = await setup();
    await user.click(opener);
    await user.type(field.name(), "Meera");
    await user.click(within(modal()).getByRole("button", { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(field.name()).toHaveValue("Meera");
  });

  it("shows the spec's messages, filters the phone and blocks sending while one shows", async () => {
    const fetchMock = mockFetch();
    const { user, opener, field } = await setup();
    await user.click(opener);
    await user.click(field.submit());

    await waitFor(() => expectFieldError(field.name(), "Name is required"));
    expectFieldError(field.phone(), "Phone number is required");
    expectFieldError(field.year(), "Year of study is required");
    expectFieldError(field.domain(), "Mentor domain is required");
    expectFieldError(field.date(), DATE_TIME_REQUIRED_MESSAGE);
    expectFieldError(field.time(), DATE_TIME_REQUIRED_MESSAGE);
    expectFieldError(field.query(), "Query is required");
    expect(field.submit()).toBeDisabled();

    await user.type(field.name(), "A");
    await waitFor(() => expectFieldError(field.name(), "Name must be at least 2 characters long"));
    await user.type(field.name(), "sha 2");
    await waitFor(() => expectFieldError(field.name(), "Name can only contain letters and spaces"));

    await user.type(field.phone(), "99x887");
    expect(field.phone()).toHaveValue("99887");
    await waitFor(() => expectFieldError(field.phone(), PHONE_MESSAGE));

    await user.type(field.query(), "Too short");
    await waitFor(() =>
      expectFieldError(field.query(), "Query must be at least 10 characters long"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a past date and time, told on the date box, and re-checked as either box changes", async () => {
    // Noon on a fixed day, so "earlier today" always exists; the clock still runs.
    jest.useFakeTimers({ now: new Date(2030, 5, 15, 12, 0), advanceTimers: true });
    try {
      const { user, opener, field } = await setup();
      await user.click(opener);
      // Into the box, pick a value, and out again.
      const pick = (control: HTMLElement, value: string) => {
        act(() => control.focus());
        fireEvent.change(control, { target: { value } });
        act(() => control.blur());
      };

      pick(field.date(), "2030-06-14");
      pick(field.time(), "15:00");
      await waitFor(() => expectFieldError(field.date(), FUTURE_MESSAGE));

      pick(field.date(), "2030-06-15");
      await waitFor(() => expect(field.date()).not.toHaveAttribute("aria-invalid"));

      // From the time box alone: an earlier hour today is refused on the date box…
      pick(field.time(), "09:00");
      await waitFor(() => expectFieldError(field.date(), FUTURE_MESSAGE));
      // …and a later one clears it again.
      pick(field.time(), "16:30");
      await waitFor(() => expect(field.date()).not.toHaveAttribute("aria-invalid"));
      expect(field.time()).not.toHaveAttribute("aria-invalid");
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends the combined instant with a key, closes, resets, and shows the popup until a click outside", async () => {
    const fetchMock = mockFetch().mockResolvedValue(created);
    const { user, opener, field, fillValid } = await setup();
    await user.click(opener);
    const day = localDay(2);
    await fillValid(day, "17:45");
    await user.click(field.submit());

    const popup = await screen.findByRole("dialog", { name: copy.successTitle });
    expect(popup).toHaveTextContent(APPOINTMENT_CREATED_MESSAGE);
    expect(screen.queryByRole("dialog", { name: copy.title })).not.toBeInTheDocument();

    const [request] = sentRequests(fetchMock);
    expect(request!.url).toBe("/api/appointments");
    expect(request!.headers["Content-Type"]).toBe("application/json");
    expect(request!.headers["Idempotency-Key"]).toMatch(UUID);
    expect(request!.body).toEqual({
      name: "Meera Joshi",
      email: "meera.joshi@gmail.com",
      phone: "9988776655",
      branch_course: "B.Tech CSE",
      study_year: 2,
      mentor_domain: formOptions.mentorDomains[1]!.value,
      appointment_date: combineDateTime(day, "17:45"),
      appointment_time: "17:45",
      query: "A roadmap for backend interviews, please.",
      consent: true,
      website: "",
      language: "en",
    });

    // A click inside the popup leaves it open; a click on the backdrop (the <dialog>) closes it.
    await user.click(within(popup).getByText(APPOINTMENT_CREATED_MESSAGE));
    expect(popup).toBeVisible();
    fireEvent.click(popup);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    for (const control of [field.name(), field.email(), field.phone(), field.date(), field.query()])
      expect(control).toHaveValue("");
    expect(field.year()).toHaveValue("");
    expect(field.consent()).not.toBeChecked();
  });

  it("closes the popup with its button", async () => {
    mockFetch().mockResolvedValue(created);
    const { user, opener, field, fillValid } = await setup();
    await user.click(opener);
    await fillValid();
    await user.click(field.submit());
    const popup = await screen.findByRole("dialog", { name: copy.successTitle });
    await user.click(within(popup).getByRole("button", { name: copy.successButton }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("treats a 201 without the created message as a failure, inside the modal", async () => {
    mockFetch().mockResolvedValue(
      reply(201, { data: { id: "x" }, message: "Appointment created succesfully" }),
    );
    const { user, opener, modal, field, fillValid } = await setup();
    await user.click(opener);
    await fillValid();
    await user.click(field.submit());

    await within(modal()).findByText(`${PREFIX}Unexpected response from server`);
    expect(within(modal()).getByRole("alert")).toHaveTextContent(
      `${PREFIX}Unexpected response from server`,
    );
    expect(screen.queryByRole("dialog", { name: copy.successTitle })).not.toBeInTheDocument();
  });

  it("puts a server date error under the date box and its message after the prefix", async () => {
    mockFetch().mockResolvedValue(
      reply(422, {
        error: {
          code: "validation_failed",
          message: "Some fields need attention.",
          fields: { appointment_date: FUTURE_MESSAGE },
        },
      }),
    );
    const { user, opener, modal, field, fillValid } = await setup();
    await user.click(opener);
    await fillValid();
    await user.click(field.submit());

    await within(modal()).findByText(`${PREFIX}Some fields need attention.`);
    expectFieldError(field.date(), FUTURE_MESSAGE);
    expect(field.date()).toHaveFocus();
  });

  it("says the booking failed on a network failure, keeps the form filled, and retries with the same key", async () => {
    const fetchMock = mockFetch().mockImplementation(networkDown);
    const { user, opener, modal, field, fillValid } = await setup();
    await user.click(opener);
    await fillValid();
    await user.click(field.submit());

    await within(modal()).findByText(`${PREFIX}Failed to submit appointment`);
    expect(field.name()).toHaveValue("Meera Joshi");

    fetchMock.mockResolvedValue(created);
    await user.click(field.submit());
    await screen.findByRole("dialog", { name: copy.successTitle });
    const keys = sentRequests(fetchMock).map((r) => r.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });
});

describe("mentorship booking on the Hindi page", () => {
  const hindi = formCopyIn("hi").mentorship;

  it("says what needs attention in Hindi", async () => {
    const fetchMock = mockFetch();
    const { user, copy, opener, field } = await setup("hi");
    expect(copy.open).not.toBe(copyIn("en").open);
    await user.click(opener);
    await user.click(field.submit());

    await waitFor(() => expectFieldError(field.name(), "नाम ज़रूरी है"));
    expectFieldError(field.phone(), "फ़ोन नंबर ज़रूरी है");
    expectFieldError(field.year(), "पढ़ाई का साल चुनना ज़रूरी है");
    expectFieldError(field.date(), "तारीख़ और समय दोनों ज़रूरी हैं");
    expectFieldError(field.query(), "सवाल लिखना ज़रूरी है");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the mentor domains in Hindi, sending the same values", async () => {
    const { user, opener, field } = await setup("hi");
    await user.click(opener);
    const options = within(field.domain()).getAllByRole("option");
    const cyber = options.find((o) => o.getAttribute("value") === "cyber");
    expect(cyber).toHaveTextContent("साइबर सिक्योरिटी");
  });

  it("sends the language, so the server answers and stores it, and thanks in Hindi", async () => {
    const fetchMock = mockFetch().mockResolvedValue(created);
    const { user, copy, opener, field, fillValid } = await setup("hi");
    await user.click(opener);
    await fillValid();
    await user.click(field.submit());

    const popup = await screen.findByRole("dialog", { name: copy.successTitle });
    expect(popup).toHaveTextContent(hindi.success);
    expect(sentRequests(fetchMock)[0]!.body).toMatchObject({ language: "hi", study_year: 2 });
  });

  it("words a failure in Hindi", async () => {
    mockFetch().mockImplementation(networkDown);
    const { user, opener, modal, field, fillValid } = await setup("hi");
    await user.click(opener);
    await fillValid();
    await user.click(field.submit());

    await within(modal()).findByText(hindi.failure.replace("{message}", hindi.networkFailure));
  });
});

describe("mentorship page", () => {
  it("is in English on the English page, with the booking button", async () => {
    render(await resolveServer(<MentorshipPage />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Mentorship");
    expect(screen.getByRole("button", { name: copy.open })).toBeInTheDocument();
  });

  it("is in Hindi on the Hindi page: its heading, sections and booking button", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<MentorshipPage />));
      const page = inLocale(mentorship, "hi");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("मेंटरशिप");
      expect(screen.getByRole("heading", { name: page.featuresTitle })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: copyIn("hi").open })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: page.backLabel })).toBeInTheDocument();
      expect(screen.queryByText("What a session gives you")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});
