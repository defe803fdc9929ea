/** @jest-environment node */
// The content data's Hindi: every { en, hi } pair of the translated modules has both, the Hindi is
// written in Devanagari, any Latin-script word left in it is a term students use as it is, and
// each house term is spelt one way everywhere (tests/unit/hindi-glossary.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { about } from "@/lib/content/about";
import { homeBanners } from "@/lib/content/banners";
import * as campus from "@/lib/content/campus";
import * as college from "@/lib/content/college";
import { memoryImages, reviewImages } from "@/lib/content/college";
import { codersSheet, contestPage, problemBrowsers } from "@/lib/content/coding-resources";
import { examLabels, exams } from "@/lib/content/exams";
import { featureCards, featuresPage } from "@/lib/content/features";
import { internship } from "@/lib/content/internship";
import { mentorship } from "@/lib/content/mentorship";
import { moonCoder } from "@/lib/content/moon-coder";
import { resumeCards, resumeIntro, resumeSamples } from "@/lib/content/resume";
import * as forms from "@/lib/content/forms";
import { seedReplyTemplates } from "@/lib/content-store/replies";
import * as home from "@/lib/content/home";
import { noteCategories, notesPage } from "@/lib/content/notes";
import { aboutTeam, achieversPage, peopleCopy } from "@/lib/content/people";
import { progressCopy } from "@/lib/content/practice-progress";
import { dataSourceLabels, legalCopy } from "@/lib/content/legal";
import { privacyContent } from "@/lib/content/privacy";
import { roadmapPage, roadmaps } from "@/lib/content/roadmaps";
import * as school from "@/lib/content/school";
import { swayam } from "@/lib/content/swayam";
import { termsContent } from "@/lib/content/terms";
import { workshopsIntro } from "@/lib/content/workshops";
import { collectTexts, inLocale, type Text } from "@/lib/i18n/text";
import { site } from "@/lib/site";
import { messages } from "@/messages";
import { GLOSSARY } from "./hindi-glossary";
import { ALLOWED_TERMS, CODE_WORDS } from "./hindi-terms";

/**
 * Written exactly as typed, whatever the language: emails, the cookie's name and its values, and
 * words quoted “like this” because they are what an image shows.
 */
const VERBATIM = /\S+@\S+|NEXT_LOCALE|"en"|"hi"|“[^”]*”/g;
/** Acronyms (HR, DSA, the colleges' short names) and AtCoder's levels A to F read the same. */
const ACRONYM = /^[A-Z][A-Z0-9]{0,5}$/;

/**
 * A namespace of messages as { en, hi } pairs: interface words moved there from the content and
 * from lib/ (the live lists', the forms' and the API errors'), and keep its checks.
 */
function pairsOf(namespace: keyof typeof messages.en): unknown {
  const pair = (english: unknown, hindi: unknown): unknown =>
    typeof english === "string"
      ? ({ en: english, hi: typeof hindi === "string" ? hindi : "" } satisfies Text)
      : Object.fromEntries(
          Object.entries(english as object).map(([key, en]) => [
            key,
            pair(en, (hindi as Record<string, unknown> | undefined)?.[key]),
          ]),
        );
  return pair(messages.en[namespace], messages.hi[namespace]);
}

const MODULES: Record<string, unknown> = {
  site,
  home,
  banners: homeBanners.map((b) => ({ headline: b.headline, subline: b.subline })),
  college,
  features: { featureCards, featuresPage },
  exams: { examLabels, exams },
  resume: { resumeCards, resumeIntro, resumeSamples },
  internship,
  notesPage,
  noteCategories,
  contest: { contestPage, contestListCopy: pairsOf("contestList") },
  codersSheet,
  mentorship,
  moonCoder,
  workshopsIntro,
  problems: {
    platforms: codersSheet.platforms,
    problemBrowsers,
    problemBrowserPage: pairsOf("problemBrowser"),
    problemListCopy: pairsOf("problemList"),
    progressCopy,
  },
  forms: {
    consentNotice: forms.consentNotice,
    formCopy: pairsOf("form"),
    mentorDomains: forms.formOptions.mentorDomains,
  },
  // The staff's one-tap replies as the institute starts with them (admins edit them).
  replyTemplates: seedReplyTemplates,
  validationMessages: pairsOf("validation"),
  apiErrorText: pairsOf("apiError"),
  legal: { dataSourceLabels, legalCopy, privacyContent, termsContent },
  campus,
  school,
  swayam,
  about,
  roadmaps: { roadmaps, roadmapPage },
  // The people lists' copy: templates, teams and roles (the filled alts only add names).
  people: {
    peopleCopy,
    achieversPage,
    teams: aboutTeam.map((s) => ({ title: s.title, roles: s.members.map((m) => m.role) })),
  },
};

