// Notices on the public pages: the home page's What's New box as it always was with today's data,
// several or none of them, and the banner above every page with its link, marking English on a
// Hindi page where the Hindi was left empty. Also that the pages reading them ask to be rendered
// again at the midnight in India when a notice ends (and only when one has a date to come).
import { render, screen, within } from "@testing-library/react";
import HomePage from "@/app/[locale]/(marketing)/page";
import { SiteBanner } from "@/components/layout/site-banner";
import { WhatsNew } from "@/components/home/whats-new";
import { whatsNew } from "@/lib/content/home";
import { type Notice, seedNotices } from "@/lib/content-store/notices";
import { published } from "@/lib/content-store/read";
import enSite from "@/messages/en/site.json";
import hiSite from "@/messages/hi/site.json";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

let pathname = "/";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
}));

// Today's data (tests/setup/content-read.ts), unless a test publishes its own notices.
jest.mock("@/lib/content-store/read", () => {
  const seeds = jest.requireActual("../setup/content-read");
  return { ...seeds, published: jest.fn(seeds.published) };
});
const publishedMock = published as jest.MockedFunction<typeof published>;
function publishNotices(notices: Notice[]): void {
  const seeds = jest.requireActual("../setup/content-read");
  publishedMock.mockImplementation(((kind: string) =>
    kind === "notice" ? Promise.resolve(notices) : seeds.published(kind)) as typeof published);
}

const banner = (change: Partial<Notice> = {}): Notice => ({
  placement: "banner",
  text: { en: "The centre is closed on Monday for Guru Nanak Jayanti.", hi: "" },
  link: { label: { en: "Opening hours", hi: "" }, href: "/AboutUs" },
  from: "",
  until: "",
  ...change,
});

afterEach(() => {
  jest.useRealTimers();
  publishedMock.mockClear();
  const seeds = jest.requireActual("../setup/content-read");
  publishedMock.mockImplementation(seeds.published);
  setTestLocale("en");
  pathname = "/";
});

describe("the What's New box", () => {
  it("shows today's What's New on the English home page as before, and no banner", async () => {
    render(await resolveServer(<HomePage />));
    const box = within(screen.getByRole("complementary", { name: "What's New" }));
    expect(box.getByRole("heading", { level: 2 })).toHaveTextContent("What's New");
    expect(box.getByText(whatsNew.text.en)).not.toHaveAttribute("lang");
    expect(box.getByRole("link", { name: whatsNew.linkLabel.en })).toHaveAttribute(
      "href",
      "/marathon-classes",
    );
    expect(screen.queryByRole("complementary", { name: enSite.notice })).toBeNull();
  });

  it("speaks Hindi on the Hindi home page, its link going to the Hindi page", async () => {
    setTestLocale("hi");
    pathname = "/hi";
    render(await resolveServer(<HomePage />));
    const box = within(screen.getByRole("complementary", { name: hiSite.whatsNew }));
    expect(box.getByText(whatsNew.text.hi)).not.toHaveAttribute("lang");
    expect(box.getByRole("link", { name: whatsNew.linkLabel.hi })).toHaveAttribute(
      "href",
      "/hi/marathon-classes",
    );
  });

  it("lists several current notices in their order and leaves out those not current", async () => {
    publishNotices([
      { ...seedNotices[0]!, until: "2000-01-01" },
      { ...banner(), placement: "whats-new", text: { en: "First", hi: "" }, link: null },
      { ...seedNotices[0]!, from: "2999-01-01" },
      banner({ text: { en: "A banner, not for the box", hi: "" } }),
      { ...seedNotices[0]!, text: { en: "Second", hi: "दूसरा" } },
    ]);
    render(await resolveServer(<WhatsNew locale="en" />));
    const items = within(screen.getByRole("complementary", { name: "What's New" })).getAllByRole(
      "listitem",
    );
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual(["First", "Second"]);
    expect(within(items[0]!).queryByRole("link")).toBeNull();
    expect(within(items[1]!).getByRole("link")).toHaveAttribute("href", "/marathon-classes");
  });

  it("is not drawn at all when no What's New notice is current", async () => {
    publishNotices([{ ...seedNotices[0]!, until: "2000-01-01" }, banner()]);
    const { container } = render(await resolveServer(<WhatsNew locale="en" />));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the site banner", () => {
  it("shows a current banner notice and its link on the English page", async () => {
    publishNotices([banner()]);
    render(await resolveServer(<SiteBanner locale="en" />));
    const band = within(screen.getByRole("complementary", { name: "Notice" }));
    expect(band.getByText(banner().text.en)).not.toHaveAttribute("lang");
    expect(band.getByRole("link", { name: "Opening hours" })).toHaveAttribute("href", "/AboutUs");
  });

  it("marks the English on a Hindi page where the Hindi was left empty", async () => {
    publishNotices([
      banner({ link: { label: { en: "Register", hi: "" }, href: "https://forms.gle/abc123" } }),
    ]);
    setTestLocale("hi");
    pathname = "/hi";
    render(await resolveServer(<SiteBanner locale="hi" />));
    const band = within(screen.getByRole("complementary", { name: hiSite.notice }));
    expect(band.getByText(banner().text.en)).toHaveAttribute("lang", "en");
    const link = band.getByRole("link", { name: "Register" });
    expect(link).toHaveAttribute("lang", "en");
    // An address elsewhere is left as it is.
    expect(link).toHaveAttribute("href", "https://forms.gle/abc123");
  });

  it("speaks Hindi where it was written, its link going to the Hindi page", async () => {
    publishNotices([
      banner({
        text: { en: "Closed on Monday.", hi: "सोमवार को बंद रहेगा।" },
        link: { label: { en: "Hours", hi: "समय" }, href: "/AboutUs" },
      }),
    ]);
    pathname = "/hi";
    render(await resolveServer(<SiteBanner locale="hi" />));
    expect(screen.getByText("सोमवार को बंद रहेगा।")).not.toHaveAttribute("lang");
    const link = screen.getByRole("link", { name: "समय" });
    expect(link).not.toHaveAttribute("lang");
    expect(link).toHaveAttribute("href", "/hi/AboutUs");
  });

  it("renders nothing with no current banner notice, today's data included", async () => {
    const empty = render(await resolveServer(<SiteBanner locale="en" />));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    // Its last day was yesterday in India (the test runs at 00:10 on 28 Nov 2026, IST).
    jest.useFakeTimers({ now: new Date("2026-11-27T18:40:00Z"), doNotFake: ["queueMicrotask"] });
    publishNotices([banner({ until: "2026-11-27" }), banner({ from: "2026-11-29" })]);
    const { container } = render(await resolveServer(<SiteBanner locale="en" />));
    expect(container).toBeEmptyDOMElement();
  });

  it("has the pages that show it rendered again when it ends, and not without dates", async () => {
    // 23:30 in India: half an hour before its last day ends.
    jest.useFakeTimers({ now: new Date("2026-11-28T18:00:00Z"), doNotFake: ["queueMicrotask"] });
    publishNotices([banner({ until: "2026-11-28" })]);
    render(await resolveServer(<SiteBanner locale="en" />));
    expect(screen.getByRole("complementary", { name: "Notice" })).toBeInTheDocument();
    expect(publishedMock).toHaveBeenCalledWith("notice", { revalidate: 1800 });

    publishedMock.mockClear();
    publishNotices([banner()]);
    await resolveServer(<SiteBanner locale="en" />);
    expect(publishedMock.mock.calls).toEqual([["notice"]]);
  });
});
