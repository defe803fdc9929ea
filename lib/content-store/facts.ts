// The institute's facts that its staff keep current in the editor: phone, WhatsApp, email,
// address and map point, opening hours and closed days, social links. The contact cluster, the
// footer, the forms' fallbacks, the legal pages and the LocalBusiness JSON-LD read them
// (getFacts() in ./read.ts); what is below is today's data, the first version of the item.
// Isomorphic: the editor's form checks with the same schema the server does.
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { editedTextSchema, plainIn } from "./text";

export const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 09:30.");

export const factsSchema = z
  .object({
    /** As visitors read it: "+91 99268 65740". Links dial its digits. */
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d ()-]{8,20}$/, "Write the number with its country code, e.g. +91 99268 65740.")
      .refine((v) => dialDigits(v).length >= 10, "The number needs at least 10 digits."),
    /** In international form, digits only, for https://wa.me/<number>. */
    whatsapp: z
      .string()
      .trim()
      .regex(/^[1-9]\d{9,14}$/, "Digits only with the country code and no +, e.g. 919926865740."),
    whatsappGreeting: editedTextSchema,
    email: z
      .string()
      .trim()
      .max(200, "At most 200 characters.")
      .email("Write an email address such as name@example.com."),
    address: z
      .object({
        lines: z.array(editedTextSchema).min(1, "The address needs at least one line.").max(5),
        /** The neighbourhood and city as a sentence names them ("Vijay Nagar, Jabalpur"). */
        place: editedTextSchema,
        street: z.string().trim().min(1, "Write the street address.").max(200),
        locality: z.string().trim().min(1, "Write the neighbourhood.").max(100),
        city: z.string().trim().min(1, "Write the city.").max(100),
        region: z.string().trim().min(1, "Write the state.").max(100),
        countryCode: z
          .string()
          .trim()
          .regex(/^[A-Z]{2}$/, "Two capital letters, e.g. IN."),
        lat: z.number({ error: "A latitude such as 23.18" }).min(-90).max(90),
        lng: z.number({ error: "A longitude such as 79.90" }).min(-180).max(180),
      })
      .strict(),
    /** When the front desk answers. Empty until the institute sets it: nothing is shown. */
    openingHours: z
      .array(
        z
          .object({
            days: z.array(z.enum(WEEKDAYS)).min(1, "Tick at least one day."),
            opens: clock,
            closes: clock,
          })
          .strict()
          .refine((h) => h.opens < h.closes, {
            message: "Closing time must come after opening time.",
            path: ["closes"],
          }),
      )
      .max(7),
    /** Dates the centre is closed (holidays), as YYYY-MM-DD. */
    closedDays: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-12-25."))
      .max(60),
    social: z
      .array(
        z
          .object({
            name: z.enum(["Facebook", "Instagram", "LinkedIn", "YouTube", "X"], {
              error: "Choose Facebook, Instagram, LinkedIn, YouTube or X.",
            }),
            href: z
              .string()
              .trim()
              .max(300, "At most 300 characters.")
              .url("Write the whole address, starting with https://."),
          })
          .strict(),
      )
      .max(5),
  })
  .strict();
export type Facts = z.infer<typeof factsSchema>;

/** Today's facts (CONTENT-FACTS.md): the item's first version on a fresh install. */
export const seedFacts: Facts = factsSchema.parse({
  phone: "+91 99268 65740",
  whatsapp: "919926865740",
  whatsappGreeting: {
    en: "Hello Coder House, I would like to know about your courses.",
    hi: "नमस्ते Coder House, मुझे आपके कोर्स के बारे में जानना है।",
  },
  email: "coderhouseoptus@gmail.com",
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
    countryCode: "IN",
    lat: 23.1811776,
    lng: 79.9094439,
  },
  openingHours: [],
  closedDays: [],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/Optus-edtech-100083838727322" },
    { name: "Instagram", href: "https://www.instagram.com/coder___house" },
    { name: "LinkedIn", href: "https://www.linkedin.com/showcase/coderrhouse" },
  ],
});

function dialDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** tel: link of the phone number ("tel:+919926865740"). */
export const phoneHref = (facts: Facts) =>
  `tel:${facts.phone.trim().startsWith("+") ? "+" : ""}${dialDigits(facts.phone)}`;

export const mapUrl = (facts: Facts) =>
  `https://www.google.com/maps/search/?api=1&query=${facts.address.lat},${facts.address.lng}`;

/** A WhatsApp chat with the institute, the greeting typed in the page's language. */
export const whatsappUrl = (facts: Facts, locale: Locale) =>
  `https://wa.me/${facts.whatsapp}?text=${encodeURIComponent(plainIn(facts.whatsappGreeting, locale))}`;

/** The postal address on one line, in a language: "3rd Floor, above Indian Bank, MR-4 Road, …". */
export const addressLine = (facts: Facts, locale: Locale) =>
  facts.address.lines.map((line) => plainIn(line, locale)).join(", ");

/** Fills {email}, {phone} and {address} in every string of copy that names how to reach us. */
export function withFacts<T>(value: T, facts: Facts, locale: Locale): T {
  const values: Record<string, string> = {
    email: facts.email,
    phone: facts.phone,
    address: addressLine(facts, locale),
  };
  const fill = (v: unknown): unknown => {
    if (typeof v === "string")
      return v.replace(/\{(email|phone|address)\}/g, (_, k: string) => values[k]!);
    if (Array.isArray(v)) return v.map(fill);
    if (typeof v === "object" && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value) as T;
}
