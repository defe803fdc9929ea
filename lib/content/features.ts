// The eight feature cards of /features.
import { z } from "zod";
import { imageSchema, slugify } from "./image";

export const featureCardSchema = z.object({
  title: z.string().min(1),
  href: z.string().startsWith("/"),
  summary: z.string().min(1),
  image: imageSchema,
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

const card = (title: string, href: string, summary: string): FeatureCard => ({
  title,
  href,
  summary,
  image: { src: `/images/features/${slugify(title)}.webp`, alt: "", width: 480, height: 300 },
});

export const featureCards: FeatureCard[] = z
  .array(featureCardSchema)
  .length(8)
  .parse([
    card(
      "Swayam",
      "/swayam-batch",
      "Recorded lectures you can follow at your own pace: 1250+ hours across 15+ courses.",
    ),
    card(
      "Marathon Classes (Company-Specific)",
      "/marathon-classes",
      "Focused workshops for the written tests of TCS, Infosys, Wipro, Accenture and more.",
    ),
    card(
      "Coder Sheet & Library",
      "/coders-sheet",
      "Hand-picked practice problems from Codeforces, AtCoder and LeetCode, sorted by level.",
    ),
    card(
      "Mentorship",
      "/mentorship-module",
      "Book a two-hour, one-to-one session with a mentor from the field you want to enter.",
    ),
    card(
      "Moon Coder",
      "/moon-coder",
      "Contests and hackathons for our students, with certificates, prizes and internship leads.",
    ),
    card(
      "Contest",
      "/contest",
      "Every upcoming coding contest from the major platforms, in one searchable list.",
    ),
    card(
      "Technical Mock Interview & Resume Building",
      "/ResumeBuilding",
      "Mock technical and HR interviews, and a resume that gets past the first screen.",
    ),
    card(
      "Internship",
      "/internship",
      "Real project work under guidance, with a certificate when you finish.",
    ),
  ]);
