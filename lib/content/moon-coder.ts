// Moon Coder (/moon-coder): the contest and hackathon program, in English and Hindi. Its featured
// image rotates through the home banners (lib/content/banners.ts). The practice-question files it
// offers stay in English (lib/content/practice-questions.ts): they are downloads, not pages.
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";
import { imageSchema } from "./image";
import { arrayQuestions, treeQuestions } from "./practice-questions";

const pointSchema = z.object({ title: textSchema, text: textSchema });

const galleryCardSchema = z.object({
  title: textSchema,
  text: textSchema,
  /** Download link of the question file (a plain link, not a page). */
  href: z.string().regex(/^\/Documents\/[A-Za-z]+\.docx$/),
  buttonLabel: textSchema,
  questionCount: z.number().int().positive(),
  image: imageSchema,
});
export type GalleryCard = z.infer<typeof galleryCardSchema>;

/** Copy with a "{count}" placeholder, in both languages. */
const withCount = z.object({
  en: z.string().includes("{count}"),
  hi: z.string().includes("{count}"),
});

export const moonCoderSchema = z.object({
  title: textSchema,
  /** The browser tab and search result title. */
  metaTitle: textSchema,
  description: textSchema,
  lead: textSchema,
  intro: z.array(textSchema).min(1),
  backLabel: textSchema,
  backHref: z.string().startsWith("/"),
  /** Names the rotating featured image for assistive technology. */
  featuredLabel: textSchema,
  /** Rotation interval of the featured image, in milliseconds. */
  featuredIntervalMs: z.number().int().positive(),
  benefitsTitle: textSchema,
  benefits: z.array(pointSchema).length(7),
  featuresTitle: textSchema,
  features: z.array(pointSchema).length(6),
  galleryTitle: textSchema,
  galleryLead: textSchema,
  /** Under each download button; "{count}" is the number of questions. The Hindi says the file is in English. */
  downloadNote: withCount,
  gallery: z.array(galleryCardSchema).length(2),
});
export type MoonCoder = z.infer<typeof moonCoderSchema>;

