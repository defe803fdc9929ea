// What the lead forms say when a field needs attention, in both languages. The English wording is
// SPEC section 5's; the browser and the route handler show the one of the form's language.
import type { Locale } from "@/lib/i18n/locales";
import type { Text } from "@/lib/i18n/text";

export const validationMessages = {
  phone: {
    en: "Please enter a valid 10-digit phone number",
    hi: "कृपया 10 अंकों का सही फ़ोन नंबर डालें",
  },
  invalidEmail: { en: "Please enter a valid email address", hi: "कृपया सही ईमेल पता डालें" },
  emailRequired: { en: "Email is required", hi: "ईमेल ज़रूरी है" },
  consent: {
    en: "Please tick the box to agree to the privacy notice",
    hi: "प्राइवेसी नोटिस से सहमति के लिए कृपया बॉक्स पर टिक करें",
  },
  nameRequired: { en: "Name is required", hi: "नाम ज़रूरी है" },
  nameMin: { en: "Name must be at least 2 characters long", hi: "नाम कम से कम 2 अक्षरों का हो" },
  nameMax: { en: "Name cannot exceed 50 characters", hi: "नाम 50 अक्षरों से लंबा नहीं हो सकता" },
  nameCharacters: {
    en: "Name can only contain alphabets and spaces",
    hi: "नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं",
  },
  role: { en: "Please choose who you are", hi: "कृपया बताएँ कि आप कौन हैं" },
  emailDomain: {
    en: "Please enter an email address with an allowed domain",
    hi: "कृपया किसी मान्य डोमेन वाला ईमेल पता डालें",
  },
  program: { en: "Please choose a program", hi: "कृपया एक प्रोग्राम चुनें" },
  expertise: { en: "Please specify your expertise", hi: "कृपया अपनी विशेषज्ञता बताएँ" },
  expertiseTooLong: {
    en: "Expertise cannot exceed 200 characters",
    hi: "विशेषज्ञता 200 अक्षरों से लंबी नहीं हो सकती",
  },
  linkedin: {
    en: "Please enter a full link that starts with http:// or https://",
    hi: "कृपया http:// या https:// से शुरू होने वाला पूरा लिंक डालें",
  },
  queryRequired: { en: "Query is required", hi: "सवाल लिखना ज़रूरी है" },
  queryTooLong: {
    en: "Query cannot exceed 500 characters",
    hi: "सवाल 500 अक्षरों से लंबा नहीं हो सकता",
  },
} satisfies Record<string, Text>;

export type ValidationMessages = Record<keyof typeof validationMessages, string>;

/** Every message in one language. */
export function messagesIn(locale: Locale): ValidationMessages {
  return Object.fromEntries(
    Object.entries(validationMessages).map(([key, text]) => [key, text[locale]]),
  ) as ValidationMessages;
}
