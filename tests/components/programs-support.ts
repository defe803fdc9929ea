// What the program page tests share: finding a carousel's slides and a page's Course JSON-LD.
import { screen, within } from "@testing-library/react";

export const slidesOf = (carouselName: string | RegExp) =>
  within(screen.getByRole("region", { name: carouselName })).getAllByRole("group");

export function courseJsonLd(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? "{}") as { "@type"?: string })
    .filter((d) => d["@type"] === "Course");
}
