import { render, screen } from "@testing-library/react";
import ContestPage from "@/app/contest/page";
import LeetcodePage from "@/app/leetcode/page";

// Until the live lists land, these pages must not suggest a list that is not there.
describe("pages whose live data is not connected yet", () => {
  it("the LeetCode browser says its list is not here yet and names the platform to use", () => {
    render(<LeetcodePage />);
    expect(screen.getByRole("note")).toHaveTextContent(/not on this page yet.*LeetCode/);
    expect(screen.getByRole("link", { name: /Open the LeetCode problem set/ })).toHaveAttribute(
      "href",
      "https://leetcode.com/problemset/",
    );
  });

  it("the contest page says its list is not here yet", () => {
    render(<ContestPage />);
    expect(screen.getByRole("note")).toHaveTextContent(/live contest list is not on this page yet/);
  });
});
