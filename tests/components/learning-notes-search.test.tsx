import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CategoryPage from "@/app/[locale]/(tools)/notes/category/[category]/page";
import NotesPage from "@/app/[locale]/(tools)/notes/page";
import { getCategoryBySegment } from "@/lib/content/notes";
import { getRoadmap, roadmapPath } from "@/lib/content/roadmaps";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

async function setup() {
  const user = userEvent.setup();
  render(await resolveServer(<NotesPage />));
  const search = screen.getByRole("searchbox", { name: "Search courses" });
  const list = screen.getByRole("list");
  const visibleCards = () =>
    within(list)
      .getAllByRole("listitem", { hidden: true })
      .filter((li) => !li.hidden)
      .map((li) => within(li).getByRole("heading").textContent);
  return { user, search, visibleCards };
}

describe("notes catalogue search", () => {
  it("lists all 42 categories, each linking to its category page", async () => {
    const { search, visibleCards } = await setup();
    expect(search).toHaveAttribute("placeholder", "Search for a course...");
    expect(visibleCards()).toHaveLength(42);
    expect(screen.getByRole("link", { name: "Explore more on C# Programming!" })).toHaveAttribute(
      "href",
      "/notes/category/C%23_Programming",
    );
    expect(screen.getByRole("link", { name: "Explore more on UI & UX!" })).toHaveAttribute(
      "href",
      "/notes/category/UI_&_UX",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 42 courses");
  });

  it("filters live, ignoring letter case, and announces the count", async () => {
    const { user, search, visibleCards } = await setup();
    await user.type(search, "JAVA");
    expect(visibleCards()).toEqual(["Java", "JavaScript"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 42 courses");
    expect(screen.queryByRole("link", { name: "Explore more on Python!" })).not.toBeInTheDocument();
  });

  it("matches anywhere in the name", async () => {
    const { user, search, visibleCards } = await setup();
    await user.type(search, "sql");
    expect(visibleCards()).toEqual(["SQL", "MySQL", "PostgreSQL"]);
  });

  it("says so when nothing matches, and shows everything again when cleared", async () => {
    const { user, search, visibleCards } = await setup();
    await user.type(search, "cobol");
    expect(visibleCards()).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("No matching courses found");
    await user.clear(search);
    expect(visibleCards()).toHaveLength(42);
  });
});

describe("notes catalogue in Hindi", () => {
  afterEach(() => setTestLocale("en"));

  it("labels the search in Hindi and keeps every category's name", async () => {
    setTestLocale("hi");
    render(await resolveServer(<NotesPage />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("नोट्स");
    expect(screen.getByRole("searchbox", { name: "कोर्स खोजें" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(42);
    expect(
      screen.getByRole("link", { name: "C# Programming के बारे में और जानें!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("सभी 42 कोर्स दिख रहे हैं");
  });
});

describe("notes category page", () => {
  afterEach(() => setTestLocale("en"));

  async function renderCategory(segment: string, locale: Locale) {
    setTestLocale(locale);
    const params = Promise.resolve({ category: segment });
    render(await resolveServer(<CategoryPage params={params} />));
    const category = inLocale(getCategoryBySegment(segment)!, locale);
    const roadmap = category.roadmapSlug
      ? inLocale(getRoadmap(category.roadmapSlug)!, locale)
      : null;
    return { category, roadmap };
  }

  it("shows the category's name, summary, first steps, picture and roadmap in English", async () => {
    const { category, roadmap } = await renderCategory("Machine_Learning", "en");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Machine Learning$/);
    expect(screen.getByText(category.summary)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What to learn first" })).toBeInTheDocument();
    const steps = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");
    expect(steps.map((li) => li.textContent)).toEqual(
      category.firstSteps.map((step, i) => `${i + 1}${step}`),
    );
    expect(screen.getByRole("img", { name: "Machine Learning title card" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `See the ${roadmap!.title} roadmap` })).toHaveAttribute(
      "href",
      roadmapPath("machine-learning"),
    );
    expect(screen.getByRole("link", { name: "Back to all notes" })).toHaveAttribute(
      "href",
      "/notes",
    );
  });

  it("speaks Hindi on the Hindi page, keeping the name and the code terms", async () => {
    const { category, roadmap } = await renderCategory("C++", "hi");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^C\+\+ नोट्स$/);
    expect(screen.getByText(category.summary)).toHaveTextContent(/प्रोग्रामर्स/);
    expect(screen.getByRole("heading", { name: "पहले क्या सीखें" })).toBeInTheDocument();
    expect(screen.getByText("STL: vector, map, set और sort")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "“C++” लिखा टाइटल कार्ड" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${roadmap!.title} रोडमैप देखें` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "सभी नोट्स पर वापस जाएँ" })).toBeInTheDocument();
    expect(screen.queryByText("What to learn first")).not.toBeInTheDocument();
  });
});
