import { render, screen, within } from "@testing-library/react";
import AchieversPage from "@/app/[locale]/(marketing)/Achievers/page";
import { achieverCompanies, ambassadors } from "@/lib/content/people";

describe("Optivators page", () => {
  it("has one h1", () => {
    render(<AchieversPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows all eight ambassadors with their colleges", () => {
    render(<AchieversPage />);
    const grid = within(screen.getByRole("region", { name: "Our Ambassadors" }));
    const names = grid.getAllByRole("heading", { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(ambassadors.map((a) => a.name));
    for (const a of ambassadors) {
      expect(grid.getByRole("heading", { name: a.name }).nextElementSibling).toHaveTextContent(
        a.college,
      );
    }
  });

  it("puts every company in the achievers carousel with its logo and all its people", () => {
    render(<AchieversPage />);
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

  it("lets the visitor pause the rotation", () => {
    render(<AchieversPage />);
    expect(screen.getByRole("button", { name: "Pause achievers by company" })).toBeInTheDocument();
  });
});
