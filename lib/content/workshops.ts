// /marathon-classes: the company-specific workshops and the exam overview pages they link to, in
// English and Hindi. Company and exam names stay as they are in both.
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";

const googleDoc = (id: string) => `https://docs.google.com/document/d/${id}/edit`;

export const workshopsIntroSchema = z.object({
  eyebrow: textSchema,
  title: textSchema,
  /** The browser tab and search result title. */
  metaTitle: textSchema,
  lead: textSchema,
  description: textSchema,
  examsTitle: textSchema,
  examsLead: textSchema,
  companiesTitle: textSchema,
  companiesLead: textSchema,
  openDocument: textSchema,
  /** Read out after openDocument: which company's document it opens. */
  openDocumentFor: textSchema,
  joinUs: textSchema,
});

export const workshopsIntro = workshopsIntroSchema.parse({
  eyebrow: { en: "Company Specific Workshop", hi: "कंपनी-स्पेसिफ़िक वर्कशॉप" },
  title: { en: "Marathon Classes", hi: "मैराथन क्लासेस" },
  metaTitle: {
    en: "Marathon Classes: Company Specific Workshop",
    hi: "मैराथन क्लासेस: कंपनी-स्पेसिफ़िक वर्कशॉप",
  },
  lead: {
    en: "Intensive classes built around one company's recruitment test at a time: its sections, its timing and the kind of questions it likes to ask.",
    hi: "एक बार में एक ही कंपनी के भर्ती टेस्ट पर बनी गहन क्लासेस: उसके सेक्शन, उसका समय और वह किस तरह के सवाल पूछना पसंद करती है।",
  },
  description: {
    en: "Company-specific marathon classes at Coder House: preparation for TCS, TCS NQT, Wipro, Tech Mahindra, Accenture, Capgemini, Cognizant and Infosys tests, plus AMCAT, CoCubes and eLitmus overviews.",
    hi: "Coder House की कंपनी-स्पेसिफ़िक मैराथन क्लासेस: TCS, TCS NQT, Wipro, Tech Mahindra, Accenture, Capgemini, Cognizant और Infosys के टेस्ट की तैयारी, साथ में AMCAT, CoCubes और eLitmus एग्ज़ाम का परिचय।",
  },
  examsTitle: { en: "Know the assessment platforms", hi: "असेसमेंट प्लेटफ़ॉर्म को जानें" },
  examsLead: {
    en: "Many companies hire through a common test. Read how each one is structured before you sit it.",
    hi: "कई कंपनियाँ एक साझा टेस्ट से भर्ती करती हैं। टेस्ट देने से पहले पढ़ लें कि हर टेस्ट कैसे बना है।",
  },
  companiesTitle: { en: "Choose your company", hi: "अपनी कंपनी चुनें" },
  companiesLead: {
    en: "Open a company's document for the syllabus and test pattern we prepare you for, then join the next marathon batch.",
    hi: "कंपनी का डॉक्यूमेंट खोलकर देखें कि हम किस सिलेबस और टेस्ट पैटर्न की तैयारी कराते हैं (डॉक्यूमेंट अंग्रेज़ी में हैं), फिर अगले मैराथन बैच से जुड़ें।",
  },
  openDocument: { en: "Open Document", hi: "डॉक्यूमेंट खोलें" },
  openDocumentFor: { en: "for {company}", hi: "({company} का)" },
  joinUs: { en: "Join Us!", hi: "हमसे जुड़ें!" },
});

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
