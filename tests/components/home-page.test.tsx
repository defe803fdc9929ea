import { formCopyIn } from "@/components/forms/form-copy";
import { render, screen, within } from "@testing-library/react";
import HomePage from "@/app/[locale]/(marketing)/page";
import { homeBanners } from "@/lib/content/banners";
import { homeMentors } from "@/lib/content/people";
import { phoneHref, seedFacts } from "@/lib/content-store/facts";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

// The English page's copy.
const formCopy = formCopyIn("en");

describe("home page", () => {
  it("has one h1, in the hero, as text", async () => {
    render(await resolveServer(<HomePage />));
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/learn to code/i);
  });

  it("holds the enquiry form, with phone and email as alternatives, in a section that can take focus", async () => {
    const { container } = render(await resolveServer(<HomePage />));
    const formSection = container.querySelector("section#form-section") as HTMLElement;
    expect(formSection).toHaveAttribute("tabindex", "-1");
    const card = within(formSection);
    expect(card.getByRole("link", { name: `Call ${seedFacts.phone}` })).toHaveAttribute(
      "href",
      phoneHref(seedFacts),
    );
    expect(card.getByRole("link", { name: `Email ${seedFacts.email}` })).toHaveAttribute(
      "href",
      `mailto:${seedFacts.email}`,
    );
    expect(card.getByRole("button", { name: formCopy.home.submit })).toBeInTheDocument();
    expect(card.getByLabelText(formCopy.common.phone)).toHaveAttribute("inputmode", "numeric");
  });

  it("loads only the first banner eagerly, as the largest image on screen", async () => {
    render(await resolveServer(<HomePage />));
    const first = screen.getByAltText(homeBanners[0]!.image.en.alt);
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(first).not.toHaveAttribute("loading", "lazy");
    for (const banner of homeBanners.slice(1)) {
      expect(screen.getByAltText(banner.image.en.alt)).toHaveAttribute("loading", "lazy");
    }
  });

  it("links every program, with the workshop tile going to the marathon classes", async () => {
    render(await resolveServer(<HomePage />));
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

  it("shows the claims, the What's New link and every mentor", async () => {
    render(await resolveServer(<HomePage />));
    for (const value of ["147%", "1000+", "50+"]) expect(screen.getByText(value)).toBeVisible();
    const news = within(screen.getByRole("complementary", { name: "What's New" }));
    expect(news.getByRole("link").getAttribute("href")).toMatch(/^\/[a-z-]+$/);
    const mentors = within(screen.getByRole("region", { name: "Mentors" }));
    for (const m of homeMentors) expect(mentors.getByText(m.name)).toBeInTheDocument();
  });

  it("speaks Hindi on the Hindi page: headings, the banners, the form and its notice", async () => {
    setTestLocale("hi");
    try {
      const { container } = render(await resolveServer(<HomePage />));
      const hindi = formCopyIn("hi");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        "कोडिंग सीखिए। प्लेसमेंट क्रैक कीजिए।",
      );
      // The banners are the Hindi pictures, whose words and alt text are Hindi.
      for (const banner of homeBanners) {
        const picture = screen.getByAltText(banner.image.hi.alt);
        expect(picture.getAttribute("src")).toContain(encodeURIComponent(banner.image.hi.src));
        expect(screen.queryByAltText(banner.image.en.alt)).not.toBeInTheDocument();
      }
      const form = within(container.querySelector("section#form-section") as HTMLElement);
      expect(form.getByRole("heading", { name: hindi.home.title })).toBeInTheDocument();
      expect(form.getByLabelText(hindi.common.phone)).toBeInTheDocument();
      expect(form.getByRole("button", { name: hindi.home.submit })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "हमारे मेंटर्स" })).toBeInTheDocument();
      expect(screen.queryByText("Our Mentors")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});
