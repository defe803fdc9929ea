import { render, screen, within } from "@testing-library/react";
import RoadmapPage from "@/app/[locale]/(programs)/programs/[slug]/page";
import { getRoadmap } from "@/lib/content/roadmaps";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

let pathname = "/programs/c-programming";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn() }),
  usePathname: () => pathname,
  notFound: () => {
    throw new Error("not found");
  },
}));

const roadmap = getRoadmap("c-programming")!;

async function renderPage() {
  return render(
    await resolveServer(<RoadmapPage params={Promise.resolve({ slug: roadmap.slug })} />),
  );
}

function courseJsonLd(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>)
    .filter((d) => d["@type"] === "Course");
}

describe("roadmap page", () => {
  it("lists the stages in English with their durations and the whole length", async () => {
    const { container } = await renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("C Programming Roadmap");
    expect(
      screen.getByText(/^6 stages · Whole roadmap: 16 weeks \(about 4 months\)$/),
    ).toBeVisible();
    const stages = within(screen.getByRole("region", { name: "Stage by stage" }));
    expect(stages.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      roadmap.stages.map((s) => s.title.en),
    );
    expect(stages.getAllByText("Typical duration: 2 weeks")).toHaveLength(3);
    expect(screen.getByAltText(roadmap.image.alt.en)).toBeInTheDocument();
    expect(courseJsonLd(container)[0]).toMatchObject({
      name: "C Programming",
      inLanguage: "en-IN",
    });
  });

  it("speaks Hindi on the Hindi page, with the English picture said to be in English", async () => {
    setTestLocale("hi");
    pathname = "/hi/programs/c-programming";
    try {
      const { container } = await renderPage();
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("C प्रोग्रामिंग रोडमैप");
      expect(screen.getByText(/^6 पड़ाव · पूरा रोडमैप: 16 हफ़्ते \(लगभग 4 महीने\)$/)).toBeVisible();
      const stages = within(screen.getByRole("region", { name: "पड़ाव-दर-पड़ाव" }));
      expect(stages.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
        roadmap.stages.map((s) => s.title.hi),
      );
      expect(stages.getByText("printf और scanf")).toBeVisible();
      expect(stages.getAllByText("आम तौर पर लगने वाला समय: 2 हफ़्ते")).toHaveLength(3);
      const picture = screen.getByAltText(roadmap.image.alt.hi);
      expect(picture.getAttribute("alt")).toMatch(/अंग्रेज़ी में/);
      expect(courseJsonLd(container)[0]).toMatchObject({
        name: "C प्रोग्रामिंग",
        inLanguage: "hi-IN",
      });
      expect(screen.getByRole("link", { name: "बैच और फ़ीस देखें" })).toHaveAttribute(
        "href",
        expect.stringMatching(/CampusPrograms$/),
      );
      expect(screen.queryByText("Stage by stage")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
      pathname = "/programs/c-programming";
    }
  });
});
