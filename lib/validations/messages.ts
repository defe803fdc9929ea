// What the forms say when a field needs attention, from messages/<locale>/validation.json (the
// English wording is SPEC section 5's). The browser and the route handler show the one of the
// form's language; the keys are typed by the English file.
import type { Locale } from "@/lib/i18n/locales";
import enValidation from "@/messages/en/validation.json";
import hiValidation from "@/messages/hi/validation.json";

export type ValidationMessages = typeof enValidation;

const VALIDATION_COPY: Record<Locale, ValidationMessages> = { en: enValidation, hi: hiValidation };

/** Every message in one language. */
export function messagesIn(locale: Locale): ValidationMessages {
  return VALIDATION_COPY[locale];
}
