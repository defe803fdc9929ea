import { render, screen, within } from "@testing-library/react";
import AchieversPage from "@/app/[locale]/(marketing)/Achievers/page";
import { AchieversCarousel } from "@/components/people/achievers-carousel";
import { type Achiever, groupByCompany, seedAchievers } from "@/lib/content-store/achievers";
import { achieverCompanies, achieversPage, ambassadors } from "@/lib/content/people";
import { inLocale } from "@/lib/i18n/text";
import { messages } from "@/messages";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

let mockPathname = "/Achievers";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

describe("Optivators page", () => {
  it("has one h1", async () => {
    render(await resolveServer(<AchieversPage />));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows all eight ambassadors with their colleges", async () => {
    render(await resolveServer(<AchieversPage />));
    const grid = within(screen.getByRole("region", { name: "Our Ambassadors" }));
    const names = grid.getAllByRole("heading", { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(ambassadors.map((a) => a.name));
    for (const a of ambassadors) {
      expect(grid.getByRole("heading", { name: a.name }).nextElementSibling).toHaveTextContent(
        a.college,
      );
    }
  });

  it("puts every company in the achievers carousel with its logo and all its people", async () => {
    render(await resolveServer(<AchieversPage />));
    const carousel = within(screen.getByRole("region", { name: "Achievers by company" }));
    expect(achieverCompanies.map((c) => [c.company, c.people.length])).toEqual([
      ["Cognizant", 6],
      ["TCS", 6],
      ["Persistent", 4],
    ]);
    const slides = carousel.getAllByRole("group");
    expect(slides).toHaveLength(achieverCompanies.length);
    achieverCompanies.forEach((c, i) => {
      const slide = within(slides[i]!);
      expect(
        slide.getByRole("heading", { name: `${c.people.length} students placed at ${c.company}` }),
      ).toBeInTheDocument();
      expect(slide.getAllByRole("listitem").map((li) => li.textContent)).toEqual(
        c.people.map((p) => p.name),
      );
      const logo = slides[i]!.querySelector("h3 img");
      expect(logo?.getAttribute("src")).toContain(encodeURIComponent(c.logo.src));
    });
  });

  it("lets the visitor pause the rotation", async () => {
    render(await resolveServer(<AchieversPage />));
    expect(screen.getByRole("button", { name: "Pause achievers by company" })).toBeInTheDocument();
  });

  it("speaks Hindi on the Hindi page, names staying in Latin script", async () => {
    setTestLocale("hi");
    mockPathname = "/hi/Achievers";
    try {
      render(await resolveServer(<AchieversPage />));
      const hindi = inLocale(achieversPage, "hi");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ऑप्टिवेटर्स");
      const grid = within(screen.getByRole("region", { name: hindi.ambassadorsTitle }));
      expect(grid.getByRole("heading", { name: "Khushi Shrivastava" })).toBeInTheDocument();
      const carousel = within(screen.getByRole("region", { name: hindi.carouselLabel }));
      expect(
        carousel.getByRole("heading", { name: "Cognizant में 6 स्टूडेंट्स का प्लेसमेंट" }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole("button", { name: `${hindi.carouselLabel} रोकें` }),
      ).toBeInTheDocument();
      expect(screen.queryByText("Our Ambassadors")).not.toBeInTheDocument();
      // The photos' own texts (the cards show the name beside a decorative image).
      expect(inLocale(achieverCompanies, "hi")[0]!.people[0]!.photo.alt).toBe("Achyut Jha की फ़ोटो");
      expect(inLocale(achieverCompanies, "hi")[1]!.logo.alt).toBe("TCS का लोगो");
    } finally {
      setTestLocale("en");
      mockPathname = "/Achievers";
    }
  });
});

describe("what the page discloses about each placement (CCPA guidelines, 2024)", () => {
  const asha: Achiever = {
    ...seedAchievers[0]!,
    name: "Asha Verma",
    company: "Infosys",
    role: { en: "Programmer Analyst", hi: "" },
    package: "4.5 LPA",
    year: 2025,
    program: { en: "DSA with C++", hi: "C++ के साथ DSA" },
    duration: { en: "6 months", hi: "" },
    fee: "paid",
    consent: { date: "2025-06-30", form: "signed-form" },
  };
  const ravi: Achiever = { ...seedAchievers[1]!, name: "Ravi Sen", company: "Infosys" };

  function renderSlides(locale: "en" | "hi") {
    render(
      <AchieversCarousel
        companies={groupByCompany([asha, ravi])}
        locale={locale}
        label="Achievers by company"
        placedHeading="{count} students placed at {company}"
        placedHeadingOne="1 student placed at {company}"
        labels={messages[locale].achievers}
      />,
    );
    return screen.getAllByRole("listitem");
  }

  it("shows the program, its duration and whether it was paid next to the placement", () => {
    const [card, other] = renderSlides("en");
    expect(card).toHaveTextContent(
      "Asha VermaProgrammer AnalystPackage: 4.5 LPAYear: 2025Program: DSA with C++Duration: 6 monthsFees: Paid program",
    );
    // A new company has no logo: its name is in the heading.
    const heading = screen.getByRole("heading", { name: "2 students placed at Infosys" });
    expect(heading.querySelector("img")).toBeNull();
    expect(screen.queryByRole("img", { name: /Infosys/ })).not.toBeInTheDocument();
    // What the institute did not give shows nothing, and the consent record is never shown.
    expect(other).toHaveTextContent(/^Ravi Sen$/);
    expect(document.body).not.toHaveTextContent("2025-06-30");
  });

  it("counts one achiever of a company as one student", () => {
    render(
      <AchieversCarousel
        companies={groupByCompany([asha])}
        locale="en"
        label="Achievers by company"
        placedHeading="{count} students placed at {company}"
        placedHeadingOne="1 student placed at {company}"
        labels={messages.en.achievers}
      />,
    );
    expect(screen.getByRole("heading", { name: "1 student placed at Infosys" })).toBeVisible();
  });

  it("in Hindi, English left where no Hindi was given is marked as English", () => {
    const [card] = renderSlides("hi");
    expect(card).toHaveTextContent("प्रोग्राम: C++ के साथ DSA");
    expect(card).toHaveTextContent("फ़ीस वाला प्रोग्राम");
    expect(within(card!).getByText("6 months")).toHaveAttribute("lang", "en");
    expect(within(card!).getByText("Programmer Analyst")).toHaveAttribute("lang", "en");
    expect(within(card!).getByText("C++ के साथ DSA")).not.toHaveAttribute("lang");
  });

  it("draws an uploaded photo from its stored sizes, lazily, and initials without one", () => {
    const photo = { id: "0123456789abcdef0123456789abcdef", width: 640, height: 640 };
    render(
      <AchieversCarousel
        companies={groupByCompany([
          { ...asha, photo, photoAlt: { en: "Photo of Asha Verma", hi: "" } },
          { ...ravi, photo: null },
        ])}
        locale="en"
        label="Achievers by company"
        placedHeading="{count} students placed at {company}"
        placedHeadingOne="1 student placed at {company}"
        labels={messages.en.achievers}
      />,
    );
    const [withPhoto, without] = screen.getAllByRole("listitem");
    const img = withPhoto!.querySelector("img")!;
    expect(img).toHaveAttribute("src", `/media/${photo.id}/640.webp`);
    expect(img).toHaveAttribute(
      "srcset",
      `/media/${photo.id}/320.webp 320w, /media/${photo.id}/640.webp 640w`,
    );
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("alt", "");
    expect(without!.querySelector("img")).toBeNull();
    expect(without).toHaveTextContent(/^RSRavi Sen$/);
  });
});
