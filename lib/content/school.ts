// /SchoolProgram: a placeholder page announcing the school courses to come, in English and Hindi.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";

export const schoolIntro = {
  title: { en: "School Programs", hi: "स्कूल प्रोग्राम" },
  lead: {
    en: "Coding for school students, taught the way we teach college batches: small groups, real projects and a mentor in the room.",
    hi: "स्कूल स्टूडेंट्स के लिए कोडिंग, ठीक वैसे ही जैसे हम कॉलेज के बैच को सिखाते हैं: छोटे ग्रुप, असली प्रोजेक्ट और क्लास में साथ बैठा एक मेंटर।",
  },
  description: {
    en: "Coder House school programs in Jabalpur are coming soon: web development, programming and game development courses for school students.",
    hi: "जबलपुर में Coder House के स्कूल प्रोग्राम जल्द आ रहे हैं: स्कूल स्टूडेंट्स के लिए वेब डेवलपमेंट, प्रोग्रामिंग और गेम डेवलपमेंट के कोर्स।",
  },
  comingSoon: { en: "We Are Coming Very Soon!", hi: "हम बहुत जल्द आ रहे हैं!" },
  comingSoonLead: {
    en: "The first school batches are being planned now. Leave your details on the home page and we will tell you when enrolment opens.",
    hi: "स्कूल के पहले बैच की तैयारी अभी चल रही है। होम पेज पर अपनी जानकारी छोड़ दें, एडमिशन शुरू होते ही हम आपको बता देंगे।",
  },
  notify: { en: "Ask to be notified", hi: "मुझे सूचना दें" },
};

export const schoolCardSchema = z.object({
  title: textSchema,
  image: imageSchema,
});
export type SchoolCard = InLocale<z.infer<typeof schoolCardSchema>>;

export const schoolCards: z.infer<typeof schoolCardSchema>[] = z
  .array(schoolCardSchema)
  .length(3)
  .parse(
    [
      { en: "Web Development", hi: "वेब डेवलपमेंट" },
      { en: "Programming", hi: "प्रोग्रामिंग" },
      { en: "Game Development", hi: "गेम डेवलपमेंट" },
    ].map((title) => ({
      title,
      // The title under the card names it, so the picture itself is decorative. The file is
      // named after the English title.
      image: { src: `/images/school/${slugify(title.en)}.webp`, alt: "", width: 480, height: 320 },
    })),
  );
