// Institute facts and navigation, as typed data. Copy lives here, not in components, in both
// languages ({ en, hi }: lib/i18n/text.ts).
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
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
  address: z.object({
    lines: z.array(textSchema).min(1),
    /** The neighbourhood and city, as a sentence names them ("in Vijay Nagar, Jabalpur"). */
    place: textSchema,
    street: z.string(),
    locality: z.string(),
    city: z.string(),
    region: z.string(),
    country: z.string(),
    countryCode: z.string().length(2),
    lat: z.number(),
    lng: z.number(),
  }),
  phone: z.string(),
  phoneHref: z.string().startsWith("tel:"),
  /** The WhatsApp number in international form, digits only, for https://wa.me/<number>. */
  whatsapp: z.string().regex(/^[1-9]\d{9,14}$/),
  /** What the WhatsApp link types for the visitor, in the page's language. */
  whatsappGreeting: textSchema,
  /**
   * When the front desk answers, as schema.org opening hours. Empty until the institute gives
   * them: nothing is shown or published rather than a guess.
   */
  openingHours: z.array(
    z.object({
      days: z.array(z.enum(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"])).min(1),
      opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
      closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    }),
  ),
  email: z.string().email(),
  social: z.array(
    z.object({ name: z.enum(["Facebook", "Instagram", "LinkedIn"]), href: z.string().url() }),
  ),
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
  address: {
    lines: [
      { en: "3rd Floor, above Indian Bank", hi: "तीसरी मंज़िल, इंडियन बैंक के ऊपर" },
      { en: "MR-4 Road, Vijay Nagar", hi: "MR-4 रोड, विजय नगर" },
      { en: "Jabalpur, Madhya Pradesh, India", hi: "जबलपुर, मध्य प्रदेश, भारत" },
    ],
    place: { en: "Vijay Nagar, Jabalpur", hi: "विजय नगर, जबलपुर" },
    street: "3rd Floor, above Indian Bank, MR-4 Road",
    locality: "Vijay Nagar",
    city: "Jabalpur",
    region: "Madhya Pradesh",
    country: "India",
    countryCode: "IN",
    lat: 23.1811776,
    lng: 79.9094439,
  },
  phone: "+91 99268 65740",
  phoneHref: "tel:+919926865740",
  whatsapp: "919926865740",
  whatsappGreeting: {
    en: "Hello Coder House, I would like to know about your courses.",
    hi: "नमस्ते Coder House, मुझे आपके कोर्स के बारे में जानना है।",
  },
  openingHours: [],
  email: "coderhouseoptus@gmail.com",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/Optus-edtech-100083838727322" },
    { name: "Instagram", href: "https://www.instagram.com/coder___house" },
    { name: "LinkedIn", href: "https://www.linkedin.com/showcase/coderrhouse" },
  ],
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

export const mapUrl = `https://www.google.com/maps/search/?api=1&query=${site.address.lat},${site.address.lng}`;

/** A WhatsApp chat with the institute, the greeting typed in the page's language. */
export function whatsappUrl(locale: Locale): string {
  return `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(site.whatsappGreeting[locale])}`;
}

/** The postal address on one line, in a language: "3rd Floor, above Indian Bank, MR-4 Road, …". */
export function addressLine(locale: Locale): string {
  return site.address.lines.map((line) => line[locale]).join(", ");
}
