// Copy of /AboutUs, in English and Hindi ({ en, hi }: lib/i18n/text.ts). The team lists live in
// people.ts; phone, email and address in lib/content-store/facts.ts.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";
import { site } from "@/lib/site";

const titledTextSchema = z.object({ title: textSchema, text: textSchema });
/** A titled point as a component shows it: in the page's language. */
export type TitledText = InLocale<z.infer<typeof titledTextSchema>>;

export const aboutSchema = z.object({
  /** The page's title and description for search results and link previews. */
  meta: z.object({ title: textSchema, description: textSchema }),
  intro: z.object({ title: textSchema, lead: textSchema }),
  story: z.object({ title: textSchema, paragraphs: z.array(textSchema).min(1) }),
  /** A side panel of facts beside the story; the claims themselves come from the home stats. */
  glance: z.object({
    title: textSchema,
    // A name (the legal name) reads the same in both languages: a plain string.
    facts: z.array(z.object({ label: textSchema, value: textSchema.or(z.string().min(1)) })).min(1),
  }),
  features: z.object({ title: textSchema, items: z.array(titledTextSchema).length(6) }),
  whyChooseUs: z.object({ title: textSchema, points: z.array(titledTextSchema).min(3) }),
  giveBack: z.object({ title: textSchema, paragraphs: z.array(textSchema).min(1) }),
  team: z.object({ title: textSchema, lead: textSchema }),
  join: z.object({ title: textSchema, text: textSchema, label: textSchema }),
  contact: z.object({
    title: textSchema,
    text: textSchema,
    /** The labels of the phone number, email and address. */
    phone: textSchema,
    email: textSchema,
    address: textSchema,
  }),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const about: AboutContent = aboutSchema.parse({
  meta: {
    title: { en: "About us", hi: "हमारे बारे में" },
    description: {
      en: "Why Coder House exists, how we teach in person in Vijay Nagar, Jabalpur, the mentors and team behind it, and how to reach us.",
      hi: "Coder House क्यों शुरू हुआ, विजय नगर, जबलपुर में हम आमने-सामने कैसे पढ़ाते हैं, इसके पीछे के मेंटर्स और टीम, और हम तक कैसे पहुँचें।",
    },
  },
  intro: {
    title: { en: "About Coder House", hi: "Coder House के बारे में" },
    lead: {
      en: "An offline coding and placement institute in Vijay Nagar, Jabalpur, run by Optus EdTech Solutions for students who want a real start in tech.",
      hi: "विजय नगर, जबलपुर का एक ऑफ़लाइन कोडिंग और प्लेसमेंट इंस्टिट्यूट, जिसे Optus EdTech Solutions चलाता है, उन स्टूडेंट्स के लिए जो टेक में सही शुरुआत चाहते हैं।",
    },
  },
  story: {
    title: { en: "Our Story", hi: "हमारी कहानी" },
    paragraphs: [
      {
        en: "Coder House began with a simple observation: talented students in Jabalpur and other Tier 2 and Tier 3 cities were missing out on good jobs, not for lack of ability, but for lack of practice, guidance and someone to ask.",
        hi: "Coder House की शुरुआत एक सीधी-सी बात देखकर हुई: जबलपुर और दूसरे टियर 2 और टियर 3 शहरों के होनहार स्टूडेंट्स अच्छी नौकरियों से चूक रहे थे, क़ाबिलियत की कमी से नहीं, बल्कि प्रैक्टिस, मार्गदर्शन और किसी से पूछ पाने की कमी से।",
      },
      {
        en: "So we opened a classroom in Vijay Nagar where students learn in person, write code every day and prepare for campus placements with mentors who have sat the same tests. Over a thousand careers later, that is still how we teach.",
        hi: "इसलिए हमने विजय नगर में एक क्लासरूम खोला, जहाँ स्टूडेंट्स आमने-सामने सीखते हैं, रोज़ कोड लिखते हैं और ऐसे मेंटर्स के साथ कैंपस प्लेसमेंट की तैयारी करते हैं जो ख़ुद वही टेस्ट दे चुके हैं। हज़ार से ज़्यादा करियर के बाद भी हम आज ऐसे ही पढ़ाते हैं।",
      },
    ],
  },
  glance: {
    title: { en: "At a glance", hi: "एक नज़र में" },
    facts: [
      {
        label: { en: "our classroom", hi: "हमारा क्लासरूम" },
        value: { en: "Vijay Nagar, Jabalpur", hi: "विजय नगर, जबलपुर" },
      },
      {
        label: { en: "how we teach", hi: "हम कैसे पढ़ाते हैं" },
        value: { en: "In person, offline", hi: "आमने-सामने, ऑफ़लाइन" },
      },
      { label: { en: "run by", hi: "संचालक" }, value: site.legalName },
    ],
  },
  features: {
    title: { en: "What you get here", hi: "यहाँ आपको क्या मिलता है" },
    items: [
      {
        title: { en: "Classes in person", hi: "आमने-सामने क्लास" },
        text: {
          en: "Learn in a classroom with a mentor in the room, not from a video you will never finish.",
          hi: "क्लासरूम में मेंटर के सामने बैठकर सीखिए, किसी ऐसे वीडियो से नहीं जो आप कभी पूरा नहीं करेंगे।",
        },
      },
      {
        title: { en: "Placement preparation", hi: "प्लेसमेंट की तैयारी" },
        text: {
          en: "Aptitude, reasoning, coding rounds and company-specific workshops for the tests that decide offers.",
          hi: "एप्टीट्यूड, रीज़निंग, कोडिंग राउंड और कंपनी-स्पेसिफ़िक वर्कशॉप, उन टेस्ट के लिए जिनसे ऑफ़र तय होते हैं।",
        },
      },
      {
        title: { en: "Practice every day", hi: "रोज़ प्रैक्टिस" },
        text: {
          en: "Hand-picked problem sheets and regular contests build speed as well as understanding.",
          hi: "चुनी हुई प्रॉब्लम शीट्स और नियमित कॉन्टेस्ट से समझ के साथ-साथ रफ़्तार भी बनती है।",
        },
      },
      {
        title: { en: "Mock interviews", hi: "मॉक इंटरव्यू" },
        text: {
          en: "Technical and HR rounds with honest feedback, so the real interview is not your first.",
          hi: "ईमानदार फ़ीडबैक के साथ टेक्निकल और HR राउंड, ताकि असली इंटरव्यू आपका पहला इंटरव्यू न हो।",
        },
      },
      {
        title: { en: "Resume building", hi: "रिज़्यूमे बनाना" },
        text: {
          en: "A resume that shows what you can do and gets past the first screen.",
          hi: "ऐसा रिज़्यूमे जो दिखाए कि आप क्या कर सकते हैं और पहली छँटनी में आगे निकल जाए।",
        },
      },
      {
        title: { en: "One-to-one mentorship", hi: "वन-टू-वन मेंटरशिप" },
        text: {
          en: "Two-hour sessions with a mentor from the field you want to enter.",
          hi: "जिस क्षेत्र में आप जाना चाहते हैं, उसी के मेंटर के साथ दो घंटे के सेशन।",
        },
      },
    ],
  },
  whyChooseUs: {
    title: { en: "Why choose us", hi: "हमें क्यों चुनें" },
    points: [
      {
        title: { en: "Results you can check", hi: "ऐसे नतीजे जिन्हें आप जाँच सकें" },
        text: {
          en: "Our students have joined Cognizant, TCS, Persistent and more; meet some of them on our Optivators page.",
          hi: "हमारे स्टूडेंट्स Cognizant, TCS, Persistent और दूसरी कंपनियों में गए हैं; उनमें से कुछ से हमारे ऑप्टिवेटर्स पेज पर मिलिए।",
        },
      },
      {
        title: { en: "Mentors who compete", hi: "ख़ुद कॉन्टेस्ट देने वाले मेंटर्स" },
        text: {
          en: "Our mentors include an ICPC regionalist, a Codeforces specialist and a corporate trainer: people who know what a hard problem feels like.",
          hi: "हमारे मेंटर्स में एक ICPC रीजनलिस्ट, एक Codeforces स्पेशलिस्ट और एक कॉर्पोरेट ट्रेनर हैं: ऐसे लोग जो जानते हैं कि कठिन सवाल कैसा लगता है।",
        },
      },
      {
        title: { en: "Built for your timetable", hi: "आपके टाइमटेबल के हिसाब से" },
        text: {
          en: "Morning and evening batches run around college hours, close to home in Jabalpur.",
          hi: "सुबह और शाम के बैच कॉलेज के समय के हिसाब से चलते हैं, जबलपुर में घर के पास।",
        },
      },
      {
        title: { en: "Feedback before the recruiter", hi: "रिक्रूटर से पहले फ़ीडबैक" },
        text: {
          en: "Mock interviews, contests and code reviews tell you where you stand while there is still time to improve.",
          hi: "मॉक इंटरव्यू, कॉन्टेस्ट और कोड रिव्यू बताते हैं कि आप कहाँ खड़े हैं, जब सुधार के लिए अभी समय बाक़ी है।",
        },
      },
    ],
  },
  giveBack: {
    title: { en: "We Give Back", hi: "हम समाज को लौटाते हैं" },
    paragraphs: [
      {
        en: "We want more young women in tech and more engineers from Tier 2 and Tier 3 cities. Guidance sessions, contests and hackathons are how we open the door to students who have never had someone show them the way in.",
        hi: "हम चाहते हैं कि टेक में ज़्यादा लड़कियाँ आएँ और टियर 2 और टियर 3 शहरों से ज़्यादा इंजीनियर निकलें। गाइडेंस सेशन, कॉन्टेस्ट और हैकाथॉन के ज़रिए हम उन स्टूडेंट्स के लिए रास्ता खोलते हैं जिन्हें अब तक किसी ने राह नहीं दिखाई।",
      },
      {
        en: "Our student ambassadors at GGITS, LPU, VIT and GMC carry what they learn back to their own campuses, so help reaches students who have not found us yet.",
        hi: "GGITS, LPU, VIT और GMC में हमारे स्टूडेंट एम्बेसडर जो सीखते हैं उसे अपने कैंपस तक ले जाते हैं, ताकि मदद उन स्टूडेंट्स तक भी पहुँचे जो अभी हम तक नहीं पहुँचे हैं।",
      },
    ],
  },
  team: {
    title: { en: "Our Team", hi: "हमारी टीम" },
    lead: {
      en: "The mentors, builders and organisers who keep Coder House running.",
      hi: "वे मेंटर्स, डेवलपर्स और आयोजक जिनसे Coder House चलता है।",
    },
  },
  join: {
    title: { en: "Ready to start?", hi: "शुरू करने के लिए तैयार हैं?" },
    text: {
      en: "Tell us what you want to learn and we will help you find the right batch.",
      hi: "हमें बताइए कि आप क्या सीखना चाहते हैं, हम सही बैच ढूँढने में आपकी मदद करेंगे।",
    },
    label: { en: "Join Us Today", hi: "आज ही जुड़ें" },
  },
  contact: {
    title: { en: "Contact us", hi: "संपर्क करें" },
    text: {
      en: "Call or write to us, or drop in at our classroom in Vijay Nagar.",
      hi: "हमें कॉल करें या लिखें, या विजय नगर में हमारे क्लासरूम पर आ जाइए।",
    },
    phone: { en: "Phone", hi: "फ़ोन" },
    email: { en: "Email", hi: "ईमेल" },
    address: { en: "Address", hi: "पता" },
  },
});
