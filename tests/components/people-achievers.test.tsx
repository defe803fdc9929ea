import { render, screen, within } from "@testing-library/react";
import AchieversPage from "@/app/[locale]/(marketing)/Achievers/page";
import { achieverCompanies, achieversPage, ambassadors } from "@/lib/content/people";
import { inLocale } from "@/lib/i18n/text";
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
