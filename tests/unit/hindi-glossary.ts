// One spelling per term in the Hindi copy (tests/unit/i18n-content.test.ts): the house spelling of
// each term, and the spellings of it that are not ours. Everything Hindi the site shows is checked
// against it: content data, interface messages, page metadata.

export type GlossaryTerm = { term: string; en: string; wrong: string[] };

export const GLOSSARY: GlossaryTerm[] = [
  { term: "डायनामिक", en: "dynamic", wrong: ["डायनेमिक", "डायनैमिक", "डाइनामिक", "डाइनेमिक"] },
  { term: "अंग्रेज़ी", en: "English", wrong: ["अंग्रेजी", "इंग्लिश"] },
  { term: "कोडर्स शीट", en: "Coders Sheet", wrong: ["कोडर शीट", "कोडर्स-शीट", "कोडर्स सीट"] },
  {
    term: "पूछताछ",
    en: "enquiry",
    wrong: ["पूछ-ताछ", "इन्क्वायरी", "इंक्वायरी", "एन्क्वायरी", "एनक्वायरी"],
  },
  { term: "विषय", en: "topic", wrong: ["टॉपिक", "टोपिक"] },
  // With its nukta: ख़ूबी, ख़ूबियाँ, ख़ूबियों.
  { term: "ख़ूबि", en: "features (strengths)", wrong: ["खूबि", "खूबी"] },
  { term: "फ़्रंटएंड", en: "frontend", wrong: ["फ़्रंट-एंड", "फ्रंटएंड", "फ्रंट-एंड", "फ्रन्टएंड"] },
  { term: "बैकएंड", en: "backend", wrong: ["बैक-एंड", "बैकेंड"] },
];
