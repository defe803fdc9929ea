// Hero banners: wide typographic slides.
import { homeBanners } from "../../lib/content/banners";
import { cardSvg, THEMES, type ImageJob } from "./lib";

export const jobs: ImageJob[] = homeBanners.map((b, i) => ({
  out: b.image.src.slice(1),
  svg: cardSvg({
    title: b.headline,
    subtitle: b.subline,
    width: b.image.width,
    height: b.image.height,
    theme: THEMES[[0, 1, 2, 0][i % 4]!],
  }),
  width: b.image.width,
  height: b.image.height,
}));
