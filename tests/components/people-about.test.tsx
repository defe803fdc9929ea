import { render, screen, within } from "@testing-library/react";
import AboutPage from "@/app/[locale]/(marketing)/AboutUs/page";
import { about } from "@/lib/content/about";
import { aboutTeam as aboutTeamText } from "@/lib/content/people";
import { inLocale } from "@/lib/i18n/text";
import { addressLine, phoneHref, seedFacts } from "@/lib/content-store/facts";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/AboutUs",
}));

// The English page's teams.
const aboutTeam = inLocale(aboutTeamText, "en");

describe("About page", () => {
  it("has one h1 and the story, features, why-us and give-back sections", async () => {
    render(await resolveServer(<AboutPage />));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const name of ["Our Story", "What you get here", "Why choose us", "We Give Back"]) {
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    }
    const features = within(screen.getByRole("region", { name: "What you get here" }));
    expect(features.getAllByRole("listitem")).toHaveLength(6);
  });

  it("lists each team with every member's name and role", async () => {
    render(await resolveServer(<AboutPage />));
    expect(aboutTeam.map((s) => s.title)).toEqual(["Mentors", "Tech Team", "Supporting Team"]);
    for (const section of aboutTeam) {
      const region = within(screen.getByRole("region", { name: section.title }));
      expect(region.getAllByRole("listitem")).toHaveLength(5);
      for (const m of section.members) {
        expect(region.getByRole("heading", { name: m.name }).nextElementSibling).toHaveTextContent(
          m.role,
        );
      }
    }
    expect(screen.getByText("ICPC Amritapuri regionalist, rank 82")).toBeInTheDocument();
  });

  it("has the contact section the footer scrolls to, with phone, email and Join Us Today", async () => {
    const { container } = render(await resolveServer(<AboutPage />));
    const contact = container.querySelector("#contact-section") as HTMLElement;
    expect(contact).not.toBeNull();
    const scope = within(contact);
    expect(scope.getByRole("link", { name: seedFacts.phone })).toHaveAttribute(
      "href",
      phoneHref(seedFacts),
    );
    expect(scope.getByRole("link", { name: seedFacts.email })).toHaveAttribute(
      "href",
      `mailto:${seedFacts.email}`,
    );
    expect(scope.getByRole("link", { name: "Join Us Today" })).toHaveAttribute(
      "href",
      "/#form-section",
    );
    expect(scope.getByText(addressLine(seedFacts, "en"))).toBeInTheDocument();
  });

  it("speaks Hindi on the Hindi page, names staying in Latin script", async () => {
    setTestLocale("hi");
    try {
      const { container } = render(await resolveServer(<AboutPage />));
      const hindi = inLocale(about, "hi");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Coder House के बारे में");
      expect(screen.getByRole("region", { name: "हमारी कहानी" })).toBeInTheDocument();
      const mentors = within(screen.getByRole("region", { name: "मेंटर्स" }));
      expect(
        mentors.getByRole("heading", { name: "Yashpal Puri" }).nextElementSibling,
      ).toHaveTextContent("कॉर्पोरेट ट्रेनर");
      expect(screen.getByText("औसत सैलरी बढ़ोतरी")).toBeInTheDocument();
      const contact = within(container.querySelector("#contact-section") as HTMLElement);
      expect(contact.getByRole("heading", { name: hindi.join.title })).toBeInTheDocument();
      expect(contact.getByText(hindi.contact.address)).toBeInTheDocument();
      expect(contact.getByText(addressLine(seedFacts, "hi"))).toBeInTheDocument();
      expect(screen.queryByText("Our Story")).not.toBeInTheDocument();
      expect(screen.queryByText("Join Us Today")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});
