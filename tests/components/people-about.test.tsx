import { render, screen, within } from "@testing-library/react";
import AboutPage from "@/app/[locale]/(marketing)/AboutUs/page";
import { aboutTeam } from "@/lib/content/people";
import { site } from "@/lib/site";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/AboutUs",
}));

describe("About page", () => {
  it("has one h1 and the story, features, why-us and give-back sections", () => {
    render(<AboutPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const name of ["Our Story", "What you get here", "Why choose us", "We Give Back"]) {
      expect(screen.getByRole("region", { name })).toBeInTheDocument();
    }
    const features = within(screen.getByRole("region", { name: "What you get here" }));
    expect(features.getAllByRole("listitem")).toHaveLength(6);
  });

  it("lists each team with every member's name and role", () => {
    render(<AboutPage />);
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

  it("has the contact section the footer scrolls to, with phone, email and Join Us Today", () => {
    const { container } = render(<AboutPage />);
    const contact = container.querySelector("#contact-section") as HTMLElement;
    expect(contact).not.toBeNull();
    const scope = within(contact);
    expect(scope.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    expect(scope.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(scope.getByRole("link", { name: "Join Us Today" })).toHaveAttribute(
      "href",
      "/#form-section",
    );
  });
});
