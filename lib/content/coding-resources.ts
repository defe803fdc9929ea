// Coders sheet (/coders-sheet), the contest list page (/contest) and the three problem browsers
// (/codeforces, /atcoder, /leetcode). Figures come from SPEC section 9.
import { z } from "zod";
import { backLinkFields } from "./fields";
import { imageSchema } from "./image";

const platformSchema = z.object({
  name: z.string().min(1),
  href: z.enum(["/atcoder", "/codeforces", "/leetcode"]),
  text: z.string().min(1),
  /** simple-icons slug of the brand mark; AtCoder has none and is set in type. */
  brand: z.string().optional(),
  logo: imageSchema,
});
export type Platform = z.infer<typeof platformSchema>;

const browserSchema = z.object({
  path: z.enum(["/atcoder", "/codeforces", "/leetcode"]),
  title: z.string().min(1),
  metaTitle: z.string().min(1),
  description: z.string().min(1),
  lead: z.string().min(1),
  perPage: z.number().int().positive(),
  /** The filters the browser offers, as a visitor would read them. */
  filters: z.array(z.object({ label: z.string().min(1), options: z.string().min(1) })).min(1),
  extras: z.array(z.string().min(1)),
  externalHref: z.string().url(),
  externalLabel: z.string().min(1),
});
export type ProblemBrowser = z.infer<typeof browserSchema>;

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
    text: "Short, precise problems from Japan's weekly contests, graded A to F. Ideal for building speed.",
    logo: logo("AtCoder"),
  },
  {
    name: "Codeforces",
    href: "/codeforces",
    text: "The largest competitive programming archive, rated by difficulty and tagged by topic.",
    brand: "codeforces",
    logo: logo("Codeforces"),
  },
  {
    name: "LeetCode",
    href: "/leetcode",
    text: "Interview-style questions asked by product companies, sorted by difficulty rating.",
    brand: "leetcode",
    logo: logo("LeetCode"),
  },
];

export const codersSheet = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    lead: z.string().min(1),
    ...backLinkFields,
    platformsTitle: z.string().min(1),
    platforms: z.array(platformSchema).length(3),
  })
  .parse({
    title: "Coders Sheet",
    description:
      "The Coder House coders sheet: practice problems from AtCoder, Codeforces and LeetCode, filtered by difficulty and topic so you always know what to solve next.",
    lead: "Practice problems from three of the best judges, filtered by level and topic so you always know what to solve next.",
    backLabel: "Back to Features",
    backHref: "/features",
    platformsTitle: "Pick a platform",
    platforms: PLATFORMS,
  });

export const contestPage = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    lead: z.string().min(1),
    ...backLinkFields,
    /** Says plainly that the live list is not here yet (remove when it is). */
    notice: z.string().min(1),
    aboutTitle: z.string().min(1),
    about: z.array(z.string().min(1)).min(1),
    practiceTitle: z.string().min(1),
    practiceLead: z.string().min(1),
    moonCoderText: z.string().min(1),
    moonCoderLabel: z.string().min(1),
    moonCoderHref: z.string().startsWith("/"),
  })
  .parse({
    title: "Contests",
    description:
      "Upcoming coding contests from Codeforces, AtCoder, LeetCode, CodeChef and other platforms, with start times and durations, collected by Coder House.",
    lead: "Rated contests are the quickest way to measure your progress. Find the next one and put it in your calendar.",
    backLabel: "Back to Features",
    backHref: "/features",
    notice:
      "The live contest list is not on this page yet. Until it is, the platforms below announce their own contests on their sites.",
    aboutTitle: "How the list works",
    about: [
      "The list gathers upcoming contests from the major competitive programming platforms in one place, soonest first.",
      "Each entry shows the host, the start time and the duration in hours, and links to the contest page so you can register. A search box narrows the list by name or platform.",
    ],
    practiceTitle: "Practise between contests",
    practiceLead: "Warm up with problems at your level from the platforms that host most contests.",
    moonCoderText: "Want contests run for Coder House students only, with prizes and certificates?",
    moonCoderLabel: "See Moon Coder",
    moonCoderHref: "/moon-coder",
  });

