// The institute's name and the site's navigation, as typed data, in both languages ({ en, hi }:
// lib/i18n/text.ts). The facts staff edit (phone, address, hours…) are lib/content-store/facts.ts.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";

const linkSchema = z.object({
  label: textSchema,
  href: z.string().min(1),
  /** A full page load rather than client-side navigation (the address redirects off-site). */
  fullLoad: z.boolean().optional(),
});
/** A link as a component shows it: its label in the page's language. */
export type NavLink = InLocale<z.infer<typeof linkSchema>>;

const siteSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  description: textSchema,
  nav: z.object({
    direct: z.array(linkSchema),
    programs: z.array(linkSchema),
    information: z.array(linkSchema),
  }),
  footer: z.object({ legal: z.array(linkSchema) }),
});

export const site = siteSchema.parse({
  name: "Coder House",
  legalName: "Optus EdTech Solutions",
  tagline: "CODE | WORK",
  description: {
    en: "Coder House in Jabalpur trains college students in coding and prepares them for campus placements, in person, with mentors who have been through it.",
    hi: "जबलपुर का Coder House कॉलेज स्टूडेंट्स को कोडिंग सिखाता है और कैंपस प्लेसमेंट के लिए तैयार करता है, आमने-सामने बैठकर, ऐसे मेंटर्स के साथ जो ख़ुद इस राह से गुज़रे हैं।",
  },
  nav: {
    direct: [
      { label: { en: "Home", hi: "होम" }, href: "/" },
      { label: { en: "Features", hi: "ख़ूबियाँ" }, href: "/features" },
      { label: { en: "Roadmap", hi: "रोडमैप" }, href: "/notes" },
      { label: { en: "Optivators", hi: "ऑप्टिवेटर्स" }, href: "/Achievers" },
    ],
    programs: [
      { label: { en: "College Programs", hi: "कॉलेज प्रोग्राम" }, href: "/collegePrograms" },
      { label: { en: "Campus Programs", hi: "कैंपस प्रोग्राम" }, href: "/CampusPrograms" },
      { label: { en: "School Programs", hi: "स्कूल प्रोग्राम" }, href: "/SchoolProgram" },
    ],
    information: [
      { label: { en: "About Us", hi: "हमारे बारे में" }, href: "/AboutUs" },
      { label: { en: "Contact Us", hi: "संपर्क करें" }, href: "/Gform", fullLoad: true },
    ],
  },
  footer: {
    legal: [
      { label: { en: "Privacy Policy", hi: "प्राइवेसी पॉलिसी" }, href: "/privacy" },
      { label: { en: "Terms & Conditions", hi: "नियम और शर्तें" }, href: "/Terms&Conditions" },
    ],
  },
});
