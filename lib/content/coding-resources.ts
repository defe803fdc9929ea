// Coders sheet (/coders-sheet), the contest list page (/contest) and the three problem browsers
// (/codeforces, /atcoder, /leetcode). Figures come from SPEC section 9. The problem browsers and
// the platform cards are in English and Hindi, and so are the coders sheet and contest pages. The
// live lists' interface words (buttons, labels, status lines) and the headings every browser page
// shares are messages: problemList, contestList and problemBrowser in messages/<locale>/.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";
import { PLATFORMS as REGISTRY } from "@/lib/platforms/registry";
import { imageSchema } from "./image";

/** Each platform of the registry has its card and its browser page's copy here. */
type PlatformPath = (typeof REGISTRY)[number]["path"];
const platformPath = z.enum(REGISTRY.map((p) => p.path) as [PlatformPath, ...PlatformPath[]]);

const platformSchema = z.object({
  name: z.string().min(1),
  href: platformPath,
  text: textSchema,
  /** simple-icons slug of the brand mark; AtCoder has none and is set in type. */
  brand: z.string().optional(),
  logo: imageSchema,
});
export type Platform = InLocale<z.infer<typeof platformSchema>>;

const browserSchema = z.object({
  path: platformPath,
  title: textSchema,
  metaTitle: textSchema,
  description: textSchema,
  lead: textSchema,
  perPage: z.number().int().positive(),
  /** The filters the browser offers, as a visitor would read them. */
  filters: z.array(z.object({ label: textSchema, options: textSchema })).min(1),
  extras: z.array(textSchema),
  externalHref: z.string().url(),
  externalLabel: textSchema,
});
type ProblemBrowserContent = z.infer<typeof browserSchema>;
export type ProblemBrowser = InLocale<ProblemBrowserContent>;

const logo = (name: string): Platform["logo"] => ({
  src: `/images/platforms/${name.toLowerCase()}.webp`,
  alt: "",
  width: 240,
  height: 120,
});

const PLATFORMS = [
  {
    name: "AtCoder",
    href: "/atcoder",
    text: {
      en: "Short, precise problems from Japan's weekly contests, graded A to F. Ideal for building speed.",
      hi: "जापान के साप्ताहिक कॉन्टेस्ट के छोटे, सटीक सवाल, A से F तक के स्तर में। रफ़्तार बढ़ाने के लिए सबसे अच्छे।",
    },
    logo: logo("AtCoder"),
  },
  {
    name: "Codeforces",
    href: "/codeforces",
    text: {
      en: "The largest competitive programming archive, rated by difficulty and tagged by topic.",
      hi: "कॉम्पिटिटिव प्रोग्रामिंग का सबसे बड़ा संग्रह, कठिनाई के हिसाब से रेटिंग और विषय के हिसाब से टैग के साथ।",
    },
    brand: "codeforces",
    logo: logo("Codeforces"),
  },
  {
    name: "LeetCode",
    href: "/leetcode",
    text: {
      en: "Interview-style questions asked by product companies, sorted by difficulty rating.",
      hi: "प्रोडक्ट कंपनियों के इंटरव्यू में पूछे जाने वाले सवाल, कठिनाई की रेटिंग के क्रम में।",
    },
    brand: "leetcode",
    logo: logo("LeetCode"),
  },
];

