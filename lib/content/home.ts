// Copy of the home page: hero, What's New, claims, key features, program links and reviews.
import { z } from "zod";

const internalHref = z.string().startsWith("/");

export const heroSchema = z.object({
  /** The page's one h1: the institute's promise. */
  title: z.string().min(1),
  lead: z.string().min(1),
  bannerLabel: z.string().min(1),
  /** Under the lead form in the hero: the other ways to reach us. */
  contact: z.object({ text: z.string().min(1) }),
});

export const hero = heroSchema.parse({
  title: "Learn to code. Crack your placement.",
  lead: "Offline coding classes and campus placement preparation in Vijay Nagar, Jabalpur, with mentors who sit beside you until the offer letter arrives.",
  bannerLabel: "Highlights",
  contact: {
    text: "Prefer to talk? Call or write to us:",
  },
});

export const whatsNewSchema = z.object({
  label: z.string().min(1),
  text: z.string().min(1),
  linkLabel: z.string().min(1),
  href: internalHref,
});

export const whatsNew = whatsNewSchema.parse({
  label: "What's New",
  text: "Company-specific workshops for TCS, Infosys, Wipro, Accenture and more are open for the coming placement season.",
  linkLabel: "See the workshops",
  href: "/marathon-classes",
});

export const statSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type Stat = z.infer<typeof statSchema>;

export const statsTitle = "Coder House in numbers";

/** The institute's claims, as the spec states them. */
export const stats: Stat[] = z
  .array(statSchema)
  .length(3)
  .parse([
    { value: "147%", label: "average hike" },
    { value: "1000+", label: "careers transformed" },
    { value: "50+", label: "experienced mentors" },
  ]);

export const keyFeatureSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  icon: z.enum(["building", "mentor", "growth"]),
});
export type KeyFeature = z.infer<typeof keyFeatureSchema>;

export const keyFeaturesTitle = "Why students choose Coder House";

export const keyFeatures: KeyFeature[] = z
  .array(keyFeatureSchema)
  .length(3)
  .parse([
    {
      title: "Excellent infrastructure",
      text: "A dedicated classroom in Vijay Nagar, Jabalpur, set up for hands-on coding with a mentor in the room.",
      icon: "building",
    },
    {
      title: "Expert mentor team",
      text: "Competitive programmers and working engineers teach the batches and review your code line by line, not just the final answer.",
      icon: "mentor",
    },
    {
      title: "Growth-centred space",
      text: "Regular contests, mock interviews and honest feedback keep you moving from your first loop to your first offer.",
      icon: "growth",
    },
  ]);

export const programLinkSchema = z.object({
  label: z.string().min(1),
  href: internalHref,
  summary: z.string().min(1),
});
export type ProgramLink = z.infer<typeof programLinkSchema>;

export const programsTitle = "Our Programs";

export const programLinks: ProgramLink[] = z
  .array(programLinkSchema)
  .length(5)
  .parse([
    {
      label: "School Programs",
      href: "/SchoolProgram",
      summary: "Web development, programming and game development for school students.",
    },
    {
      label: "College Programs",
      href: "/collegePrograms",
      summary: "Structured tracks of 60 to 300 hours that run alongside your degree.",
    },
    {
      label: "Campus Programs",
      href: "/CampusPrograms",
      summary: "Technical and aptitude courses with morning and evening batches.",
    },
    {
      label: "Company Specific Workshop",
      href: "/marathon-classes",
      summary: "Marathon classes for the written tests of the companies that hire on campus.",
    },
    {
      label: "Internship",
      href: "/internship",
      summary: "Practical project work with expert guidance and a certificate.",
    },
  ]);

export const reviewSchema = z.object({
  name: z.string().min(1),
  text: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  /** A placeholder written by us under a fictional name, to be replaced by a real review. */
  sample: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsTitle = "What students say";

export const reviewsCarouselLabel = "Student reviews";

/** Shown beside the reviews while any of them is a sample, and on each sample card. */
export const sampleReviewsNote = "Sample reviews shown until our students' reviews are added.";
export const sampleReviewLabel = "Sample";

// Fictional names and texts: the institute replaces these with real, consented reviews.
export const reviews: Review[] = z
  .array(reviewSchema)
  .length(8)
  .parse(
    [
      {
        name: "Riya M.",
        text: "The aptitude sessions made the written round feel familiar. I knew the question types before I sat the test.",
        rating: 5,
      },
      {
        name: "Arjun T.",
        text: "I came in unable to write a loop without help. Three months later I was solving contest problems on my own.",
        rating: 5,
      },
      {
        name: "Sneha K.",
        text: "Mock interviews were tougher than the real one, which is exactly why the real one went well.",
        rating: 4,
      },
      {
        name: "Kabir D.",
        text: "Evening batches fit around my college timetable, and the mentors stayed back whenever I was stuck.",
        rating: 4,
      },
      {
        name: "Meera P.",
        text: "Seeing other women from my college in the batch made it easy to ask questions and keep going.",
        rating: 5,
      },
      {
        name: "Rohan V.",
        text: "The resume review caught mistakes I had not noticed in two years of sending it out.",
        rating: 4,
      },
      {
        name: "Tanvi S.",
        text: "Data structures finally made sense once someone drew them out on the board for me.",
        rating: 5,
      },
      {
        name: "Nikhil B.",
        text: "Good practice problems and honest feedback. I would like more weekend contest slots.",
        rating: 3,
      },
    ].map((r) => ({ ...r, sample: true })),
  );

export const mentorsTitle = "Our Mentors";
export const mentorsLead = "Competitive programmers and working engineers who teach our batches.";
export const mentorsCarouselLabel = "Mentors";
