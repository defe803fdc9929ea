import { Hero } from "@/components/home/hero";
import { KeyFeatures } from "@/components/home/key-features";
import { Mentors } from "@/components/home/mentors";
import { ProgramsBand } from "@/components/home/programs-band";
import { Reviews } from "@/components/home/reviews";
import { StatsStrip } from "@/components/home/stats-strip";
import { homeBanners } from "@/lib/content/banners";
import { localizedMetadata } from "@/lib/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = () =>
  localizedMetadata({
    title: {
      en: "Coding classes and campus placement training in Jabalpur",
      hi: "जबलपुर में कोडिंग क्लासेस और कैंपस प्लेसमेंट ट्रेनिंग",
    },
    description: {
      en: "Coder House in Vijay Nagar, Jabalpur: offline coding classes, company-specific placement workshops, mock interviews and mentors who have cracked the same tests. 1000+ careers transformed.",
      hi: "विजय नगर, जबलपुर का Coder House: ऑफ़लाइन कोडिंग क्लासेस, कंपनी-स्पेसिफ़िक प्लेसमेंट वर्कशॉप, मॉक इंटरव्यू और ऐसे मेंटर्स जो यही टेस्ट पास कर चुके हैं। 1000+ करियर बदले।",
    },
    path: "/",
  });

export default async function HomePage() {
  const locale = await pageLocale();
  return (
    <>
      <Hero locale={locale} banners={homeBanners} />
      <StatsStrip />
      <KeyFeatures />
      <ProgramsBand />
      <Reviews />
      <Mentors />
    </>
  );
}
