// Copy of the home page: hero, What's New, claims, key features, program links and reviews, in
// English and Hindi ({ en, hi }: lib/i18n/text.ts).
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";

const internalHref = z.string().startsWith("/");

export const heroSchema = z.object({
  /** The page's one h1: the institute's promise. */
  title: textSchema,
  lead: textSchema,
  bannerLabel: textSchema,
  /** Under the lead form in the hero: the other ways to reach us. */
  contact: z.object({
    text: textSchema,
    /** Read out before the number and the address. */
    callPrefix: textSchema,
    emailPrefix: textSchema,
  }),
});

export const hero = heroSchema.parse({
  title: {
    en: "Learn to code. Crack your placement.",
    hi: "कोडिंग सीखिए। प्लेसमेंट क्रैक कीजिए।",
  },
  lead: {
    en: "Offline coding classes and campus placement preparation in Vijay Nagar, Jabalpur, with mentors who sit beside you through every test and interview round.",
    hi: "विजय नगर, जबलपुर में ऑफ़लाइन कोडिंग क्लासेस और कैंपस प्लेसमेंट की तैयारी, ऐसे मेंटर्स के साथ जो हर टेस्ट और इंटरव्यू राउंड की तैयारी में आपके साथ बैठते हैं।",
  },
  bannerLabel: { en: "Highlights", hi: "झलकियाँ" },
  contact: {
    text: {
      en: "Prefer to talk? Call or write to us:",
      hi: "बात करना आसान लगता है? हमें कॉल करें या लिखें:",
    },
    callPrefix: { en: "Call", hi: "कॉल करें:" },
    emailPrefix: { en: "Email", hi: "ईमेल करें:" },
  },
});

/**
 * Today's What's New, the first notice (lib/content-store/notices.ts). Its heading is interface
 * copy, in messages/.
 */
export const whatsNewSchema = z.object({
  text: textSchema,
  linkLabel: textSchema,
  href: internalHref,
});

export const whatsNew = whatsNewSchema.parse({
  text: {
    en: "Company-specific workshops for TCS, Infosys, Wipro, Accenture and more are open for the coming placement season.",
    hi: "आने वाले प्लेसमेंट सीज़न के लिए TCS, Infosys, Wipro, Accenture और दूसरी कंपनियों की कंपनी-स्पेसिफ़िक वर्कशॉप्स में दाख़िला शुरू है।",
  },
  linkLabel: { en: "See the workshops", hi: "वर्कशॉप्स देखें" },
  href: "/marathon-classes",
});

export const statSchema = z.object({ value: z.string().min(1), label: textSchema });
export type Stat = z.infer<typeof statSchema>;

export const statsTitle = { en: "Coder House in numbers", hi: "आँकड़ों में Coder House" };

/** The institute's claims, as the spec states them. */
export const stats: Stat[] = z
  .array(statSchema)
  .length(3)
  .parse([
    { value: "147%", label: { en: "average hike", hi: "औसत सैलरी बढ़ोतरी" } },
    { value: "1000+", label: { en: "careers transformed", hi: "करियर बदले" } },
    { value: "50+", label: { en: "experienced mentors", hi: "अनुभवी मेंटर्स" } },
  ]);

export const keyFeatureSchema = z.object({
  title: textSchema,
  text: textSchema,
  icon: z.enum(["building", "mentor", "growth"]),
});
export type KeyFeature = z.infer<typeof keyFeatureSchema>;

export const keyFeaturesTitle = {
  en: "Why students choose Coder House",
  hi: "स्टूडेंट्स Coder House को क्यों चुनते हैं",
};

