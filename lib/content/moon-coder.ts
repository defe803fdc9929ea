// Moon Coder (/moon-coder): the contest and hackathon program. Its featured image rotates through
// the home banners (lib/content/banners.ts).
import { z } from "zod";
import { backLinkFields } from "./fields";
import { imageSchema } from "./image";
import { arrayQuestions, treeQuestions } from "./practice-questions";

const pointSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

const galleryCardSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  /** Download link of the question file (a plain link, not a page). */
  href: z.string().regex(/^\/Documents\/[A-Za-z]+\.docx$/),
  buttonLabel: z.string().min(1),
  questionCount: z.number().int().positive(),
  image: imageSchema,
});
export type GalleryCard = z.infer<typeof galleryCardSchema>;

export const moonCoderSchema = z.object({
  title: z.string().min(1),
  lead: z.string().min(1),
  intro: z.array(z.string().min(1)).min(1),
  ...backLinkFields,
  /** Names the rotating featured image for assistive technology. */
  featuredLabel: z.string().min(1),
  /** Rotation interval of the featured image, in milliseconds. */
  featuredIntervalMs: z.number().int().positive(),
  benefitsTitle: z.string().min(1),
  benefits: z.array(pointSchema).length(7),
  featuresTitle: z.string().min(1),
  features: z.array(pointSchema).length(6),
  galleryTitle: z.string().min(1),
  galleryLead: z.string().min(1),
  /** Under each download button; "{count}" is the number of questions. */
  downloadNote: z.string().includes("{count}"),
  gallery: z.array(galleryCardSchema).length(2),
});
export type MoonCoder = z.infer<typeof moonCoderSchema>;

export const moonCoder: MoonCoder = moonCoderSchema.parse({
  title: "Moon Coder",
  lead: "Our contest and hackathon program: compete, build under a deadline and collect proof of what you can do.",
  intro: [
    "Moon Coder is where Coder House students test their skills against a clock and against each other. We run contests and hackathons that are open only to our students, and we keep you posted on the ones worth entering around the world.",
    "Every contest ends with a discussion of the problems, so a bad day still teaches you something. Good results bring prizes, certificates and introductions to companies looking for interns.",
  ],
  backLabel: "Back to Features",
  backHref: "/features",
  featuredLabel: "Featured",
  featuredIntervalMs: 5000,
  benefitsTitle: "What you get",
  benefits: [
    {
      title: "Exclusive contests and hackathons",
      text: "Events open only to Coder House students, pitched at your level.",
    },
    {
      title: "Global event updates",
      text: "We tell you which international contests and hackathons are coming up and which suit you.",
    },
    { title: "Cash rewards", text: "Top finishers in our contests win prize money." },
    {
      title: "Certificates",
      text: "Every participant gets a certificate to add to a resume or LinkedIn profile.",
    },
    {
      title: "Internships",
      text: "Strong performers are recommended for internships with our partner companies.",
    },
    {
      title: "Real-world experience",
      text: "Hackathon problems come from real products, built in teams against a deadline.",
    },
    {
      title: "Community networking",
      text: "Meet students, mentors and alumni who compete, review code and share leads.",
    },
  ],
  featuresTitle: "How we prepare you",
  features: [
    {
      title: "Real-Time Doubt Resolution",
      text: "Stuck during practice? Mentors answer in the lab or in our student group the same day.",
    },
    {
      title: "Holistic Learning",
      text: "Problem solving, teamwork and presentation skills grow together, because hackathons need all three.",
    },
    {
      title: "Flexible Learning Modes",
      text: "Practise in the lab with a mentor beside you or from home with the same problem sets.",
    },
    {
      title: "Curated Content",
      text: "Problem sets chosen topic by topic, from easy warm-ups to contest-level questions.",
    },
    {
      title: "Personalized Attention",
      text: "Small groups let a mentor see where you struggle and suggest what to practise next.",
    },
    {
      title: "Experience",
      text: "Mentors who have competed in ICPC and rated contests share what worked for them.",
    },
  ],
  galleryTitle: "Practice sets",
  galleryLead:
    "Download a set of questions, solve it before the next contest and bring your doubts to the lab.",
  downloadNote: "Word document (.docx), {count} questions with hints",
  gallery: [
    {
      title: "Arrays",
      text: "From the second largest element to trapping rain water: the array patterns coding rounds keep asking.",
      href: `/Documents/${arrayQuestions.fileName}`,
      buttonLabel: "Go to Arrays",
      questionCount: arrayQuestions.questions.length,
      image: { src: "/images/moon-coder/arrays.webp", alt: "", width: 640, height: 400 },
    },
    {
      title: "Trees",
      text: "Traversals, binary search trees and path problems, each with an example and a hint.",
      href: `/Documents/${treeQuestions.fileName}`,
      buttonLabel: "Go to Trees",
      questionCount: treeQuestions.questions.length,
      image: { src: "/images/moon-coder/trees.webp", alt: "", width: 640, height: 400 },
    },
  ],
});
