// The home form's optional "How did you hear about us?" and the visit's source it sends: a labelled
// select reached with the keyboard after the question box, the answer sent as its value, the
// source kept in this tab sent beside it, and the same question in Hindi on the Hindi page.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formCopyIn } from "@/components/forms/form-copy";
import { HomeLeadForm } from "@/components/forms/home-lead-form";
import { VISIT_SOURCE_KEY } from "@/components/forms/visit-source-store";
import { seedFacts } from "@/lib/content-store/facts";
import { consentNotice, formOptions } from "@/lib/content/forms";
import { LEAD_CREATED_MESSAGE } from "@/lib/validations/lead";
import { installDialogPolyfill, mockFetch, reply, sentRequests } from "./forms-test-support";

const en = { ...formCopyIn("en").common, ...formCopyIn("en").home };
const hi = { ...formCopyIn("hi").common, ...formCopyIn("hi").home };

beforeAll(installDialogPolyfill);
beforeEach(() => window.sessionStorage.clear());

function setup(locale: "en" | "hi" = "en") {
  const user = userEvent.setup();
  render(<HomeLeadForm locale={locale} facts={seedFacts} />);
  const copy = locale === "en" ? en : hi;
  return { user, copy, heardFrom: () => screen.getByRole("combobox", { name: copy.heardFrom }) };
}

describe("How did you hear about us?", () => {
  it("is a labelled, optional select with a short fixed list, after the question box", () => {
    const { heardFrom } = setup();
    const options = within(heardFrom()).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      en.heardFromPlaceholder,
      "Instagram",
      "YouTube",
      "A friend or senior",
      "College or campus drive",
      "Google search",
      "WhatsApp",
      "Somewhere else",
    ]);
    expect(heardFrom()).toHaveValue("");
    expect(heardFrom()).not.toBeRequired();
    expect(heardFrom()).toHaveAccessibleDescription("");
  });

  it("is reached with Tab from the question box and sends the chosen answer with the source", async () => {
    window.sessionStorage.setItem(
      VISIT_SOURCE_KEY,
      JSON.stringify({
        first: { utm_source: "instagram", utm_campaign: "diwali", landing: "/" },
        latest: { referrer: "google.com", landing: "/programs" },
      }),
    );
    const fetchMock = mockFetch().mockResolvedValue(
      reply(201, { data: { id: "lead-1" }, message: LEAD_CREATED_MESSAGE }),
    );
    const { user, heardFrom } = setup();
    await user.type(screen.getByLabelText(en.name), "Asha Rao");
    await user.type(screen.getByLabelText(en.email), "asha.rao@gmail.com");
    await user.type(screen.getByLabelText(en.phone), "9876543210");
    await user.click(screen.getByRole("radio", { name: "Student" }));
    await user.selectOptions(screen.getByLabelText(en.program), formOptions.programs[0]!);
    await user.click(screen.getByLabelText(en.query));
    await user.tab();
    expect(heardFrom()).toHaveFocus();
    await user.selectOptions(heardFrom(), "A friend or senior");
    expect(heardFrom()).toHaveValue("friend");
    await user.click(screen.getByRole("checkbox", { name: consentNotice.checkboxLabel.en }));
    await user.click(screen.getByRole("button", { name: en.submit }));

    await screen.findByRole("dialog", { name: en.successTitle });
    expect(sentRequests(fetchMock)[0]!.body).toMatchObject({
      heard_from: "friend",
      first_utm_source: "instagram",
      first_utm_campaign: "diwali",
      first_landing: "/",
      latest_referrer: "google.com",
      latest_landing: "/programs",
      language: "en",
    });
    // Sent, the form starts afresh: no answer chosen.
    expect(heardFrom()).toHaveValue("");
  });

  it("sends no answer when none is chosen", async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      reply(201, { data: { id: "lead-2" }, message: LEAD_CREATED_MESSAGE }),
    );
    const { user } = setup();
    await user.type(screen.getByLabelText(en.name), "Asha Rao");
    await user.type(screen.getByLabelText(en.email), "asha.rao@gmail.com");
    await user.type(screen.getByLabelText(en.phone), "9876543210");
    await user.click(screen.getByRole("radio", { name: "Developer" }));
    await user.type(screen.getByLabelText(en.expertise), "Go services");
    await user.click(screen.getByRole("checkbox", { name: consentNotice.checkboxLabel.en }));
    await user.click(screen.getByRole("button", { name: en.submit }));
    await screen.findByRole("dialog", { name: en.successTitle });
    expect(sentRequests(fetchMock)[0]!.body).not.toHaveProperty("heard_from");
  });

  it("asks in Hindi on the Hindi page, with the same answers' values", () => {
    const { heardFrom } = setup("hi");
    expect(heardFrom()).toBeInTheDocument();
    const options = within(heardFrom()).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual([
      "",
      "instagram",
      "youtube",
      "friend",
      "college",
      "google",
      "whatsapp",
      "other",
    ]);
    expect(options[3]!.textContent).toBe("किसी दोस्त या सीनियर से");
  });
});
