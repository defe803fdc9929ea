// The eight feature cards of /features and the page's own words, in English and Hindi.
import { z } from "zod";
import { textSchema, type Text } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";

export const featuresPage = {
  title: { en: "Features", hi: "ख़ूबियाँ" },
  description: {
    en: "Everything a Coder House student gets beyond the classroom: Swayam recordings, company-specific marathon classes, the coder sheet, mentorship, contests, mock interviews and internships.",
    hi: "क्लासरूम के अलावा Coder House के हर स्टूडेंट को क्या मिलता है: स्वयं की रिकॉर्डिंग, कंपनी-स्पेसिफ़िक मैराथन क्लासेस, कोडर्स शीट, मेंटरशिप, कॉन्टेस्ट, मॉक इंटरव्यू और इंटर्नशिप।",
  },
  lead: {
    en: "Classes are where it starts. These are the tools, sessions and programs that take you from your first program to your first interview.",
    hi: "शुरुआत क्लास से होती है। ये वे टूल, सेशन और प्रोग्राम हैं जो आपको पहले प्रोग्राम से पहले इंटरव्यू तक ले जाते हैं।",
  },
};

export const featureCardSchema = z.object({
  title: textSchema,
  href: z.string().startsWith("/"),
  summary: textSchema,
  image: imageSchema,
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

const card = (title: Text, href: string, summary: Text): FeatureCard => ({
  title,
  href,
  summary,
  // The picture is named after the English title.
  image: { src: `/images/features/${slugify(title.en)}.webp`, alt: "", width: 480, height: 300 },
});

export const featureCards: FeatureCard[] = z
  .array(featureCardSchema)
  .length(8)
  .parse([
    card({ en: "Swayam", hi: "स्वयं" }, "/swayam-batch", {
      en: "Recorded lectures you can follow at your own pace: 1250+ hours across 15+ courses.",
      hi: "अपनी रफ़्तार से देखने लायक़ रिकॉर्डेड लेक्चर: 15+ कोर्स में 1250+ घंटे।",
    }),
    card(
      { en: "Marathon Classes (Company-Specific)", hi: "मैराथन क्लासेस (कंपनी-स्पेसिफ़िक)" },
      "/marathon-classes",
      {
        en: "Focused workshops for the written tests of TCS, Infosys, Wipro, Accenture and more.",
        hi: "TCS, Infosys, Wipro, Accenture और दूसरी कंपनियों के लिखित टेस्ट के लिए ख़ास वर्कशॉप।",
      },
    ),
    card({ en: "Coder Sheet & Library", hi: "कोडर्स शीट और लाइब्रेरी" }, "/coders-sheet", {
      en: "Hand-picked practice problems from Codeforces, AtCoder and LeetCode, sorted by level.",
      hi: "Codeforces, AtCoder और LeetCode से चुने हुए प्रैक्टिस के सवाल, स्तर के हिसाब से।",
    }),
    card({ en: "Mentorship", hi: "मेंटरशिप" }, "/mentorship-module", {
      en: "Book a two-hour, one-to-one session with a mentor from the field you want to enter.",
      hi: "जिस क्षेत्र में जाना चाहते हैं, उसी के मेंटर के साथ दो घंटे का वन-टू-वन सेशन बुक करें।",
    }),
    card({ en: "Moon Coder", hi: "मून कोडर" }, "/moon-coder", {
      en: "Contests and hackathons for our students, with certificates, prizes and internship leads.",
      hi: "हमारे स्टूडेंट्स के लिए कॉन्टेस्ट और हैकाथॉन, सर्टिफ़िकेट, इनाम और इंटर्नशिप के मौक़ों के साथ।",
    }),
    card({ en: "Contest", hi: "कॉन्टेस्ट" }, "/contest", {
      en: "Every upcoming coding contest from the major platforms, in one searchable list.",
      hi: "बड़े प्लेटफ़ॉर्म के सभी आने वाले कोडिंग कॉन्टेस्ट, एक खोजने लायक़ सूची में।",
    }),
    card(
      { en: "Technical Mock Interview & Resume Building", hi: "टेक्निकल मॉक इंटरव्यू और रिज़्यूमे बिल्डिंग" },
      "/ResumeBuilding",
      {
        en: "Mock technical and HR interviews, and a resume that gets past the first screen.",
        hi: "टेक्निकल और HR के मॉक इंटरव्यू, और ऐसा रिज़्यूमे जो पहली छँटनी पार कर जाए।",
      },
    ),
    card({ en: "Internship", hi: "इंटर्नशिप" }, "/internship", {
      en: "Real project work under guidance, with a certificate when you finish.",
      hi: "मार्गदर्शन में असली प्रोजेक्ट पर काम, पूरा करने पर सर्टिफ़िकेट के साथ।",
    }),
  ]);
