// Roadmap pages under /programs/{slug}.
import { z } from "zod";

export const roadmapSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

export const roadmaps: Roadmap[] = z.array(roadmapSchema).parse([
  { slug: "c-programming", title: "C Programming" },
  { slug: "c-plus-plus-programming", title: "C++ Programming" },
  { slug: "java-programming", title: "Java Programming" },
  { slug: "python-programming", title: "Python Programming" },
  { slug: "full-stack-development", title: "Full Stack Development" },
  { slug: "cybersecurity", title: "Cybersecurity" },
  { slug: "machine-learning", title: "Machine Learning" },
  { slug: "aptitude", title: "Aptitude" },
  { slug: "reasoning", title: "Reasoning" },
  { slug: "english", title: "English" },
  { slug: "CriticalThinking", title: "Critical Thinking & Decision Making" },
  { slug: "GDPersonalInterview", title: "GD & Personal Interview" },
]);

export function roadmapPath(slug: string): string {
  return `/programs/${slug}`;
}
