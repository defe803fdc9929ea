import { z } from "zod";

/** A local image under public/ with the text that replaces it and its intrinsic size. */
export const imageSchema = z.object({
  src: z
    .string()
    .regex(/^\/images\/[a-z0-9/_-]+\.(webp|png|jpg|svg)$/, "must be a local path under /images/"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** "Divyanshu Kumar Singhal" → "divyanshu-kumar-singhal": file names for people and cards. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\+/g, "-plus")
    .replace(/#/g, "-sharp")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Square portrait of a person, one file per person wherever they appear. */
export function personPhoto(name: string, alt = `Photo of ${name}`): ContentImage {
  return { src: `/images/people/${slugify(name)}.webp`, alt, width: 320, height: 320 };
}
