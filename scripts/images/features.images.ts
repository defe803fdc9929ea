// Cards of /features: typographic tiles, one per feature.
import { featureCards } from "../../lib/content/features";
import { cardSvg, THEMES, type ImageJob } from "./lib";

export const jobs: ImageJob[] = featureCards.map((c, i) => ({
  out: c.image.src.slice(1),
  svg: cardSvg({
    // The words drawn on the image are the English ones.
    title: c.title.en,
    width: c.image.width,
    height: c.image.height,
    theme: THEMES[i % 4],
  }),
  width: c.image.width,
  height: c.image.height,
}));
