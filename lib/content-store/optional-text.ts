// Bilingual text an item may leave out (a mentor's expertise, a testimonial's role, a caption):
// both languages empty means "none", and pages then show nothing there, never a made-up line.
// Kept as { en, hi } rather than null so the editor's form always has its two inputs; Hindi
// without English is refused (Hindi pages fall back to the English: ./text.ts).
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { type EditedText, textIn } from "./text";

export const optionalTextSchema = (max = 300) =>
  z
    .object({ en: z.string().trim().max(max), hi: z.string().trim().max(max) })
    .strict()
    .refine((t) => t.en !== "" || t.hi === "", {
      message: "Write the English too: Hindi pages fall back to it.",
      path: ["en"],
    });

/** The empty value: nothing shown. */
export const NO_TEXT: EditedText = { en: "", hi: "" };

/** Text as a page shows it. `lang` is set only where it differs from the page's language. */
export type ShownText = { text: string; lang?: Locale };

/** The text in the page's language (English where Hindi is missing, marked); null when empty. */
export function shownIn(text: EditedText, locale: Locale): ShownText | null {
  if (!text.en) return null;
  const { text: shown, lang } = textIn(text, locale);
  return lang === locale ? { text: shown } : { text: shown, lang };
}
