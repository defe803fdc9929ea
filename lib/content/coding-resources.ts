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
    /** Under the title of the form in front of the cards (the title is in lib/content/forms.ts). */
    gateLead: z.string().min(1),
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
    gateLead:
      "Tell us a little about yourself once, and the three problem lists stay open for the rest of this visit.",
    platformsTitle: "Pick a platform",
    platforms: PLATFORMS,
  });

export const contestPage = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    lead: z.string().min(1),
    ...backLinkFields,
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
    howTitle: "How this browser works",
    filtersTitle: "Filters",
    perPage: "Problems are shown {count} to a page, with previous and next buttons.",
    externalTitle: "On the platform itself",
    externalText:
      "Solutions are submitted and judged on the platform, so you will need a free account there.",
    otherTitle: "Other platforms",
  });

const text = z.string().min(1);

/** Texts of the live problem lists. Placeholders in braces are filled in by the list. */
export const problemListCopy = z
  .object({
    title: text,
    filtersLabel: text,
    applyFilters: text,
    hideSolved: text,
    random: text,
    randomPicking: text,
    randomPicked: text.includes("{title}"),
    randomNone: text,
    pageOf: text.includes("{page}").includes("{pages}"),
    total: text.includes("{total}"),
    empty: text,
    asOf: text.includes("{time}"),
    previous: text,
    next: text,
    paginationLabel: text,
    solved: text,
    markSolved: text.includes("{title}"),
    hiddenCount: text.includes("{count}"),
    allHidden: text,
    opensInNewTab: text,
    solvedTitle: text,
    solvedLead: text,
    solvedCount: text.includes("{count}"),
    exportLabel: text,
    importLabel: text,
    exported: text.includes("{count}"),
    imported: text.includes("{count}").includes("{added}"),
    storageBlocked: text,
    loadError: text,
    retry: text,
    notConfigured: text,
  })
  .parse({
    title: "Problem list",
    filtersLabel: "Filters",
    applyFilters: "Show problems",
    hideSolved: "Hide solved",
    random: "Random problem",
    randomPicking: "Picking a random problem...",
    randomPicked: "Random pick: {title}, on page {page}. It is highlighted in the list.",
    randomNone: "There is nothing to pick from with these filters.",
    pageOf: "Page {page} of {pages}",
    total: "{total} {noun} in all",
    empty: "No problems found for selected filters.",
    asOf: "List as of {time}",
    previous: "Previous",
    next: "Next",
    paginationLabel: "Pages of the list",
    solved: "Solved",
    markSolved: "Mark {title} as solved",
    hiddenCount: "{count} solved hidden on this page.",
    allHidden:
      "Everything on this page is marked solved. Go to the next page or turn off “Hide solved”.",
    opensInNewTab: "(opens in a new tab)",
    solvedTitle: "Your solved list",
    solvedLead:
      "Ticks are kept in this browser only. Export them to a file to keep a copy or to move them to another browser, and import that file there.",
    solvedCount: "{count} marked solved in this browser.",
    exportLabel: "Export solved",
    importLabel: "Import solved list",
    exported: "Saved {count} solved to a file.",
    imported: "Imported {count} solved; {added} were new.",
    storageBlocked:
      "This browser does not let the page keep your ticks, so they will not be saved.",
    loadError: "Could not load this page of the list: {message}",
    retry: "Try again",
    notConfigured: "This list is not configured on this server yet, so it cannot be shown.",
  });

/** Texts of the live contest list. */
export const contestListCopy = z
  .object({
    title: text,
    searchLabel: text,
    searchPlaceholder: text,
    count: text.includes("{count}").includes("{total}"),
    noMatch: text,
    none: text,
    loading: text,
    errorPrefix: text,
    notConfigured: text,
    liveNow: text,
    host: text,
    starts: text,
    duration: text,
    view: text,
    calendar: text,
    googleCalendar: text,
    opensInNewTab: text,
    asOf: text.includes("{time}"),
    platform: text,
    allPlatforms: text,
    startsIn: text.includes("{time}"),
    endsIn: text.includes("{time}"),
    soon: text,
    yourTime: text.includes("{zone}"),
    countdowns: text,
    subscribeAll: text,
    subscribeHost: text.includes("{host}"),
    feedFile: text,
  })
  .parse({
    title: "Upcoming contests",
    searchLabel: "Search contests",
    searchPlaceholder: "Contest name or host, e.g. codeforces",
    count: "Showing {count} of {total} contests",
    noMatch: "No contests found matching your search.",
    none: "There are no upcoming contests in the list right now.",
    loading: "Loading contests...",
    errorPrefix: "Error loading contests: ",
    notConfigured:
      "The contest listing is not configured on this server yet, so there is nothing to show here.",
    liveNow: "Live now",
    host: "Host",
    starts: "Starts",
    duration: "Duration",
    view: "View contest",
    calendar: "Download .ics",
    googleCalendar: "Add to Google Calendar",
    opensInNewTab: "(opens in a new tab)",
    asOf: "List as of {time}",
    platform: "Platform",
    allPlatforms: "All platforms",
    startsIn: "Starts in {time}",
    endsIn: "Ends in {time}",
    soon: "In the next 24 hours",
    yourTime: "Your time ({zone})",
    countdowns: "countdowns",
    subscribeAll: "Subscribe to all contests in your calendar app",
    subscribeHost: "Subscribe to {host} contests in your calendar app",
    feedFile: "or download the calendar file",
  });

/** The browser page for a path; throws if the content is missing (a programming error). */
export function problemBrowserOrThrow(path: ProblemBrowser["path"]): ProblemBrowser {
  const browser = problemBrowsers.find((b) => b.path === path);
  if (!browser) throw new Error(`No problem browser content for ${path}`);
  return browser;
}
