// The achievers ("Optivators") of /Achievers, as staff keep them: one item per placed student,
// with the company that hired them and, where the institute gives them, the role, package and
// year, and the program they took here, its duration and whether it was paid or free: the CCPA's
// guidelines on coaching advertisements (2024) ask for those three next to every such claim.
// A new achiever is published only with the date and form of their written consent
// (./consent.ts); today's achievers come in published without one and are flagged in the editor.
// Today's data (lib/content/people.ts) is the seed, so a fresh install shows the page as it was.
// Isomorphic: the editor's form checks with the same schema the server does.
import { z } from "zod";
import { type AchieverCompany, achieverCompanies } from "@/lib/content/people";
import { consentSchema } from "./consent";
import { NO_TEXT, optionalTextSchema } from "./optional-text";
import { pictureSchema, staticImage } from "./picture";

export const PAID_OR_FREE = ["paid", "free"] as const;
export type PaidOrFree = (typeof PAID_OR_FREE)[number];

const YEAR_MESSAGE = "Write the year of the placement, such as 2024, or leave it empty.";

export const achieverSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Write the achiever's name.")
      .max(100, "A name is 100 characters at most."),
    /** The portrait; drawn beside the name, so the page marks it decorative (as today). */
    photo: pictureSchema.nullable(),
    /** What the photo shows, for other uses of it: required with a photo. */
    photoAlt: optionalTextSchema(200),
    /** As the company writes its name; today's three companies show their logo. */
    company: z
      .string()
      .trim()
      .min(1, "Write the company that hired them.")
      .max(80, "A company name is 80 characters at most."),
    /** The role they were hired for: "Programmer Analyst". Empty when not given. */
    role: optionalTextSchema(100),
    /** As the institute gives it ("4.5 LPA"); empty when not given. */
    package: z.string().trim().max(40, "Write the package in 40 characters at most."),
    year: z
      .number({ error: YEAR_MESSAGE })
      .int(YEAR_MESSAGE)
      .min(2000, YEAR_MESSAGE)
      .max(2100, YEAR_MESSAGE)
      .nullable(),
    /** The program they took at Coder House: "DSA with C++". */
    program: optionalTextSchema(150),
    /** How long that program ran: "6 months". */
    duration: optionalTextSchema(60),
    /** Whether that program was paid or free; null when not given. */
    fee: z.enum(PAID_OR_FREE, { error: "Choose paid, free or not known." }).nullable(),
    /** Their written consent; null until staff record it. */
    consent: consentSchema,
  })
  .strict()
  .refine((a) => a.photo === null || a.photoAlt.en !== "", {
    message: "Say in a few words what the photo shows, e.g. Photo of Asha Verma.",
    path: ["photoAlt", "en"],
  });
export type Achiever = z.infer<typeof achieverSchema>;

/** Today's achievers, company by company, in the page's order (lib/content/people.ts). */
export const seedAchievers: Achiever[] = achieverCompanies.flatMap((c) =>
  c.people.map((p) =>
    achieverSchema.parse({
      name: p.name,
      photo: staticImage(p.photo),
      photoAlt: p.photo.alt,
      company: c.company,
      role: NO_TEXT,
      package: "",
      year: null,
      program: NO_TEXT,
      duration: NO_TEXT,
      fee: null,
      consent: null,
    }),
  ),
);

export const blankAchiever = {
  name: "",
  photo: null,
  photoAlt: NO_TEXT,
  company: "",
  role: NO_TEXT,
  package: "",
  year: null,
  program: NO_TEXT,
  duration: NO_TEXT,
  fee: null,
  consent: null,
} satisfies Achiever;

export const achieverTitle = (a: Achiever) => `${a.name} (${a.company})`;

export type AchieverGroup = {
  company: string;
  /** Today's logo of a company the site knew; null for another one (its name shows instead). */
  logo: AchieverCompany["logo"] | null;
  people: Achiever[];
};

const companyKey = (name: string) => name.trim().toLowerCase();
const LOGOS = new Map(achieverCompanies.map((c) => [companyKey(c.company), c.logo]));

/** The page's slides: one per company, in the order companies first appear, people in order. */
export function groupByCompany(achievers: readonly Achiever[]): AchieverGroup[] {
  const groups = new Map<string, AchieverGroup>();
  for (const a of achievers) {
    const key = companyKey(a.company);
    const group = groups.get(key) ?? {
      company: a.company,
      logo: LOGOS.get(key) ?? null,
      people: [],
    };
    group.people.push(a);
    groups.set(key, group);
  }
  return [...groups.values()];
}
