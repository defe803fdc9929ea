// Notes catalogue: the 42 course categories (SPEC says 41 but lists 42; the old site had 42).
import { z } from "zod";

export const noteCategorySchema = z.object({
  name: z.string().min(1),
});
export type NoteCategory = z.infer<typeof noteCategorySchema>;

const NAMES = [
  "C++",
  "Java",
  "HTML",
  "CSS",
  "JavaScript",
  "Python",
  "SQL",
  "React",
  "Node.js",
  "Machine Learning",
  "System Design",
  "MongoDB",
  "Data Structures",
  "C Programming",
  "DBMS",
  "Cybersecurity",
  "AI",
  "Deep Learning",
  "Full Stack Development",
  "Cloud Computing",
  "Android Dev",
  "Angular",
  "AWS",
  "Bootstrap",
  "C# Programming",
  "DevOps",
  "Django",
  "Express.js",
  "Flutter Development",
  "Git and Github",
  "IOS App Development",
  "Kotlin",
  "MERN Developer",
  "MySQL",
  "PHP",
  "PostgreSQL",
  "RDBMS",
  "Ruby on Rails",
  "Spring Boot",
  "Swift",
  "Tailwind",
  "UI & UX",
];

export const noteCategories: NoteCategory[] = z
  .array(noteCategorySchema)
  .parse(NAMES.map((name) => ({ name })));

/** The spec's URL segment: spaces become underscores ("Machine_Learning"). */
export function categorySegment(name: string): string {
  return name.replace(/ /g, "_");
}

/** Encoded path of a category page ("C# Programming" → "/notes/category/C%23_Programming"). */
export function categoryPath(name: string): string {
  return `/notes/category/${encodeURIComponent(categorySegment(name))}`;
}
