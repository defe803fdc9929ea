// /CampusPrograms: the programs taught at our centre. Each object has the shape the
// campus-programs API serves (SPEC section 3, plus `currency`), so keep them plain data.
import { z } from "zod";
import { imageSchema, slugify } from "./image";

export const campusIntro = {
  title: "Campus Programs",
  lead: "Classroom courses at our Jabalpur centre, in a morning or an evening batch: six technical programs and five that build the aptitude, language and interview skills placements test.",
  description:
    "Campus programs at Coder House, Jabalpur: C, Java, Python, Full Stack, Cybersecurity and Machine Learning, plus aptitude, reasoning, English, critical thinking and GD & PI, with batch times, durations and fees.",
};

export const campusGroups = {
  technical: {
    title: "Technical Programs",
    lead: "Programming languages and engineering tracks.",
  },
  "non-technical": {
    title: "Cognitive Programs",
    lead: "Aptitude, communication and interview skills.",
  },
} as const;

const batchSchema = z.object({ time: z.string().min(1) });

export const campusProgramSchema = z.object({
  type: z.enum(["technical", "non-technical"]),
  name: z.string().min(1),
  /** Short monogram shown on the program's card, e.g. "Py". */
  symbol: z.string().min(1).max(4),
  image: imageSchema.extend({ alt: z.string().min(1) }),
  duration: z.string().min(1),
  cost: z.number().nonnegative(),
  /** ISO 4217 code; the old site showed fees in US dollars. */
  currency: z.string().length(3),
  /** The program's roadmap page. */
  link: z.string().startsWith("/"),
  /** Either batch may be missing: the page shows whichever exists. */
  batches: z.object({ morning: batchSchema.optional(), evening: batchSchema.optional() }),
});
export type CampusProgram = z.infer<typeof campusProgramSchema>;

type Row = [CampusProgram["type"], string, string, string, number, string, string, string];

const program = ([type, name, symbol, duration, cost, link, morning, evening]: Row) => ({
  type,
  name,
  symbol,
  image: {
    src: `/images/campus/programs/${slugify(name)}.webp`,
    alt: `${name} course card`,
    width: 640,
    height: 400,
  },
  duration,
  cost,
  currency: "USD",
  link,
  batches: { morning: { time: morning }, evening: { time: evening } },
});

export const campusPrograms: CampusProgram[] = z
  .array(campusProgramSchema)
  .min(1)
  .parse(
    (
      [
        [
          "technical",
          "C Programming",
          "C",
          "4 months",
          600,
          "/programs/c-programming",
          "09:00–11:00 AM",
          "06:00–08:00 PM",
        ],
        [
          "technical",
          "Java Programming",
          "Java",
          "5 months",
          750,
          "/programs/java-programming",
          "08:30–10:30 AM",
          "07:00–09:00 PM",
        ],
        [
          "technical",
          "Python Programming",
          "Py",
          "3 months",
          600,
          "/programs/python-programming",
          "09:00–10:30 AM",
          "06:00–07:30 PM",
        ],
        [
          "technical",
          "Full Stack Development",
          "FS",
          "6 months",
          850,
          "/programs/full-stack-development",
          "10:00 AM–12:00 PM",
          "05:30–07:30 PM",
        ],
        [
          "technical",
          "Cybersecurity",
          "Sec",
          "5 months",
          950,
          "/programs/cybersecurity",
          "10:00 AM–12:00 PM",
          "05:30–07:30 PM",
        ],
        [
          "technical",
          "Machine Learning",
          "ML",
          "4 months",
          900,
          "/programs/machine-learning",
          "08:00–09:30 AM",
          "07:00–08:30 PM",
        ],
        [
          "non-technical",
          "Aptitude",
          "Apt",
          "2 months",
          300,
          "/programs/aptitude",
          "09:00–10:30 AM",
          "06:00–07:30 PM",
        ],
        [
          "non-technical",
          "Reasoning",
          "Rsn",
          "2 months",
          300,
          "/programs/reasoning",
          "09:00–10:30 AM",
          "06:00–07:30 PM",
        ],
        [
          "non-technical",
          "English",
          "En",
          "3 months",
          500,
          "/programs/english",
          "08:00–09:30 AM",
          "07:00–08:30 PM",
        ],
        [
          "non-technical",
          "Critical Thinking & Decision Making",
          "CT",
          "2 months",
          400,
          "/programs/CriticalThinking",
          "08:30–10:30 AM",
          "07:00–09:00 PM",
        ],
        [
          "non-technical",
          "GD & Personal Interview",
          "GD",
          "1 month",
          250,
          "/programs/GDPersonalInterview",
          "10:00 AM–12:00 PM",
          "05:30–07:30 PM",
        ],
      ] satisfies Row[]
    ).map(program),
  );

export const campusLabels = {
  duration: "Duration",
  cost: "Fee",
  morning: "Morning batch",
  evening: "Evening batch",
  viewMore: "View More",
  joinNow: "Join Now!",
  pickHint: "Choose a program to see its duration, fee and batch times.",
};

export const collage = { title: "Life at the centre", label: "Collage of life at the centre" };

const collageItemSchema = z.object({
  /** The words drawn on the placeholder (its alt text says the same). */
  title: z.string().min(1),
  image: imageSchema.extend({ alt: z.string().min(1) }),
});
export type CollageItem = z.infer<typeof collageItemSchema>;

export const collageItems: CollageItem[] = z
  .array(collageItemSchema)
  .length(7)
  .parse(
    [
      "Morning batch at work",
      "Pair programming",
      "Doubt-clearing corner",
      "Aptitude practice",
      "Group discussion round",
      "Project showcase",
      "Evening batch wrap-up",
    ].map((title, i) => ({
      title,
      image: {
        src: `/images/campus/collage-${i + 1}.webp`,
        alt: `Illustration card: ${title.toLowerCase()}`,
        width: 960,
        height: 540,
      },
    })),
  );
