// Institute facts and navigation, as typed data. Copy lives here, not in components.
import { z } from "zod";

const linkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  /** A full page load rather than client-side navigation (the address redirects off-site). */
  fullLoad: z.boolean().optional(),
});
export type NavLink = z.infer<typeof linkSchema>;

const siteSchema = z.object({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  description: z.string(),
  address: z.object({
    lines: z.array(z.string()).min(1),
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
  description:
    "Coder House in Jabalpur trains college students in coding and prepares them for campus placements, in person, with mentors who have been through it.",
  address: {
    lines: [
      "3rd Floor, above Indian Bank",
      "MR-4 Road, Vijay Nagar",
      "Jabalpur, Madhya Pradesh, India",
    ],
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
  email: "coderhouseoptus@gmail.com",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/Optus-edtech-100083838727322" },
    { name: "Instagram", href: "https://www.instagram.com/coder___house" },
    { name: "LinkedIn", href: "https://www.linkedin.com/showcase/coderrhouse" },
  ],
  nav: {
    direct: [
      { label: "Home", href: "/" },
      { label: "Features", href: "/features" },
      { label: "Roadmap", href: "/notes" },
      { label: "Optivators", href: "/Achievers" },
    ],
    programs: [
      { label: "College Programs", href: "/collegePrograms" },
      { label: "Campus Programs", href: "/CampusPrograms" },
      { label: "School Programs", href: "/SchoolProgram" },
    ],
    information: [
      { label: "About Us", href: "/AboutUs" },
      { label: "Contact Us", href: "/Gform", fullLoad: true },
    ],
  },
  footer: {
    legal: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms & Conditions", href: "/Terms&Conditions" },
    ],
  },
});

export const mapUrl = `https://www.google.com/maps/search/?api=1&query=${site.address.lat},${site.address.lng}`;
