// /ResumeBuilding: the sample-resume slideshow and the four services, in English and Hindi.
import { z } from "zod";
import { textSchema, type Text } from "@/lib/i18n/text";
import { imageSchema } from "./image";

export const resumeIntro = {
  title: {
    en: "Technical Mock Interview & Resume Building",
    hi: "टेक्निकल मॉक इंटरव्यू और रिज़्यूमे बिल्डिंग",
  },
  /** The title in the browser tab and search results. */
  metaTitle: {
    en: "Resume Building and Mock Interviews",
    hi: "रिज़्यूमे बिल्डिंग और मॉक इंटरव्यू",
  },
  back: { en: "Back to Features", hi: "ख़ूबियों पर वापस जाएँ" },
  lead: {
    en: "A resume that gets you shortlisted and the practice to do well once you are in the room.",
    hi: "ऐसा रिज़्यूमे जो आपको शॉर्टलिस्ट कराए, और ऐसी प्रैक्टिस कि इंटरव्यू रूम में पहुँचकर आप अच्छा कर सकें।",
  },
  description: {
    en: "Resume building and mock interviews at Coder House: resume workshops, technical and HR mock interviews, soft skills and job-ready preparation for campus placements.",
    hi: "Coder House में रिज़्यूमे बिल्डिंग और मॉक इंटरव्यू: रिज़्यूमे वर्कशॉप, टेक्निकल और HR मॉक इंटरव्यू, सॉफ़्ट स्किल्स और कैंपस प्लेसमेंट के लिए जॉब-रेडी तैयारी।",
  },
  slideshowTitle: { en: "Sample resumes", hi: "सैंपल रिज़्यूमे" },
  slideshowLabel: { en: "Sample resume slideshow", hi: "सैंपल रिज़्यूमे स्लाइडशो" },
  slideshowLead: {
    en: "Layouts we build with students. The slides are placeholders that show the structure, not real people's resumes.",
    hi: "वे लेआउट जो हम स्टूडेंट्स के साथ बनाते हैं। ये स्लाइड्स सिर्फ़ ढाँचा दिखाने वाले प्लेसहोल्डर हैं, किसी असली व्यक्ति के रिज़्यूमे नहीं।",
  },
  cardsTitle: { en: "How we get you ready", hi: "हम आपको कैसे तैयार करते हैं" },
};

export const resumeSampleSchema = z.object({
  id: z.number().int().positive(),
  /** The fictional role drawn (in English) on the placeholder picture. */
  role: z.string().min(1),
  image: imageSchema.extend({ alt: textSchema }),
});
export type ResumeSample = z.infer<typeof resumeSampleSchema>;

/** Each placeholder's role: drawn on the picture in English, named in the Hindi alt text. */
const ROLES: Text[] = [
  { en: "Java developer, fresher", hi: "फ़्रेशर Java डेवलपर" },
  { en: "Python developer, fresher", hi: "फ़्रेशर Python डेवलपर" },
  { en: "Full stack developer", hi: "फ़ुल स्टैक डेवलपर" },
  { en: "Front-end developer", hi: "फ़्रंटएंड डेवलपर" },
  { en: "Data analyst", hi: "डेटा एनालिस्ट" },
  { en: "Machine learning intern", hi: "मशीन लर्निंग इंटर्न" },
  { en: "Cybersecurity analyst", hi: "साइबर सिक्योरिटी एनालिस्ट" },
  { en: "Android developer", hi: "एंड्रॉयड डेवलपर" },
  { en: "Cloud support engineer", hi: "क्लाउड सपोर्ट इंजीनियर" },
  { en: "Software tester", hi: "सॉफ़्टवेयर टेस्टर" },
  { en: "C++ programmer", hi: "C++ प्रोग्रामर" },
  { en: "Back-end developer", hi: "बैकएंड डेवलपर" },
  { en: "UI/UX designer", hi: "UI/UX डिज़ाइनर" },
  { en: "DevOps trainee", hi: "डेवऑप्स ट्रेनी" },
  { en: "Database developer", hi: "डेटाबेस डेवलपर" },
  { en: "Technical support engineer", hi: "टेक्निकल सपोर्ट इंजीनियर" },
  { en: "Graduate engineer trainee", hi: "ग्रेजुएट इंजीनियर ट्रेनी" },
];

export const resumeSamples: ResumeSample[] = z
  .array(resumeSampleSchema)
  .length(17)
  .parse(
    ROLES.map((role, i) => ({
      id: i + 1,
      role: role.en,
      image: {
        src: `/images/resume/resume-${i + 1}.webp`,
        alt: {
          en: `Sample resume ${i + 1}: layout for a ${role.en.toLowerCase()}`,
          hi: `सैंपल रिज़्यूमे ${i + 1}: ${role.hi} के लिए लेआउट`,
        },
        width: 600,
        height: 800,
      },
    })),
  );

export const resumeCardSchema = z.object({ title: textSchema, text: textSchema });
export type ResumeCard = z.infer<typeof resumeCardSchema>;

export const resumeCards: ResumeCard[] = z
  .array(resumeCardSchema)
  .length(4)
  .parse([
    {
      title: { en: "Resume workshops", hi: "रिज़्यूमे वर्कशॉप" },
      text: {
        en: "Turn your projects and skills into a one-page resume that passes automated screening and reads well to a recruiter.",
        hi: "अपने प्रोजेक्ट्स और स्किल्स को एक पेज के ऐसे रिज़्यूमे में बदलें जो ऑटोमेटेड स्क्रीनिंग पार करे और रिक्रूटर को पढ़ने में अच्छा लगे।",
      },
    },
    {
      title: { en: "Technical and HR mock interviews", hi: "टेक्निकल और HR मॉक इंटरव्यू" },
      text: {
        en: "Face the questions companies ask, from data structures to 'tell me about yourself', and get specific feedback.",
        hi: "कंपनियाँ जो सवाल पूछती हैं उनका सामना करें, Data Structures से लेकर “Tell me about yourself” तक, और हर जवाब पर साफ़-साफ़ फ़ीडबैक पाएँ।",
      },
    },
    {
      title: { en: "Soft skill enhancement", hi: "सॉफ़्ट स्किल्स में निखार" },
      text: {
        en: "Practise speaking clearly, listening well and holding your own in a group discussion.",
        hi: "साफ़ बोलने, ध्यान से सुनने और ग्रुप डिस्कशन में अपनी बात मज़बूती से रखने की प्रैक्टिस करें।",
      },
    },
    {
      title: { en: "Job-ready prep", hi: "जॉब-रेडी तैयारी" },
      text: {
        en: "Company research, offer letters, joining formalities: everything between the last round and your first day.",
        hi: "कंपनी के बारे में रिसर्च, ऑफ़र लेटर, जॉइनिंग की औपचारिकताएँ: आख़िरी राउंड से लेकर नौकरी के पहले दिन तक सब कुछ।",
      },
    },
  ]);
