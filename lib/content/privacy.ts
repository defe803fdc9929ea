// The privacy policy (/privacy) in English and Hindi. Each form's notice (lib/content/forms.ts)
// points here; the periods marked as stored are the ones the retention job enforces.
import { PROGRESS_TTL_MS } from "@/lib/live-data/progress";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import {
  AUDIT_KEEP_MONTHS,
  REQUEST_ANSWER_DAYS,
  privacySchema,
  type PrivacyContent,
} from "./legal";

const progressMinutes = PROGRESS_TTL_MS / 60_000;
const cookieDays = LOCALE_COOKIE_MAX_AGE / (60 * 60 * 24);

export const privacyContent: PrivacyContent = privacySchema.parse({
  title: { en: "Privacy Policy", hi: "प्राइवेसी पॉलिसी" },
  lastUpdated: "2026-11-28",
  intro: {
    en: `This policy explains what personal data ${site.name} (${site.legalName}) receives through this website and when you contact us, why we need it, how long we keep it, and the rights you have over it under India's Digital Personal Data Protection Act, 2023.`,
    hi: `यह पॉलिसी बताती है कि ${site.name} (${site.legalName}) को इस वेबसाइट से और आपके संपर्क करने पर कौन-सा निजी डेटा मिलता है, हमें उसकी ज़रूरत क्यों है, हम उसे कितने समय तक रखते हैं, और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट) के तहत उस पर आपके क्या अधिकार हैं।`,
  },
  before: [
    {
      id: "who-we-are",
      heading: { en: "Who we are", hi: "हम कौन हैं" },
      paragraphs: [
        {
          en: `${site.legalName} runs ${site.name} and decides how the personal data described here is used, so it is the data fiduciary for it. You can reach us at {email}, {phone}, or ${site.name}, {address}.`,
          hi: `${site.legalName}, ${site.name} को चलाता है और तय करता है कि यहाँ बताए गए निजी डेटा का इस्तेमाल कैसे हो, इसलिए इस डेटा का डेटा फ़िड्यूशियरी वही है। आप हमसे {email}, {phone} पर या ${site.name}, {address} पर संपर्क कर सकते हैं।`,
        },
      ],
    },
    {
      id: "in-short",
      heading: { en: "In short", hi: "संक्षेप में" },
      paragraphs: [
        { en: "We collect as little as we can.", hi: "हम जितना हो सके, उतना कम डेटा लेते हैं।" },
      ],
      points: [
        {
          en: "You can read every page of this site without telling us who you are.",
          hi: "आप बिना अपनी पहचान बताए इस साइट का हर पेज पढ़ सकते हैं।",
        },
        {
          en: "The site sets no cookies of its own except one, and only if you pick a language with the language switch: it remembers that choice and nothing else. The site contains no analytics, advertising or tracking code.",
          hi: "साइट अपनी ओर से सिर्फ़ एक कुकी रखती है, और वह भी तभी जब आप भाषा बदलने वाले बटन से भाषा चुनें: उसमें बस आपकी चुनी भाषा होती है, और कुछ नहीं। साइट पर कोई एनालिटिक्स, विज्ञापन या ट्रैकिंग कोड नहीं है।",
        },
        {
          en: "While you browse, your browser notes for the current tab only how you found the site (the link or website that brought you here and the page you landed on). We receive that note only with a form you choose to send.",
          hi: "आप साइट देखते हैं, तब आपका ब्राउज़र सिर्फ़ इसी टैब के लिए यह नोट रखता है कि आप साइट तक कैसे पहुँचे (किस लिंक या वेबसाइट से आए और पहले कौन-सा पेज खुला)। यह नोट हमें तभी मिलता है जब आप ख़ुद कोई फ़ॉर्म भेजते हैं।",
        },
        {
          en: "We only learn your name, phone number or email address when you choose to send them to us through one of our forms, by phone or by email, and each form says what it collects and why before you send it.",
          hi: "आपका नाम, फ़ोन नंबर या ईमेल हमें तभी पता चलता है जब आप ख़ुद उसे हमारे किसी फ़ॉर्म, फ़ोन या ईमेल से भेजते हैं, और हर फ़ॉर्म भेजने से पहले बताता है कि वह क्या लेता है और क्यों।",
        },
        { en: "We never sell your personal data.", hi: "हम आपका निजी डेटा कभी नहीं बेचते।" },
      ],
    },
  ],
  dataSourcesHeading: {
    en: "What we collect, why, and for how long",
    hi: "हम क्या लेते हैं, क्यों, और कितने समय तक रखते हैं",
  },
  dataSourcesIntro: {
    en: "These are all the ways personal data reaches us through the website today. Each of our forms asks for your consent to exactly what is listed for it here. When we add a new form to the site, it will be listed here before it goes live.",
    hi: "आज वेबसाइट से निजी डेटा हम तक इन्हीं तरीक़ों से पहुँचता है। हमारा हर फ़ॉर्म आपसे ठीक उसी बात की सहमति माँगता है जो यहाँ उसके लिए लिखी है। साइट पर कोई नया फ़ॉर्म जोड़ने से पहले उसे यहाँ लिखा जाएगा।",
  },
  dataSources: [
    {
      id: "server-logs",
      name: { en: "Visiting the website", hi: "वेबसाइट देखना" },
      collected: {
        en: "Like every website, the server that delivers these pages records each request: a shortened form of your IP address (its last part removed, so it points to your network rather than to your device), the page or file asked for (without anything you typed into a search box), the date and time, and whether and how quickly it was answered. We do not combine these records with anything else to identify you.",
        hi: "हर वेबसाइट की तरह, ये पेज भेजने वाला सर्वर हर अनुरोध दर्ज करता है: आपके IP पते का छोटा रूप (आख़िरी हिस्सा हटाकर, ताकि वह आपके डिवाइस की नहीं, आपके नेटवर्क की ओर इशारा करे), माँगा गया पेज या फ़ाइल (सर्च बॉक्स में लिखी किसी बात के बिना), तारीख़ और समय, और जवाब मिला या नहीं और कितनी जल्दी। आपकी पहचान के लिए हम इन रिकॉर्ड को किसी और चीज़ से नहीं जोड़ते।",
      },
      purpose: {
        en: "To deliver the pages, keep the site secure (for example, spotting and blocking attacks) and fix errors.",
        hi: "पेज पहुँचाने, साइट को सुरक्षित रखने (जैसे हमलों को पहचानना और रोकना) और ग़लतियाँ ठीक करने के लिए।",
      },
      retention: {
        en: "Up to 30 days, then deleted, unless a record is needed to investigate a specific security incident.",
        hi: "ज़्यादा से ज़्यादा 30 दिन, फिर मिटा दिए जाते हैं, जब तक किसी ख़ास सुरक्षा घटना की जाँच के लिए कोई रिकॉर्ड ज़रूरी न हो।",
      },
      sharedWith: {
        en: "Our hosting provider, which stores the logs on our behalf.",
        hi: "हमारी होस्टिंग कंपनी, जो हमारी ओर से ये लॉग रखती है।",
      },
    },
    {
      id: "enquiry-form",
      name: { en: "The enquiry form on the home page", hi: "होम पेज का पूछताछ फ़ॉर्म" },
      collected: {
        en: "Your name, email address, phone number, whether you are a student, developer, trainer or something else, the program you are interested in or your area of expertise, your LinkedIn link and question if you give them, and a record of your consent (the time you gave it, the version of the notice you saw and the language it was shown in). If you answer “How did you hear about us?”, your answer; and how you found our site, as described under “How you found us”.",
        hi: "आपका नाम, ईमेल पता, फ़ोन नंबर, आप स्टूडेंट, डेवलपर, ट्रेनर हैं या कुछ और, जिस प्रोग्राम में आपकी रुचि है या आपकी विशेषज्ञता, आपका LinkedIn लिंक और सवाल अगर आप दें, और आपकी सहमति का रिकॉर्ड (कब दी, आपने नोटिस का कौन-सा संस्करण देखा और वह किस भाषा में था)। अगर आप “आपको हमारे बारे में कहाँ से पता चला?” का जवाब दें, तो वह जवाब; और आप हमारी साइट तक कैसे पहुँचे, जैसा “आप हम तक कैसे पहुँचे” में बताया गया है।",
      },
      purpose: {
        en: "To call or email you back about the program or collaboration you asked about. We do not use it for anything else, and we do not add you to a mailing list.",
        hi: "आपने जिस प्रोग्राम या सहयोग के बारे में पूछा, उसके बारे में आपको कॉल या ईमेल करने के लिए। हम इसका इस्तेमाल किसी और काम में नहीं करते, और आपको किसी मेलिंग लिस्ट में नहीं जोड़ते।",
      },
      retention: {
        months: 12,
        countedFrom: "submission",
        note: {
          en: "If you enrol with us, the details we need for your studies are copied into your student record, which is kept separately.",
          hi: "अगर आप हमारे यहाँ दाख़िला लेते हैं, तो पढ़ाई के लिए ज़रूरी जानकारी आपके स्टूडेंट रिकॉर्ड में कॉपी होती है, जो अलग रखा जाता है।",
        },
      },
      sharedWith: {
        en: "The company that hosts this website and its database stores it for us. If we have set up a notification service to alert our counsellors to new enquiries, it receives a copy of each enquiry for that purpose only.",
        hi: "इस वेबसाइट और उसके डेटाबेस को होस्ट करने वाली कंपनी इसे हमारे लिए रखती है। अगर हमने काउंसलर्स को नई पूछताछ की सूचना देने वाली कोई सेवा लगाई है, तो उसे सिर्फ़ इसी काम के लिए हर पूछताछ की एक कॉपी मिलती है।",
      },
    },
    {
      id: "coder-sheet-form",
      name: { en: "The coding-resources form", hi: "कोडिंग रिसोर्स वाला फ़ॉर्म" },
      collected: {
        en: "Your name, email address, phone number, whether you are a student, developer or something else, your question, and a record of your consent (time, notice version and its language). Your browser also remembers, for the current tab only, that you filled the form in, so it does not ask again; that note never leaves your device. The form also sends how you found our site, as described under “How you found us”.",
        hi: "आपका नाम, ईमेल पता, फ़ोन नंबर, आप स्टूडेंट, डेवलपर हैं या कुछ और, आपका सवाल, और आपकी सहमति का रिकॉर्ड (समय, नोटिस का संस्करण और उसकी भाषा)। आपका ब्राउज़र सिर्फ़ इसी टैब के लिए यह भी याद रखता है कि आपने फ़ॉर्म भर दिया है, ताकि दोबारा न पूछे; यह जानकारी आपके डिवाइस से बाहर नहीं जाती। फ़ॉर्म के साथ यह भी आता है कि आप हमारी साइट तक कैसे पहुँचे, जैसा “आप हम तक कैसे पहुँचे” में बताया गया है।",
      },
      purpose: {
        en: "To open the coding resources for you and answer your question.",
        hi: "आपके लिए कोडिंग रिसोर्स खोलने और आपके सवाल का जवाब देने के लिए।",
      },
      retention: { months: 12, countedFrom: "submission" },
      sharedWith: {
        en: "The same hosting and notification services as the enquiry form. No one else.",
        hi: "वही होस्टिंग और सूचना सेवाएँ जो पूछताछ फ़ॉर्म के लिए हैं। और कोई नहीं।",
      },
    },
    {
      id: "mentorship-booking",
      name: { en: "Mentorship session bookings", hi: "मेंटरशिप सेशन की बुकिंग" },
      collected: {
        en: "Your name, email address, phone number, branch or course, year of study, the mentor domain you chose, your preferred date and time, your question, a record of your consent (time, notice version and its language), and how you found our site, as described under “How you found us”.",
        hi: "आपका नाम, ईमेल पता, फ़ोन नंबर, ब्रांच या कोर्स, पढ़ाई का साल, चुना हुआ मेंटर डोमेन, पसंद की तारीख़ और समय, आपका सवाल, आपकी सहमति का रिकॉर्ड (समय, नोटिस का संस्करण और उसकी भाषा), और आप हमारी साइट तक कैसे पहुँचे, जैसा “आप हम तक कैसे पहुँचे” में बताया गया है।",
      },
      purpose: {
        en: "To arrange the session with a suitable mentor and contact you about it.",
        hi: "सही मेंटर के साथ सेशन तय करने और उसके बारे में आपसे संपर्क करने के लिए।",
      },
      retention: {
        months: 12,
        countedFrom: "session",
        note: {
          en: "If you enrol with us, the details we need for your studies are copied into your student record, which is kept separately.",
          hi: "अगर आप हमारे यहाँ दाख़िला लेते हैं, तो पढ़ाई के लिए ज़रूरी जानकारी आपके स्टूडेंट रिकॉर्ड में कॉपी होती है, जो अलग रखा जाता है।",
        },
      },
      sharedWith: {
        en: "The mentor who takes your session, and the same hosting and notification services as the enquiry form.",
        hi: "आपका सेशन लेने वाले मेंटर, और वही होस्टिंग और सूचना सेवाएँ जो पूछताछ फ़ॉर्म के लिए हैं।",
      },
    },
    {
      id: "visit-source",
      name: { en: "How you found us", hi: "आप हम तक कैसे पहुँचे" },
      collected: {
        en: `When a page of this site opens, your browser notes, for the current tab only (its “session storage”, not a cookie), the first page you opened in this visit and, for that page and for the latest page you reached from another site or from one of our own campaign links: the name of the website you came from (only its name, such as “google.com”, never the page on it), the campaign tags in our link if it had any (its source, medium and campaign name, such as “instagram”, “social” and “diwali”), and the page's path on this site (never what follows a “?” in its address). Nothing identifies you or your device, and nothing is sent to us until you choose to send one of our forms: then it goes with the form and is stored with your enquiry or booking. The home page form also asks, if you wish to answer, “How did you hear about us?”, from a short list.`,
        hi: `जब इस साइट का कोई पेज खुलता है, तो आपका ब्राउज़र सिर्फ़ इसी टैब के लिए (उसके “सेशन स्टोरेज” में, कुकी में नहीं) यह नोट रखता है कि इस बार आपने पहले कौन-सा पेज खोला, और उस पेज के लिए तथा उस आख़िरी पेज के लिए जिस पर आप किसी दूसरी वेबसाइट से या हमारे किसी कैंपेन लिंक से आए: आप जिस वेबसाइट से आए उसका नाम (सिर्फ़ नाम, जैसे “google.com”, उस साइट का पेज कभी नहीं), हमारे लिंक में कैंपेन टैग हों तो वे (उसका स्रोत, माध्यम और कैंपेन का नाम, जैसे “instagram”, “social” और “diwali”), और इस साइट पर उस पेज का रास्ता (पते में “?” के बाद का हिस्सा कभी नहीं)। इसमें आपकी या आपके डिवाइस की पहचान बताने वाली कोई बात नहीं होती, और जब तक आप ख़ुद हमारा कोई फ़ॉर्म न भेजें, हमें कुछ नहीं भेजा जाता: फ़ॉर्म भेजने पर यह उसके साथ आता है और आपकी पूछताछ या बुकिंग के साथ रखा जाता है। होम पेज का फ़ॉर्म यह भी पूछता है, अगर आप जवाब देना चाहें, कि “आपको हमारे बारे में कहाँ से पता चला?”, एक छोटी सूची में से।`,
      },
      purpose: {
        en: "To learn which of our posts, campaigns, college visits and friends' recommendations bring enquiries, so we spend our time and money where students find us. We count enquiries by source; we do not follow anyone across the site or across visits.",
        hi: "यह जानने के लिए कि हमारी कौन-सी पोस्ट, कैंपेन, कॉलेज विज़िट और दोस्तों की सलाह से पूछताछ आती है, ताकि हम अपना समय और पैसा वहीं लगाएँ जहाँ स्टूडेंट हमें ढूँढते हैं। हम पूछताछ को उसके स्रोत के हिसाब से गिनते हैं; हम किसी का पीछा न साइट पर करते हैं, न एक बार से दूसरी बार आने तक।",
      },
      retention: {
        en: "In your browser, until you close the tab. With us, for as long as the enquiry or booking it came with, and deleted with it (see the forms above).",
        hi: "आपके ब्राउज़र में, टैब बंद करने तक। हमारे पास, उतने ही समय तक जितने समय तक वह पूछताछ या बुकिंग रखी जाती है जिसके साथ यह आया, और उसी के साथ मिटा दिया जाता है (ऊपर फ़ॉर्म देखें)।",
      },
      sharedWith: {
        en: "The same hosting and notification services as the form it came with. No one else, and no advertising or analytics company.",
        hi: "वही होस्टिंग और सूचना सेवाएँ जो उस फ़ॉर्म के लिए हैं जिसके साथ यह आया। और कोई नहीं, न कोई विज्ञापन या एनालिटिक्स कंपनी।",
      },
    },
    {
      id: "language-choice",
      name: { en: "Your choice of language", hi: "आपकी चुनी हुई भाषा" },
      collected: {
        en: `When you pick English or Hindi with the language switch (or answer the offer to read a page in Hindi), your browser keeps a cookie named ${LOCALE_COOKIE} holding "en" or "hi". It holds nothing else and is not set unless you make that choice.`,
        hi: `जब आप भाषा बदलने वाले बटन से अंग्रेज़ी या हिंदी चुनते हैं (या पेज हिंदी में पढ़ने के सुझाव का जवाब देते हैं), तो आपका ब्राउज़र ${LOCALE_COOKIE} नाम की एक कुकी रखता है, जिसमें "en" या "hi" लिखा होता है। इसमें और कुछ नहीं होता, और आपके चुने बिना यह नहीं बनती।`,
      },
      purpose: {
        en: "To open the site in the language you chose the next time you come.",
        hi: "अगली बार आने पर साइट आपकी चुनी भाषा में खोलने के लिए।",
      },
      retention: {
        en: `Up to ${cookieDays} days, or until you choose again or clear your browser's cookies.`,
        hi: `ज़्यादा से ज़्यादा ${cookieDays} दिन, या जब तक आप दोबारा भाषा न चुनें या ब्राउज़र की कुकीज़ साफ़ न करें।`,
      },
      sharedWith: {
        en: "No one. Our server reads it only to choose the language of the page.",
        hi: "किसी से नहीं। हमारा सर्वर इसे सिर्फ़ पेज की भाषा चुनने के लिए पढ़ता है।",
      },
    },
    {
      id: "abuse-protection",
      name: { en: "Protecting the forms from abuse", hi: "फ़ॉर्म को ग़लत इस्तेमाल से बचाना" },
      collected: {
        en: "When you send a form, the server counts how many forms have come from your network address in the last few minutes, and how many with your email address or your phone number, so that automated programs cannot flood us with fake enquiries. The email and phone number are counted as a one-way code from which they cannot be read back, and the address is not stored with your details.",
        hi: "जब आप कोई फ़ॉर्म भेजते हैं, तो सर्वर गिनता है कि पिछले कुछ मिनटों में आपके नेटवर्क पते से कितने फ़ॉर्म आए, और आपके ईमेल पते या फ़ोन नंबर के साथ कितने, ताकि ऑटोमेटेड प्रोग्राम नक़ली पूछताछ की बाढ़ न ला सकें। ईमेल और फ़ोन नंबर एक ऐसे कोड के रूप में गिने जाते हैं जिससे उन्हें वापस पढ़ा नहीं जा सकता, और नेटवर्क पता आपकी जानकारी के साथ नहीं रखा जाता।",
      },
      purpose: {
        en: "To keep the forms working for real people.",
        hi: "ताकि फ़ॉर्म असली लोगों के लिए चलते रहें।",
      },
      retention: {
        en: "The count is forgotten after 10 minutes.",
        hi: "यह गिनती 10 मिनट बाद भुला दी जाती है।",
      },
      sharedWith: { en: "No one.", hi: "किसी से नहीं।" },
    },
    {
      id: "practice-handles",
      name: {
        en: "Your Codeforces or AtCoder handle in the practice tools",
        hi: "प्रैक्टिस टूल में आपका Codeforces या AtCoder हैंडल",
      },
      collected: {
        en: "If you type your Codeforces handle or AtCoder user name into a problem browser, your browser sends it to our server, which asks Codeforces or AtCoder Problems for that account's public rating and submissions and answers which problems you have solved or tried. Your browser remembers the handle on your device until you press “Forget handle”. The handle is in the page's address while you use it, so do not share that address if you would rather not. It is never written to our logs.",
        hi: "अगर आप किसी प्रॉब्लम ब्राउज़र में अपना Codeforces हैंडल या AtCoder यूज़र नेम लिखते हैं, तो आपका ब्राउज़र उसे हमारे सर्वर को भेजता है, जो Codeforces या AtCoder Problems से उस अकाउंट की सार्वजनिक रेटिंग और सबमिशन पूछकर बताता है कि आपने कौन-से सवाल हल किए या आज़माए। आपका ब्राउज़र यह हैंडल आपके डिवाइस पर तब तक याद रखता है जब तक आप “हैंडल भूलें” न दबाएँ। इस्तेमाल के दौरान हैंडल पेज के पते में रहता है, इसलिए न चाहें तो वह पता शेयर न करें। इसे हमारे लॉग में कभी नहीं लिखा जाता।",
      },
      purpose: {
        en: "To mark the problems you have solved and pick problems for your level.",
        hi: "आपके हल किए सवालों पर निशान लगाने और आपके स्तर के सवाल चुनने के लिए।",
      },
      retention: {
        en: `Our server keeps the answer for ${progressMinutes} minutes, so a quick return does not ask Codeforces or AtCoder again, and then forgets the handle.`,
        hi: `हमारा सर्वर जवाब ${progressMinutes} मिनट तक रखता है, ताकि जल्दी लौटने पर Codeforces या AtCoder से दोबारा न पूछना पड़े, और फिर हैंडल भूल जाता है।`,
      },
      sharedWith: {
        en: "Codeforces or AtCoder Problems, which our server asks for the account's public data. No one else.",
        hi: "Codeforces या AtCoder Problems, जिनसे हमारा सर्वर अकाउंट का सार्वजनिक डेटा पूछता है। और कोई नहीं।",
      },
    },
    {
      id: "contact-form",
      name: { en: "The contact form", hi: "संपर्क फ़ॉर्म" },
      collected: {
        en: "The Contact Us link opens a form hosted by Google Forms. It asks for the details the form shows, such as your name, phone number, email address and your question. What you type there is sent to Google, not to this website.",
        hi: "“संपर्क करें” लिंक Google Forms पर बना एक फ़ॉर्म खोलता है। वह फ़ॉर्म में दिखी जानकारी माँगता है, जैसे आपका नाम, फ़ोन नंबर, ईमेल पता और सवाल। वहाँ लिखी बातें Google को जाती हैं, इस वेबसाइट को नहीं।",
      },
      purpose: {
        en: "To answer your enquiry and, if you ask us to, tell you about our programs.",
        hi: "आपकी पूछताछ का जवाब देने और, अगर आप कहें, तो हमारे प्रोग्राम के बारे में बताने के लिए।",
      },
      retention: {
        en: "Until your enquiry is settled and for up to 12 months after our last contact, unless you enrol with us, in which case it becomes part of your student record.",
        hi: "पूछताछ पूरी होने तक, और हमारे आख़िरी संपर्क के बाद ज़्यादा से ज़्यादा 12 महीने तक, जब तक आप दाख़िला न लें; दाख़िला लेने पर यह आपके स्टूडेंट रिकॉर्ड का हिस्सा बन जाती है।",
      },
      sharedWith: {
        en: "Google, which hosts the form and stores the answers for us. Google's own privacy policy applies to the data it processes when you use the form.",
        hi: "Google, जो फ़ॉर्म होस्ट करता है और हमारे लिए जवाब रखता है। फ़ॉर्म इस्तेमाल करते समय Google जो डेटा प्रोसेस करता है, उस पर Google की अपनी प्राइवेसी पॉलिसी लागू होती है।",
      },
    },
    {
      id: "phone-and-email",
      name: { en: "Phone calls and email", hi: "फ़ोन कॉल और ईमेल" },
      collected: {
        en: "When you call or email us we receive your phone number or email address and whatever you choose to tell us.",
        hi: "जब आप हमें कॉल या ईमेल करते हैं, तो हमें आपका फ़ोन नंबर या ईमेल पता और जो आप बताना चाहें, वह मिलता है।",
      },
      purpose: {
        en: "To reply to you and keep track of your enquiry.",
        hi: "आपको जवाब देने और आपकी पूछताछ का हिसाब रखने के लिए।",
      },
      retention: {
        en: "For up to 12 months after our last contact, unless you enrol with us, in which case it becomes part of your student record.",
        hi: "हमारे आख़िरी संपर्क के बाद ज़्यादा से ज़्यादा 12 महीने तक, जब तक आप दाख़िला न लें; दाख़िला लेने पर यह आपके स्टूडेंट रिकॉर्ड का हिस्सा बन जाता है।",
      },
      sharedWith: {
        en: "The telephone and email providers that carry the conversation. No one else, unless the law requires it.",
        hi: "बातचीत पहुँचाने वाली टेलीफ़ोन और ईमेल कंपनियाँ। और कोई नहीं, जब तक क़ानून ऐसा न माँगे।",
      },
    },
    {
      id: "third-party-sites",
      name: { en: "Links to other websites", hi: "दूसरी वेबसाइटों के लिंक" },
      collected: {
        en: "Nothing on our side. Pages link to coding platforms, Google Docs, maps and our social media pages, and the site embeds nothing from them. Once you follow such a link, that service may collect data under its own policy.",
        hi: "हमारी ओर से कुछ नहीं। पेजों पर कोडिंग प्लेटफ़ॉर्म, Google Docs, नक्शों और हमारे सोशल मीडिया पेजों के लिंक हैं, और साइट में उनकी कोई चीज़ जुड़ी नहीं है। ऐसा लिंक खोलने के बाद वह सेवा अपनी पॉलिसी के तहत डेटा ले सकती है।",
      },
      purpose: {
        en: "To point you to useful resources.",
        hi: "आपको काम के रिसोर्स तक पहुँचाने के लिए।",
      },
      retention: {
        en: "Not applicable: we receive nothing.",
        hi: "लागू नहीं: हमें कुछ नहीं मिलता।",
      },
      sharedWith: { en: "No one.", hi: "किसी से नहीं।" },
    },
  ],
  after: [
    {
      id: "sharing",
      heading: { en: "Who else sees your data", hi: "आपका डेटा और कौन देखता है" },
      paragraphs: [
        {
          en: "Only the service providers named above, who process data for us, and public authorities when the law requires us to disclose it. We do not sell personal data or share it with advertisers.",
          hi: "सिर्फ़ ऊपर बताई गई सेवा देने वाली कंपनियाँ, जो हमारे लिए डेटा प्रोसेस करती हैं, और सरकारी संस्थाएँ, जब क़ानून हमें डेटा बताने को कहे। हम निजी डेटा नहीं बेचते और विज्ञापन देने वालों से शेयर नहीं करते।",
        },
      ],
    },
    {
      id: "security",
      heading: { en: "How we protect it", hi: "हम इसे कैसे सुरक्षित रखते हैं" },
      paragraphs: [
        {
          en: "The site is served only over encrypted connections (HTTPS). Enquiries are accessible only to the staff who answer them, and we delete data when the periods above end.",
          hi: "साइट सिर्फ़ एन्क्रिप्टेड कनेक्शन (HTTPS) पर चलती है। पूछताछ सिर्फ़ उन्हीं स्टाफ़ को दिखती है जो उनका जवाब देते हैं, और ऊपर बताई अवधि ख़त्म होने पर हम डेटा मिटा देते हैं।",
        },
        {
          en: "If a personal data breach affects you, we will tell you and the Data Protection Board of India as the Act requires.",
          hi: "अगर निजी डेटा में सेंध से आप पर असर पड़ता है, तो अधिनियम के मुताबिक़ हम आपको और भारतीय डेटा संरक्षण बोर्ड (डेटा प्रोटेक्शन बोर्ड ऑफ़ इंडिया) को बताएँगे।",
        },
      ],
    },
    {
      id: "children",
      heading: { en: "Children", hi: "बच्चे" },
      paragraphs: [
        {
          en: "This website and our services are not meant for children under 13, and we do not knowingly collect their personal data. If you believe a child under 13 has sent us personal data, tell us and we will delete it.",
          hi: "यह वेबसाइट और हमारी सेवाएँ 13 साल से कम उम्र के बच्चों के लिए नहीं हैं, और हम जान-बूझकर उनका निजी डेटा नहीं लेते। अगर आपको लगता है कि 13 साल से कम उम्र के किसी बच्चे ने हमें निजी डेटा भेजा है, तो हमें बताएँ, हम उसे मिटा देंगे।",
        },
        {
          en: "The Act treats everyone under 18 as a child. If you are under 18, please ask a parent or lawful guardian to contact us for you; we need their consent before we use your personal data.",
          hi: "अधिनियम 18 साल से कम उम्र के हर व्यक्ति को बच्चा मानता है। अगर आपकी उम्र 18 से कम है, तो कृपया माता-पिता या क़ानूनी अभिभावक से कहें कि वे आपकी ओर से हमसे संपर्क करें; आपका निजी डेटा इस्तेमाल करने से पहले हमें उनकी सहमति चाहिए।",
        },
      ],
    },
    {
      id: "your-rights",
      heading: { en: "Your rights", hi: "आपके अधिकार" },
      paragraphs: [
        {
          en: "Under the Digital Personal Data Protection Act, 2023, you have the right to:",
          hi: "डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपको ये अधिकार हैं:",
        },
      ],
      points: [
        {
          en: "ask for a summary of the personal data we hold about you and how we use it, and with whom we have shared it;",
          hi: "हमारे पास आपका जो निजी डेटा है, उसका सारांश माँगना, कि हम उसे कैसे इस्तेमाल करते हैं और किससे शेयर किया है;",
        },
        {
          en: "have inaccurate or incomplete data corrected or completed, and data updated;",
          hi: "ग़लत या अधूरा डेटा ठीक या पूरा करवाना, और डेटा अपडेट करवाना;",
        },
        {
          en: "have your data erased when it is no longer needed, or when you withdraw your consent;",
          hi: "ज़रूरत ख़त्म होने पर, या सहमति वापस लेने पर, अपना डेटा मिटवाना;",
        },
        {
          en: "withdraw consent you gave us at any time, as easily as you gave it (this does not affect what we did before);",
          hi: "दी हुई सहमति कभी भी उतनी ही आसानी से वापस लेना जितनी आसानी से दी थी (इससे पहले हो चुके काम पर असर नहीं पड़ता);",
        },
        {
          en: "have a grievance about how we handle your data answered by us;",
          hi: "हम आपका डेटा जिस तरह सँभालते हैं, उससे जुड़ी शिकायत का हमसे निवारण पाना;",
        },
        {
          en: "nominate a person to exercise these rights for you if you die or become unable to do so.",
          hi: "किसी व्यक्ति को नामित करना, जो आपकी मृत्यु या असमर्थता की स्थिति में आपकी ओर से ये अधिकार इस्तेमाल करे।",
        },
      ],
    },
    {
      id: "exercising-your-rights",
      heading: {
        en: "How to use your rights or complain",
        hi: "अपने अधिकार कैसे इस्तेमाल करें या शिकायत कैसे करें",
      },
      paragraphs: [
        {
          en: `To see the personal data we hold about you, have it corrected, or have it erased, email us at {email} with "Privacy" in the subject line, call us on {phone}, or write to us at the address below. Tell us the email address or phone number you gave us, so that we can find your details. So that no one else can see or change your data, we first confirm that it is you: we call you back on the number you gave us, ask you to reply from the email address you gave us, or see your ID in person. A parent or guardian, or someone you have authorised in writing, may also ask for you. We will reply within ${REQUEST_ANSWER_DAYS} days.`,
          hi: `हमारे पास मौजूद अपना निजी डेटा देखने, ठीक करवाने या मिटवाने के लिए {email} पर ईमेल करें और विषय में "Privacy" लिखें, {phone} पर कॉल करें, या नीचे दिए पते पर लिखें। हमें वह ईमेल पता या फ़ोन नंबर बताएँ जो आपने दिया था, ताकि हम आपकी जानकारी ढूँढ सकें। ताकि कोई और आपका डेटा न देख या बदल सके, हम पहले पुष्टि करते हैं कि अनुरोध आपका ही है: आपके दिए नंबर पर आपको वापस कॉल करके, आपके दिए ईमेल पते से जवाब माँगकर, या मिलने पर आपका पहचान पत्र देखकर। आपके माता-पिता या अभिभावक, या वह व्यक्ति जिसे आपने लिखित में अधिकार दिया हो, भी आपकी ओर से अनुरोध कर सकते हैं। हम ${REQUEST_ANSWER_DAYS} दिन के अंदर जवाब देंगे।`,
        },
        {
          en: "If you ask for your data, we send you everything we hold about you as a file you can keep. If you ask us to erase it, we delete your enquiries and bookings, our notes on them, and the copies the website keeps to alert our counsellors to them. If someone else, say a family member, shares your phone number or email address, we check each record and include only those that are yours: their data is never sent to you or erased with yours.",
          hi: "अगर आप अपना डेटा माँगते हैं, तो हमारे पास आपके बारे में जो कुछ है, वह सब एक फ़ाइल में भेजते हैं जिसे आप रख सकते हैं। अगर आप मिटाने को कहते हैं, तो हम आपकी पूछताछ और बुकिंग, उन पर हमारे नोट्स, और काउंसलर्स को सूचना देने के लिए वेबसाइट की रखी कॉपियाँ मिटा देते हैं। अगर कोई और, जैसे परिवार का कोई सदस्य, आपका फ़ोन नंबर या ईमेल पता इस्तेमाल करता है, तो हम हर रिकॉर्ड जाँचते हैं और सिर्फ़ आपके रिकॉर्ड शामिल करते हैं: उनका डेटा न आपको भेजा जाता है, न आपके डेटा के साथ मिटाया जाता है।",
        },
        {
          en: `We keep a record of each step of your request (a search, a download, a correction or an erasure): its date, who asked (you, a parent or guardian, or someone you authorised), how we confirmed it, which of your details the records had to match and how many records it concerned, but not your name, email address or phone number. Each time one of our staff views, corrects, exports or erases personal data, it is written in an audit log, which we keep for ${AUDIT_KEEP_MONTHS} months and then delete.`,
          hi: `हम आपके अनुरोध के हर चरण (खोज, डाउनलोड, सुधार या मिटाना) का रिकॉर्ड रखते हैं: उसकी तारीख़, अनुरोध किसने किया (आपने, आपके माता-पिता या अभिभावक ने, या आपके अधिकृत व्यक्ति ने), हमने पुष्टि कैसे की, रिकॉर्ड को आपकी कौन-सी जानकारी से मेल खाना था और वह कितने रिकॉर्ड से जुड़ा था, पर आपका नाम, ईमेल पता या फ़ोन नंबर नहीं। हमारा कोई स्टाफ़ जब भी निजी डेटा देखता, ठीक करता, एक्सपोर्ट करता या मिटाता है, तो वह एक ऑडिट लॉग में लिखा जाता है, जिसे हम ${AUDIT_KEEP_MONTHS} महीने रखते हैं और फिर मिटा देते हैं।`,
        },
        {
          en: "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
          hi: "अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।",
        },
      ],
      showContact: true,
    },
    {
      id: "changes",
      heading: { en: "Changes to this policy", hi: "इस पॉलिसी में बदलाव" },
      paragraphs: [
        {
          en: "We will update this policy whenever we change what we collect, for example when we add a form to the site. The date at the top shows the latest version.",
          hi: "जब भी हम लिया जाने वाला डेटा बदलेंगे, जैसे साइट पर कोई फ़ॉर्म जोड़ते समय, यह पॉलिसी अपडेट करेंगे। ऊपर की तारीख़ नया संस्करण बताती है।",
        },
      ],
    },
  ],
});
