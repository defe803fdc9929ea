// /Amcat, /Cocubes, /Elitmus: the three exam overview pages and their figures, in English and Hindi.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";

/** A table cell: words in both languages, or a figure ("145", "35–90") that reads the same. */
const cellSchema = z.union([textSchema, z.string().min(1)]);

/** A figure table: the first cell of each row is its header. */
const tableSchema = z.object({
  caption: textSchema,
  columns: z.array(textSchema).min(2),
  rows: z.array(z.array(cellSchema).min(2)).min(1),
  /** A closing row such as totals. */
  footer: z.array(cellSchema).min(2).optional(),
});
/** A figure table resolved to the page's language, as the table component shows it. */
export type FigureTable = InLocale<z.infer<typeof tableSchema>>;

export const examSchema = z.object({
  path: z.enum(["/Amcat", "/Cocubes", "/Elitmus"]),
  /** The name on the tab and in headings: a product name, the same in both languages. */
  name: z.string().min(1),
  title: textSchema,
  description: textSchema,
  lead: textSchema,
  tables: z.array(tableSchema).min(1),
  tipsTitle: textSchema,
  tips: z.array(textSchema).min(1),
});
export type Exam = z.infer<typeof examSchema>;

export const examLabels = {
  tabs: { en: "Exam overviews", hi: "एग्ज़ाम की जानकारी" },
  back: { en: "Back to Marathon Classes", hi: "मैराथन क्लासेस पर वापस जाएँ" },
};

const tableWidthCheck = (exam: Exam) =>
  exam.tables.every(
    (t) =>
      t.rows.every((r) => r.length === t.columns.length) &&
      (!t.footer || t.footer.length === t.columns.length),
  );

const howToPrepare = { en: "How to prepare", hi: "तैयारी कैसे करें" };
const compulsory = { en: "Compulsory", hi: "अनिवार्य" };
const forCsIt = { en: "Optional, for CS/IT students", hi: "वैकल्पिक, CS/IT स्टूडेंट्स के लिए" };
const section = { en: "Section", hi: "सेक्शन" };
const questions = { en: "Questions", hi: "सवाल" };
const marks = { en: "Marks", hi: "अंक" };
const problemSolving = { en: "Problem Solving and Reasoning", hi: "प्रॉब्लम सॉल्विंग और रीज़निंग" };
const quantAptitude = { en: "Quantitative Aptitude", hi: "क्वांटिटेटिव एप्टीट्यूड" };
const verbal = { en: "Verbal", hi: "वर्बल" };