export const keyFeatures: KeyFeature[] = z
  .array(keyFeatureSchema)
  .length(3)
  .parse([
    {
      title: { en: "Excellent infrastructure", hi: "बेहतरीन सुविधाएँ" },
      text: {
        en: "A dedicated classroom in Vijay Nagar, Jabalpur, set up for hands-on coding with a mentor in the room.",
        hi: "विजय नगर, जबलपुर में एक अलग क्लासरूम, जहाँ मेंटर की मौजूदगी में ख़ुद हाथ से कोड लिखने की पूरी व्यवस्था है।",
      },
      icon: "building",
    },
    {
      title: { en: "Expert mentor team", hi: "अनुभवी मेंटर्स की टीम" },
      text: {
        en: "Competitive programmers and working engineers teach the batches and review your code line by line, not just the final answer.",
        hi: "कॉम्पिटिटिव प्रोग्रामर्स और नौकरी कर रहे इंजीनियर बैच पढ़ाते हैं और सिर्फ़ आख़िरी जवाब नहीं, आपका कोड लाइन-दर-लाइन जाँचते हैं।",
      },
      icon: "mentor",
    },
    {
      title: { en: "Growth-centred space", hi: "आगे बढ़ने का माहौल" },
      text: {
        en: "Regular contests, mock interviews and honest feedback keep you moving from your first loop to your first interview.",
        hi: "नियमित कॉन्टेस्ट, मॉक इंटरव्यू और साफ़-साफ़ फ़ीडबैक आपको पहले loop से पहले इंटरव्यू तक लगातार आगे बढ़ाते हैं।",
      },
      icon: "growth",
    },
  ]);

export const programLinkSchema = z.object({
  label: textSchema,
  href: internalHref,
  summary: textSchema,
});
export type ProgramLink = z.infer<typeof programLinkSchema>;

export const programsTitle = { en: "Our Programs", hi: "हमारे प्रोग्राम" };

export const programLinks: ProgramLink[] = z
  .array(programLinkSchema)
  .length(5)
  .parse([
    {
      label: { en: "School Programs", hi: "स्कूल प्रोग्राम" },
      href: "/SchoolProgram",
      summary: {
        en: "Web development, programming and game development for school students.",
        hi: "स्कूल स्टूडेंट्स के लिए वेब डेवलपमेंट, प्रोग्रामिंग और गेम डेवलपमेंट।",
      },
    },
    {
      label: { en: "College Programs", hi: "कॉलेज प्रोग्राम" },
      href: "/collegePrograms",
      summary: {
        en: "Structured tracks of 60 to 300 hours that run alongside your degree.",
        hi: "60 से 300 घंटे के व्यवस्थित कोर्स, जो आपकी डिग्री के साथ-साथ चलते हैं।",
      },
    },
    {
      label: { en: "Campus Programs", hi: "कैंपस प्रोग्राम" },
      href: "/CampusPrograms",
      summary: {
        en: "Technical and aptitude courses with morning and evening batches.",
        hi: "टेक्निकल और एप्टीट्यूड कोर्स, सुबह और शाम के बैच में।",
      },
    },
    {
      label: { en: "Company Specific Workshop", hi: "कंपनी-स्पेसिफ़िक वर्कशॉप" },
      href: "/marathon-classes",
      summary: {
        en: "Marathon classes for the written tests of the companies that hire on campus.",
        hi: "कैंपस पर हायर करने वाली कंपनियों के लिखित टेस्ट के लिए मैराथन क्लासेस।",
      },
    },
    {
      label: { en: "Internship", hi: "इंटर्नशिप" },
      href: "/internship",
      summary: {
        en: "Practical project work with expert guidance and a certificate.",
        hi: "अनुभवी मार्गदर्शन में असली प्रोजेक्ट पर काम, और साथ में सर्टिफ़िकेट।",
      },
    },
  ]);