export const problemBrowsers: ProblemBrowser[] = z
  .array(browserSchema)
  .length(3)
  .parse([
    {
      path: "/codeforces",
      title: "Codeforces Problems",
      metaTitle: "Codeforces Problem Browser",
      description:
        "Browse Codeforces problems by rating from 800 to 2000 and by topic (dynamic programming, graphs, greedy, sorting), twenty to a page.",
      lead: "Work through the Codeforces archive by rating and topic, from your first 800 to a confident 2000.",
      perPage: 20,
      filters: [
        {
          label: "Rating",
          options: "800 to 1000, 1000 to 1500 or 1500 to 2000; all of 800 to 2000 by default",
        },
        { label: "Topic", options: "all topics, dynamic programming, graphs, greedy or sorting" },
      ],
      extras: [
        "Changing the rating or topic takes you back to the first page.",
        "Each problem links to its statement on Codeforces.",
      ],
      externalHref: "https://codeforces.com/problemset",
      externalLabel: "Open the Codeforces problem set",
    },
    {
      path: "/atcoder",
      title: "AtCoder Problems",
      metaTitle: "AtCoder Problem Browser",
      description:
        "Browse AtCoder problems by level, A to F, and by contest type (Beginner, Regular and Grand contests), thirty to a page.",
      lead: "AtCoder's problems climb steadily from A to F. Start where you are comfortable and move up one letter at a time.",
      perPage: 30,
      filters: [
        { label: "Level", options: "A, B, C, D, E or F, the problem's position in its contest" },
        {
          label: "Contest type",
          options: "AtCoder Beginner (ABC), Regular (ARC) or Grand (AGC) contests",
        },
      ],
      extras: [
        "Level and contest type work together, for example ABC problems at level C.",
        "Each problem links to its task page on AtCoder.",
      ],
      externalHref: "https://atcoder.jp/contests/archive",
      externalLabel: "Open the AtCoder contest archive",
    },
    {
      path: "/leetcode",
      title: "LeetCode Questions",
      metaTitle: "LeetCode Question Browser",
      description:
        "Browse LeetCode questions by difficulty rating in ranges of 1000, sorted easiest or hardest first, thirty to a page, each marked easy, medium or hard.",
      lead: "The questions product companies ask in interviews, ordered by a difficulty rating so you can climb step by step.",
      perPage: 30,
      filters: [
        { label: "Rating", options: "all, 0 to 1000, 1000 to 2000, 2000 to 3000 or 3000 to 4000" },
        { label: "Order", options: "easiest first or hardest first" },
      ],
      extras: [
        "Each question carries a badge: easy below a rating of 1000, medium below 2000, hard above.",
        "Changing the rating range or the order takes you back to the first page.",
        "Each question links to its page on LeetCode.",
      ],
      externalHref: "https://leetcode.com/problemset/",
      externalLabel: "Open the LeetCode problem set",
    },
  ]);

/** Copy shared by the three problem browser pages. "{count}" is the page size. */
export const problemBrowserPage = z
  .object({
    ...backLinkFields,
    /** Says plainly that the live list is not here yet (remove when it is). */
    notice: z.string().includes("{platform}"),
    howTitle: z.string().min(1),
    filtersTitle: z.string().min(1),
    perPage: z.string().includes("{count}"),
    externalTitle: z.string().min(1),
    externalText: z.string().min(1),
    otherTitle: z.string().min(1),
  })
  .parse({
    backLabel: "Back to Coders Sheet",
    backHref: "/coders-sheet",
    notice:
      "The problem list itself is not on this page yet. Until it is, practise on {platform} directly with the link below.",
    howTitle: "How this browser works",
    filtersTitle: "Filters",
    perPage: "Problems are shown {count} to a page, with previous and next buttons.",
    externalTitle: "On the platform itself",
    externalText:
      "Solutions are submitted and judged on the platform, so you will need a free account there.",
    otherTitle: "Other platforms",
  });

/** The browser page for a path; throws if the content is missing (a programming error). */
export function problemBrowserOrThrow(path: ProblemBrowser["path"]): ProblemBrowser {
  const browser = problemBrowsers.find((b) => b.path === path);
  if (!browser) throw new Error(`No problem browser content for ${path}`);
  return browser;
}
