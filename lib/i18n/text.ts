// Copy that exists in both languages: content data keeps the Hindi beside the English
// ({ en, hi }), and a page resolves a whole object to its language with inLocale().
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { fillTemplate } from "@/lib/text";

/** One piece of copy in both languages; both required, neither empty. */
export const textSchema = z
  .object({ en: z.string().trim().min(1), hi: z.string().trim().min(1) })
  .strict();
export type Text = z.infer<typeof textSchema>;

/** The shape of T once every Text in it is resolved to one language. */
export type InLocale<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? InLocale<U>[]
    : T extends object
      ? { [K in keyof T]: InLocale<T[K]> }
      : T;

export function isText(value: unknown): value is Text {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Text).en === "string" &&
    typeof (value as Text).hi === "string"
  );
}

/** A template in both languages, each filled with the same values ("{name} की फ़ोटो"). */
export function fillText(template: Text, values: Record<string, string | number>): Text {
  return { en: fillTemplate(template.en, values), hi: fillTemplate(template.hi, values) };
}

/** A zod schema (a content module exports its schemas beside its data): not copy. */
const isSchema = (value: object) => "_zod" in value;

/**
 * Resolves every Text in `value` (at any depth) to `locale`; anything else is kept as it is. A
 * whole content module may be passed: its schemas are kept, not walked.
 */
export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (isText(value)) return value[locale] as InLocale<T>;
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale)) as InLocale<T>;
  if (typeof value === "object" && value !== null && !isSchema(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]),
    ) as InLocale<T>;
  }
  return value as InLocale<T>;
}

/** Every Text inside `value`, with where it sits ("hero.title"), for the content test. */
export function collectTexts(value: unknown, at = ""): { at: string; text: Text }[] {
  if (isText(value)) return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => collectTexts(item, `${at}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      collectTexts(item, at ? `${at}.${key}` : key),
    );
  }
  return [];
}
