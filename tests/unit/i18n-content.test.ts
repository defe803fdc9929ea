/** @jest-environment node */
// The content data's Hindi: every { en, hi } pair of the translated modules has both, the Hindi is
// written in Devanagari, and any Latin-script word left in it is a term students use as it is.
import * as college from "@/lib/content/college";
import {
  codersSheet,
  contestListCopy,
  contestPage,
  problemBrowserPage,
  problemBrowsers,
  problemListCopy,
} from "@/lib/content/coding-resources";
import { featureCards, featuresPage } from "@/lib/content/features";
import * as forms from "@/lib/content/forms";
import * as home from "@/lib/content/home";
import { notesPage } from "@/lib/content/notes";
import { progressCopy } from "@/lib/content/practice-progress";
import { dataSourceLabels, legalCopy } from "@/lib/content/legal";
import { privacyContent } from "@/lib/content/privacy";
import { termsContent } from "@/lib/content/terms";
import { collectTexts, inLocale, type Text } from "@/lib/i18n/text";
import { site } from "@/lib/site";
import { validationMessages } from "@/lib/validations/messages";

/** Names, brands and technical terms that stay in Latin script in the Hindi copy. */
const ALLOWED_TERMS = new Set([
  "Coder",
  "House",
  "MR-4",
  "Infosys",
  "Wipro",
  "Accenture",
  "LinkedIn",
  "JavaScript",
  "WhatsApp",
  "loop",
  "C++",
  "Python",
  "Data",
  "Structures",
  "http",
  "https",
  // The institute's legal name, the platforms and services the policy names.
  "Coders",
  "Sheet",
  "Optus",
  "EdTech",
  "Solutions",
  "Codeforces",
  "AtCoder",
  "Problems",
  "LeetCode",
  "Google",
  "Forms",
  "Docs",
  "CodeChef",
  "Calendar",
  // What an email's subject line should say, quoted as typed.
  "Privacy",
]);

/**
 * Written exactly as typed, whatever the language: emails, the cookie's name and its values, and
 * words quoted “like this” because they are what an image shows.
 */
const VERBATIM = /\S+@\S+|NEXT_LOCALE|"en"|"hi"|“[^”]*”/g;
/** Acronyms (HR, DSA, the colleges' short names) and AtCoder's levels A to F read the same. */
const ACRONYM = /^[A-Z][A-Z0-9]{0,5}$/;

const MODULES: Record<string, unknown> = {
  site,
  home,
  college,
  features: { featureCards, featuresPage },
  notesPage,
  contest: { contestPage, contestListCopy },
  problems: {
    platforms: codersSheet.platforms,
    problemBrowsers,
    problemBrowserPage,
    problemListCopy,
    progressCopy,
  },
  forms: { consentNotice: forms.consentNotice, formCopy: forms.formCopy },
  validationMessages,
  legal: { dataSourceLabels, legalCopy, privacyContent, termsContent },
};

const texts = Object.entries(MODULES).flatMap(([name, value]) =>
  collectTexts(value, name).map(({ at, text }) => [at, text] as [string, Text]),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

it("finds the translated copy", () => {
  expect(texts.length).toBeGreaterThan(100);
});

it.each(texts)("%s has Hindi in Devanagari, with no English left but allowed terms", (_, text) => {
  expect(text.hi.trim()).not.toBe("");
  expect(text.hi).toMatch(/[\u0900-\u097F]/);
  expect(text.hi).not.toBe(text.en);
  expect(placeholders(text.hi)).toEqual(placeholders(text.en));
  const latinWords = (
    text.hi
      .replace(/\{\w+\}/g, "")
      .replace(VERBATIM, "")
      .match(/[A-Za-z][A-Za-z0-9+#.-]*/g) ?? []
  ).map((word) => word.replace(/[.-]+$/, ""));
  expect(latinWords.filter((word) => !ALLOWED_TERMS.has(word) && !ACRONYM.test(word))).toEqual([]);
});

it("resolves a whole content object to one language, keeping everything else", () => {
  const english = inLocale(home.programLinks, "en");
  const hindi = inLocale(home.programLinks, "hi");
  expect(english.map((p) => p.href)).toEqual(hindi.map((p) => p.href));
  expect(english[0]!.label).toBe("School Programs");
  expect(hindi[0]!.label).toBe("स्कूल प्रोग्राम");
});
