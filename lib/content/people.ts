// People of Coder House: home mentors, the About page's teams, ambassadors and placed achievers.
// Names and roles are public facts; photos are initials placeholders until real, consented
// photos replace the files (one file per person, shared by every list the person appears in).
// Copy is in English and Hindi ({ en, hi }: lib/i18n/text.ts); names of people, colleges and
// companies are plain strings, in Latin script in both languages.
import { z } from "zod";
import { fillText, textSchema, type InLocale, type Text } from "@/lib/i18n/text";
import { imageSchema, personPhoto, slugify } from "./image";

/** The people lists' own words, with {placeholders} filled per person or company. */
export const peopleCopy = {
  photoAlt: { en: "Photo of {name}", hi: "{name} की फ़ोटो" },
  logoAlt: { en: "{company} logo", hi: "{company} का लोगो" },
  /** The heading of one company's slide on /Achievers. */
  placedHeading: {
    en: "{count} students placed at {company}",
    hi: "{company} में {count} स्टूडेंट्स का प्लेसमेंट",
  },
  /** The same for a company with one achiever (staff may add one). */
  placedHeadingOne: {
    en: "1 student placed at {company}",
    hi: "{company} में 1 स्टूडेंट का प्लेसमेंट",
  },
};

/** An image whose text is in both languages. */
const bilingualImageSchema = imageSchema.extend({ alt: textSchema });

export const personSchema = z.object({
  name: z.string().min(1),
  photo: bilingualImageSchema,
});
export type Person = z.infer<typeof personSchema>;

export const teamMemberSchema = personSchema.extend({ role: textSchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: textSchema,
  members: z.array(teamMemberSchema).length(5),
});
export type TeamSection = z.infer<typeof teamSectionSchema>;

export const ambassadorSchema = personSchema.extend({
  /** The ambassador's college (the spec's "company" field). */
  college: z.string().min(1),
});
export type Ambassador = z.infer<typeof ambassadorSchema>;

export const achieverCompanySchema = z.object({
  company: z.string().min(1),
  logo: bilingualImageSchema,
  people: z.array(personSchema).min(1),
});
export type AchieverCompany = z.infer<typeof achieverCompanySchema>;

/**
 * A person and their photo. `photoOf` names the photo's owner when the same person is listed
 * under a longer form of their name (Divyanshu Kumar Singhal is the mentor Divyanshu Singhal).
 */
const person = (name: string, photoOf = name): Person => ({
  name,
  photo: { ...personPhoto(photoOf), alt: fillText(peopleCopy.photoAlt, { name }) },
});

const member = (name: string, role: Text, photoOf?: string): TeamMember => ({
  ...person(name, photoOf),
  role,
});

export const homeMentors: Person[] = z
  .array(personSchema)
  .length(15)
  .parse(
    [
      "Aditya Raj",
      "Divyanshu Singhal",
      "Hiya Jain",
      "Sunny Kumar",
      "Abhay Singh",
      "Akash Tiwari",
      "Avinash Jha",
      "Divyanshi Singh",
      "Enoch S Sam",
      "Piyush",
      "Prateek",
      "Prince Yadav",
      "Sai Bargav N",
      "Samarth Yadav",
      "Vishal Choubey",
    ].map((name) => person(name)),
  );

const TECH_TEAM = { en: "Tech Team", hi: "टेक टीम" };
const SUPPORTING_TEAM = { en: "Supporting Team", hi: "सपोर्टिंग टीम" };

export const aboutTeam: TeamSection[] = z
  .array(teamSectionSchema)
  .length(3)
  .parse([
    {
      id: "mentors",
      title: { en: "Mentors", hi: "मेंटर्स" },
      members: [
        member("Yashpal Puri", { en: "Corporate Trainer", hi: "कॉर्पोरेट ट्रेनर" }),
        member("Aditya Raj", {
          en: "ICPC Amritapuri regionalist, rank 82",
          hi: "ICPC अमृतपुरी रीजनलिस्ट, रैंक 82",
        }),
        member("Hiya Jain", { en: "Competitive Programmer", hi: "कॉम्पिटिटिव प्रोग्रामर" }),
        member("Sunny Kumar", { en: "Codeforces Specialist", hi: "Codeforces स्पेशलिस्ट" }),
        member(
          "Divyanshu Kumar Singhal",
          { en: "Infosys SP Programmer", hi: "Infosys SP प्रोग्रामर" },
          "Divyanshu Singhal",
        ),
      ],
    },
    {
      id: "tech-team",
      title: TECH_TEAM,
      // The facts give no individual roles here, so each member carries the team's name.
      members: [
        "Aastha Purey",
        "Hitesh Sharma",
        "Ishika Raj",
        "Prakhar Pandey",
        "Aanchal Agarwal",
      ].map((name) => member(name, TECH_TEAM)),
    },
    {
      id: "supporting-team",
      title: SUPPORTING_TEAM,
      members: [
        "Khushi Shrivastava",
        "Shruti Singour",
        "Nandini Patel",
        "Ansh Kashyup",
        "Harshita Thakkar",
      ].map((name) => member(name, SUPPORTING_TEAM)),
    },
  ]);

