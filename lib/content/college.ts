// /collegePrograms: hour tiers, moments, associations, sample testimonials and the two galleries,
// in English and Hindi. The moments, testimonials and galleries are the first version of what
// staff edit (lib/content-store/gallery.ts, testimonials.ts): the page reads those.
import { z } from "zod";
import { textSchema, type InLocale, type Text } from "@/lib/i18n/text";
import { imageSchema } from "./image";

const googleDoc = (id: string) => `https://docs.google.com/document/d/${id}/edit`;

export const collegeIntro = {
  title: { en: "College Programs", hi: "कॉलेज प्रोग्राम" },
  lead: {
    en: "Training plans built for a whole class: from a 60-hour placement sprint to a 300-hour programme that runs alongside the semester, taught on campus or at our centre in Jabalpur.",
    hi: "पूरी क्लास के लिए बने ट्रेनिंग प्लान: 60 घंटे की प्लेसमेंट तैयारी से लेकर सेमेस्टर के साथ चलने वाले 300 घंटे के प्रोग्राम तक, कैंपस पर या जबलपुर में हमारे सेंटर पर।",
  },
  description: {
    en: "Coder House college programs: 300, 120, 90, 75 and 60-hour training plans in coding, aptitude and interview preparation, delivered for colleges in and around Jabalpur.",
    hi: "Coder House के कॉलेज प्रोग्राम: कोडिंग, एप्टीट्यूड और इंटरव्यू की तैयारी के 300, 120, 90, 75 और 60 घंटे के ट्रेनिंग प्लान, जबलपुर और आसपास के कॉलेजों के लिए।",
  },
};

export const collegeSections = {
  tiers: {
    title: { en: "Choose a program length", hi: "प्रोग्राम की अवधि चुनें" },
    lead: {
      en: "Every plan is taught by our mentors and ends with mock tests. Open a plan for its full week-by-week outline.",
      hi: "हर प्लान हमारे मेंटर्स पढ़ाते हैं और आख़िर में मॉक टेस्ट होते हैं। हफ़्ते-दर-हफ़्ते की पूरी रूपरेखा के लिए प्लान खोलें।",
    },
  },
  hoursUnit: { en: "HOURS", hi: "घंटे" },
  viewProgram: { en: "View Program", hi: "प्रोग्राम देखें" },
  /** After "View Program", for screen readers: which plan it opens. */
  viewProgramFor: { en: "for the {hours}-hour plan", hi: "{hours} घंटे वाले प्लान के लिए" },
  moments: {
    title: { en: "Moments", hi: "यादगार पल" },
    label: { en: "Moments from our college programs", hi: "हमारे कॉलेज प्रोग्राम के यादगार पल" },
  },
  associations: {
    title: { en: "Associations", hi: "हमसे जुड़े कॉलेज" },
    lead: {
      en: "Our student ambassadors study at these colleges and bring Coder House sessions to their classmates.",
      hi: "हमारे स्टूडेंट एम्बेसडर इन कॉलेजों में पढ़ते हैं और Coder House के सेशन अपने साथियों तक पहुँचाते हैं।",
    },
  },
  testimonials: {
    title: { en: "What heads of department say", hi: "विभागाध्यक्ष क्या कहते हैं" },
    label: { en: "Head of department testimonials", hi: "विभागाध्यक्षों की राय" },
  },
};

export const programTierSchema = z.object({
  hours: z.number().int().positive(),
  /** One line on what the tier concentrates on. */
  focus: textSchema,
  /** The full programme outline, a Google Doc. */
  link: z.string().url().startsWith("https://docs.google.com/document/d/"),
});
export type ProgramTier = InLocale<z.infer<typeof programTierSchema>>;

export const programTiers: z.infer<typeof programTierSchema>[] = z
  .array(programTierSchema)
  .length(5)
  .parse([
    {
      hours: 300,
      focus: {
        en: "The complete track: programming from scratch, data structures, a full project and placement preparation.",
        hi: "पूरा कोर्स: शुरुआत से प्रोग्रामिंग, Data Structures, एक पूरा प्रोजेक्ट और प्लेसमेंट की तैयारी।",
      },
      link: googleDoc("1o7M2U6wZ9JBL1Yybz5MG-YZVlkmM_XbCkjuXT0tsXbc"),
    },
    {
      hours: 120,
      focus: {
        en: "One language in depth with data structures and regular coding practice.",
        hi: "एक भाषा गहराई से, साथ में Data Structures और नियमित कोडिंग प्रैक्टिस।",
      },
      link: googleDoc("10FDsMB2qj-jODl5WNiByZyQfFqYgOSCwX8bx541BPl0"),
    },
    {
      hours: 90,
      focus: {
        en: "Coding rounds and aptitude together, for students a year from placements.",
        hi: "कोडिंग राउंड और एप्टीट्यूड साथ-साथ, उन स्टूडेंट्स के लिए जिनके प्लेसमेंट में एक साल बाक़ी है।",
      },
      link: googleDoc("15n4uZAIgtHKp4byeqXR4wNRCyWdeRtrcCxbLw42NZZE"),
    },
    {
      hours: 75,
      focus: {
        en: "Aptitude, reasoning and verbal ability for the written test of campus drives.",
        hi: "कैंपस ड्राइव के लिखित टेस्ट के लिए एप्टीट्यूड, रीज़निंग और वर्बल एबिलिटी।",
      },
      link: googleDoc("10yD5s_UdITyy-f7QBn4sYkqsajci3jXz"),
    },
    {
      hours: 60,
      focus: {
        en: "A short sprint before placement season: mock tests, interviews and resume reviews.",
        hi: "प्लेसमेंट सीज़न से पहले की छोटी, तेज़ तैयारी: मॉक टेस्ट, इंटरव्यू और रिज़्यूमे रिव्यू।",
      },
      link: googleDoc("1e3L6-xJ334erc4mLGU4QltI1ukbz5QqG"),
    },
  ]);

