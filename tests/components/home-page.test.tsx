import { render, screen, within } from "@testing-library/react";
import HomePage from "@/app/(site)/page";
import { homeBanners } from "@/lib/content/banners";
import { formCopy } from "@/lib/content/forms";
import { homeMentors } from "@/lib/content/people";
import { site } from "@/lib/site";

describe("home page", () => {
  it("has one h1, in the hero, as text", () => {
    render(<HomePage />);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/learn to code/i);
  });

  it("holds the enquiry form, with phone and email as alternatives, in a section that can take focus", () => {
    const { container } = render(<HomePage />);
    const formSection = container.querySelector("section#form-section") as HTMLElement;
    expect(formSection).toHaveAttribute("tabindex", "-1");
    const card = within(formSection);
    expect(card.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    expect(card.getByRole("link", { name: `Email ${site.email}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(card.getByRole("button", { name: formCopy.home.submit })).toBeInTheDocument();
    expect(card.getByLabelText(formCopy.common.phone)).toHaveAttribute("inputmode", "numeric");
  });

  it("loads only the first banner eagerly, as the largest image on screen", () => {
    render(<HomePage />);
    const first = screen.getByAltText(homeBanners[0]!.image.alt);
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).not.toHaveAttribute("loading", "lazy");
    for (const banner of homeBanners.slice(1)) {
      expect(screen.getByAltText(banner.image.alt)).toHaveAttribute("loading", "lazy");
    }
  });

  it("links every program, with the workshop tile going to the marathon classes", () => {
    render(<HomePage />);
    const band = within(screen.getByRole("region", { name: "Our Programs" }));
    const hrefs = band.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/SchoolProgram",
      "/collegePrograms",
      "/CampusPrograms",
      "/marathon-classes",
      "/internship",
    ]);
    expect(band.getByRole("link", { name: /company specific workshop/i })).toHaveAttribute(
      "href",
      "/marathon-classes",
    );
  });

  it("shows the claims, the What's New link and every mentor", () => {
    render(<HomePage />);
    for (const value of ["147%", "1000+", "50+"]) expect(screen.getByText(value)).toBeVisible();
    const news = within(screen.getByRole("complementary", { name: "What's New" }));
    expect(news.getByRole("link").getAttribute("href")).toMatch(/^\/[a-z-]+$/);
    const mentors = within(screen.getByRole("region", { name: "Mentors" }));
    for (const m of homeMentors) expect(mentors.getByText(m.name)).toBeInTheDocument();
  });
});