export const codersSheet = z
  .object({
    title: textSchema,
    description: textSchema,
    lead: textSchema,
    backLabel: textSchema,
    backHref: z.string().startsWith("/"),
    /** Under the title of the form in front of the cards (the title is in lib/content/forms.ts). */
    gateLead: textSchema,
    platformsTitle: textSchema,
    platforms: z.array(platformSchema).length(REGISTRY.length),
  })
  .parse({
    title: { en: "Coders Sheet", hi: "कोडर्स शीट" },
    description: {
      en: "The Coder House coders sheet: practice problems from AtCoder, Codeforces and LeetCode, filtered by difficulty and topic so you always know what to solve next.",
      hi: "Coder House की कोडर्स शीट: AtCoder, Codeforces और LeetCode के प्रैक्टिस सवाल, कठिनाई और विषय के हिसाब से छाँटे हुए, ताकि आपको हमेशा पता रहे कि आगे क्या हल करना है।",
    },
    lead: {
      en: "Practice problems from three of the best judges, filtered by level and topic so you always know what to solve next.",
      hi: "तीन बेहतरीन ऑनलाइन जज के प्रैक्टिस सवाल, स्तर और विषय के हिसाब से छाँटे हुए, ताकि आपको हमेशा पता रहे कि आगे क्या हल करना है।",
    },
    backLabel: { en: "Back to Features", hi: "ख़ूबियों पर वापस जाएँ" },
    backHref: "/features",
    gateLead: {
      en: "Tell us a little about yourself once, and the three problem lists stay open for the rest of this visit.",
      hi: "एक बार अपने बारे में थोड़ा बता दीजिए, फिर इस विज़िट में तीनों प्लेटफ़ॉर्म के सवालों की लिस्ट खुली रहेंगी।",
    },
    platformsTitle: { en: "Pick a platform", hi: "एक प्लेटफ़ॉर्म चुनें" },
    platforms: PLATFORMS,
  });

export const contestPage = z
  .object({
    title: textSchema,
    metaTitle: textSchema,
    description: textSchema,
    lead: textSchema,
    backLabel: textSchema,
    backHref: z.string().startsWith("/"),
    aboutTitle: textSchema,
    about: z.array(textSchema).min(1),
    practiceTitle: textSchema,
    practiceLead: textSchema,
    moonCoderText: textSchema,
    moonCoderLabel: textSchema,
    moonCoderHref: z.string().startsWith("/"),
  })
  .parse({
    title: { en: "Contests", hi: "कॉन्टेस्ट" },
    metaTitle: { en: "Upcoming Coding Contests", hi: "आने वाले कोडिंग कॉन्टेस्ट" },
    description: {
      en: "Upcoming coding contests from Codeforces, AtCoder, LeetCode, CodeChef and other platforms, with start times and durations, collected by Coder House.",
      hi: "Codeforces, AtCoder, LeetCode, CodeChef और दूसरे प्लेटफ़ॉर्म के आने वाले कोडिंग कॉन्टेस्ट, शुरू होने के समय और अवधि के साथ, Coder House की ओर से एक जगह।",
    },
    lead: {
      en: "Rated contests are the quickest way to measure your progress. Find the next one and put it in your calendar.",
      hi: "रेटेड कॉन्टेस्ट अपनी प्रगति नापने का सबसे तेज़ तरीक़ा हैं। अगला कॉन्टेस्ट ढूँढें और अपने कैलेंडर में जोड़ लें।",
    },
    backLabel: { en: "Back to Features", hi: "ख़ूबियों पर वापस जाएँ" },
    backHref: "/features",
    aboutTitle: { en: "How the list works", hi: "यह सूची कैसे काम करती है" },
    about: [
      {
        en: "The list gathers upcoming contests from the major competitive programming platforms in one place, soonest first.",
        hi: "यह सूची कॉम्पिटिटिव प्रोग्रामिंग के बड़े प्लेटफ़ॉर्म के आने वाले कॉन्टेस्ट एक जगह लाती है, जो सबसे पहले है वह सबसे ऊपर।",
      },
      {
        en: "Each entry shows the host, the start time and the duration in hours, and links to the contest page so you can register. A search box narrows the list by name or platform.",
        hi: "हर कॉन्टेस्ट के साथ आयोजक, शुरू होने का समय और घंटों में अवधि दिखती है, और कॉन्टेस्ट के पेज का लिंक ताकि आप रजिस्टर कर सकें। सर्च बॉक्स से नाम या प्लेटफ़ॉर्म के हिसाब से सूची छोटी करें।",
      },
    ],
    practiceTitle: { en: "Practise between contests", hi: "कॉन्टेस्ट के बीच प्रैक्टिस करें" },
    practiceLead: {
      en: "Warm up with problems at your level from the platforms that host most contests.",
      hi: "ज़्यादातर कॉन्टेस्ट कराने वाले प्लेटफ़ॉर्म के अपने स्तर के सवालों से तैयारी करें।",
    },
    moonCoderText: {
      en: "Want contests run for Coder House students only, with prizes and certificates?",
      hi: "सिर्फ़ Coder House स्टूडेंट्स के लिए, इनाम और सर्टिफ़िकेट वाले कॉन्टेस्ट चाहिए?",
    },
    moonCoderLabel: { en: "See Moon Coder", hi: "मून कोडर देखें" },
    moonCoderHref: "/moon-coder",
  });

