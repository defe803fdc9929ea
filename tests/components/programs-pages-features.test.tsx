// The program pages reached from Features: marathon classes, internship and resume building.
import { render, screen, within } from "@testing-library/react";
import InternshipPage from "@/app/[locale]/(programs)/internship/page";
import MarathonClassesPage from "@/app/[locale]/(programs)/marathon-classes/page";
import ResumeBuildingPage from "@/app/[locale]/(programs)/ResumeBuilding/page";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";
import { courseJsonLd, slidesOf } from "./programs-support";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/somewhere",
}));

describe("marathon classes page", () => {
  it("links to the three exam overviews", async () => {
    render(await resolveServer(<MarathonClassesPage />));
    const exams = screen.getByRole("region", { name: "Know the assessment platforms" });
    expect(
      within(exams)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/Amcat", "/Cocubes", "/Elitmus"]);
  });

  it("gives each of the eight companies a document in a new tab and a Join Us! link", async () => {
    const { container } = render(await resolveServer(<MarathonClassesPage />));
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "TCS",
      "TCS NQT",
      "WIPRO",
      "Tech Mahindra",
      "Accenture",
      "Capgemini",
      "Cognizant",
      "Infosys",
    ]);
    for (const card of cards) {
      const name = within(card).getByRole("heading").textContent!;
      const doc = within(card).getByRole("link", {
        name: new RegExp(`^Open Document\\s+for ${name} \\(opens in a new tab\\)$`),
      });
      expect(doc).toHaveAttribute("target", "_blank");
      expect(doc.getAttribute("href")).toMatch(/^https:\/\/docs\.google\.com\/document\/d\//);
      expect(within(card).getByRole("link", { name: "Join Us!" })).toHaveAttribute(
        "href",
        "/#form-section",
      );
    }
    expect(courseJsonLd(container)).toHaveLength(1);
  });

  it("is in Hindi on the Hindi page, company and exam names as they are", async () => {
    setTestLocale("hi");
    try {
      const { container } = render(await resolveServer(<MarathonClassesPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("मैराथन क्लासेस");
      const exams = screen.getByRole("region", { name: "असेसमेंट प्लेटफ़ॉर्म को जानें" });
      expect(within(exams).getByRole("link", { name: "AMCAT" })).toBeInTheDocument();
      const tcs = screen.getAllByRole("article")[0]!;
      expect(within(tcs).getByRole("heading")).toHaveTextContent("TCS");
      expect(within(tcs).getByRole("link", { name: /^डॉक्यूमेंट खोलें\s+\(TCS का\)/ })).toBeVisible();
      expect(within(tcs).getByRole("link", { name: "हमसे जुड़ें!" })).toBeInTheDocument();
      expect(courseJsonLd(container)[0]).toMatchObject({ inLanguage: "hi-IN" });
    } finally {
      setTestLocale("en");
    }
  });
});

describe("internship page", () => {
  it("says who can apply and lists the four highlights", async () => {
    render(await resolveServer(<InternshipPage />));
    const who = screen.getByRole("region", { name: "Who can apply" });
    expect(within(who).getByText("Engineering students")).toBeInTheDocument();
    expect(within(who).getByText("Coding lovers")).toBeInTheDocument();
    const highlights = screen.getByRole("region", { name: "What you get" });
    expect(
      within(highlights)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Practical learning",
      "Guidance from experts",
      "Networking",
      "Certificate of completion",
    ]);
  });

  it("speaks Hindi on the Hindi page", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<InternshipPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("इंटर्नशिप");
      const who = screen.getByRole("region", { name: "कौन अप्लाई कर सकता है" });
      expect(within(who).getByText("इंजीनियरिंग स्टूडेंट्स")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "अभी अप्लाई करें" })).toBeInTheDocument();
      expect(screen.queryByText("What you get")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});

describe("resume building page", () => {
  it("has a 17-resume slideshow, the four services and a way back", async () => {
    render(await resolveServer(<ResumeBuildingPage />));
    expect(slidesOf("Sample resume slideshow")).toHaveLength(17);
    expect(
      screen.getByRole("button", { name: "Pause sample resume slideshow" }),
    ).toBeInTheDocument();
    const services = screen.getByRole("region", { name: "How we get you ready" });
    expect(within(services).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.getByRole("link", { name: /Back to Features/ })).toHaveAttribute(
      "href",
      "/features",
    );
  });

  it("speaks Hindi on the Hindi page, image texts included", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<ResumeBuildingPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        "टेक्निकल मॉक इंटरव्यू और रिज़्यूमे बिल्डिंग",
      );
      const slides = slidesOf("सैंपल रिज़्यूमे स्लाइडशो");
      expect(slides).toHaveLength(17);
      expect(within(slides[0]!).getByRole("img")).toHaveAccessibleName(
        "सैंपल रिज़्यूमे 1: फ़्रेशर Java डेवलपर के लिए लेआउट",
      );
      const services = screen.getByRole("region", { name: "हम आपको कैसे तैयार करते हैं" });
      expect(within(services).getAllByRole("heading", { level: 3 })).toHaveLength(4);
      expect(screen.getByRole("link", { name: /ख़ूबियों पर वापस जाएँ/ })).toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});