export const reviewSchema = z.object({
  name: z.string().min(1),
  text: textSchema,
  rating: z.number().int().min(1).max(5),
  /** A placeholder written by us under a fictional name, to be replaced by a real review. */
  sample: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsTitle = { en: "What students say", hi: "स्टूडेंट्स क्या कहते हैं" };

export const reviewsCarouselLabel = { en: "Student reviews", hi: "स्टूडेंट्स के रिव्यू" };

/** Shown beside the reviews while any of them is a sample, and on each sample card. */
export const sampleReviewsNote = {
  en: "Sample reviews shown until our students' reviews are added.",
  hi: "ये नमूने के रिव्यू हैं; हमारे स्टूडेंट्स के असली रिव्यू आने तक यही दिखेंगे।",
};
export const sampleReviewLabel = { en: "Sample", hi: "नमूना" };
/** What a screen reader says for a review's stars. */
export const ratingLabel = {
  en: "Rated {rating} out of {max}",
  hi: "{max} में से {rating} रेटिंग",
};

// Fictional names and texts: the institute replaces these with real, consented reviews in the
// staff editor (Site content, Testimonials), which starts from these (lib/content-store/
// testimonials.ts). A real review keeps the student's own words in `en` or `hi` and our
// translation in the other.
export const reviews: Review[] = z
  .array(reviewSchema)
  .length(8)
  .parse(
    [
      {
        name: "Riya M.",
        text: {
          en: "The aptitude sessions made the written round feel familiar. I knew the question types before I sat the test.",
          hi: "एप्टीट्यूड सेशन्स के बाद लिखित राउंड जाना-पहचाना लगा। टेस्ट में बैठने से पहले ही मुझे सवालों के प्रकार पता थे।",
        },
        rating: 5,
      },
      {
        name: "Arjun T.",
        text: {
          en: "I came in unable to write a loop without help. Three months later I was solving contest problems on my own.",
          hi: "जब आया था तब बिना मदद के एक loop भी नहीं लिख पाता था। तीन महीने बाद मैं कॉन्टेस्ट के सवाल ख़ुद हल कर रहा था।",
        },
        rating: 5,
      },
      {
        name: "Sneha K.",
        text: {
          en: "Mock interviews were tougher than the real one, which is exactly why the real one went well.",
          hi: "मॉक इंटरव्यू असली इंटरव्यू से कठिन थे, और इसी वजह से असली इंटरव्यू अच्छा गया।",
        },
        rating: 4,
      },
      {
        name: "Kabir D.",
        text: {
          en: "Evening batches fit around my college timetable, and the mentors stayed back whenever I was stuck.",
          hi: "शाम के बैच मेरे कॉलेज के टाइमटेबल में फ़िट हो गए, और जब भी मैं अटका, मेंटर्स रुककर समझाते रहे।",
        },
        rating: 4,
      },
      {
        name: "Meera P.",
        text: {
          en: "Seeing other women from my college in the batch made it easy to ask questions and keep going.",
          hi: "बैच में अपने कॉलेज की दूसरी लड़कियों को देखकर सवाल पूछना और टिके रहना आसान हो गया।",
        },
        rating: 5,
      },
      {
        name: "Rohan V.",
        text: {
          en: "The resume review caught mistakes I had not noticed in two years of sending it out.",
          hi: "रिज़्यूमे रिव्यू में वे ग़लतियाँ पकड़ी गईं जो दो साल से भेजते हुए भी मेरी नज़र में नहीं आई थीं।",
        },
        rating: 4,
      },
      {
        name: "Tanvi S.",
        text: {
          en: "Data structures finally made sense once someone drew them out on the board for me.",
          hi: "जब किसी ने बोर्ड पर बनाकर दिखाया, तब जाकर Data Structures सच में समझ आए।",
        },
        rating: 5,
      },
      {
        name: "Nikhil B.",
        text: {
          en: "Good practice problems and honest feedback. I would like more weekend contest slots.",
          hi: "प्रैक्टिस के सवाल अच्छे हैं और फ़ीडबैक ईमानदार। बस वीकेंड पर कॉन्टेस्ट के और स्लॉट चाहिए।",
        },
        rating: 3,
      },
    ].map((r) => ({ ...r, sample: true })),
  );

export const mentorsTitle = { en: "Our Mentors", hi: "हमारे मेंटर्स" };
export const mentorsLead = {
  en: "Competitive programmers and working engineers who teach our batches.",
  hi: "कॉम्पिटिटिव प्रोग्रामर्स और नौकरी कर रहे इंजीनियर, जो हमारे बैच पढ़ाते हैं।",
};
export const mentorsCarouselLabel = { en: "Mentors", hi: "मेंटर्स" };
/** Under a mentor's name, when the institute has given them (never otherwise). */
export const mentorDetails = {
  years: { en: "{years} years of experience", hi: "{years} साल का अनुभव" },
  oneYear: { en: "1 year of experience", hi: "1 साल का अनुभव" },
  companies: { en: "Worked at {companies}", hi: "{companies} में काम का अनुभव" },
};
