// /CampusPrograms: the programs taught at our centre, in English and Hindi. Each object has the
// shape the campus-programs API serves (SPEC section 3, plus `currency`) once resolved to
// English, so keep them plain data.
import { z } from "zod";
import { textSchema, type InLocale, type Text } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";

export const campusIntro = {
  title: { en: "Campus Programs", hi: "कैंपस प्रोग्राम" },
  lead: {
    en: "Classroom courses at our Jabalpur centre, in a morning or an evening batch: six technical programs and five that build the aptitude, language and interview skills placements test.",
    hi: "जबलपुर में हमारे सेंटर पर क्लासरूम कोर्स, सुबह या शाम के बैच में: छह टेक्निकल प्रोग्राम, और पाँच ऐसे प्रोग्राम जो एप्टीट्यूड, भाषा और इंटरव्यू की वे स्किल्स बनाते हैं जिन्हें प्लेसमेंट में परखा जाता है।",
  },
  description: {
    en: "Campus programs at Coder House, Jabalpur: C, Java, Python, Full Stack, Cybersecurity and Machine Learning, plus aptitude, reasoning, English, critical thinking and GD & PI, with batch times, durations and fees.",
    hi: "Coder House, जबलपुर के कैंपस प्रोग्राम: C, Java, Python, फ़ुल स्टैक, साइबर सिक्योरिटी और मशीन लर्निंग, साथ में एप्टीट्यूड, रीज़निंग, अंग्रेज़ी, क्रिटिकल थिंकिंग और GD & PI, बैच के समय, अवधि और फ़ीस के साथ।",
  },
};

export const campusGroups = {
  technical: {
    title: { en: "Technical Programs", hi: "टेक्निकल प्रोग्राम" },
    lead: {
      en: "Programming languages and engineering tracks.",
      hi: "प्रोग्रामिंग भाषाएँ और इंजीनियरिंग के कोर्स।",
    },
  },
  "non-technical": {
    title: { en: "Cognitive Programs", hi: "कॉग्निटिव प्रोग्राम" },
    lead: {
      en: "Aptitude, communication and interview skills.",
      hi: "एप्टीट्यूड, कम्युनिकेशन और इंटरव्यू स्किल्स।",
    },
  },
} satisfies Record<string, { title: Text; lead: Text }>;

const batchSchema = z.object({ time: z.string().min(1) });

export const campusProgramSchema = z.object({
  type: z.enum(["technical", "non-technical"]),
  name: textSchema,
  /** Short monogram shown on the program's card, e.g. "Py". */
  symbol: z.string().min(1).max(4),
  image: imageSchema.extend({ alt: textSchema }),
  duration: textSchema,
  cost: z.number().nonnegative(),
  /** ISO 4217 code; the old site showed fees in US dollars. */
  currency: z.string().length(3),
  /** The program's roadmap page. */
  link: z.string().startsWith("/"),
  /** Either batch may be missing: the page shows whichever exists. */
  batches: z.object({ morning: batchSchema.optional(), evening: batchSchema.optional() }),
});
type CampusProgramContent = z.infer<typeof campusProgramSchema>;
/** A program in one language: what the page and the API use. */
export type CampusProgram = InLocale<CampusProgramContent>;

/** "4 months" / "4 महीने": a program's length in whole months. */
export function months(count: number): Text {
  return count === 1
    ? { en: "1 month", hi: "1 महीना" }
    : { en: `${count} months`, hi: `${count} महीने` };
}

type Row = [
  type: CampusProgramContent["type"],
  name: Text,
  symbol: string,
  months: number,
  cost: number,
  link: string,
  morning: string,
  evening: string,
];

const program = ([type, name, symbol, length, cost, link, morning, evening]: Row) => ({
  type,
  name,
  symbol,
  image: {
    // The picture is named after (and shows) the English name.
    src: `/images/campus/programs/${slugify(name.en)}.webp`,
    alt: { en: `${name.en} course card`, hi: `${name.hi} कोर्स का कार्ड` },
    width: 640,
    height: 400,
  },
  duration: months(length),
  cost,
  currency: "USD",
  link,
  batches: { morning: { time: morning }, evening: { time: evening } },
});

