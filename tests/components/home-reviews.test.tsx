import { render, screen, within } from "@testing-library/react";
import { Reviews } from "@/components/home/reviews";
import {
  reviews as reviewsText,
  sampleReviewsNote as sampleReviewsNoteText,
} from "@/lib/content/home";
import { inLocale } from "@/lib/i18n/text";
import { resolveServer } from "../setup/server-components";

// The English page's copy.
const reviews = inLocale(reviewsText, "en");
const sampleReviewsNote = inLocale(sampleReviewsNoteText, "en");

describe("home reviews", () => {
  it("reads every review's rating out as text, not just as stars", async () => {
    render(await resolveServer(<Reviews />));
    const ratings = screen.getAllByRole("img", { name: /^Rated [1-5] out of 5$/ });
    expect(ratings).toHaveLength(reviews.length);
    const lowest = reviews.find((r) => r.rating === 3)!;
    const card = screen.getByText(lowest.text).closest("figure")!;
    expect(within(card).getByRole("img", { name: "Rated 3 out of 5" })).toBeInTheDocument();
  });

  it("tells visitors the reviews are samples, on the section and on each card", async () => {
    render(await resolveServer(<Reviews />));
    expect(screen.getByText(sampleReviewsNote)).toBeVisible();
    expect(screen.getAllByText("Sample")).toHaveLength(reviews.filter((r) => r.sample).length);
    for (const r of reviews) expect(screen.getByText(r.name)).toBeInTheDocument();
  });

  it("can be paused", async () => {
    render(await resolveServer(<Reviews />));
    expect(screen.getByRole("button", { name: "Pause student reviews" })).toBeInTheDocument();
  });
});
