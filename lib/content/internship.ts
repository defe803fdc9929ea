// /internship: who can apply and what an intern gets.
import { z } from "zod";

const itemSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

export const internshipSchema = z.object({
  title: z.string().min(1),
  lead: z.string().min(1),
  description: z.string().min(1),
  whoTitle: z.string().min(1),
  who: z.array(itemSchema).length(2),
  highlightsTitle: z.string().min(1),
  highlights: z.array(itemSchema).length(4),
  cta: z.object({ text: z.string().min(1), label: z.string().min(1) }),
});
export type Internship = z.infer<typeof internshipSchema>;

export const internship: Internship = internshipSchema.parse({
  title: "Internship",
  lead: "Work on real projects with our team, learn how software is built day to day, and leave with work you can show an interviewer.",
  description:
    "Internships at Coder House, Jabalpur, for engineering students and anyone who loves to code: practical project work, expert guidance, networking and a certificate of completion.",
  whoTitle: "Who can apply",
  who: [
    {
      title: "Engineering students",
      text: "Any branch and any year. If you can write a small program on your own, you are ready to start.",
    },
    {
      title: "Coding lovers",
      text: "Not in engineering? If you code for the joy of it and want to build something real, apply too.",
    },
  ],
  highlightsTitle: "What you get",
  highlights: [
    {
      title: "Practical learning",
      text: "You build features that get used, not exercises that get thrown away.",
    },
    {
      title: "Guidance from experts",
      text: "Mentors review your code and show you how they would approach the same problem.",
    },
    {
      title: "Networking",
      text: "Meet mentors, alumni and fellow interns who can point you to your next opportunity.",
    },
    {
      title: "Certificate of completion",
      text: "Finish your internship and receive a certificate that lists the work you did.",
    },
  ],
  cta: {
    text: "Tell us about yourself through the enquiry form and we will get back to you about the next internship batch.",
    label: "Apply now",
  },
});