export const problemBrowsers: ProblemBrowserContent[] = z
  .array(browserSchema)
  .length(REGISTRY.length)
  .parse([
    {
      path: "/codeforces",
      title: { en: "Codeforces Problems", hi: "Codeforces के सवाल" },
      metaTitle: { en: "Codeforces Problem Browser", hi: "Codeforces सवाल ब्राउज़र" },
      description: {
        en: "Browse Codeforces problems by rating from 800 to 2000 and by topic (dynamic programming, graphs, greedy, sorting), twenty to a page.",
        hi: "Codeforces के सवाल 800 से 2000 की रेटिंग और विषय (डायनामिक प्रोग्रामिंग, ग्राफ़, ग्रीडी, सॉर्टिंग) के हिसाब से देखें, एक पेज पर बीस।",
      },
      lead: {
        en: "Work through the Codeforces archive by rating and topic, from your first 800 to a confident 2000.",
        hi: "Codeforces के संग्रह को रेटिंग और विषय के हिसाब से हल करें, अपने पहले 800 से लेकर भरोसेमंद 2000 तक।",
      },
      perPage: 20,
      filters: [
        {
          label: { en: "Rating", hi: "रेटिंग" },
          options: {
            en: "800 to 1000, 1000 to 1500 or 1500 to 2000; all of 800 to 2000 by default",
            hi: "800 से 1000, 1000 से 1500 या 1500 से 2000; पहले से 800 से 2000 तक सभी",
          },
        },
        {
          label: { en: "Topic", hi: "विषय" },
          options: {
            en: "all topics, dynamic programming, graphs, greedy or sorting",
            hi: "सभी विषय, डायनामिक प्रोग्रामिंग, ग्राफ़, ग्रीडी या सॉर्टिंग",
          },
        },
      ],
      extras: [
        {
          en: "Changing the rating or topic takes you back to the first page.",
          hi: "रेटिंग या विषय बदलने पर सूची पहले पेज से शुरू होती है।",
        },
        {
          en: "Each problem links to its statement on Codeforces.",
          hi: "हर सवाल Codeforces पर उसके पूरे विवरण से जुड़ा है।",
        },
      ],
      externalHref: "https://codeforces.com/problemset",
      externalLabel: { en: "Open the Codeforces problem set", hi: "Codeforces का प्रॉब्लम सेट खोलें" },
    },
    {
      path: "/atcoder",
      title: { en: "AtCoder Problems", hi: "AtCoder के सवाल" },
      metaTitle: { en: "AtCoder Problem Browser", hi: "AtCoder सवाल ब्राउज़र" },
      description: {
        en: "Browse AtCoder problems by level, A to F, and by contest type (Beginner, Regular and Grand contests), thirty to a page.",
        hi: "AtCoder के सवाल स्तर (A से F) और कॉन्टेस्ट के प्रकार (बिगिनर, रेगुलर और ग्रैंड) के हिसाब से देखें, एक पेज पर तीस।",
      },
      lead: {
        en: "AtCoder's problems climb steadily from A to F. Start where you are comfortable and move up one letter at a time.",
        hi: "AtCoder के सवाल A से F तक धीरे-धीरे कठिन होते जाते हैं। जहाँ सहज हों वहाँ से शुरू करें और एक-एक अक्षर ऊपर बढ़ें।",
      },
      perPage: 30,
      filters: [
        {
          label: { en: "Level", hi: "स्तर" },
          options: {
            en: "A, B, C, D, E or F, the problem's position in its contest",
            hi: "A, B, C, D, E या F, यानी कॉन्टेस्ट में सवाल का स्थान",
          },
        },
        {
          label: { en: "Contest type", hi: "कॉन्टेस्ट का प्रकार" },
          options: {
            en: "AtCoder Beginner (ABC), Regular (ARC) or Grand (AGC) contests",
            hi: "AtCoder के बिगिनर (ABC), रेगुलर (ARC) या ग्रैंड (AGC) कॉन्टेस्ट",
          },
        },
      ],
      extras: [
        {
          en: "Level and contest type work together, for example ABC problems at level C.",
          hi: "स्तर और कॉन्टेस्ट का प्रकार साथ-साथ काम करते हैं, जैसे स्तर C के ABC सवाल।",
        },
        {
          en: "Each problem links to its task page on AtCoder.",
          hi: "हर सवाल AtCoder पर उसके टास्क पेज से जुड़ा है।",
        },
      ],
      externalHref: "https://atcoder.jp/contests/archive",
      externalLabel: { en: "Open the AtCoder contest archive", hi: "AtCoder के कॉन्टेस्ट का संग्रह खोलें" },
    },
    {
      path: "/leetcode",
      title: { en: "LeetCode Questions", hi: "LeetCode के सवाल" },
      metaTitle: { en: "LeetCode Question Browser", hi: "LeetCode सवाल ब्राउज़र" },
      description: {
        en: "Browse LeetCode questions by difficulty rating in ranges of 1000, sorted easiest or hardest first, thirty to a page, each marked easy, medium or hard.",
        hi: "LeetCode के सवाल 1000 के दायरों में कठिनाई की रेटिंग के हिसाब से देखें, आसान या कठिन पहले, एक पेज पर तीस, हर सवाल पर आसान, मध्यम या कठिन लिखा।",
      },
      lead: {
        en: "The questions product companies ask in interviews, ordered by a difficulty rating so you can climb step by step.",
        hi: "प्रोडक्ट कंपनियाँ इंटरव्यू में जो सवाल पूछती हैं, कठिनाई की रेटिंग के क्रम में, ताकि आप एक-एक क़दम ऊपर चढ़ सकें।",
      },
      perPage: 30,
      filters: [
        {
          label: { en: "Rating", hi: "रेटिंग" },
          options: {
            en: "all, 0 to 1000, 1000 to 2000, 2000 to 3000 or 3000 to 4000",
            hi: "सभी, 0 से 1000, 1000 से 2000, 2000 से 3000 या 3000 से 4000",
          },
        },
        {
          label: { en: "Order", hi: "क्रम" },
          options: { en: "easiest first or hardest first", hi: "आसान पहले या कठिन पहले" },
        },
      ],
      extras: [
        {
          en: "Each question carries a badge: easy below a rating of 1000, medium below 2000, hard above.",
          hi: "हर सवाल पर एक बैज है: 1000 से कम रेटिंग पर आसान, 2000 से कम पर मध्यम, उससे ऊपर कठिन।",
        },
        {
          en: "Changing the rating range or the order takes you back to the first page.",
          hi: "रेटिंग का दायरा या क्रम बदलने पर सूची पहले पेज से शुरू होती है।",
        },
        {
          en: "Each question links to its page on LeetCode.",
          hi: "हर सवाल LeetCode पर उसके पेज से जुड़ा है।",
        },
      ],
      externalHref: "https://leetcode.com/problemset/",
      externalLabel: { en: "Open the LeetCode problem set", hi: "LeetCode का प्रॉब्लम सेट खोलें" },
    },
  ]);

/** The browser page for a path; throws if the content is missing (a programming error). */
export function problemBrowserOrThrow(path: string): ProblemBrowserContent {
  const browser = problemBrowsers.find((b) => b.path === path);
  if (!browser) throw new Error(`No problem browser content for ${path}`);
  return browser;
}
