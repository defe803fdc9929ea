// /SchoolProgram: a placeholder page announcing the school courses to come.
import { z } from "zod";
import { imageSchema, slugify } from "./image";

export const schoolIntro = {
  title: "School Programs",
  lead: "Coding for school students, taught the way we teach college batches: small groups, real projects and a mentor in the room.",
  description:
    "Coder House school programs in Jabalpur are coming soon: web development, programming and game development courses for school students.",
  comingSoon: "We Are Coming Very Soon!",
  comingSoonLead:
    "The first school batches are being planned now. Leave your details on the home page and we will tell you when enrolment opens.",
  notify: "Ask to be notified",
};

export const schoolCardSchema = z.object({
  title: z.string().min(1),
  image: imageSchema,
});
export type SchoolCard = z.infer<typeof schoolCardSchema>;

export const schoolCards: SchoolCard[] = z
  .array(schoolCardSchema)
  .length(3)
  .parse(
    ["Web Development", "Programming", "Game Development"].map((title) => ({
      title,
      // The title under the card names it, so the picture itself is decorative.
      image: { src: `/images/school/${slugify(title)}.webp`, alt: "", width: 480, height: 320 },
    })),
  );