const captionedImageSchema = z.object({
  title: textSchema,
  caption: textSchema,
  image: imageSchema.extend({ alt: textSchema }),
});

export const moments: z.infer<typeof captionedImageSchema>[] = z
  .array(captionedImageSchema)
  .length(2)
  .parse([
    {
      title: { en: "Hackathons", hi: "हैकाथॉन" },
      caption: {
        en: "Teams build and present a working project in a single day.",
        hi: "टीमें एक ही दिन में चलता हुआ प्रोजेक्ट बनाकर पेश करती हैं।",
      },
      image: {
        src: "/images/programs/moments-hackathons.webp",
        alt: {
          en: "Illustration card titled Hackathons",
          hi: "“Hackathons” शीर्षक वाला चित्र-कार्ड",
        },
        width: 960,
        height: 540,
      },
    },
    {
      title: { en: "Interview Session", hi: "इंटरव्यू सेशन" },
      caption: {
        en: "Mentors run mock technical and HR interviews, with feedback on the spot.",
        hi: "मेंटर्स टेक्निकल और HR के मॉक इंटरव्यू लेते हैं और वहीं फ़ीडबैक देते हैं।",
      },
      image: {
        src: "/images/programs/moments-interview-session.webp",
        alt: {
          en: "Illustration card titled Interview Session",
          hi: "“Interview Session” शीर्षक वाला चित्र-कार्ड",
        },
        width: 960,
        height: 540,
      },
    },
  ]);

export const associationSchema = z.object({
  name: z.string().min(1),
  logo: imageSchema.extend({ alt: textSchema }),
});
export type Association = InLocale<z.infer<typeof associationSchema>>;

export const associations: z.infer<typeof associationSchema>[] = z
  .array(associationSchema)
  .length(4)
  .parse(
    ["GGITS", "LPU", "VIT", "GMC"].map((name) => ({
      name,
      logo: {
        src: `/images/partners/colleges/${name.toLowerCase()}.webp`,
        alt: { en: `${name} logo`, hi: `${name} का लोगो` },
        width: 240,
        height: 120,
      },
    })),
  );

export const testimonialSchema = z.object({
  quote: textSchema,
  /** A role, never a real person's name: these quotes are samples. */
  role: textSchema,
  /** True until the institute replaces the quote with a real, consented one. */
  sample: z.boolean(),
});

export const testimonialNote = {
  en: "Sample testimonials: placeholders written by the site team, not quotes from real people. They will be replaced with statements from heads of department who have agreed to be quoted.",
  hi: "ये नमूने की राय हैं: साइट टीम ने जगह भरने के लिए लिखी हैं, ये किसी असली व्यक्ति के शब्द नहीं हैं। इनकी जगह उन विभागाध्यक्षों के कथन आएँगे जिन्होंने उद्धृत होने की सहमति दी है।",
};

export const hodTestimonials: z.infer<typeof testimonialSchema>[] = z
  .array(testimonialSchema)
  .min(1)
  .parse([
    {
      quote: {
        en: "The sessions were planned around our timetable, and students kept solving problems long after the trainers left.",
        hi: "सेशन हमारे टाइमटेबल के हिसाब से रखे गए, और ट्रेनर्स के जाने के बहुत बाद तक स्टूडेंट्स सवाल हल करते रहे।",
      },
      role: {
        en: "Head of Department, Computer Science (sample)",
        hi: "विभागाध्यक्ष, कंप्यूटर साइंस (नमूना)",
      },
      sample: true,
    },
    {
      quote: {
        en: "Mock interviews showed our final-year students exactly where they stood before the first company arrived.",
        hi: "पहली कंपनी आने से पहले ही मॉक इंटरव्यू ने हमारे फ़ाइनल ईयर के स्टूडेंट्स को ठीक-ठीक दिखा दिया कि वे कहाँ खड़े हैं।",
      },
      role: {
        en: "Head of Department, Information Technology (sample)",
        hi: "विभागाध्यक्ष, इन्फ़ॉर्मेशन टेक्नोलॉजी (नमूना)",
      },
      sample: true,
    },
    {
      quote: {
        en: "Attendance stayed high for the whole programme, which tells you the classes were worth the students' time.",
        hi: "पूरे प्रोग्राम में हाज़िरी अच्छी रही, जिससे पता चलता है कि क्लासेस स्टूडेंट्स के समय के लायक़ थीं।",
      },
      role: {
        en: "Head of Department, Electronics and Communication (sample)",
        hi: "विभागाध्यक्ष, इलेक्ट्रॉनिक्स एंड कम्युनिकेशन (नमूना)",
      },
      sample: true,
    },
  ]);