const texts = Object.entries(MODULES).flatMap(([name, value]) =>
  collectTexts(value, name).map(({ at, text }) => [at, text] as [string, Text]),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

it("finds the translated copy", () => {
  expect(texts.length).toBeGreaterThan(100);
});

const allowedIn = (at: string) =>
  CODE_WORDS.modules.some((name) => at.startsWith(name))
    ? (word: string) => ALLOWED_TERMS.has(word) || CODE_WORDS.words.has(word)
    : (word: string) => ALLOWED_TERMS.has(word);

it.each(texts)("%s has Hindi in Devanagari, with no English left but allowed terms", (at, text) => {
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
  const allowed = allowedIn(at);
  expect(latinWords.filter((word) => !allowed(word) && !ACRONYM.test(word))).toEqual([]);
});

it("keeps code words out of the copy that teaches no code", () => {
  expect(allowedIn("home.hero.lead")("for")).toBe(false);
  expect(allowedIn("roadmaps.roadmaps[0].stages[1].topics[1]")("for")).toBe(true);
});

it("resolves a whole content object to one language, keeping everything else", () => {
  const english = inLocale(home.programLinks, "en");
  const hindi = inLocale(home.programLinks, "hi");
  expect(english.map((p) => p.href)).toEqual(hindi.map((p) => p.href));
  expect(english[0]!.label).toBe("School Programs");
  expect(hindi[0]!.label).toBe("स्कूल प्रोग्राम");
  // A whole module may be passed: its schemas are kept as they are, not copied.
  expect(inLocale(college, "hi").programTierSchema).toBe(college.programTierSchema);
});

describe("the native reader's review", () => {
  it("promises no placement: the home heading says crack, in both languages", () => {
    expect(home.hero.title).toEqual({
      en: "Learn to code. Crack your placement.",
      hi: "कोडिंग सीखिए। प्लेसमेंट क्रैक कीजिए।",
    });
    const promises = texts.filter(([, t]) =>
      /पक्का कीजिए|guarantee|until the offer letter/i.test(`${t.en} ${t.hi}`),
    );
    expect(promises.map(([at]) => at)).toEqual([]);
  });

  it("says one-to-one as वन-टू-वन, not face to face", () => {
    const oneToOne = texts.filter(([, t]) => /one[- ]to[- ]one|1:1/i.test(t.en));
    expect(oneToOne.length).toBeGreaterThanOrEqual(4);
    for (const [at, t] of oneToOne)
      expect([at, t.hi]).toEqual([at, expect.stringContaining("वन-टू-वन")]);
  });

  it("says an overview as an introduction, not the complete story", () => {
    const overviews = texts.filter(([, t]) => /overview/i.test(t.en));
    expect(overviews.length).toBeGreaterThanOrEqual(4);
    for (const [at, t] of overviews)
      expect([at, t.hi]).not.toEqual([at, expect.stringContaining("पूरी जानकारी")]);
  });

  it("builds the gallery's alt texts without a doubled का", () => {
    expect(memoryImages[0]!.alt.hi).toBe("यादगार पल 1 (प्लेसहोल्डर कार्ड): क्लास का पहला दिन");
    // "क्लास का पहला दिन का प्लेसहोल्डर कार्ड" read badly: the theme now follows the colon.
    for (const image of [...memoryImages, ...reviewImages]) {
      expect(image.alt.hi).toMatch(/^(यादगार पल|राय) \d+ \(प्लेसहोल्डर कार्ड\): \S/);
    }
  });
});

describe("one spelling per house term (tests/unit/hindi-glossary.ts)", () => {
  // Every source file that can hold Hindi the site shows: content, messages, pages, components.
  const FOLDERS = ["lib", "messages", "app", "components"];
  const root = join(__dirname, "..", "..");
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(ts|tsx|mjs|json)$/.test(f) && !f.includes("snapshots"))
      .map((f) => `${folder}/${f}`),
  );
  const sources = files.map((file) => [file, readFileSync(join(root, file), "utf8").normalize()]);
  const count = (text: string, word: string) => text.split(word.normalize()).length - 1;

  it("reads the site's sources", () => {
    expect(files).toEqual(
      expect.arrayContaining(["lib/content/privacy.ts", "messages/hi/problems.json"]),
    );
  });

  it("finds no other spelling of a house term", () => {
    const found: Record<string, Record<string, number>> = {};
    for (const [file, text] of sources) {
      for (const { wrong } of GLOSSARY) {
        for (const variant of wrong) {
          const n = count(text!, variant);
          if (n > 0) (found[file!] ??= {})[variant] = n;
        }
      }
    }
    expect(found).toEqual({});
  });

  it("uses every house spelling somewhere, and no variant contains it", () => {
    const all = sources.map(([, text]) => text).join("\n");
    for (const { term, wrong } of GLOSSARY) {
      expect([term, count(all, term) > 0]).toEqual([term, true]);
      for (const variant of wrong)
        expect([variant, variant.includes(term)]).toEqual([variant, false]);
    }
  });
});