export const ambassadors: Ambassador[] = z
  .array(ambassadorSchema)
  .length(8)
  .parse(
    [
      ["Khushi Shrivastava", "GGITS"],
      ["Prakhar Pandey", "LPU"],
      ["Hitesh Sharma", "VIT"],
      ["Shruti Singour", "GGITS"],
      ["Hiya Jain", "LPU"],
      ["Aastha Purey", "VIT"],
      ["Divyanshu Singhal", "VIT"],
      ["Aanchal Agarwal", "GMC"],
    ].map(([name, college]) => ({ ...person(name!), college: college! })),
  );

const company = (name: string, people: string[]): AchieverCompany => ({
  company: name,
  logo: {
    src: `/images/companies/${slugify(name)}.webp`,
    alt: fillText(peopleCopy.logoAlt, { company: name }),
    width: 240,
    height: 120,
  },
  people: people.map((p) => person(p)),
});

export const achieverCompanies: AchieverCompany[] = z
  .array(achieverCompanySchema)
  .length(3)
  .parse([
    company("Cognizant", [
      "Achyut Jha",
      "Adarsh Vishwakarma",
      "Aditya Gaiki",
      "Aman Tiwari",
      "Amita Vishwakarma",
      "Anusha Namdeo",
    ]),
    company("TCS", [
      "Samiksha Mehta",
      "Saurabh Tiwari",
      "Shubhi Chouksey",
      "Shweta Patel",
      "Suryansh Agrahari",
      "Swastika Sanoria",
    ]),
    company("Persistent", [
      "Anchal Kesarwani",
      "Abhi Vishwakarma",
      "Abhishek Jhariya",
      "Abhishek Raghuvanshi",
    ]),
  ]);

/** Everyone with a photo, one entry per photo file (for the image generator). */
export function everyPhotographedPerson(): { name: string; photo: Person["photo"] }[] {
  const byFile = new Map<string, { name: string; photo: Person["photo"] }>();
  const all = [
    ...homeMentors,
    ...aboutTeam.flatMap((s) => s.members),
    ...ambassadors,
    ...achieverCompanies.flatMap((c) => c.people),
  ];
  for (const p of all) if (!byFile.has(p.photo.src)) byFile.set(p.photo.src, p);
  return [...byFile.values()];
}

export const achieversPageSchema = z.object({
  /** The page's title and description for search results and link previews. */
  metaTitle: textSchema,
  description: textSchema,
  title: textSchema,
  lead: textSchema,
  ambassadorsTitle: textSchema,
  ambassadorsLead: textSchema,
  achieversTitle: textSchema,
  achieversLead: textSchema,
  carouselLabel: textSchema,
});
export type AchieversPageCopy = InLocale<z.infer<typeof achieversPageSchema>>;

/** Copy of /Achievers (nav label Optivators). */
export const achieversPage = achieversPageSchema.parse({
  metaTitle: {
    en: "Optivators: our ambassadors and achievers",
    hi: "ऑप्टिवेटर्स: हमारे एम्बेसडर और अचीवर्स",
  },
  description: {
    en: "Meet the Coder House student ambassadors at GGITS, LPU, VIT and GMC, and the students placed at Cognizant, TCS and Persistent after training with us.",
    hi: "GGITS, LPU, VIT और GMC में Coder House के स्टूडेंट एम्बेसडर से मिलिए, और उन स्टूडेंट्स से जिनका हमारे साथ ट्रेनिंग के बाद Cognizant, TCS और Persistent में प्लेसमेंट हुआ।",
  },
  title: { en: "Optivators", hi: "ऑप्टिवेटर्स" },
  lead: {
    en: "The students who carry Coder House to their campuses, and the ones who turned their preparation into offer letters.",
    hi: "वे स्टूडेंट्स जो Coder House को अपने कैंपस तक ले जाते हैं, और वे जिन्होंने अपनी तैयारी को ऑफ़र लेटर में बदल दिया।",
  },
  ambassadorsTitle: { en: "Our Ambassadors", hi: "हमारे एम्बेसडर" },
  ambassadorsLead: {
    en: "Students who represent Coder House at their colleges and help their classmates find their way in.",
    hi: "वे स्टूडेंट्स जो अपने कॉलेज में Coder House की पहचान हैं और अपने साथियों को आगे का रास्ता ढूँढने में मदद करते हैं।",
  },
  achieversTitle: { en: "Our Achievers", hi: "हमारे अचीवर्स" },
  achieversLead: {
    en: "Some of our students placed at leading companies, one company at a time.",
    hi: "बड़ी कंपनियों में प्लेस हुए हमारे कुछ स्टूडेंट्स, एक-एक कंपनी करके।",
  },
  carouselLabel: { en: "Achievers by company", hi: "कंपनी के हिसाब से अचीवर्स" },
});
