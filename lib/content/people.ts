// People of Coder House: home mentors, the About page's teams, ambassadors and placed achievers.
// Names and roles are public facts; photos are initials placeholders until real, consented
// photos replace the files (one file per person, shared by every list the person appears in).
import { z } from "zod";
import { imageSchema, personPhoto, slugify } from "./image";

export const personSchema = z.object({
  name: z.string().min(1),
  photo: imageSchema,
});
export type Person = z.infer<typeof personSchema>;

export const teamMemberSchema = personSchema.extend({ role: z.string().min(1) });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(1),
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
  logo: imageSchema.extend({ alt: z.string().min(1) }),
  people: z.array(personSchema).min(1),
});
export type AchieverCompany = z.infer<typeof achieverCompanySchema>;

/**
 * A person and their photo. `photoOf` names the photo's owner when the same person is listed
 * under a longer form of their name (Divyanshu Kumar Singhal is the mentor Divyanshu Singhal).
 */
const person = (name: string, photoOf = name): Person => ({
  name,
  photo: personPhoto(photoOf, `Photo of ${name}`),
});

const member = (name: string, role: string, photoOf?: string): TeamMember => ({
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

const TECH_TEAM = "Tech Team";
const SUPPORTING_TEAM = "Supporting Team";

export const aboutTeam: TeamSection[] = z
  .array(teamSectionSchema)
  .length(3)
  .parse([
    {
      id: "mentors",
      title: "Mentors",
      members: [
        member("Yashpal Puri", "Corporate Trainer"),
        member("Aditya Raj", "ICPC Amritapuri regionalist, rank 82"),
        member("Hiya Jain", "Competitive Programmer"),
        member("Sunny Kumar", "Codeforces Specialist"),
        member("Divyanshu Kumar Singhal", "Infosys SP Programmer", "Divyanshu Singhal"),
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
    alt: `${name} logo`,
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
  title: z.string().min(1),
  lead: z.string().min(1),
  ambassadorsTitle: z.string().min(1),
  ambassadorsLead: z.string().min(1),
  achieversTitle: z.string().min(1),
  achieversLead: z.string().min(1),
  carouselLabel: z.string().min(1),
});

/** Copy of /Achievers (nav label Optivators). */
export const achieversPage = achieversPageSchema.parse({
  title: "Optivators",
  lead: "The students who carry Coder House to their campuses, and the ones who turned their preparation into offer letters.",
  ambassadorsTitle: "Our Ambassadors",
  ambassadorsLead:
    "Students who represent Coder House at their colleges and help their classmates find their way in.",
  achieversTitle: "Our Achievers",
  achieversLead: "Some of our students placed at leading companies, one company at a time.",
  carouselLabel: "Achievers by company",
});

/** The heading of one company's slide. */
export const placedHeading = (count: number, company: string) =>
  `${count} students placed at ${company}`;
