// Banners of the home hero (also rotated on Moon Coder). Served as { HomeBanner: [...] } by the
// banners API, sorted by `order`. Replace an image by dropping a file at the same path.
import { z } from "zod";
import { imageSchema } from "./image";

export const homeBannerSchema = z.object({
  order: z.number().int().nonnegative(),
  image: imageSchema.extend({ alt: z.string().min(1) }),
  /** Words drawn on the placeholder image (its alt text says the same). */
  headline: z.string().min(1),
  subline: z.string().min(1),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

const banner = (order: number, headline: string, subline: string): HomeBanner => ({
  order,
  headline,
  subline,
  image: {
    src: `/images/banners/banner-${order}.webp`,
    alt: `${headline}. ${subline}`,
    width: 960,
    height: 600,
  },
});

export const homeBanners: HomeBanner[] = z
  .array(homeBannerSchema)
  .min(1)
  .parse([
    banner(1, "Learn to code in Jabalpur", "Offline classes with mentors who sit beside you"),
    banner(2, "Crack your campus placement", "Aptitude, coding rounds and mock interviews"),
    banner(3, "Company-specific marathons", "TCS, Infosys, Wipro, Accenture and more"),
    banner(4, "Contests and hackathons", "Compete, build and earn certificates"),
  ])
  .sort((a, b) => a.order - b.order);