export const moonCoder: MoonCoder = moonCoderSchema.parse({
  title: { en: "Moon Coder", hi: "मून कोडर" },
  metaTitle: {
    en: "Moon Coder: Contests and Hackathons",
    hi: "मून कोडर: कॉन्टेस्ट और हैकाथॉन",
  },
  description: {
    en: "Moon Coder is the Coder House contest and hackathon program: exclusive contests, global event updates, cash rewards, certificates, internships and free array and tree practice sets.",
    hi: "मून कोडर, Coder House का कॉन्टेस्ट और हैकाथॉन प्रोग्राम है: ख़ास कॉन्टेस्ट, दुनिया भर के इवेंट की जानकारी, नकद इनाम, सर्टिफ़िकेट, इंटर्नशिप और ऐरे व ट्री के मुफ़्त प्रैक्टिस सेट।",
  },
  lead: {
    en: "Our contest and hackathon program: compete, build under a deadline and collect proof of what you can do.",
    hi: "हमारा कॉन्टेस्ट और हैकाथॉन प्रोग्राम: मुक़ाबला कीजिए, डेडलाइन के अंदर कुछ बनाइए और अपनी काबिलियत का सबूत जमा कीजिए।",
  },
  intro: [
    {
      en: "Moon Coder is where Coder House students test their skills against a clock and against each other. We run contests and hackathons that are open only to our students, and we keep you posted on the ones worth entering around the world.",
      hi: "मून कोडर वह जगह है जहाँ Coder House के स्टूडेंट्स घड़ी से और एक-दूसरे से मुक़ाबला करके अपनी स्किल्स परखते हैं। हम ऐसे कॉन्टेस्ट और हैकाथॉन कराते हैं जो सिर्फ़ हमारे स्टूडेंट्स के लिए होते हैं, और दुनिया भर के उन कॉन्टेस्ट की जानकारी भी देते रहते हैं जिनमें हिस्सा लेना फ़ायदेमंद है।",
    },
    {
      en: "Every contest ends with a discussion of the problems, so a bad day still teaches you something. Good results bring prizes, certificates and introductions to companies looking for interns.",
      hi: "हर कॉन्टेस्ट के बाद सवालों पर चर्चा होती है, ताकि ख़राब दिन भी आपको कुछ सिखा जाए। अच्छे नतीजों पर इनाम, सर्टिफ़िकेट और इंटर्न ढूँढ रही कंपनियों से पहचान मिलती है।",
    },
  ],
  backLabel: { en: "Back to Features", hi: "ख़ूबियों पर वापस जाएँ" },
  backHref: "/features",
  featuredLabel: { en: "Featured", hi: "ख़ास झलकियाँ" },
  featuredIntervalMs: 5000,
  benefitsTitle: { en: "What you get", hi: "आपको क्या मिलता है" },
  benefits: [
    {
      title: { en: "Exclusive contests and hackathons", hi: "ख़ास कॉन्टेस्ट और हैकाथॉन" },
      text: {
        en: "Events open only to Coder House students, pitched at your level.",
        hi: "सिर्फ़ Coder House के स्टूडेंट्स के लिए इवेंट, आपके स्तर के हिसाब से।",
      },
    },
    {
      title: { en: "Global event updates", hi: "दुनिया भर के इवेंट की जानकारी" },
      text: {
        en: "We tell you which international contests and hackathons are coming up and which suit you.",
        hi: "हम बताते हैं कि कौन-से इंटरनेशनल कॉन्टेस्ट और हैकाथॉन आने वाले हैं और उनमें से कौन-से आपके लिए सही हैं।",
      },
    },
    {
      title: { en: "Cash rewards", hi: "नकद इनाम" },
      text: {
        en: "Top finishers in our contests win prize money.",
        hi: "हमारे कॉन्टेस्ट में सबसे आगे रहने वाले इनाम की राशि जीतते हैं।",
      },
    },
    {
      title: { en: "Certificates", hi: "सर्टिफ़िकेट" },
      text: {
        en: "Every participant gets a certificate to add to a resume or LinkedIn profile.",
        hi: "हर प्रतिभागी को सर्टिफ़िकेट मिलता है, जिसे रिज़्यूमे या LinkedIn प्रोफ़ाइल में जोड़ा जा सकता है।",
      },
    },
    {
      title: { en: "Internships", hi: "इंटर्नशिप" },
      text: {
        en: "Strong performers are recommended for internships with our partner companies.",
        hi: "अच्छा प्रदर्शन करने वालों को हमारी पार्टनर कंपनियों में इंटर्नशिप के लिए रिकमेंड किया जाता है।",
      },
    },
    {
      title: { en: "Real-world experience", hi: "असली काम का अनुभव" },
      text: {
        en: "Hackathon problems come from real products, built in teams against a deadline.",
        hi: "हैकाथॉन की प्रॉब्लम असली प्रोडक्ट्स से आती हैं, जिन्हें टीम में डेडलाइन के अंदर बनाया जाता है।",
      },
    },
    {
      title: { en: "Community networking", hi: "कम्युनिटी से जुड़ाव" },
      text: {
        en: "Meet students, mentors and alumni who compete, review code and share leads.",
        hi: "ऐसे स्टूडेंट्स, मेंटर्स और पुराने स्टूडेंट्स से मिलिए जो कॉन्टेस्ट में हिस्सा लेते हैं, कोड रिव्यू करते हैं और नए मौक़ों की जानकारी साझा करते हैं।",
      },
    },
  ],
  featuresTitle: { en: "How we prepare you", hi: "हम आपको कैसे तैयार करते हैं" },
  features: [
    {
      title: { en: "Real-Time Doubt Resolution", hi: "डाउट का तुरंत हल" },
      text: {
        en: "Stuck during practice? Mentors answer in the lab or in our student group the same day.",
        hi: "प्रैक्टिस के दौरान अटक गए? मेंटर्स उसी दिन लैब में या हमारे स्टूडेंट ग्रुप में जवाब देते हैं।",
      },
    },
    {
      title: { en: "Holistic Learning", hi: "हर पहलू से सीखना" },
      text: {
        en: "Problem solving, teamwork and presentation skills grow together, because hackathons need all three.",
        hi: "प्रॉब्लम सॉल्विंग, टीमवर्क और प्रेज़ेंटेशन, तीनों स्किल्स साथ-साथ बढ़ती हैं, क्योंकि हैकाथॉन में तीनों की ज़रूरत होती है।",
      },
    },
    {
      title: { en: "Flexible Learning Modes", hi: "सीखने के लचीले तरीक़े" },
      text: {
        en: "Practise in the lab with a mentor beside you or from home with the same problem sets.",
        hi: "लैब में मेंटर के साथ बैठकर प्रैक्टिस करें, या घर से उन्हीं सवालों के सेट के साथ।",
      },
    },
    {
      title: { en: "Curated Content", hi: "चुने हुए सवाल" },
      text: {
        en: "Problem sets chosen topic by topic, from easy warm-ups to contest-level questions.",
        hi: "विषय के हिसाब से चुने गए सवालों के सेट, आसान वॉर्म-अप से लेकर कॉन्टेस्ट के स्तर तक।",
      },
    },
    {
      title: { en: "Personalized Attention", hi: "हर स्टूडेंट पर ध्यान" },
      text: {
        en: "Small groups let a mentor see where you struggle and suggest what to practise next.",
        hi: "छोटे ग्रुप में मेंटर देख पाते हैं कि आप कहाँ अटकते हैं, और बताते हैं कि आगे किसकी प्रैक्टिस करें।",
      },
    },
    {
      title: { en: "Experience", hi: "अनुभव" },
      text: {
        en: "Mentors who have competed in ICPC and rated contests share what worked for them.",
        hi: "ICPC और रेटेड कॉन्टेस्ट में हिस्सा ले चुके मेंटर्स बताते हैं कि उनके लिए क्या काम आया।",
      },
    },
  ],
  galleryTitle: { en: "Practice sets", hi: "प्रैक्टिस सेट" },
  galleryLead: {
    en: "Download a set of questions, solve it before the next contest and bring your doubts to the lab.",
    hi: "सवालों का एक सेट डाउनलोड करें, अगले कॉन्टेस्ट से पहले उसे हल करें और अपने डाउट लैब में लेकर आएँ।",
  },
  downloadNote: {
    en: "Word document (.docx), {count} questions with hints",
    hi: "वर्ड फ़ाइल, संकेतों के साथ {count} सवाल। फ़ाइल अंग्रेज़ी में है।",
  },
  gallery: [
    {
      title: { en: "Arrays", hi: "ऐरे" },
      text: {
        en: "From the second largest element to trapping rain water: the array patterns coding rounds keep asking.",
        hi: "“Second Largest Element” से लेकर “Trapping Rain Water” तक: ऐरे के वे पैटर्न जो कोडिंग राउंड में बार-बार पूछे जाते हैं।",
      },
      href: `/Documents/${arrayQuestions.fileName}`,
      buttonLabel: { en: "Go to Arrays", hi: "ऐरे के सवाल डाउनलोड करें" },
      questionCount: arrayQuestions.questions.length,
      image: { src: "/images/moon-coder/arrays.webp", alt: "", width: 640, height: 400 },
    },
    {
      title: { en: "Trees", hi: "ट्री" },
      text: {
        en: "Traversals, binary search trees and path problems, each with an example and a hint.",
        hi: "ट्रैवर्सल, बाइनरी सर्च ट्री और पाथ वाले सवाल, हर एक के साथ उदाहरण और संकेत।",
      },
      href: `/Documents/${treeQuestions.fileName}`,
      buttonLabel: { en: "Go to Trees", hi: "ट्री के सवाल डाउनलोड करें" },
      questionCount: treeQuestions.questions.length,
      image: { src: "/images/moon-coder/trees.webp", alt: "", width: 640, height: 400 },
    },
  ],
});