/** The spec's gallery image: id, src, alt (plus the intrinsic size next/image needs). */
export const galleryImageSchema = z.object({
  id: z.number().int().positive(),
  src: imageSchema.shape.src,
  alt: textSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The theme drawn on the placeholder card (in English: the words on the image). */
  theme: z.string().min(1),
});

type GalleryContent = z.infer<typeof galleryImageSchema>;
const gallery = (
  kind: "memory" | "review",
  label: Text,
  themes: [en: string, hi: string][],
): GalleryContent[] =>
  themes.map(([theme, hindi], i) => ({
    id: i + 1,
    src: `/images/gallery/${kind}-${i + 1}.webp`,
    alt: {
      en: `${label.en} ${i + 1}: placeholder card for ${theme.toLowerCase()}`,
      hi: `${label.hi} ${i + 1} (प्लेसहोल्डर कार्ड): ${hindi}`,
    },
    width: 480,
    height: 360,
    theme,
  }));

export const memoryImages: GalleryContent[] = z
  .array(galleryImageSchema)
  .length(14)
  .parse(
    gallery("memory", { en: "Memory", hi: "यादगार पल" }, [
      ["First day of class", "क्लास का पहला दिन"],
      ["Hackathon kick-off", "हैकाथॉन की शुरुआत"],
      ["Team huddle", "टीम की बैठक"],
      ["Whiteboard session", "व्हाइटबोर्ड सेशन"],
      ["Mock interview practice", "मॉक इंटरव्यू की प्रैक्टिस"],
      ["Aptitude drill", "एप्टीट्यूड अभ्यास"],
      ["Prize giving", "इनाम वितरण"],
      ["Code review", "कोड रिव्यू"],
      ["Project demo day", "प्रोजेक्ट डेमो का दिन"],
      ["Guest mentor talk", "मेहमान मेंटर की बातचीत"],
      ["Late-night debugging", "देर रात तक डीबगिंग"],
      ["Certificate day", "सर्टिफ़िकेट का दिन"],
      ["Placement celebration", "प्लेसमेंट का जश्न"],
      ["Batch photo", "बैच की फ़ोटो"],
    ]),
  );

export const reviewImages: GalleryContent[] = z
  .array(galleryImageSchema)
  .length(8)
  .parse(
    gallery("review", { en: "Review", hi: "राय" }, [
      ["Feedback on the trainers", "ट्रेनर्स पर फ़ीडबैक"],
      ["Feedback on the projects", "प्रोजेक्ट्स पर फ़ीडबैक"],
      ["Feedback on mock interviews", "मॉक इंटरव्यू पर फ़ीडबैक"],
      ["Feedback on aptitude classes", "एप्टीट्यूड क्लासेस पर फ़ीडबैक"],
      ["Feedback on the coding sheet", "कोडिंग शीट पर फ़ीडबैक"],
      ["Feedback on doubt sessions", "डाउट सेशन पर फ़ीडबैक"],
      ["Feedback on the hackathon", "हैकाथॉन पर फ़ीडबैक"],
      ["Feedback on placement support", "प्लेसमेंट सपोर्ट पर फ़ीडबैक"],
    ]),
  );

export const gallerySections = {
  memories: {
    title: { en: "Moments of Encouragement", hi: "हौसले के पल" },
    label: { en: "Moments of Encouragement gallery", hi: "हौसले के पलों की गैलरी" },
    lead: {
      en: "Scenes from classes, hackathons and results days.",
      hi: "क्लासेस, हैकाथॉन और रिज़ल्ट के दिनों की झलकियाँ।",
    },
    /** After the lead while any of the gallery's pictures is one of today's placeholder cards. */
    placeholders: {
      en: "The cards are placeholders until the photos are added.",
      hi: "फ़ोटो आने तक ये कार्ड जगह भरने के लिए हैं।",
    },
  },
  reviews: {
    title: { en: "Words of Encouragement", hi: "हौसले के शब्द" },
    label: { en: "Words of Encouragement gallery", hi: "हौसले के शब्दों की गैलरी" },
    lead: {
      en: "Notes students left for us after their programme.",
      hi: "प्रोग्राम के बाद स्टूडेंट्स के हमारे लिए छोड़े गए संदेश।",
    },
    placeholders: {
      en: "The cards are placeholders until the originals are scanned.",
      hi: "असली संदेश स्कैन होने तक ये कार्ड जगह भरने के लिए हैं।",
    },
  },
};
