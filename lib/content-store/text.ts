// Copy that staff edit in both languages. The English is required; the Hindi may be left empty
// for now, and then the Hindi page shows the English, marked lang="en" so screen readers read it
// as English (components/content/edited-text.tsx), while the editor lists what still lacks Hindi.
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";

export const editedTextSchema = z
  .object({
    en: z.string().trim().min(1, "Write the English text.").max(2000),
    hi: z.string().trim().max(2000),
  })
  .strict();
export type EditedText = z.infer<typeof editedTextSchema>;

/** The text in a language, and the language it is really in (English where Hindi is missing). */
export function textIn(text: EditedText, locale: Locale): { text: string; lang: Locale } {
  if (locale === "hi" && text.hi) return { text: text.hi, lang: "hi" };
  return { text: text.en, lang: "en" };
}

/** The plain string, for attributes and links where no lang mark is possible. */
export const plainIn = (text: EditedText, locale: Locale): string => textIn(text, locale).text;

/** Dotted paths of every EditedText in a value whose Hindi is empty ("address.lines.1"). */
export function missingHindi(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => missingHindi(v, join(path, String(i))));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (
    typeof record.en === "string" &&
    typeof record.hi === "string" &&
    Object.keys(record).length === 2
  ) {
    return record.en && !record.hi.trim() ? [path] : [];
  }
  return Object.entries(record).flatMap(([k, v]) => missingHindi(v, join(path, k)));
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
