// Mentorship (/mentorship-module): expert types, what a session offers and how to book one.
import { z } from "zod";
import { backLinkFields } from "./fields";
import { imageSchema, slugify } from "./image";

const expertSchema = z.object({
  name: z.string().min(1),
  text: z.string().min(1),
  image: imageSchema,
});
export type Expert = z.infer<typeof expertSchema>;

const blurbSchema = z.object({ heading: z.string().min(1), text: z.string().min(1) });

export const mentorshipSchema = z.object({
  title: z.string().min(1),
  lead: z.string().min(1),
  description: z.string().min(1),
  ...backLinkFields,
  expertsTitle: z.string().min(1),
  expertsLead: z.string().min(1),
  /** Rotation interval of the experts carousel, in milliseconds. */
  expertsIntervalMs: z.number().int().positive(),
  experts: z.array(expertSchema).length(6),
  featuresTitle: z.string().min(1),
  features: z.array(blurbSchema).length(6),
  booking: z.object({
    title: z.string().min(1),
    text: z.string().min(1),
    /** Labels of the booking form's year choices 1–4 (the form's other words: lib/content/forms.ts). */
    studyYearLabels: z.array(z.string().min(1)).length(4),
    /** Leads into the other ways to book, under the Book Mentorship Session button. */
    otherWaysText: z.string().min(1),
    /** Wording of the three other ways to book; the phone and email come from lib/site.ts. */
    callLabel: z.string().min(1),
    emailLabel: z.string().min(1),
    formLabel: z.string().min(1),
    formHref: z.string().startsWith("/"),
  }),
});
export type Mentorship = z.infer<typeof mentorshipSchema>;

const expert = (name: string, text: string): Expert => ({
  name,
  text,
  image: { src: `/images/mentorship/${slugify(name)}.webp`, alt: "", width: 480, height: 300 },
});

export const mentorship: Mentorship = mentorshipSchema.parse({
  title: "Mentorship",
  lead: "Two focused hours, one to one, with a mentor who already does the work you want to do.",
  description:
    "Book a two-hour, one-to-one mentorship session at Coder House with a frontend, DSA, backend, full stack, UI & UX or cybersecurity mentor, and leave with a roadmap.",
  backLabel: "Back to Features",
  backHref: "/features",
  expertsTitle: "Choose your mentor's field",
  expertsLead: "We match you with a mentor from one of six areas.",
  expertsIntervalMs: 5000,
  experts: [
    expert(
      "Frontend",
      "Layouts, JavaScript and React: review your UI code and plan your portfolio.",
    ),
    expert("DSA", "Data structures and algorithms for coding rounds, contests and interviews."),
    expert("Backend", "APIs, databases and server design, and how production systems stay up."),
    expert("Full Stack", "Connect frontend, backend and database into one project you can demo."),
    expert(
      "UI & UX",
      "Research, wireframes and visual design, with feedback on your case studies.",
    ),
    expert(
      "Cyber",
      "Networks, web security and ethical hacking, and how to start a security career.",
    ),
  ],
  featuresTitle: "What a session gives you",
  features: [
    {
      heading: "In-Depth Learning Sessions",
      text: "Each session runs for two hours, long enough to work through a real problem rather than skim it.",
    },
    {
      heading: "Personalized 1:1 Mentorship",
      text: "Just you and your mentor, so every minute goes to your questions and your code.",
    },
    {
      heading: "Goal-Oriented Roadmap",
      text: "You leave with a written plan: what to learn next, in what order and how to tell you are ready.",
    },
    {
      heading: "Expert Knowledge Sharing",
      text: "Mentors share what they learned from contests, interviews and jobs, including the mistakes.",
    },
    {
      heading: "Flexible and Convenient Scheduling",
      text: "Pick a date and time that fit around your college timetable and exams.",
    },
    {
      heading: "Comprehensive Growth Approach",
      text: "Beyond technical skills, sessions cover resumes, communication and interview confidence.",
    },
  ],
  booking: {
    title: "Book a session",
    text: "Tell us your field, your year of study and a time that suits you, and we will confirm a mentor and a slot.",
    studyYearLabels: ["1st year", "2nd year", "3rd year", "4th year"],
    otherWaysText: "Prefer another way? Call, email or use our contact form:",
    callLabel: "Call us",
    emailLabel: "Email us",
    formLabel: "Fill in the contact form",
    formHref: "/Gform",
  },
});
