// What the three forms offer and promise: choices, the email allow-list and the consent notices.
// Staff edit this file; lib/validations/ builds the rules from it. The forms' interface words
// (labels, buttons, alerts) are messages: messages/<locale>/form.json.
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export const formOptionsSchema = z.object({
  /** Home form: mail domains a lead may use (compared lower-case). */
  allowedEmailDomains: z.array(z.string().regex(DOMAIN, "must be a lower-case mail domain")).min(1),
  /** Home form: the six programs a student can ask about. */
  programs: z.array(z.string().min(1)).length(6),
  /** Mentorship form: the value sent and the label shown for each mentor domain. */
  mentorDomains: z
    .array(z.object({ value: z.string().regex(/^[a-z]+$/), label: textSchema }))
    .length(6),
});

export const formOptions = formOptionsSchema.parse({
  allowedEmailDomains: `
    gmail.com yahoo.com hotmail.com aol.com hotmail.co.uk hotmail.fr msn.com yahoo.fr wanadoo.fr
    orange.fr comcast.net yahoo.co.uk yahoo.com.br yahoo.co.in live.com rediffmail.com free.fr gmx.de
    web.de yandex.ru ymail.com libero.it outlook.com uol.com.br bol.com.br mail.ru cox.net hotmail.it
    sbcglobal.net sfr.fr live.fr verizon.net live.co.uk googlemail.com yahoo.es ig.com.br live.nl
    bigpond.com terra.com.br yahoo.it neuf.fr yahoo.de alice.it rocketmail.com att.net laposte.net
    bellsouth.net yahoo.in hotmail.es charter.net yahoo.ca yahoo.com.au rambler.ru
    hotmail.de tiscali.it shaw.ca yahoo.co.jp sky.com earthlink.net optonline.net freenet.de
    t-online.de aliceadsl.fr virgilio.it home.nl qq.com telenet.be me.com yahoo.com.ar tiscali.co.uk
    yahoo.com.mx voila.fr gmx.net mail.com planet.nl tin.it live.it ntlworld.com arcor.de yahoo.co.id
    frontiernet.net hetnet.nl live.com.au yahoo.com.sg zonnet.nl club-internet.fr juno.com
    optusnet.com.au blueyonder.co.uk bluewin.ch skynet.be sympatico.ca windstream.net mac.com
    centurytel.net chello.nl live.ca aim.com bigpond.net.au
    icloud.com proton.me protonmail.com outlook.in
  `
    .trim()
    .split(/\s+/),
  programs: [
    "C Programming",
    "Java Programming",
    "Python Programming",
    "Full Stack Development",
    "Cybersecurity",
    "Machine Learning",
  ],
  mentorDomains: [
    { value: "frontend", label: { en: "Frontend", hi: "फ़्रंटएंड" } },
    { value: "dsa", label: { en: "DSA", hi: "डेटा स्ट्रक्चर (DSA)" } },
    { value: "backend", label: { en: "Backend", hi: "बैकएंड" } },
    { value: "uiux", label: { en: "UI & UX", hi: "UI और UX" } },
    { value: "aiml", label: { en: "AI & ML", hi: "AI और ML" } },
    { value: "cyber", label: { en: "Cybersecurity", hi: "साइबर सिक्योरिटी" } },
  ],
});

export const consentNoticeSchema = z.object({
  /** Stored with every submission; change it whenever a notice's wording changes (either language). */
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkboxLabel: textSchema,
  lead: textSchema,
  coderSheet: textSchema,
  appointment: textSchema,
});

/** Every form sends the visit's source with it (components/layout/visit-source-capture.tsx). */
const VISIT_SOURCE = {
  en: " The form also sends how you reached our site (the website or campaign link you came from), as our privacy policy describes.",
  hi: " फ़ॉर्म के साथ यह भी भेजा जाता है कि आप हमारी साइट तक कैसे पहुँचे (जिस वेबसाइट या कैंपेन लिंक से आप आए), जैसा हमारी प्राइवेसी पॉलिसी में बताया गया है।",
};

// DPDP Act 2023, section 5(3): the notice can be read in English or Hindi; the row stores which.
export const consentNotice = consentNoticeSchema.parse({
  version: "2026-11-28",
  checkboxLabel: {
    en: "I agree that Coder House may store these details and contact me about my request.",
    hi: "मैं सहमत हूँ कि Coder House ये जानकारी रख सकता है और मेरे अनुरोध के बारे में मुझसे संपर्क कर सकता है।",
  },
  lead: {
    en:
      "We collect your name, email, phone, LinkedIn link (if given) and what you are interested in, " +
      "only to reply to you about our programs. We keep them for up to 12 months after you send " +
      "this form or after our last contact, whichever is later." +
      VISIT_SOURCE.en,
    hi:
      "हम आपका नाम, ईमेल, फ़ोन, LinkedIn लिंक (अगर दिया हो) और आपकी रुचि का विषय सिर्फ़ इसलिए लेते हैं " +
      "ताकि अपने प्रोग्राम के बारे में आपको जवाब दे सकें। यह जानकारी फ़ॉर्म भेजने या हमारे आख़िरी संपर्क " +
      "(जो भी बाद में हो) के बाद ज़्यादा से ज़्यादा 12 महीने तक रखी जाती है।" +
      VISIT_SOURCE.hi,
  },
  coderSheet: {
    en:
      "We collect your name, email, phone, role and question to send you coding resources and " +
      "answer your question. We keep them for up to 12 months after you send this form or after " +
      "our last contact, whichever is later." +
      VISIT_SOURCE.en,
    hi:
      "हम आपका नाम, ईमेल, फ़ोन, आपकी भूमिका और सवाल इसलिए लेते हैं ताकि आपको कोडिंग रिसोर्स भेज सकें और " +
      "आपके सवाल का जवाब दे सकें। यह जानकारी फ़ॉर्म भेजने या हमारे आख़िरी संपर्क (जो भी बाद में हो) के " +
      "बाद ज़्यादा से ज़्यादा 12 महीने तक रखी जाती है।" +
      VISIT_SOURCE.hi,
  },
  appointment: {
    en:
      "We collect your contact details, course, year, chosen domain, preferred time and question " +
      "only to arrange your mentorship session. We keep them for up to 12 months after the " +
      "session or our last contact, whichever is later." +
      VISIT_SOURCE.en,
    hi:
      "हम आपकी संपर्क जानकारी, कोर्स, साल, चुना हुआ डोमेन, पसंद का समय और सवाल सिर्फ़ आपका मेंटरशिप " +
      "सेशन तय करने के लिए लेते हैं। यह जानकारी सेशन या हमारे आख़िरी संपर्क (जो भी बाद में हो) के बाद " +
      "ज़्यादा से ज़्यादा 12 महीने तक रखी जाती है।" +
      VISIT_SOURCE.hi,
  },
});
