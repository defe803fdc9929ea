// The mentors of the home page's carousel, as staff keep them: name, portrait, and what the
// institute tells visitors about each (expertise, years of experience, companies worked at).
// Today's mentors come with a name and a portrait only, so those stay empty and the page shows
// nothing for them: a line about a real person is only ever what the institute gave us.
// Isomorphic: the editor's form checks with the same schema the server does.
import { z } from "zod";
import { homeMentors } from "@/lib/content/people";
import { NO_TEXT, optionalTextSchema } from "./optional-text";
import { pictureSchema, staticImage } from "./picture";

export const MAX_COMPANIES = 8;

export const mentorSchema = z
  .object({
    name: z.string().trim().min(1, "Write the mentor's name.").max(100),
    /** The portrait; without one the page shows an initials avatar. */
    photo: pictureSchema.nullable(),
    /** What the photo shows, for other uses of it (beside the name the page marks it decorative). */
    photoAlt: optionalTextSchema(200),
    /** What they teach: "DSA and competitive programming". */
    expertise: optionalTextSchema(150),
    /** Years of experience; null when the institute has not said. */
    years: z
      .number({ error: "Write a whole number of years, or leave it empty." })
      .int("Write a whole number of years, or leave it empty.")
      .min(1, "Leave it empty for less than a year.")
      .max(60, "Write the years of experience (60 at most).")
      .nullable(),
    /** Companies they have worked at, as the companies write their names (Latin script). */
    companies: z
      .array(z.string().trim().min(1).max(80, "A company name is 80 characters at most."))
      .max(MAX_COMPANIES, `Name ${MAX_COMPANIES} companies at most.`),
  })
  .strict()
  .refine((m) => m.photo === null || m.photoAlt.en !== "", {
    message: "Say in a few words what the photo shows, e.g. Photo of Asha Verma.",
    path: ["photoAlt", "en"],
  });
export type Mentor = z.infer<typeof mentorSchema>;

/** Today's mentors (lib/content/people.ts), in the carousel's order. */
export const seedMentors: Mentor[] = homeMentors.map((m) =>
  mentorSchema.parse({
    name: m.name,
    photo: staticImage(m.photo),
    photoAlt: m.photo.alt,
    expertise: NO_TEXT,
    years: null,
    companies: [],
  }),
);

export const blankMentor = {
  name: "",
  photo: null,
  photoAlt: NO_TEXT,
  expertise: NO_TEXT,
  years: null,
  companies: [],
} satisfies Mentor;
