// /ResumeBuilding: the sample-resume slideshow and the four services.
import { z } from "zod";
import { imageSchema } from "./image";

export const resumeIntro = {
  title: "Technical Mock Interview & Resume Building",
  back: "Back to Features",
  lead: "A resume that gets you shortlisted and the practice to do well once you are in the room.",
  description:
    "Resume building and mock interviews at Coder House: resume workshops, technical and HR mock interviews, soft skills and job-ready preparation for campus placements.",
  slideshowTitle: "Sample resumes",
  slideshowLabel: "Sample resume slideshow",
  slideshowLead:
    "Layouts we build with students. The slides are placeholders that show the structure, not real people's resumes.",
  cardsTitle: "How we get you ready",
};

export const resumeSampleSchema = z.object({
  id: z.number().int().positive(),
  /** The fictional role drawn on the placeholder. */
  role: z.string().min(1),
  image: imageSchema.extend({ alt: z.string().min(1) }),
});
export type ResumeSample = z.infer<typeof resumeSampleSchema>;

export const resumeSamples: ResumeSample[] = z
  .array(resumeSampleSchema)
  .length(17)
  .parse(
    [
      "Java developer, fresher",
      "Python developer, fresher",
      "Full stack developer",
      "Front-end developer",
      "Data analyst",
      "Machine learning intern",
      "Cybersecurity analyst",
      "Android developer",
      "Cloud support engineer",
      "Software tester",
      "C++ programmer",
      "Back-end developer",
      "UI/UX designer",
      "DevOps trainee",
      "Database developer",
      "Technical support engineer",
      "Graduate engineer trainee",
    ].map((role, i) => ({
      id: i + 1,
      role,
      image: {
        src: `/images/resume/resume-${i + 1}.webp`,
        alt: `Sample resume ${i + 1}: layout for a ${role.toLowerCase()}`,
        width: 600,
        height: 800,
      },
    })),
  );

export const resumeCardSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });
export type ResumeCard = z.infer<typeof resumeCardSchema>;

export const resumeCards: ResumeCard[] = z
  .array(resumeCardSchema)
  .length(4)
  .parse([
    {
      title: "Resume workshops",
      text: "Turn your projects and skills into a one-page resume that passes automated screening and reads well to a recruiter.",
    },
    {
      title: "Technical and HR mock interviews",
      text: "Face the questions companies ask, from data structures to 'tell me about yourself', and get specific feedback.",
    },
    {
      title: "Soft skill enhancement",
      text: "Practise speaking clearly, listening well and holding your own in a group discussion.",
    },
    {
      title: "Job-ready prep",
      text: "Company research, offer letters, joining formalities: everything between the last round and your first day.",
    },
  ]);
