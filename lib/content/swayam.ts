// /swayam-batch: the self-paced recorded-lecture program, in English and Hindi.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";

export const swayamSchema = z.object({
  title: textSchema,
  back: textSchema,
  lead: textSchema,
  description: textSchema,
  stats: z.array(z.object({ value: z.string().min(1), label: textSchema })).length(2),
  audience: z.object({ title: textSchema, text: textSchema }),
  howItWorks: z.object({ title: textSchema, points: z.array(textSchema).min(1) }),
  technologies: z.object({
    title: textSchema,
    /** Names of technologies, written the same in both languages. */
    items: z.array(z.string().min(1)).length(13),
  }),
});
export type Swayam = InLocale<z.infer<typeof swayamSchema>>;

export const swayam: z.infer<typeof swayamSchema> = swayamSchema.parse({
  title: { en: "Swayam Batch", hi: "स्वयं बैच" },
  back: { en: "Back to Features", hi: "ख़ूबियों पर वापस जाएँ" },
  lead: {
    en: "Recorded lectures from our mentors that you watch at your own pace, from anywhere, whenever your timetable allows.",
    hi: "हमारे मेंटर्स के रिकॉर्ड किए हुए लेक्चर, जिन्हें आप अपनी रफ़्तार से, कहीं से भी, जब भी टाइमटेबल इजाज़त दे, देख सकते हैं।",
  },
  description: {
    en: "Swayam by Coder House: 1250+ hours of recorded lectures across 15+ courses, from Java and Spring Boot to cloud, data and web development, for Coder House community members.",
    hi: "Coder House का स्वयं: 15+ कोर्स में 1250+ घंटे के रिकॉर्ड किए हुए लेक्चर, Java और Spring Boot से लेकर क्लाउड, डेटा और वेब डेवलपमेंट तक, Coder House कम्युनिटी के सदस्यों के लिए।",
  },
  stats: [
    { value: "1250+", label: { en: "hours of recorded lectures", hi: "घंटे के रिकॉर्ड किए हुए लेक्चर" } },
    { value: "15+", label: { en: "courses", hi: "कोर्स" } },
  ],
  audience: {
    title: { en: "For community members only", hi: "सिर्फ़ कम्युनिटी के सदस्यों के लिए" },
    text: {
      en: "Swayam is open to students who have joined the Coder House community through one of our programs. Ask at the centre or through the enquiry form for access.",
      hi: "स्वयं उन स्टूडेंट्स के लिए है जो हमारे किसी प्रोग्राम के ज़रिए Coder House कम्युनिटी से जुड़े हैं। एक्सेस के लिए सेंटर पर या पूछताछ फ़ॉर्म से पूछें।",
    },
  },
  howItWorks: {
    title: { en: "How it works", hi: "यह कैसे काम करता है" },
    points: [
      {
        en: "Pick a course and start from the first lecture, or jump to the topic you need.",
        hi: "कोई कोर्स चुनें और पहले लेक्चर से शुरू करें, या सीधे उस विषय पर जाएँ जो आपको चाहिए।",
      },
      {
        en: "Pause, rewind and rewatch as often as you like: there is no batch to keep up with.",
        hi: "जितनी बार चाहें रोकें, पीछे करें और दोबारा देखें: किसी बैच के साथ-साथ चलने की ज़रूरत नहीं।",
      },
      {
        en: "Bring your questions to the centre or a mentorship session when you get stuck.",
        hi: "कहीं अटक जाएँ तो अपने सवाल सेंटर पर या किसी मेंटरशिप सेशन में लेकर आएँ।",
      },
    ],
  },
  technologies: {
    title: { en: "Technologies covered", hi: "शामिल टेक्नोलॉजी" },
    items: [
      "Core/Advanced Java",
      "Spring Boot",
      "AWS Admin/DevOps",
      ".NET",
      "Azure Admin/DevOps/Data Engineer",
      "Python/Django/Full Stack",
      "SQL",
      "Power BI",
      "REST API",
      "React JS",
      "Node JS",
      "MongoDB",
      "Oracle",
    ],
  },
});
