// /swayam-batch: the self-paced recorded-lecture program.
import { z } from "zod";

export const swayamSchema = z.object({
  title: z.string().min(1),
  back: z.string().min(1),
  lead: z.string().min(1),
  description: z.string().min(1),
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).length(2),
  audience: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  howItWorks: z.object({ title: z.string().min(1), points: z.array(z.string().min(1)).min(1) }),
  technologies: z.object({
    title: z.string().min(1),
    items: z.array(z.string().min(1)).length(13),
  }),
});
export type Swayam = z.infer<typeof swayamSchema>;

export const swayam: Swayam = swayamSchema.parse({
  title: "Swayam Batch",
  back: "Back to Features",
  lead: "Recorded lectures from our mentors that you watch at your own pace, from anywhere, whenever your timetable allows.",
  description:
    "Swayam by Coder House: 1250+ hours of recorded lectures across 15+ courses, from Java and Spring Boot to cloud, data and web development, for Coder House community members.",
  stats: [
    { value: "1250+", label: "hours of recorded lectures" },
    { value: "15+", label: "courses" },
  ],
  audience: {
    title: "For community members only",
    text: "Swayam is open to students who have joined the Coder House community through one of our programs. Ask at the centre or through the enquiry form for access.",
  },
  howItWorks: {
    title: "How it works",
    points: [
      "Pick a course and start from the first lecture, or jump to the topic you need.",
      "Pause, rewind and rewatch as often as you like: there is no batch to keep up with.",
      "Bring your questions to the centre or a mentorship session when you get stuck.",
    ],
  },
  technologies: {
    title: "Technologies covered",
    items: [
      "Core/Advanced Java",
      "Spring Boot",
      "AWS Admin/DevOps",
      ".NET",
      "Azure Admin/DevOps/Data Engineer",
      "Python/Django/Full Stack",
      "SQL",
      "Power BI",
      "REST API",
      "React JS",
      "Node JS",
      "MongoDB",
      "Oracle",
    ],
  },
});
