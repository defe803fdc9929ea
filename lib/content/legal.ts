// The shape of the terms (/Terms&Conditions) and the privacy policy (/privacy), their shared
// labels and numbers, and the helpers that word them. The documents themselves, in English and
// Hindi, are lib/content/terms.ts and lib/content/privacy.ts.
import { z } from "zod";
import { LANGUAGE_TAG, type Locale } from "@/lib/i18n/locales";
import { textSchema, type InLocale, type Text } from "@/lib/i18n/text";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date (YYYY-MM-DD)");
const anchorId = z.string().regex(/^[a-z0-9-]+$/, "must be a kebab-case anchor id");

/** A titled block of a legal page: paragraphs, then an optional bullet list. */
export const legalSectionSchema = z.object({
  id: anchorId,
  heading: textSchema,
  paragraphs: z.array(textSchema).min(1),
  points: z.array(textSchema).optional(),
  /** Show the institute's email, phone and address as links after the text. */
  showContact: z.boolean().optional(),
});
export type LegalSection = InLocale<z.infer<typeof legalSectionSchema>>;

export const termsSchema = z.object({
  title: textSchema,
  effectiveDate: isoDate,
  intro: textSchema,
  /** The spec's eleven numbered sections, shown as an ordered list. */
  sections: z.array(legalSectionSchema).length(11),
});
export type TermsContent = z.infer<typeof termsSchema>;
export type Terms = InLocale<TermsContent>;

/**
 * What a stored submission's period is counted from: the day it was sent, or the session date
 * of a booking. Either way a later contact with the person restarts it.
 */
export const RETENTION_STARTS = ["submission", "session"] as const;
export type RetentionStart = (typeof RETENTION_STARTS)[number];

/**
 * A period the daily retention job (lib/services/retention.ts) enforces. The policy's wording is
 * made from the same numbers by retentionText(), so the page and the job cannot disagree.
 */
export const storedRetentionSchema = z.object({
  months: z.number().int().min(1).max(120),
  countedFrom: z.enum(RETENTION_STARTS),
  /** A sentence said after the period, e.g. what happens when the person enrols. */
  note: textSchema.optional(),
});
export type StoredRetention = z.infer<typeof storedRetentionSchema>;

/**
 * One way personal data reaches the institute. Each new form on the site adds an entry here, so
 * the policy always lists what is collected, why, for how long and who else sees it.
 */
export const dataSourceSchema = z.object({
  id: anchorId,
  name: textSchema,
  collected: textSchema,
  purpose: textSchema,
  /** Free text, or a period the retention job enforces on the database (see storedRetention). */
  retention: z.union([textSchema, storedRetentionSchema]),
  sharedWith: textSchema,
});
export type DataSource = z.infer<typeof dataSourceSchema>;

const RETENTION_START_WORDS: Record<RetentionStart, Text> = {
  submission: {
    en: "after you send the form or after our last contact with you",
    hi: "फ़ॉर्म भेजने या आपसे हमारे आख़िरी संपर्क",
  },
  session: {
    en: "after the session date or after our last contact with you",
    hi: "सेशन की तारीख़ या आपसे हमारे आख़िरी संपर्क",
  },
};

/** The sentence /privacy shows under "How long we keep it", in the page's language. */
export function retentionText(retention: DataSource["retention"], locale: Locale): string {
  if (!("months" in retention)) return retention[locale];
  const { months, countedFrom, note } = retention;
  const start = RETENTION_START_WORDS[countedFrom][locale];
  const rule =
    locale === "hi"
      ? `${start} (जो भी बाद में हो) के बाद ज़्यादा से ज़्यादा ${months} महीने तक। फिर यह अपने-आप मिट जाता है।`
      : `Up to ${months === 1 ? "1 month" : `${months} months`} ${start}, whichever is later. Then it is deleted automatically.`;
  return note ? `${rule} ${note[locale]}` : rule;
}

/** The enforced period of one of the policy's data sources; throws if it gives none. */
export function storedRetention(policy: PrivacyContent, sourceId: string): StoredRetention {
  const retention = policy.dataSources.find((d) => d.id === sourceId)?.retention;
  if (!retention || !("months" in retention)) {
    throw new Error(`The privacy policy gives "${sourceId}" no enforced retention period.`);
  }
  return retention;
}

/** Headings of the four facts given for each data source. */
export const dataSourceLabels = {
  collected: { en: "What we receive", hi: "हमें क्या मिलता है" },
  purpose: { en: "Why", hi: "क्यों" },
  retention: { en: "How long we keep it", hi: "हम इसे कितने समय तक रखते हैं" },
  sharedWith: { en: "Who else sees it", hi: "इसे और कौन देखता है" },
} as const satisfies Record<keyof Omit<DataSource, "id" | "name">, Text>;

export const privacySchema = z.object({
  title: textSchema,
  lastUpdated: isoDate,
  intro: textSchema,
  /** Sections shown before the list of data sources. */
  before: z.array(legalSectionSchema).min(1),
  dataSourcesHeading: textSchema,
  dataSourcesIntro: textSchema,
  dataSources: z.array(dataSourceSchema).min(1),
  /** Sections shown after it: sharing, security, children, rights, changes, contact. */
  after: z.array(legalSectionSchema).min(1),
});
export type PrivacyContent = z.infer<typeof privacySchema>;

/**
 * How long the staff audit log (lib/services/audit.ts) keeps each entry; the daily purge
 * (lib/services/retention-job.ts) deletes older ones, and the policy states this number.
 */
export const AUDIT_KEEP_MONTHS = 12;
/** How long we take at most to answer a request to see, correct or erase data. */
export const REQUEST_ANSWER_DAYS = 30;

/** The words around a legal document, in both languages. */
export const legalCopy = {
  contents: { en: "Contents", hi: "विषय-सूची" },
  effectiveFrom: { en: "Effective from", hi: "लागू होने की तारीख़:" },
  lastUpdated: { en: "Last updated", hi: "आख़िरी बदलाव:" },
  /** Labels of the contact block that sections with `showContact` end with. */
  contact: {
    email: { en: "Email", hi: "ईमेल" },
    phone: { en: "Phone", hi: "फ़ोन" },
    post: { en: "Post", hi: "डाक" },
  },
};

/** Above a Hindi legal document only: it is a translation, and the English text prevails. */
export const translationNotes = {
  terms:
    "यह इन नियमों का हिंदी अनुवाद है, जो समझने में आसानी के लिए दिया गया है। क़ानूनी रूप से अंग्रेज़ी पाठ ही मान्य है; दोनों में अंतर हो तो अंग्रेज़ी पाठ लागू होगा।",
  privacy:
    "यह प्राइवेसी पॉलिसी का हिंदी अनुवाद है, जो समझने में आसानी के लिए दिया गया है। दोनों में अंतर हो तो अंग्रेज़ी पाठ लागू होगा।",
};

/** "2025-01-01" → "1 January 2025" (English) or "1 जनवरी 2025" (Hindi), with Latin digits. */
export function formatLegalDate(isoDay: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
