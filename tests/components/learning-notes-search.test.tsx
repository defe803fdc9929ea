import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import NotesPage from "@/app/[locale]/(tools)/notes/page";
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
