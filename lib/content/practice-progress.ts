// Texts (English and Hindi) of a student's own progress in the problem browsers: the handle box, the marks from the
// platform, "For your level", the extra filters and AtCoder's difficulty circles.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";

const text = textSchema;
const platformTexts = z.object({
  handleLabel: text,
  handleHint: text,
  profile: text,
});

export const progressCopy = z
  .object({
    codeforces: platformTexts,
    atcoder: platformTexts,
    show: text,
    forget: text,
    loading: text,
    summary: text,
    rating: text,
    unrated: text,
    none: text,
    partial: text,
    error: text,
    solvedMark: text,
    attemptedMark: text,
    viewLabel: text,
    viewAll: text,
    viewLevel: text,
    levelLead: text,
    levelNeedsHandle: text,
    minLabel: text,
    maxLabel: text,
    tagsSummary: text,
    tagsChosen: text,
    matchLabel: text,
    matchAll: text,
    matchAny: text,
    clearTags: text,
    difficulty: text,
    noDifficulty: text,
    hideDifficulty: text,
  })
  .parse({
    codeforces: {
      handleLabel: { en: "Your Codeforces handle", hi: "आपका Codeforces हैंडल" },
      handleHint: {
        en: "Marks what you have solved and tried on Codeforces. No sign-up needed.",
        hi: "Codeforces पर आपके हल किए और आज़माए सवालों पर निशान लगाता है। साइन-अप की ज़रूरत नहीं।",
      },
      profile: { en: "{handle} on Codeforces", hi: "Codeforces पर {handle}" },
    },
    atcoder: {
      handleLabel: { en: "Your AtCoder user name", hi: "आपका AtCoder यूज़र नेम" },
      handleHint: {
        en: "Marks what you have solved and tried on AtCoder. No sign-up needed.",
        hi: "AtCoder पर आपके हल किए और आज़माए सवालों पर निशान लगाता है। साइन-अप की ज़रूरत नहीं।",
      },
      profile: { en: "{handle} on AtCoder", hi: "AtCoder पर {handle}" },
    },
    show: { en: "Show my progress", hi: "मेरी प्रगति दिखाएँ" },
    forget: { en: "Forget handle", hi: "हैंडल भूलें" },
    loading: { en: "Reading the submissions of {handle}…", hi: "{handle} के सबमिशन पढ़े जा रहे हैं…" },
    summary: {
      en: "{handle}: {solved} solved, {attempted} tried but not solved yet.",
      hi: "{handle}: {solved} हल किए, {attempted} आज़माए पर अभी हल नहीं हुए।",
    },
    rating: { en: "Rating {rating}.", hi: "रेटिंग {rating}।" },
    unrated: { en: "Not rated yet.", hi: "अभी कोई रेटिंग नहीं।" },
    none: {
      en: "No submissions found for {handle}. Check the spelling; a new account shows nothing until its first submission.",
      hi: "{handle} के कोई सबमिशन नहीं मिले। स्पेलिंग जाँचें; नया अकाउंट पहले सबमिशन तक कुछ नहीं दिखाता।",
    },
    partial: {
      en: "Only the most recent submissions were read: a few older solves may be unmarked.",
      hi: "सिर्फ़ हाल के सबमिशन पढ़े गए: कुछ पुराने हल किए सवालों पर निशान छूट सकता है।",
    },
    error: {
      en: "Your progress could not be read: {message}",
      hi: "आपकी प्रगति नहीं पढ़ी जा सकी: {message}",
    },
    solvedMark: { en: "Accepted", hi: "हल" },
    attemptedMark: { en: "Tried", hi: "आज़माया" },
    viewLabel: { en: "Show", hi: "दिखाएँ" },
    viewAll: { en: "All problems", hi: "सभी सवाल" },
    viewLevel: { en: "For your level", hi: "आपके स्तर के लिए" },
    levelLead: {
      en: "Unsolved problems rated {min}–{max}, picked for your rating. The order changes every day; ten at a time.",
      hi: "{min}–{max} रेटिंग के बिना हल किए सवाल, आपकी रेटिंग के हिसाब से चुने गए। क्रम हर दिन बदलता है; एक बार में दस।",
    },
    levelNeedsHandle: {
      en: "Enter your handle to see problems picked for your level.",
      hi: "अपने स्तर के चुने हुए सवाल देखने के लिए अपना हैंडल डालें।",
    },
    minLabel: { en: "Lowest rating", hi: "सबसे कम रेटिंग" },
    maxLabel: { en: "Highest rating", hi: "सबसे ज़्यादा रेटिंग" },
    tagsSummary: { en: "More tags", hi: "और टैग" },
    tagsChosen: { en: "{count} chosen", hi: "{count} चुने गए" },
    matchLabel: { en: "Problems with", hi: "ऐसे सवाल जिनमें" },
    matchAll: { en: "all chosen tags", hi: "सभी चुने हुए टैग हों" },
    matchAny: { en: "any chosen tag", hi: "कोई भी चुना हुआ टैग हो" },
    clearTags: { en: "Clear tags", hi: "टैग हटाएँ" },
    difficulty: { en: "Difficulty {difficulty}", hi: "कठिनाई {difficulty}" },
    noDifficulty: { en: "Difficulty not estimated", hi: "कठिनाई का अनुमान नहीं" },
    hideDifficulty: { en: "Hide difficulty", hi: "कठिनाई छिपाएँ" },
  });

export type ProgressCopy = InLocale<typeof progressCopy>;
