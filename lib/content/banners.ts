// Banners of the home hero (also rotated on Moon Coder). Served as { HomeBanner: [...] } by the
// banners API, sorted by `order`. Each banner is a picture with words on it, so each language has
// its own file: replace an image by dropping a file at the same path.
import { z } from "zod";
import { imageSchema } from "./image";
import { textSchema, type Text } from "@/lib/i18n/text";

const bannerImageSchema = imageSchema.extend({ alt: z.string().min(1) });

export const homeBannerSchema = z.object({
  order: z.number().int().nonnegative(),
  /** Words drawn on the placeholder image (its alt text says the same). */
  headline: textSchema,
  subline: textSchema,
  /** The picture in each language, its words in that language. */
  image: z.object({ en: bannerImageSchema, hi: bannerImageSchema }),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

const SIZE = { width: 960, height: 600 };

const banner = (order: number, headline: Text, subline: Text): HomeBanner => ({
  order,
  headline,
  subline,
  image: {
    en: {
      src: `/images/banners/banner-${order}.webp`,
      alt: `${headline.en}. ${subline.en}`,
      ...SIZE,
    },
    hi: {
      src: `/images/banners/banner-${order}-hi.webp`,
      alt: `${headline.hi}। ${subline.hi}`,
      ...SIZE,
    },
  },
});

export const homeBanners: HomeBanner[] = z
  .array(homeBannerSchema)
  .min(1)
  .parse([
    banner(
      1,
      { en: "Learn to code in Jabalpur", hi: "जबलपुर में कोडिंग सीखिए" },
      {
        en: "Offline classes with mentors who sit beside you",
        hi: "ऑफ़लाइन क्लासेस, मेंटर आपके साथ बैठकर सिखाते हैं",
      },
    ),
    banner(
      2,
      { en: "Crack your campus placement", hi: "कैंपस प्लेसमेंट क्रैक कीजिए" },
      {
        en: "Aptitude, coding rounds and mock interviews",
        hi: "एप्टीट्यूड, कोडिंग राउंड और मॉक इंटरव्यू",
      },
    ),
    banner(
      3,
      { en: "Company-specific marathons", hi: "कंपनी-स्पेसिफ़िक मैराथन क्लासेस" },
      {
        en: "TCS, Infosys, Wipro, Accenture and more",
        hi: "TCS, Infosys, Wipro, Accenture और दूसरी कंपनियाँ",
      },
    ),
    banner(
      4,
      { en: "Contests and hackathons", hi: "कॉन्टेस्ट और हैकाथॉन" },
      {
        en: "Compete, build and earn certificates",
        hi: "मुक़ाबला कीजिए, प्रोजेक्ट बनाइए, सर्टिफ़िकेट पाइए",
      },
    ),
  ])
  .sort((a, b) => a.order - b.order);
