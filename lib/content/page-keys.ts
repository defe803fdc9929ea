// The names that make page addresses: the roadmaps' slugs and the notes categories' names. They
// are kept apart from their content so the request interceptor (proxy.ts), which checks every
// address against the route list, loads this list instead of every roadmap and note; the content
// modules take their entries' names from here and are checked against it.
import { encodeSegment } from "../url";

export const ROADMAP_SLUGS = [
  "c-programming",
  "c-plus-plus-programming",
  "java-programming",
  "python-programming",
  "full-stack-development",
  "cybersecurity",
  "machine-learning",
  "aptitude",
  "reasoning",
  "english",
  "CriticalThinking",
  "GDPersonalInterview",
] as const;
export type RoadmapSlug = (typeof ROADMAP_SLUGS)[number];

/** The 42 notes categories, in catalogue order (SPEC says 41 but lists 42). */
export const NOTE_CATEGORY_NAMES = [
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
] as const;
export type NoteCategoryName = (typeof NOTE_CATEGORY_NAMES)[number];

export function roadmapPath(slug: string): string {
  return `/programs/${slug}`;
}

/** The spec's URL segment: spaces become underscores ("Machine_Learning"). */
export function categorySegment(name: string): string {
  return name.replace(/ /g, "_");
}

/** Encoded path of a category page ("C# Programming" → "/notes/category/C%23_Programming"). */
export function categoryPath(name: string): string {
  return `/notes/category/${encodeSegment(categorySegment(name))}`;
}
