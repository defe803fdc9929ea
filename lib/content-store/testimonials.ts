// Testimonials as staff keep them: the home page's student reviews and the College Programs page's
// head-of-department quotes, one kind told apart by `placement`. Today's are samples written by
// the site team (fictional names, or a role only); they stay published and marked "Sample" on the
// site until the institute replaces them. A real testimonial is never a sample and needs the
// person's written consent to be published (./testimonial-rule.ts). Isomorphic: the editor's form
// checks with the same schema the server does.
import { z } from "zod";
import { reviews } from "@/lib/content/home";
import { hodTestimonials } from "@/lib/content/college";
import { NO_CONSENT_FLAG, consentSchema } from "./consent";
import { NO_TEXT, optionalTextSchema } from "./optional-text";
import { pictureSchema } from "./picture";
import { editedTextSchema } from "./text";

export const PLACEMENTS = ["home", "college"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Where each placement shows, in the editor's words. */
export const PLACEMENT_LABELS: Record<Placement, string> = {
  home: "Home page: student reviews",
  college: "College Programs: heads of department",
};

/** The editor's flag on a sample. */
export const SAMPLE_FLAG = "Sample: replace it with a real, consented testimonial";

export const testimonialSchema = z
  .object({
    placement: z.enum(PLACEMENTS, { error: "Choose the page that shows it." }),
    /** The person's own words, and our translation in the other language. */
    text: editedTextSchema,
    /** As the person wants to be named; empty for a quote credited to a role only. */
    name: z.string().trim().max(100, "A name is 100 characters at most."),
    /** Role or affiliation: "Head of Department, Computer Science, GGITS". */
    role: optionalTextSchema(150),
    /** Stars out of 5 (the home page's reviews show them); null for none. */
    rating: z
      .number({ error: "Choose a rating from 1 to 5, or none." })
      .int()
      .min(1, "Choose a rating from 1 to 5, or none.")
      .max(5, "Choose a rating from 1 to 5, or none.")
      .nullable(),
    /** A portrait beside the name (decorative there: the name says who it is). */
    photo: pictureSchema.nullable(),
    /** What the photo shows, for other uses of it: required with a photo. */
    photoAlt: optionalTextSchema(200),
    /** Written by the site team as a placeholder: shown with a "Sample" badge and note. */
    sample: z.boolean(),
    consent: consentSchema,
  })
  .strict()
  .refine((t) => t.name !== "" || t.role.en !== "", {
    message: "Write the person's name, their role, or both.",
    path: ["name"],
  })
  .refine((t) => t.photo === null || t.photoAlt.en !== "", {
    message: "Say in a few words what the photo shows, e.g. Photo of Asha Verma.",
    path: ["photoAlt", "en"],
  });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** Today's testimonials (lib/content/home.ts, college.ts): the home page's, then the college's. */
export const seedTestimonials: Testimonial[] = [
  ...reviews.map((r) => ({
    placement: "home" as const,
    text: r.text,
    name: r.name,
    role: NO_TEXT,
    rating: r.rating,
    photo: null,
    photoAlt: NO_TEXT,
    sample: r.sample,
    consent: null,
  })),
  ...hodTestimonials.map((t) => ({
    placement: "college" as const,
    text: t.quote,
    name: "",
    role: t.role,
    rating: null,
    photo: null,
    photoAlt: NO_TEXT,
    sample: t.sample,
    consent: null,
  })),
].map((item) => testimonialSchema.parse(item));

/** A new testimonial: never a sample, so it is published only with a consent record. */
export const blankTestimonial = {
  placement: "home",
  text: NO_TEXT,
  name: "",
  role: NO_TEXT,
  rating: null,
  photo: null,
  photoAlt: NO_TEXT,
  sample: false,
  consent: null,
} satisfies Testimonial;

export const testimonialTitle = (t: Testimonial) =>
  `${t.name || t.role.en} (${t.placement === "home" ? "home page" : "College Programs"})`;

/** What the editor flags: a sample to replace, or a real one without its consent record. */
export const testimonialFlags = (t: Testimonial): string[] =>
  t.sample ? [SAMPLE_FLAG] : t.consent ? [] : [NO_CONSENT_FLAG];
