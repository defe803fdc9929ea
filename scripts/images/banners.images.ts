// Hero banners: wide typographic slides, one picture per language with its words in it.
import { homeBanners } from "../../lib/content/banners";
import { LOCALES } from "../../lib/i18n/locales";
import { HINDI_FACE } from "./fonts";
import { cardSvg, THEMES, type ImageJob } from "./lib";

export const jobs: ImageJob[] = homeBanners.flatMap((b, i) =>
  LOCALES.map((locale) => {
    const image = b.image[locale];
    return {
      out: image.src.slice(1),
      svg: cardSvg({
        title: b.headline[locale],
        subtitle: b.subline[locale],
        width: image.width,
        height: image.height,
        theme: THEMES[[0, 1, 2, 0][i % 4]!],
        face: locale === "hi" ? HINDI_FACE : undefined,
      }),
      width: image.width,
      height: image.height,
    };
  }),
);