export const exams: Exam[] = z
  .array(examSchema.refine(tableWidthCheck, "every row needs one cell per column"))
  .length(3)
  .parse([
    {
      path: "/Amcat",
      name: "AMCAT",
      title: { en: "AMCAT exam overview", hi: "AMCAT एग्ज़ाम का परिचय" },
      description: {
        en: "AMCAT at a glance: 145 questions in 101 minutes, adaptive, no negative marking, with its compulsory modules, optional CS/IT modules and a test report.",
        hi: "AMCAT एक नज़र में: 101 मिनट में 145 सवाल, अडैप्टिव फ़ॉर्मेट, कोई नेगेटिव मार्किंग नहीं, साथ में अनिवार्य मॉड्यूल, CS/IT के वैकल्पिक मॉड्यूल और एक टेस्ट रिपोर्ट।",
      },
      lead: {
        en: "AMCAT is an adaptive employability test many companies use to shortlist freshers. One sitting gives you a score report you can share with several employers.",
        hi: "AMCAT एक अडैप्टिव एम्प्लॉयबिलिटी टेस्ट है, जिससे कई कंपनियाँ फ़्रेशर्स को शॉर्टलिस्ट करती हैं। एक बार टेस्ट देने पर आपको स्कोर रिपोर्ट मिलती है, जिसे आप कई कंपनियों को भेज सकते हैं।",
      },
      tables: [
        {
          caption: { en: "AMCAT at a glance", hi: "AMCAT एक नज़र में" },
          columns: [
            { en: "Item", hi: "बिंदु" },
            { en: "Detail", hi: "जानकारी" },
          ],
          rows: [
            [questions, "145"],
            [
              { en: "Duration", hi: "समय" },
              { en: "101 minutes", hi: "101 मिनट" },
            ],
            [
              { en: "Negative marking", hi: "नेगेटिव मार्किंग" },
              { en: "No", hi: "नहीं" },
            ],
            [
              { en: "Format", hi: "फ़ॉर्मेट" },
              {
                en: "Adaptive: each answer sets the difficulty of the next question",
                hi: "अडैप्टिव: हर जवाब से अगले सवाल का लेवल तय होता है",
              },
            ],
            [
              { en: "Result", hi: "रिज़ल्ट" },
              {
                en: "A test report with your score in every module",
                hi: "टेस्ट रिपोर्ट, जिसमें हर मॉड्यूल में आपका स्कोर होता है",
              },
            ],
          ],
        },
        {
          caption: { en: "AMCAT modules", hi: "AMCAT के मॉड्यूल" },
          columns: [
            { en: "Module", hi: "मॉड्यूल" },
            { en: "Round", hi: "राउंड" },
          ],
          rows: [
            [{ en: "English", hi: "अंग्रेज़ी" }, compulsory],
            [
              { en: "Quantitative Ability (Advanced)", hi: "क्वांटिटेटिव एबिलिटी (एडवांस्ड)" },
              compulsory,
            ],
            [{ en: "Logical Ability", hi: "लॉजिकल एबिलिटी" }, compulsory],
            [{ en: "AMPI (personality)", hi: "AMPI (पर्सनैलिटी)" }, compulsory],
            [
              {
                en: "Information Gathering and Synthesis",
                hi: "इन्फ़ॉर्मेशन गैदरिंग एंड सिंथेसिस",
              },
              { en: "Compulsory (may vary)", hi: "अनिवार्य (बदल सकता है)" },
            ],
            [{ en: "Automata Fix", hi: "ऑटोमेटा फ़िक्स" }, forCsIt],
            [{ en: "Computer Science", hi: "कंप्यूटर साइंस" }, forCsIt],
          ],
        },
      ],
      tipsTitle: howToPrepare,
      tips: [
        {
          en: "Attempt every question: with no negative marking a guess costs nothing.",
          hi: "हर सवाल अटेम्प्ट करें: नेगेटिव मार्किंग नहीं है, तो अंदाज़े से दिए जवाब का कोई नुक़सान नहीं।",
        },
        {
          en: "Each answer shapes the next question, so settle it before you move on.",
          hi: "हर जवाब से अगला सवाल तय होता है, इसलिए आगे बढ़ने से पहले जवाब पक्का कर लें।",
        },
        {
          en: "CS/IT students should practise debugging small programs for Automata Fix.",
          hi: "CS/IT स्टूडेंट्स ऑटोमेटा फ़िक्स के लिए छोटे प्रोग्राम डीबग करने की प्रैक्टिस करें।",
        },
      ],
    },
    {
      path: "/Cocubes",
      name: "CoCubes",
      title: { en: "CoCubes exam overview", hi: "CoCubes एग्ज़ाम का परिचय" },
      description: {
        en: "CoCubes 2024 test pattern: sections, number of questions and minutes for aptitude, computer fundamentals, domain, psychometric, coding and written English.",
        hi: "CoCubes 2024 का टेस्ट पैटर्न: एप्टीट्यूड, कंप्यूटर फ़ंडामेंटल्स, डोमेन, साइकोमेट्रिक, कोडिंग और लिखित अंग्रेज़ी के सेक्शन, हर एक में सवालों की संख्या और मिनट।",
      },
      lead: {
        en: "CoCubes is an online assessment used by many recruiters for campus hiring. Each section is timed separately, so pace matters as much as accuracy.",
        hi: "CoCubes एक ऑनलाइन असेसमेंट है, जिसे कई कंपनियाँ कैंपस हायरिंग के लिए इस्तेमाल करती हैं। हर सेक्शन का समय अलग तय होता है, इसलिए रफ़्तार उतनी ही ज़रूरी है जितनी सटीकता।",
      },
      tables: [
        {
          caption: { en: "CoCubes 2024 test sections", hi: "CoCubes 2024 के टेस्ट सेक्शन" },
          columns: [section, questions, { en: "Minutes", hi: "मिनट" }],
          rows: [
            [
              { en: "Quantitative, English and Logical", hi: "क्वांटिटेटिव, अंग्रेज़ी और लॉजिकल" },
              "30",
              "45",
            ],
            [{ en: "Computer Fundamentals", hi: "कंप्यूटर फ़ंडामेंटल्स" }, "15", "15"],
            [{ en: "Domain", hi: "डोमेन" }, "50", "12"],
            [{ en: "Psychometric", hi: "साइकोमेट्रिक" }, "50", "12"],
            [{ en: "Coding", hi: "कोडिंग" }, "3", "45"],
            [{ en: "Written English", hi: "लिखित अंग्रेज़ी" }, "1", "25"],
          ],
        },
      ],
      tipsTitle: howToPrepare,
      tips: [
        {
          en: "Domain and Psychometric give you well under a minute per question: answer on instinct.",
          hi: "डोमेन और साइकोमेट्रिक में हर सवाल के लिए एक मिनट से काफ़ी कम समय मिलता है: पहली समझ से जवाब दें।",
        },
        {
          en: "Coding has three problems in 45 minutes; get one fully correct before polishing another.",
          hi: "कोडिंग में 45 मिनट में तीन सवाल होते हैं; दूसरे को सँवारने से पहले एक को पूरी तरह सही कर लें।",
        },
        {
          en: "Written English is a single essay: plan for five minutes, then write in clear paragraphs.",
          hi: "लिखित अंग्रेज़ी में एक ही निबंध होता है: पाँच मिनट प्लान करें, फिर साफ़ पैराग्राफ़ में लिखें।",
        },
      ],
    },
    {
      path: "/Elitmus",
      name: "eLitmus",
      title: { en: "eLitmus exam overview", hi: "eLitmus एग्ज़ाम का परिचय" },
      description: {
        en: "eLitmus test pattern: three sections of 20 questions and 200 marks, 60 questions and 600 marks in all, negative marking, and how marks map to percentiles.",
        hi: "eLitmus का टेस्ट पैटर्न: 20 सवाल और 200 अंक के तीन सेक्शन, कुल 60 सवाल और 600 अंक, नेगेटिव मार्किंग, और कितने अंकों पर कौन-सा पर्सेंटाइल मिलता है।",
      },
      lead: {
        en: "eLitmus reports a percentile that companies use as a cut-off. Negative marking means a careful attempt beats a fast one.",
        hi: "eLitmus एक पर्सेंटाइल देता है, जिसे कंपनियाँ कट-ऑफ़ की तरह इस्तेमाल करती हैं। नेगेटिव मार्किंग की वजह से जल्दबाज़ी से बेहतर है सोच-समझकर अटेम्प्ट करना।",
      },
      tables: [
        {
          caption: { en: "eLitmus sections", hi: "eLitmus के सेक्शन" },
          columns: [section, questions, marks],
          rows: [
            [problemSolving, "20", "200"],
            [quantAptitude, "20", "200"],
            [verbal, "20", "200"],
          ],
          footer: [{ en: "Total", hi: "कुल" }, "60", "600"],
        },
        {
          caption: {
            en: "Marks and the percentile they map to, by section",
            hi: "सेक्शन के हिसाब से अंक और उन पर मिलने वाला पर्सेंटाइल",
          },
          columns: [section, marks, { en: "Percentile", hi: "पर्सेंटाइल" }],
          rows: [
            [problemSolving, "35–90", "75–95"],
            [quantAptitude, "50–80", "75–95"],
            [verbal, "95–160", "65–90"],
          ],
        },
      ],
      tipsTitle: howToPrepare,
      tips: [
        {
          en: "Negative marking applies: skip a question rather than guess blindly.",
          hi: "नेगेटिव मार्किंग लागू है: आँख मूँदकर अंदाज़ा लगाने से बेहतर है सवाल छोड़ देना।",
        },
        {
          en: "A modest score can already give a high percentile, so aim for accuracy over coverage.",
          hi: "ठीक-ठाक स्कोर पर भी ऊँचा पर्सेंटाइल मिल सकता है, इसलिए ज़्यादा सवालों से ज़्यादा सही जवाबों पर ध्यान दें।",
        },
        {
          en: "Practise reasoning puzzles regularly: they take the longest to get fast at.",
          hi: "रीज़निंग पज़ल की नियमित प्रैक्टिस करें: इनमें तेज़ होने में सबसे ज़्यादा समय लगता है।",
        },
      ],
    },
  ]);

export function getExamOrThrow(path: Exam["path"]): Exam {
  const exam = exams.find((e) => e.path === path);
  if (!exam) throw new Error(`No exam overview for ${path}`);
  return exam;
}
