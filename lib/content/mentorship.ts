// Mentorship (/mentorship-module): expert types, what a session offers and how to book one, in
// English and Hindi.
import { z } from "zod";
import { textSchema, type Text } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";

const expertSchema = z.object({
  name: textSchema,
  text: textSchema,
  image: imageSchema,
});
export type Expert = z.infer<typeof expertSchema>;

const blurbSchema = z.object({ heading: textSchema, text: textSchema });

export const mentorshipSchema = z.object({
  title: textSchema,
  lead: textSchema,
  description: textSchema,
  backLabel: textSchema,
  backHref: z.string().startsWith("/"),
  expertsTitle: textSchema,
  expertsLead: textSchema,
  /** Rotation interval of the experts carousel, in milliseconds. */
  expertsIntervalMs: z.number().int().positive(),
  experts: z.array(expertSchema).length(6),
  featuresTitle: textSchema,
  features: z.array(blurbSchema).length(6),
  booking: z.object({
    title: textSchema,
    text: textSchema,
    /** Labels of the booking form's year choices 1–4 (the form's other words: lib/content/forms.ts). */
    studyYearLabels: z.array(textSchema).length(4),
    /** Leads into the other ways to book, under the Book Mentorship Session button. */
    otherWaysText: textSchema,
    /** Wording of the three other ways to book; the phone and email come from lib/site.ts. */
    callLabel: textSchema,
    emailLabel: textSchema,
    formLabel: textSchema,
    formHref: z.string().startsWith("/"),
  }),
});
export type Mentorship = z.infer<typeof mentorshipSchema>;

const expert = (name: Text, text: Text): Expert => ({
  name,
  text,
  // The picture is named after the English name.
  image: { src: `/images/mentorship/${slugify(name.en)}.webp`, alt: "", width: 480, height: 300 },
});

