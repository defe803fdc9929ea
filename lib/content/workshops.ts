// /marathon-classes: the company-specific workshops and the exam overview pages they link to.
import { z } from "zod";
import { imageSchema, slugify } from "./image";

const googleDoc = (id: string) => `https://docs.google.com/document/d/${id}/edit`;

export const workshopsIntro = {
  eyebrow: "Company Specific Workshop",
  title: "Marathon Classes",
  lead: "Intensive classes built around one company's recruitment test at a time: its sections, its timing and the kind of questions it likes to ask.",
  description:
    "Company-specific marathon classes at Coder House: preparation for TCS, TCS NQT, Wipro, Tech Mahindra, Accenture, Capgemini, Cognizant and Infosys tests, plus AMCAT, CoCubes and eLitmus overviews.",
  examsTitle: "Know the assessment platforms",
  examsLead:
    "Many companies hire through a common test. Read how each one is structured before you sit it.",
  companiesTitle: "Choose your company",
  companiesLead:
    "Open a company's document for the syllabus and test pattern we prepare you for, then join the next marathon batch.",
  openDocument: "Open Document",
  joinUs: "Join Us!",
};

export const examLinkSchema = z.object({
  label: z.string().min(1),
  href: z.enum(["/Amcat", "/Cocubes", "/Elitmus"]),
});

export const examLinks = z
  .array(examLinkSchema)
  .length(3)
  .parse([
    { label: "AMCAT", href: "/Amcat" },
    { label: "CoCubes", href: "/Cocubes" },
    { label: "eLitmus", href: "/Elitmus" },
  ]);

export const companySchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  /** The workshop outline, a Google Doc. */
  document: z.string().url().startsWith("https://docs.google.com/document/d/"),
  logo: imageSchema,
});
export type Company = z.infer<typeof companySchema>;

const company = (name: string, docId: string): Company => ({
  name,
  slug: slugify(name),
  document: googleDoc(docId),
  // The company name is printed beside the logo, so the image itself is decorative.
  logo: {
    src: `/images/partners/companies/${slugify(name)}.webp`,
    alt: "",
    width: 240,
    height: 120,
  },
});

export const companies: Company[] = z
  .array(companySchema)
  .length(8)
  .parse([
    company("TCS", "14wk4V0X0CbYZjSiEks2hrkmcIBRUBdwSDOQTSxfyEZI"),
    company("TCS NQT", "187up3ub6fP9ePT973N8pnFpGfY0aoxuKEQk7Rwptnjw"),
    company("WIPRO", "1IIoC3AAbyGw1GrtP1LLuXBy1q2jxDbgwQtCxd6XIh6w"),
    company("Tech Mahindra", "1fiyZRtd8ZRtFO1kgNBjbgr8Dva7i6tmwxdDXFn6RM9w"),
    company("Accenture", "1XHBCgvHNLH8GkL4G8lkyVsQbPm-r290ykPSNSt7kIJU"),
    company("Capgemini", "1MJOnI_goA5m9sG7mMS7h6BigE8iloPuMWP-7-5ilKQ0"),
    company("Cognizant", "1BfVQhNb_ICQfxrv-2yL091oDtGShJywZ1MvoKTVRJpQ"),
    company("Infosys", "1YlIjdy1uZR1RuhIYU3oz9YXGy-oPfC8fZTox6PYJBo4"),
  ]);
