// /internship: who can apply and what an intern gets, in English and Hindi.
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";

const itemSchema = z.object({ title: textSchema, text: textSchema });

export const internshipSchema = z.object({
  title: textSchema,
  lead: textSchema,
  description: textSchema,
  whoTitle: textSchema,
  who: z.array(itemSchema).length(2),
  highlightsTitle: textSchema,
  highlights: z.array(itemSchema).length(4),
  cta: z.object({ text: textSchema, label: textSchema }),
});
export type Internship = z.infer<typeof internshipSchema>;

export const internship: Internship = internshipSchema.parse({
  title: { en: "Internship", hi: "इंटर्नशिप" },
  lead: {
    en: "Work on real projects with our team, learn how software is built day to day, and leave with work you can show an interviewer.",
    hi: "हमारी टीम के साथ असली प्रोजेक्ट्स पर काम करें, रोज़-रोज़ सॉफ़्टवेयर कैसे बनता है यह सीखें, और ऐसा काम लेकर जाएँ जो आप इंटरव्यू में दिखा सकें।",
  },
  description: {
    en: "Internships at Coder House, Jabalpur, for engineering students and anyone who loves to code: practical project work, expert guidance, networking and a certificate of completion.",
    hi: "Coder House, जबलपुर में इंजीनियरिंग स्टूडेंट्स और कोडिंग के हर शौक़ीन के लिए इंटर्नशिप: प्रैक्टिकल प्रोजेक्ट वर्क, एक्सपर्ट्स का मार्गदर्शन, नेटवर्किंग और कम्प्लीशन सर्टिफ़िकेट।",
  },
  whoTitle: { en: "Who can apply", hi: "कौन अप्लाई कर सकता है" },
  who: [
    {
      title: { en: "Engineering students", hi: "इंजीनियरिंग स्टूडेंट्स" },
      text: {
        en: "Any branch and any year. If you can write a small program on your own, you are ready to start.",
        hi: "कोई भी ब्रांच, कोई भी साल। अगर आप ख़ुद से एक छोटा प्रोग्राम लिख सकते हैं, तो आप शुरू करने के लिए तैयार हैं।",
      },
    },
    {
      title: { en: "Coding lovers", hi: "कोडिंग के शौक़ीन" },
      text: {
        en: "Not in engineering? If you code for the joy of it and want to build something real, apply too.",
        hi: "इंजीनियरिंग में नहीं हैं? अगर आप शौक़ से कोडिंग करते हैं और कुछ असली बनाना चाहते हैं, तो आप भी अप्लाई करें।",
      },
    },
  ],
  highlightsTitle: { en: "What you get", hi: "आपको क्या मिलेगा" },
  highlights: [
    {
      title: { en: "Practical learning", hi: "प्रैक्टिकल लर्निंग" },
      text: {
        en: "You build features that get used, not exercises that get thrown away.",
        hi: "आप ऐसे फ़ीचर बनाते हैं जो सच में इस्तेमाल होते हैं, फेंक दी जाने वाली एक्सरसाइज़ नहीं।",
      },
    },
    {
      title: { en: "Guidance from experts", hi: "एक्सपर्ट्स का मार्गदर्शन" },
      text: {
        en: "Mentors review your code and show you how they would approach the same problem.",
        hi: "मेंटर्स आपका कोड रिव्यू करते हैं और दिखाते हैं कि वे उसी प्रॉब्लम को कैसे हल करते।",
      },
    },
    {
      title: { en: "Networking", hi: "नेटवर्किंग" },
      text: {
        en: "Meet mentors, alumni and fellow interns who can point you to your next opportunity.",
        hi: "मेंटर्स, पुराने स्टूडेंट्स और साथी इंटर्न्स से मिलें, जो आपको अगले मौक़े की राह दिखा सकते हैं।",
      },
    },
    {
      title: { en: "Certificate of completion", hi: "कम्प्लीशन सर्टिफ़िकेट" },
      text: {
        en: "Finish your internship and receive a certificate that lists the work you did.",
        hi: "इंटर्नशिप पूरी करें और ऐसा सर्टिफ़िकेट पाएँ जिसमें आपका किया हुआ काम लिखा हो।",
      },
    },
  ],
  cta: {
    text: {
      en: "Tell us about yourself through the enquiry form and we will get back to you about the next internship batch.",
      hi: "पूछताछ फ़ॉर्म से हमें अपने बारे में बताइए, अगले इंटर्नशिप बैच के बारे में हम आपसे संपर्क करेंगे।",
    },
    label: { en: "Apply now", hi: "अभी अप्लाई करें" },
  },
});