export const mentorship: Mentorship = mentorshipSchema.parse({
  title: { en: "Mentorship", hi: "मेंटरशिप" },
  lead: {
    en: "Two focused hours, one to one, with a mentor who already does the work you want to do.",
    hi: "पूरे ध्यान वाले दो घंटे, वन-टू-वन, ऐसे मेंटर के साथ जो पहले से वही काम करते हैं जो आप करना चाहते हैं।",
  },
  description: {
    en: "Book a two-hour, one-to-one mentorship session at Coder House with a frontend, DSA, backend, full stack, UI & UX or cybersecurity mentor, and leave with a roadmap.",
    hi: "Coder House में फ़्रंटएंड, DSA, बैकएंड, फ़ुल स्टैक, UI और UX या साइबर सिक्योरिटी के मेंटर के साथ दो घंटे का वन-टू-वन मेंटरशिप सेशन बुक करें, और अपना रोडमैप लेकर जाएँ।",
  },
  backLabel: { en: "Back to Features", hi: "ख़ूबियों पर वापस जाएँ" },
  backHref: "/features",
  expertsTitle: { en: "Choose your mentor's field", hi: "अपने मेंटर का क्षेत्र चुनें" },
  expertsLead: {
    en: "We match you with a mentor from one of six areas.",
    hi: "हम आपको इन छह में से किसी एक क्षेत्र के मेंटर से मिलाते हैं।",
  },
  expertsIntervalMs: 5000,
  experts: [
    expert(
      { en: "Frontend", hi: "फ़्रंटएंड" },
      {
        en: "Layouts, JavaScript and React: review your UI code and plan your portfolio.",
        hi: "लेआउट, JavaScript और React: अपने UI कोड का रिव्यू करवाएँ और अपने पोर्टफ़ोलियो की योजना बनाएँ।",
      },
    ),
    expert(
      { en: "DSA", hi: "डेटा स्ट्रक्चर (DSA)" },
      {
        en: "Data structures and algorithms for coding rounds, contests and interviews.",
        hi: "कोडिंग राउंड, कॉन्टेस्ट और इंटरव्यू के लिए डेटा स्ट्रक्चर और एल्गोरिद्म।",
      },
    ),
    expert(
      { en: "Backend", hi: "बैकएंड" },
      {
        en: "APIs, databases and server design, and how production systems stay up.",
        hi: "API, डेटाबेस और सर्वर डिज़ाइन, और असली प्रोडक्शन सिस्टम हर वक़्त चालू कैसे रहते हैं।",
      },
    ),
    expert(
      { en: "Full Stack", hi: "फ़ुल स्टैक" },
      {
        en: "Connect frontend, backend and database into one project you can demo.",
        hi: "फ़्रंटएंड, बैकएंड और डेटाबेस को जोड़कर एक ऐसा प्रोजेक्ट बनाएँ जिसका आप डेमो दे सकें।",
      },
    ),
    expert(
      { en: "UI & UX", hi: "UI और UX" },
      {
        en: "Research, wireframes and visual design, with feedback on your case studies.",
        hi: "रिसर्च, वायरफ़्रेम और विज़ुअल डिज़ाइन, साथ में आपकी केस स्टडी पर फ़ीडबैक।",
      },
    ),
    expert(
      { en: "Cyber", hi: "साइबर सिक्योरिटी" },
      {
        en: "Networks, web security and ethical hacking, and how to start a security career.",
        hi: "नेटवर्क, वेब सिक्योरिटी और एथिकल हैकिंग, और सिक्योरिटी में करियर की शुरुआत कैसे करें।",
      },
    ),
  ],
  featuresTitle: { en: "What a session gives you", hi: "एक सेशन से आपको क्या मिलता है" },
  features: [
    {
      heading: { en: "In-Depth Learning Sessions", hi: "गहराई से सीखने वाले सेशन" },
      text: {
        en: "Each session runs for two hours, long enough to work through a real problem rather than skim it.",
        hi: "हर सेशन दो घंटे का होता है, इतना लंबा कि किसी असली प्रॉब्लम को ऊपर-ऊपर से देखने के बजाय पूरा हल किया जा सके।",
      },
    },
    {
      heading: { en: "Personalized 1:1 Mentorship", hi: "पर्सनल वन-टू-वन मेंटरशिप" },
      text: {
        en: "Just you and your mentor, so every minute goes to your questions and your code.",
        hi: "सिर्फ़ आप और आपके मेंटर, ताकि हर मिनट आपके सवालों और आपके कोड पर लगे।",
      },
    },
    {
      heading: { en: "Goal-Oriented Roadmap", hi: "लक्ष्य के हिसाब से रोडमैप" },
      text: {
        en: "You leave with a written plan: what to learn next, in what order and how to tell you are ready.",
        hi: "आप एक लिखा हुआ प्लान लेकर जाते हैं: आगे क्या सीखना है, किस क्रम में, और कैसे पता चलेगा कि आप तैयार हैं।",
      },
    },
    {
      heading: { en: "Expert Knowledge Sharing", hi: "एक्सपर्ट्स का अनुभव" },
      text: {
        en: "Mentors share what they learned from contests, interviews and jobs, including the mistakes.",
        hi: "मेंटर्स बताते हैं कि उन्होंने कॉन्टेस्ट, इंटरव्यू और नौकरी से क्या सीखा, अपनी ग़लतियों समेत।",
      },
    },
    {
      heading: { en: "Flexible and Convenient Scheduling", hi: "अपनी सुविधा का समय" },
      text: {
        en: "Pick a date and time that fit around your college timetable and exams.",
        hi: "ऐसी तारीख़ और समय चुनें जो आपके कॉलेज के टाइमटेबल और परीक्षाओं के बीच आराम से बैठ जाए।",
      },
    },
    {
      heading: { en: "Comprehensive Growth Approach", hi: "हर तरफ़ से आगे बढ़ना" },
      text: {
        en: "Beyond technical skills, sessions cover resumes, communication and interview confidence.",
        hi: "टेक्निकल स्किल्स के अलावा सेशन में रिज़्यूमे, कम्युनिकेशन और इंटरव्यू में आत्मविश्वास पर भी बात होती है।",
      },
    },
  ],
  booking: {
    title: { en: "Book a session", hi: "अपना सेशन बुक करें" },
    text: {
      en: "Tell us your field, your year of study and a time that suits you, and we will confirm a mentor and a slot.",
      hi: "अपना क्षेत्र, पढ़ाई का साल और अपनी सुविधा का समय बताइए, हम मेंटर और समय पक्का करके आपको बता देंगे।",
    },
    studyYearLabels: [
      { en: "1st year", hi: "पहला साल" },
      { en: "2nd year", hi: "दूसरा साल" },
      { en: "3rd year", hi: "तीसरा साल" },
      { en: "4th year", hi: "चौथा साल" },
    ],
    otherWaysText: {
      en: "Prefer another way? Call, email or use our contact form:",
      hi: "कोई और तरीक़ा चाहिए? कॉल करें, ईमेल करें या हमारा संपर्क फ़ॉर्म भरें:",
    },
    callLabel: { en: "Call us", hi: "हमें कॉल करें" },
    emailLabel: { en: "Email us", hi: "हमें ईमेल करें" },
    // The contact form is off-site and in English.
    formLabel: { en: "Fill in the contact form", hi: "संपर्क फ़ॉर्म भरें (अंग्रेज़ी में)" },
    formHref: "/Gform",
  },
});