export const campusPrograms: CampusProgramContent[] = z
  .array(campusProgramSchema)
  .min(1)
  .parse(
    (
      [
        [
          "technical",
          { en: "C Programming", hi: "C प्रोग्रामिंग" },
          "C",
          4,
          600,
          "/programs/c-programming",
          "09:00–11:00 AM",
          "06:00–08:00 PM",
        ],
        [
          "technical",
          { en: "Java Programming", hi: "Java प्रोग्रामिंग" },
          "Java",
          5,
          750,
          "/programs/java-programming",
          "08:30–10:30 AM",
          "07:00–09:00 PM",
        ],
        [
          "technical",
          { en: "Python Programming", hi: "Python प्रोग्रामिंग" },
          "Py",
          3,
          600,
          "/programs/python-programming",
          "09:00–10:30 AM",
          "06:00–07:30 PM",
        ],
        [
          "technical",
          { en: "Full Stack Development", hi: "फ़ुल स्टैक डेवलपमेंट" },
          "FS",
          6,
          850,
          "/programs/full-stack-development",
          "10:00 AM–12:00 PM",
          "05:30–07:30 PM",
        ],
        [
          "technical",
          { en: "Cybersecurity", hi: "साइबर सिक्योरिटी" },
          "Sec",
          5,
          950,
          "/programs/cybersecurity",
          "10:00 AM–12:00 PM",
          "05:30–07:30 PM",
        ],
        [
          "technical",
          { en: "Machine Learning", hi: "मशीन लर्निंग" },
          "ML",
          4,
          900,
          "/programs/machine-learning",
          "08:00–09:30 AM",
          "07:00–08:30 PM",
        ],
        [
          "non-technical",
          { en: "Aptitude", hi: "एप्टीट्यूड" },
          "Apt",
          2,
          300,
          "/programs/aptitude",
          "09:00–10:30 AM",
          "06:00–07:30 PM",
        ],
        [
          "non-technical",
          { en: "Reasoning", hi: "रीज़निंग" },
          "Rsn",
          2,
          300,
          "/programs/reasoning",
          "09:00–10:30 AM",
          "06:00–07:30 PM",
        ],
        [
          "non-technical",
          { en: "English", hi: "अंग्रेज़ी" },
          "En",
          3,
          500,
          "/programs/english",
          "08:00–09:30 AM",
          "07:00–08:30 PM",
        ],
        [
          "non-technical",
          {
            en: "Critical Thinking & Decision Making",
            hi: "क्रिटिकल थिंकिंग और डिसीज़न मेकिंग",
          },
          "CT",
          2,
          400,
          "/programs/CriticalThinking",
          "08:30–10:30 AM",
          "07:00–09:00 PM",
        ],
        [
          "non-technical",
          { en: "GD & Personal Interview", hi: "GD और पर्सनल इंटरव्यू" },
          "GD",
          1,
          250,
          "/programs/GDPersonalInterview",
          "10:00 AM–12:00 PM",
          "05:30–07:30 PM",
        ],
      ] satisfies Row[]
    ).map(program),
  );

export const campusLabels = {
  duration: { en: "Duration", hi: "अवधि" },
  cost: { en: "Fee", hi: "फ़ीस" },
  morning: { en: "Morning batch", hi: "सुबह का बैच" },
  evening: { en: "Evening batch", hi: "शाम का बैच" },
  viewMore: { en: "View More", hi: "और देखें" },
  /** After "View More", for screen readers: which program it opens. */
  viewMoreAbout: { en: "about {name}", hi: "{name} के बारे में" },
  /** Names a program's batch times for the pause button ("Pause … batch times"). */
  batchTimes: { en: "{name} batch times", hi: "{name} के बैच का समय" },
  joinNow: { en: "Join Now!", hi: "अभी जुड़ें!" },
  pickHint: {
    en: "Choose a program to see its duration, fee and batch times.",
    hi: "कोई प्रोग्राम चुनें और उसकी अवधि, फ़ीस और बैच का समय देखें।",
  },
};

export const collage = {
  title: { en: "Life at the centre", hi: "सेंटर की झलकियाँ" },
  label: { en: "Collage of life at the centre", hi: "सेंटर की झलकियों का कोलाज" },
};

const collageItemSchema = z.object({
  /** The words drawn on the placeholder, in English (its alt text says the same). */
  title: z.string().min(1),
  image: imageSchema.extend({ alt: textSchema }),
});
export type CollageItem = InLocale<z.infer<typeof collageItemSchema>>;

export const collageItems: z.infer<typeof collageItemSchema>[] = z
  .array(collageItemSchema)
  .length(7)
  .parse(
    (
      [
        ["Morning batch at work", "सुबह का बैच काम में जुटा हुआ"],
        ["Pair programming", "पेयर प्रोग्रामिंग"],
        ["Doubt-clearing corner", "डाउट दूर करने का कोना"],
        ["Aptitude practice", "एप्टीट्यूड प्रैक्टिस"],
        ["Group discussion round", "ग्रुप डिस्कशन राउंड"],
        ["Project showcase", "प्रोजेक्ट शोकेस"],
        ["Evening batch wrap-up", "शाम के बैच का समापन"],
      ] as const
    ).map(([title, hindi], i) => ({
      title,
      image: {
        src: `/images/campus/collage-${i + 1}.webp`,
        alt: { en: `Illustration card: ${title.toLowerCase()}`, hi: `चित्र-कार्ड: ${hindi}` },
        width: 960,
        height: 540,
      },
    })),
  );
