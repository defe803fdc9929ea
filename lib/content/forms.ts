// What the three forms offer and say: choices, the email allow-list and the consent notices.
// Staff edit this file; lib/validations/ builds the rules from it.
import { z } from "zod";
import { textSchema, type InLocale } from "@/lib/i18n/text";
import { APPOINTMENT_CREATED_MESSAGE } from "@/lib/validations/constants";

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

// DPDP Act 2023, section 5(3): the notice can be read in English or Hindi; the row stores which.
export const consentNotice = consentNoticeSchema.parse({
  version: "2026-11-26",
  checkboxLabel: {
    en: "I agree that Coder House may store these details and contact me about my request.",
    hi: "मैं सहमत हूँ कि Coder House ये जानकारी रख सकता है और मेरे अनुरोध के बारे में मुझसे संपर्क कर सकता है।",
  },
  lead: {
    en:
      "We collect your name, email, phone, LinkedIn link (if given) and what you are interested in, " +
      "only to reply to you about our programs. We keep them for up to 12 months after you send " +
      "this form or after our last contact, whichever is later.",
    hi:
      "हम आपका नाम, ईमेल, फ़ोन, LinkedIn लिंक (अगर दिया हो) और आपकी रुचि का विषय सिर्फ़ इसलिए लेते हैं " +
      "ताकि अपने प्रोग्राम के बारे में आपको जवाब दे सकें। यह जानकारी फ़ॉर्म भेजने या हमारे आख़िरी संपर्क " +
      "(जो भी बाद में हो) के बाद ज़्यादा से ज़्यादा 12 महीने तक रखी जाती है।",
  },
  coderSheet: {
    en:
      "We collect your name, email, phone, role and question to send you coding resources and " +
      "answer your question. We keep them for up to 12 months after you send this form or after " +
      "our last contact, whichever is later.",
    hi:
      "हम आपका नाम, ईमेल, फ़ोन, आपकी भूमिका और सवाल इसलिए लेते हैं ताकि आपको कोडिंग रिसोर्स भेज सकें और " +
      "आपके सवाल का जवाब दे सकें। यह जानकारी फ़ॉर्म भेजने या हमारे आख़िरी संपर्क (जो भी बाद में हो) के " +
      "बाद ज़्यादा से ज़्यादा 12 महीने तक रखी जाती है।",
  },
  appointment: {
    en:
      "We collect your contact details, course, year, chosen domain, preferred time and question " +
      "only to arrange your mentorship session. We keep them for up to 12 months after the " +
      "session or our last contact, whichever is later.",
    hi:
      "हम आपकी संपर्क जानकारी, कोर्स, साल, चुना हुआ डोमेन, पसंद का समय और सवाल सिर्फ़ आपका मेंटरशिप " +
      "सेशन तय करने के लिए लेते हैं। यह जानकारी सेशन या हमारे आख़िरी संपर्क (जो भी बाद में हो) के बाद " +
      "ज़्यादा से ज़्यादा 12 महीने तक रखी जाती है।",
  },
});

const label = textSchema;
const choice = z.object({ value: z.string().min(1), label });

/** The words on the three forms. Tests find fields by these labels, so keep each unique per form. */
export const formCopySchema = z.object({
  common: z.object({
    name: label,
    email: label,
    phone: label,
    role: label,
    consentLinkText: label,
    sending: label,
    /** Shown only when scripts are off: the forms cannot send then. */
    needsScript: z.object({
      en: z.string().regex(/\{phone\}[^]*\{email\}/, "needs {phone}, then {email}"),
      hi: z.string().regex(/\{phone\}[^]*\{email\}/, "needs {phone}, then {email}"),
    }),
    /** The alert when the answer never came (SPEC section 8's English wording). */
    networkError: label,
    /** The alert with the server's message: "Error: {message}". */
    errorMessage: label,
  }),
  home: z.object({
    title: label,
    intro: label,
    roles: z.array(choice).length(4),
    linkedin: label,
    program: label,
    programPlaceholder: label,
    expertise: label,
    query: label,
    submit: label,
    successTitle: label,
    /** Shown after a stored enquiry (the server's own message is English). */
    success: label,
    successButton: label,
  }),
  coderSheet: z.object({
    title: z.object({ en: z.literal("Fill the Form for Coding Resources"), hi: z.string().min(1) }),
    roles: z.array(choice).length(3),
    query: label,
    submit: label,
    success: label,
    /** The alert for any failure, field errors aside (SPEC section 8's English wording). */
    failure: label,
    /** How long the success message stays, in milliseconds (SPEC section 9: 5 s). */
    successMs: z.number().int().positive(),
  }),
  mentorship: z.object({
    open: z.object({ en: z.literal("Book Mentorship Session"), hi: z.string().min(1) }),
    title: label,
    branchCourse: label,
    studyYear: label,
    studyYearPlaceholder: label,
    mentorDomain: label,
    mentorDomainPlaceholder: label,
    date: label,
    time: label,
    query: label,
    submit: label,
    close: label,
    successTitle: label,
    successButton: label,
    /** The alert after a failure: a fixed opening, then "{message}" (SPEC section 8). */
    failure: label,
    /** The alert's "{message}" when the answer never came. */
    networkFailure: label,
    /** The alert's "{message}" for a 201 without the created message. */
    unexpectedAnswer: label,
    /** The popup after a stored booking: in English, the server's own message. */
    success: z.object({ en: z.literal(APPOINTMENT_CREATED_MESSAGE), hi: z.string().min(1) }),
  }),
});

