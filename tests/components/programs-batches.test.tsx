// The "Next batches" and "Fees and refunds" sections of a program page as visitors read them, in
// English and Hindi: seats left computed from the two numbers, "Filling fast" only at a fifth or
// fewer, a full batch's way onto the waitlist, closed and past batches absent, and nothing at all
// when the program has none. The page itself (with no batches published) is
// learning-roadmap-page.test.tsx.
import { render, screen, within } from "@testing-library/react";
import { ProgramBatches } from "@/components/programs/batches";
import { ProgramFees } from "@/components/programs/fees";
import type { Batch } from "@/lib/content-store/batches";
import type { Locale } from "@/lib/i18n/locales";
import { TODAY, batch, fees } from "../fixtures/batches";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

let pathname = "/programs/reasoning";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
}));

const FILLING = batch();
const FULL = batch({ startDate: "2031-07-20", seatsTaken: 20 });
const CLOSED = batch({ startDate: "2031-07-10", status: "closed" });
const PAST = batch({ startDate: "2031-06-30" });
const OTHER = batch({ program: "english", startDate: "2031-07-08" });

async function renderBatches(batches: Batch[], locale: Locale = "en") {
  setTestLocale(locale);
  pathname = locale === "hi" ? "/hi/programs/reasoning" : "/programs/reasoning";
  const programName = locale === "hi" ? "रीज़निंग" : "Reasoning";
  return render(
    await resolveServer(
      <ProgramBatches
        locale={locale}
        program="reasoning"
        programName={programName}
        batches={batches}
        today={TODAY}
      />,
    ),
  );
}

afterEach(() => setTestLocale("en"));

const spaced = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

test("a batch with 2 of 20 seats left says so and that it is filling fast", async () => {
  await renderBatches([FILLING, CLOSED, PAST, OTHER]);
  const section = screen.getByRole("region", { name: "Next batches" });
  const items = within(section).getAllByRole("listitem");
  expect(items).toHaveLength(1);
  const card = within(items[0]!);
  expect(card.getByRole("heading", { level: 3 })).toHaveTextContent("Starts Sunday, 6 July 2031");
  expect(spaced(items[0]!.textContent)).toContain("Mon, Wed, Fri · 6:00 pm–8:00 pm");
  expect(card.getByText("In person")).toBeVisible();
  expect(card.getByText("2 of 20 seats left")).toBeVisible();
  expect(card.getByText("Filling fast")).toBeVisible();
  expect(card.getByText("Fee: ₹12,000")).toBeVisible();
  expect(spaced(card.getByText(/^In instalments:/).textContent)).toBe(
    "In instalments: ₹6,000 at joining · ₹6,000 after a month",
  );
  expect(card.queryByRole("link")).not.toBeInTheDocument();
});

test("an open batch with more than a fifth left is not filling fast", async () => {
  await renderBatches([batch({ seatsTaken: 15, fee: null, instalments: [] })]);
  expect(screen.getByText("5 of 20 seats left")).toBeVisible();
  expect(screen.queryByText("Filling fast")).not.toBeInTheDocument();
  expect(screen.queryByText(/^Fee:/)).not.toBeInTheDocument();
});

test("a full batch offers the waitlist through the home enquiry form, naming the program", async () => {
  await renderBatches([FULL, FILLING]);
  const [first, second] = screen.getAllByRole("listitem");
  const full = within(second!);
  expect(within(first!).getByText("2 of 20 seats left")).toBeVisible();
  expect(full.getByText("Full")).toBeVisible();
  expect(full.queryByText(/seats left/)).not.toBeInTheDocument();
  const link = full.getByRole("link", {
    name: "Join the waitlist for the batch starting Sunday, 20 July 2031",
  });
  expect(link).toHaveAttribute("href", "/#form-section");
  expect(
    full.getByText("In the enquiry form, write “Waitlist: Reasoning” in your message."),
  ).toBeVisible();
});

test("closed, past and other programs' batches are not shown: nothing at all is left", async () => {
  const { container } = await renderBatches([CLOSED, PAST, OTHER]);
  expect(container).toBeEmptyDOMElement();
  expect((await renderBatches([])).container).toBeEmptyDOMElement();
});

test("in Hindi: the date, days, seats, badge and waitlist, English marked where Hindi is missing", async () => {
  await renderBatches([FILLING, FULL, CLOSED, PAST], "hi");
  const section = screen.getByRole("region", { name: "अगले बैच" });
  const [filling, full] = within(section).getAllByRole("listitem");
  const card = within(filling!);
  expect(card.getByRole("heading", { level: 3 })).toHaveTextContent("रविवार, 6 जुलाई 2031 से शुरू");
  expect(spaced(filling!.textContent)).toContain("सोम, बुध, शुक्र · 6:00 pm–8:00 pm");
  expect(card.getByText("20 में से 2 सीटें बाक़ी")).toBeVisible();
  expect(card.getByText("तेज़ी से भर रहा है")).toBeVisible();
  expect(card.getByText("फ़ीस: ₹12,000")).toBeVisible();
  expect(card.getByText("दाख़िले के समय")).not.toHaveAttribute("lang");
  expect(card.getByText("after a month")).toHaveAttribute("lang", "en");
  const waitlist = within(full!).getByRole("link", { name: /^वेटलिस्ट में नाम लिखवाएँ/ });
  expect(waitlist).toHaveAttribute("href", "/hi#form-section");
  expect(within(full!).getByText("बैच भर गया")).toBeVisible();
  expect(within(full!).getByText(/“वेटलिस्ट: रीज़निंग”/)).toBeVisible();
  expect(within(section).getAllByRole("listitem")).toHaveLength(2);
});

test("one seat left reads in the singular in Hindi", async () => {
  await renderBatches([batch({ seats: 10, seatsTaken: 9 })], "hi");
  expect(screen.getByText("10 में से 1 सीट बाक़ी")).toBeVisible();
});

describe("fees and refunds", () => {
  test("show the fee, what it includes, the instalments, the lender and the refund rule", async () => {
    render(await resolveServer(<ProgramFees locale="en" fees={fees()} />));
    const section = screen.getByRole("region", { name: "Fees and refunds" });
    expect(within(section).getByText("₹15,000")).toBeVisible();
    expect(within(section).getByText("Printed notes")).toBeVisible();
    expect(spaced(within(section).getByText(/₹7,500/).textContent)).toBe("₹7,500 at joining");
    expect(within(section).getByText("Instalments are financed by Example Finance.")).toBeVisible();
    expect(within(section).getByText("Full refund before the first class.")).toBeVisible();
  });

  test("in Hindi, with the English refund rule marked as English", async () => {
    setTestLocale("hi");
    render(await resolveServer(<ProgramFees locale="hi" fees={fees({ lender: "" })} />));
    const section = screen.getByRole("region", { name: "फ़ीस और रिफ़ंड" });
    expect(within(section).getByText("छपे हुए नोट्स")).not.toHaveAttribute("lang");
    expect(within(section).getByText("Full refund before the first class.")).toHaveAttribute(
      "lang",
      "en",
    );
    expect(within(section).queryByText(/के ज़रिए है/)).not.toBeInTheDocument();
  });

  test("nothing at all for a program without fees", async () => {
    const { container } = render(await resolveServer(<ProgramFees locale="en" fees={null} />));
    expect(container).toBeEmptyDOMElement();
  });
});
