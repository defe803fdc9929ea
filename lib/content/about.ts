// Copy of /AboutUs. The team lists live in people.ts; phone and email in site.ts.
import { z } from "zod";

const titledTextSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });
export type TitledText = z.infer<typeof titledTextSchema>;

export const aboutSchema = z.object({
  intro: z.object({ title: z.string().min(1), lead: z.string().min(1) }),
  story: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  /** A side panel of facts beside the story; the claims themselves come from the home stats. */
  glance: z.object({
    title: z.string().min(1),
    facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(1),
  }),
  features: z.object({ title: z.string().min(1), items: z.array(titledTextSchema).length(6) }),
  whyChooseUs: z.object({ title: z.string().min(1), points: z.array(titledTextSchema).min(3) }),
  giveBack: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  team: z.object({ title: z.string().min(1), lead: z.string().min(1) }),
  join: z.object({ title: z.string().min(1), text: z.string().min(1), label: z.string().min(1) }),
  contact: z.object({ title: z.string().min(1), text: z.string().min(1) }),
});
export type AboutContent = z.infer<typeof aboutSchema>;

export const about: AboutContent = aboutSchema.parse({
  intro: {
    title: "About Coder House",
    lead: "An offline coding and placement institute in Vijay Nagar, Jabalpur, run by Optus EdTech Solutions for students who want a real start in tech.",
  },
  story: {
    title: "Our Story",
    paragraphs: [
      "Coder House began with a simple observation: talented students in Jabalpur and other Tier 2 and Tier 3 cities were missing out on good jobs, not for lack of ability, but for lack of practice, guidance and someone to ask.",
      "So we opened a classroom in Vijay Nagar where students learn in person, write code every day and prepare for campus placements with mentors who have sat the same tests. Over a thousand careers later, that is still how we teach.",
    ],
  },
  glance: {
    title: "At a glance",
    facts: [
      { label: "our classroom", value: "Vijay Nagar, Jabalpur" },
      { label: "how we teach", value: "In person, offline" },
      { label: "run by", value: "Optus EdTech Solutions" },
    ],
  },
  features: {
    title: "What you get here",
    items: [
      {
        title: "Classes in person",
        text: "Learn in a classroom with a mentor in the room, not from a video you will never finish.",
      },
      {
        title: "Placement preparation",
        text: "Aptitude, reasoning, coding rounds and company-specific workshops for the tests that decide offers.",
      },
      {
        title: "Practice every day",
        text: "Hand-picked problem sheets and regular contests build speed as well as understanding.",
      },
      {
        title: "Mock interviews",
        text: "Technical and HR rounds with honest feedback, so the real interview is not your first.",
      },
      {
        title: "Resume building",
        text: "A resume that shows what you can do and gets past the first screen.",
      },
      {
        title: "One-to-one mentorship",
        text: "Two-hour sessions with a mentor from the field you want to enter.",
      },
    ],
  },
  whyChooseUs: {
    title: "Why choose us",
    points: [
      {
        title: "Results you can check",
        text: "Our students have joined Cognizant, TCS, Persistent and more; meet some of them on our Optivators page.",
      },
      {
        title: "Mentors who compete",
        text: "Our mentors include an ICPC regionalist, a Codeforces specialist and a corporate trainer: people who know what a hard problem feels like.",
      },
      {
        title: "Built for your timetable",
        text: "Morning and evening batches run around college hours, close to home in Jabalpur.",
      },
      {
        title: "Feedback before the recruiter",
        text: "Mock interviews, contests and code reviews tell you where you stand while there is still time to improve.",
      },
    ],
  },
  giveBack: {
    title: "We Give Back",
    paragraphs: [
      "We want more young women in tech and more engineers from Tier 2 and Tier 3 cities. Guidance sessions, contests and hackathons are how we open the door to students who have never had someone show them the way in.",
      "Our student ambassadors at GGITS, LPU, VIT and GMC carry what they learn back to their own campuses, so help reaches students who have not found us yet.",
    ],
  },
  team: {
    title: "Our Team",
    lead: "The mentors, builders and organisers who keep Coder House running.",
  },
  join: {
    title: "Ready to start?",
    text: "Tell us what you want to learn and we will help you find the right batch.",
    label: "Join Us Today",
  },
  contact: {
    title: "Contact us",
    text: "Call or write to us, or drop in at our classroom in Vijay Nagar.",
  },
});