export const formCopy = formCopySchema.parse({
  common: {
    name: { en: "Full name", hi: "पूरा नाम" },
    email: { en: "Email", hi: "ईमेल" },
    phone: { en: "Phone number", hi: "फ़ोन नंबर" },
    role: { en: "I am a", hi: "मैं हूँ" },
    consentLinkText: { en: "Read our privacy policy", hi: "हमारी प्राइवेसी पॉलिसी पढ़ें" },
    sending: { en: "Sending…", hi: "भेजा जा रहा है…" },
    needsScript: {
      en: "This form needs JavaScript, which is switched off in this browser. You can call us on {phone} or write to {email} instead.",
      hi: "यह फ़ॉर्म JavaScript के बिना नहीं चलता, और इस ब्राउज़र में वह बंद है। आप हमें {phone} पर कॉल कर सकते हैं या {email} पर लिख सकते हैं।",
    },
    networkError: { en: "Something went wrong!", hi: "कुछ गड़बड़ हो गई!" },
    errorMessage: { en: "Error: {message}", hi: "गड़बड़ी: {message}" },
  },
  home: {
    title: { en: "Talk to us about your next step", hi: "अपने अगले क़दम के बारे में हमसे बात करें" },
    intro: {
      en: "Leave your details and a counsellor will call you back within one working day.",
      hi: "अपनी जानकारी छोड़ दीजिए, हमारे काउंसलर एक वर्किंग डे के अंदर आपको कॉल करेंगे।",
    },
    roles: [
      { value: "Student", label: { en: "Student", hi: "स्टूडेंट" } },
      { value: "Developer", label: { en: "Developer", hi: "डेवलपर" } },
      { value: "Trainer", label: { en: "Trainer", hi: "ट्रेनर" } },
      { value: "Others", label: { en: "Other", hi: "अन्य" } },
    ],
    linkedin: { en: "LinkedIn profile (optional)", hi: "LinkedIn प्रोफ़ाइल (ज़रूरी नहीं)" },
    program: { en: "Program you are interested in", hi: "आप किस प्रोग्राम में रुचि रखते हैं" },
    programPlaceholder: { en: "Choose a program", hi: "प्रोग्राम चुनें" },
    expertise: { en: "Your area of expertise", hi: "आपकी विशेषज्ञता का क्षेत्र" },
    query: {
      en: "Anything you would like to ask? (optional)",
      hi: "कुछ पूछना चाहते हैं? (ज़रूरी नहीं)",
    },
    submit: { en: "Send enquiry", hi: "जानकारी भेजें" },
    successTitle: { en: "Thank you!", hi: "धन्यवाद!" },
    success: {
      en: "Thank you! We have received your details and will contact you soon.",
      hi: "धन्यवाद! हमें आपकी जानकारी मिल गई है, हम जल्द ही आपसे संपर्क करेंगे।",
    },
    successButton: { en: "OK", hi: "ठीक है" },
  },
  coderSheet: {
    title: { en: "Fill the Form for Coding Resources", hi: "कोडिंग रिसोर्स के लिए फ़ॉर्म भरें" },
    roles: [
      { value: "student", label: { en: "Student", hi: "स्टूडेंट" } },
      { value: "developer", label: { en: "Developer", hi: "डेवलपर" } },
      { value: "other", label: { en: "Other", hi: "अन्य" } },
    ],
    query: { en: "What would you like help with?", hi: "आपको किस चीज़ में मदद चाहिए?" },
    submit: { en: "Get the resources", hi: "रिसोर्स पाएँ" },
    success: {
      en: "Thank you! Your coding resources are open below.",
      hi: "धन्यवाद! आपके कोडिंग रिसोर्स नीचे खुल गए हैं।",
    },
    failure: {
      en: "There was an error submitting the form. Please try again.",
      hi: "फ़ॉर्म भेजने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।",
    },
    successMs: 5000,
  },
  mentorship: {
    open: { en: "Book Mentorship Session", hi: "मेंटरशिप सेशन बुक करें" },
    title: { en: "Book a mentorship session", hi: "मेंटरशिप सेशन बुक करें" },
    branchCourse: { en: "Branch or course", hi: "ब्रांच या कोर्स" },
    studyYear: { en: "Year of study", hi: "पढ़ाई का साल" },
    studyYearPlaceholder: { en: "Choose your year", hi: "अपना साल चुनें" },
    mentorDomain: { en: "Mentor domain", hi: "मेंटर का डोमेन" },
    mentorDomainPlaceholder: { en: "Choose a domain", hi: "डोमेन चुनें" },
    date: { en: "Preferred date", hi: "पसंद की तारीख़" },
    time: { en: "Preferred time", hi: "पसंद का समय" },
    query: { en: "What would you like to discuss?", hi: "आप किस बारे में बात करना चाहते हैं?" },
    submit: { en: "Book session", hi: "सेशन बुक करें" },
    close: { en: "Close", hi: "बंद करें" },
    successTitle: { en: "Your session is requested", hi: "आपके सेशन का अनुरोध मिल गया है" },
    successButton: { en: "Close", hi: "बंद करें" },
    failure: {
      en: "Error submitting form. Please try again. {message}",
      hi: "फ़ॉर्म भेजने में गड़बड़ी हुई। कृपया फिर से कोशिश करें। {message}",
    },
    networkFailure: {
      en: "Failed to submit appointment",
      hi: "सेशन का अनुरोध नहीं भेजा जा सका",
    },
    unexpectedAnswer: {
      en: "Unexpected response from server",
      hi: "सर्वर से उम्मीद से अलग जवाब आया",
    },
    success: {
      en: APPOINTMENT_CREATED_MESSAGE,
      hi: "आपका अनुरोध दर्ज हो गया है। हम जल्द ही मेंटर और समय पक्का करके आपसे संपर्क करेंगे।",
    },
  },
});

/** The words of one form in one language, as the client forms get them. */
export type FormCopy = InLocale<typeof formCopy>;
