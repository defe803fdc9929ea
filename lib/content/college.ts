// /collegePrograms: hour tiers, moments, associations, sample testimonials and the two galleries.
import { z } from "zod";
import { imageSchema } from "./image";

const googleDoc = (id: string) => `https://docs.google.com/document/d/${id}/edit`;

export const collegeIntro = {
  title: "College Programs",
  lead: "Training plans built for a whole class: from a 60-hour placement sprint to a 300-hour programme that runs alongside the semester, taught on campus or at our centre in Jabalpur.",
  description:
    "Coder House college programs: 300, 120, 90, 75 and 60-hour training plans in coding, aptitude and interview preparation, delivered for colleges in and around Jabalpur.",
};

export const collegeSections = {
  tiers: {
    title: "Choose a program length",
    lead: "Every plan is taught by our mentors and ends with mock tests. Open a plan for its full week-by-week outline.",
  },
  hoursUnit: "HOURS",
  viewProgram: "View Program",
  moments: { title: "Moments", label: "Moments from our college programs" },
  associations: {
    title: "Associations",
    lead: "Our student ambassadors study at these colleges and bring Coder House sessions to their classmates.",
  },
  testimonials: {
    title: "What heads of department say",
    label: "Head of department testimonials",
  },
};

export const programTierSchema = z.object({
  hours: z.number().int().positive(),
  /** One line on what the tier concentrates on. */
  focus: z.string().min(1),
  /** The full programme outline, a Google Doc. */
  link: z.string().url().startsWith("https://docs.google.com/document/d/"),
});
export type ProgramTier = z.infer<typeof programTierSchema>;

export const programTiers: ProgramTier[] = z
  .array(programTierSchema)
  .length(5)
  .parse([
    {
      hours: 300,
      focus:
        "The complete track: programming from scratch, data structures, a full project and placement preparation.",
      link: googleDoc("1o7M2U6wZ9JBL1Yybz5MG-YZVlkmM_XbCkjuXT0tsXbc"),
    },
    {
      hours: 120,
      focus: "One language in depth with data structures and regular coding practice.",
      link: googleDoc("10FDsMB2qj-jODl5WNiByZyQfFqYgOSCwX8bx541BPl0"),
    },
    {
      hours: 90,
      focus: "Coding rounds and aptitude together, for students a year from placements.",
      link: googleDoc("15n4uZAIgtHKp4byeqXR4wNRCyWdeRtrcCxbLw42NZZE"),
    },
    {
      hours: 75,
      focus: "Aptitude, reasoning and verbal ability for the written test of campus drives.",
      link: googleDoc("10yD5s_UdITyy-f7QBn4sYkqsajci3jXz"),
    },
    {
      hours: 60,
      focus: "A short sprint before placement season: mock tests, interviews and resume reviews.",
      link: googleDoc("1e3L6-xJ334erc4mLGU4QltI1ukbz5QqG"),
    },
  ]);

const captionedImageSchema = z.object({
  title: z.string().min(1),
  caption: z.string().min(1),
  image: imageSchema.extend({ alt: z.string().min(1) }),
});
export type CaptionedImage = z.infer<typeof captionedImageSchema>;

export const moments: CaptionedImage[] = z
  .array(captionedImageSchema)
  .length(2)
  .parse([
    {
      title: "Hackathons",
      caption: "Teams build and present a working project in a single day.",
      image: {
        src: "/images/programs/moments-hackathons.webp",
        alt: "Illustration card titled Hackathons",
        width: 960,
        height: 540,
      },
    },
    {
      title: "Interview Session",
      caption: "Mentors run mock technical and HR interviews, with feedback on the spot.",
      image: {
        src: "/images/programs/moments-interview-session.webp",
        alt: "Illustration card titled Interview Session",
        width: 960,
        height: 540,
      },
    },
  ]);

export const associationSchema = z.object({
  name: z.string().min(1),
  logo: imageSchema.extend({ alt: z.string().min(1) }),
});
export type Association = z.infer<typeof associationSchema>;

export const associations: Association[] = z
  .array(associationSchema)
  .length(4)
  .parse(
    ["GGITS", "LPU", "VIT", "GMC"].map((name) => ({
      name,
      logo: {
        src: `/images/partners/colleges/${name.toLowerCase()}.webp`,
        alt: `${name} logo`,
        width: 240,
        height: 120,
      },
    })),
  );

export const testimonialSchema = z.object({
  quote: z.string().min(1),
  /** A role, never a real person's name: these quotes are samples. */
  role: z.string().min(1),
  /** True until the institute replaces the quote with a real, consented one. */
  sample: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialNote =
  "Sample testimonials: placeholders written by the site team, not quotes from real people. They will be replaced with statements from heads of department who have agreed to be quoted.";

export const hodTestimonials: Testimonial[] = z
  .array(testimonialSchema)
  .min(1)
  .parse([
    {
      quote:
        "The sessions were planned around our timetable, and students kept solving problems long after the trainers left.",
      role: "Head of Department, Computer Science (sample)",
      sample: true,
    },
    {
      quote:
        "Mock interviews showed our final-year students exactly where they stood before the first company arrived.",
      role: "Head of Department, Information Technology (sample)",
      sample: true,
    },
    {
      quote:
        "Attendance stayed high for the whole programme, which tells you the classes were worth the students' time.",
      role: "Head of Department, Electronics and Communication (sample)",
      sample: true,
    },
  ]);

/** The spec's gallery image: id, src, alt (plus the intrinsic size next/image needs). */
export const galleryImageSchema = z.object({
  id: z.number().int().positive(),
  src: imageSchema.shape.src,
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The theme drawn on the placeholder card. */
  theme: z.string().min(1),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

const gallery = (kind: "memory" | "review", label: string, themes: string[]): GalleryImage[] =>
  themes.map((theme, i) => ({
    id: i + 1,
    src: `/images/gallery/${kind}-${i + 1}.webp`,
    alt: `${label} ${i + 1}: placeholder card for ${theme.toLowerCase()}`,
    width: 480,
    height: 360,
    theme,
  }));

export const memoryImages: GalleryImage[] = z
  .array(galleryImageSchema)
  .length(14)
  .parse(
    gallery("memory", "Memory", [
      "First day of class",
      "Hackathon kick-off",
      "Team huddle",
      "Whiteboard session",
      "Mock interview practice",
      "Aptitude drill",
      "Prize giving",
      "Code review",
      "Project demo day",
      "Guest mentor talk",
      "Late-night debugging",
      "Certificate day",
      "Placement celebration",
      "Batch photo",
    ]),
  );

export const reviewImages: GalleryImage[] = z
  .array(galleryImageSchema)
  .length(8)
  .parse(
    gallery("review", "Review", [
      "Feedback on the trainers",
      "Feedback on the projects",
      "Feedback on mock interviews",
      "Feedback on aptitude classes",
      "Feedback on the coding sheet",
      "Feedback on doubt sessions",
      "Feedback on the hackathon",
      "Feedback on placement support",
    ]),
  );

export const gallerySections = {
  memories: {
    title: "Moments of Encouragement",
    label: "Moments of Encouragement gallery",
    lead: "Scenes from classes, hackathons and results days. The cards are placeholders until the photos are added.",
  },
  reviews: {
    title: "Words of Encouragement",
    label: "Words of Encouragement gallery",
    lead: "Notes students left for us after their programme. The cards are placeholders until the originals are scanned.",
  },
};
