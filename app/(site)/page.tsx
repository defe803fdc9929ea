import { Hero } from "@/components/home/hero";
import { KeyFeatures } from "@/components/home/key-features";
import { Mentors } from "@/components/home/mentors";
import { ProgramsBand } from "@/components/home/programs-band";
import { Reviews } from "@/components/home/reviews";
import { StatsStrip } from "@/components/home/stats-strip";
import { homeBanners } from "@/lib/content/banners";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Coding classes and campus placement training in Jabalpur",
  description:
    "Coder House in Vijay Nagar, Jabalpur: offline coding classes, company-specific placement workshops, mock interviews and mentors who have cracked the same tests. 1000+ careers transformed.",
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <Hero banners={homeBanners} />
      <StatsStrip />
      <KeyFeatures />
      <ProgramsBand />
      <Reviews />
      <Mentors />
    </>
  );
}
