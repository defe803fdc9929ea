// Terms and conditions (/Terms&Conditions): English is the binding text; the Hindi beside it is a
// translation for reading, and the Hindi page says so (lib/content/legal.ts, translationNotes).
import { site } from "@/lib/site";
import { termsSchema, type TermsContent } from "./legal";

export const termsContent: TermsContent = termsSchema.parse({
  title: { en: "Terms and Conditions", hi: "नियम और शर्तें" },
  effectiveDate: "2025-01-01",
  intro: {
    en: `These terms apply to the ${site.name} website and to the programs ${site.name} runs at its centre in Jabalpur. Please read them before you use the site or join a program.`,
    hi: `ये नियम ${site.name} की वेबसाइट पर और जबलपुर के हमारे सेंटर में चलने वाले ${site.name} के प्रोग्राम पर लागू होते हैं। साइट इस्तेमाल करने या किसी प्रोग्राम से जुड़ने से पहले कृपया इन्हें पढ़ लें।`,
  },
  sections: [
    {
      id: "about-these-terms",
      heading: { en: "About these terms", hi: "इन नियमों के बारे में" },
      paragraphs: [
        {
          en: `${site.name} is a coding-training and placement-preparation institute run by ${site.legalName} ("we", "us"). In these terms, "you" means anyone who visits this website or enquires about, joins or attends one of our programs.`,
          hi: `${site.name} कोडिंग ट्रेनिंग और प्लेसमेंट की तैयारी का संस्थान है, जिसे ${site.legalName} ("हम") चलाता है। इन नियमों में "आप" का मतलब है हर वह व्यक्ति जो यह वेबसाइट देखता है, या हमारे किसी प्रोग्राम के बारे में पूछता है, उससे जुड़ता है या उसमें आता है।`,
        },
        {
          en: "By using this website or joining a program you agree to these terms. If you do not agree with them, please do not use the site.",
          hi: "यह वेबसाइट इस्तेमाल करके या किसी प्रोग्राम से जुड़कर आप इन नियमों से सहमत होते हैं। अगर आप इनसे सहमत नहीं हैं, तो कृपया साइट का इस्तेमाल न करें।",
        },
      ],
    },
    {
      id: "using-this-website",
      heading: { en: "Using this website", hi: "वेबसाइट का इस्तेमाल" },
      paragraphs: [
        {
          en: "You may browse the site, read the roadmaps, notes and practice lists, and share links to its pages for your own learning and to help others learn.",
          hi: "आप अपनी पढ़ाई के लिए और दूसरों की मदद के लिए साइट देख सकते हैं, रोडमैप, नोट्स और प्रैक्टिस लिस्ट पढ़ सकते हैं और इसके पेजों के लिंक शेयर कर सकते हैं।",
        },
      ],
      points: [
        {
          en: "Do not use the site for anything unlawful, or in a way that harms other visitors or the institute.",
          hi: "साइट का इस्तेमाल किसी ग़ैरक़ानूनी काम के लिए, या दूसरे विज़िटर्स या संस्थान को नुक़सान पहुँचाने वाले तरीक़े से न करें।",
        },
        {
          en: "Do not try to break into the site, overload it, or collect its content in bulk with automated tools.",
          hi: "साइट में सेंध लगाने, उस पर ज़रूरत से ज़्यादा बोझ डालने, या ऑटोमेटेड टूल से उसकी सामग्री थोक में इकट्ठा करने की कोशिश न करें।",
        },
        {
          en: "When you send us your details, for example through the contact form, give information that is true and your own.",
          hi: "जब आप हमें अपनी जानकारी भेजें, जैसे संपर्क फ़ॉर्म से, तो सही और अपनी ही जानकारी दें।",
        },
        {
          en: "We try to keep the site accurate and available, but we may change, pause or remove any part of it without notice.",
          hi: "हम साइट को सही और चालू रखने की कोशिश करते हैं, पर इसका कोई भी हिस्सा बिना सूचना के बदल, रोक या हटा सकते हैं।",
        },
      ],
    },
    {
      id: "programs-and-fees",
      heading: { en: "Programs, enrolment and fees", hi: "प्रोग्राम, दाख़िला और फ़ीस" },
      paragraphs: [
        {
          en: "Program descriptions, durations, batch timings and fees on this website are a guide. The details that apply to you are the ones we confirm to you in writing when you enrol.",
          hi: "इस वेबसाइट पर प्रोग्राम का विवरण, अवधि, बैच का समय और फ़ीस सिर्फ़ जानकारी के लिए हैं। आप पर वही बातें लागू होंगी जो दाख़िले के समय हम आपको लिखकर पक्की करते हैं।",
        },
        {
          en: "Fees are payable as set out in that confirmation. Refunds, if any, follow the refund terms given to you at enrolment.",
          hi: "फ़ीस उसी पुष्टि में बताए तरीक़े से देनी होगी। रिफ़ंड, अगर कोई हो, तो दाख़िले के समय दी गई रिफ़ंड शर्तों के हिसाब से होगा।",
        },
        {
          en: "We may move a batch to another time or combine small batches, and we will tell you in advance. If we cancel a batch before it starts, you may choose a place in another batch or a refund of the fees you paid for it.",
          hi: "हम किसी बैच का समय बदल सकते हैं या छोटे बैच मिला सकते हैं, और इसकी सूचना पहले देंगे। अगर हम कोई बैच शुरू होने से पहले रद्द करते हैं, तो आप किसी दूसरे बैच में जगह या उस बैच के लिए दी गई फ़ीस की वापसी, इन दोनों में से कोई एक चुन सकते हैं।",
        },
      ],
    },
    {
      id: "placement-outcomes",
      heading: { en: "Placement support and results", hi: "प्लेसमेंट में मदद और नतीजे" },
      paragraphs: [
        {
          en: "Our training, mock tests, mock interviews and guidance are meant to improve your chances in campus and off-campus recruitment. Whether you are hired, and at what salary, is decided by employers.",
          hi: "हमारी ट्रेनिंग, मॉक टेस्ट, मॉक इंटरव्यू और मार्गदर्शन का मक़सद कैंपस और ऑफ़-कैंपस भर्ती में आपके मौक़े बढ़ाना है। आपको नौकरी मिलेगी या नहीं, और किस सैलरी पर, यह कंपनियाँ तय करती हैं।",
        },
        {
          en: "We do not promise a job, an interview or a salary to anyone. Figures such as average salary hikes or the number of careers transformed describe past students and are not a promise about your results.",
          hi: "हम किसी से नौकरी, इंटरव्यू या सैलरी का वादा नहीं करते। औसत सैलरी बढ़ोतरी या बदले गए करियर जैसे आँकड़े पिछले स्टूडेंट्स के बारे में हैं, आपके नतीजों का वादा नहीं।",
        },
      ],
    },
    {
      id: "conduct",
      heading: { en: "Conduct in class and online", hi: "क्लास में और ऑनलाइन व्यवहार" },
      paragraphs: [
        {
          en: "We want every student, and especially every young woman in tech who learns with us, to feel safe and respected.",
          hi: "हम चाहते हैं कि हर स्टूडेंट, ख़ासकर हमारे साथ सीखने वाली टेक की हर युवा महिला, ख़ुद को सुरक्षित और सम्मानित महसूस करे।",
        },
      ],
      points: [
        {
          en: "Treat mentors, staff and fellow students with respect; harassment or discrimination of any kind is not tolerated.",
          hi: "मेंटर्स, स्टाफ़ और साथी स्टूडेंट्स से सम्मान से पेश आएँ; किसी भी तरह का उत्पीड़न या भेदभाव बर्दाश्त नहीं किया जाता।",
        },
        {
          en: "Do your own work in assignments, contests and mock tests.",
          hi: "असाइनमेंट, कॉन्टेस्ट और मॉक टेस्ट में अपना काम ख़ुद करें।",
        },
        {
          en: "Take care of the centre, its computers and its network, and follow the instructions of our staff.",
          hi: "सेंटर, उसके कंप्यूटर और नेटवर्क का ध्यान रखें, और हमारे स्टाफ़ के निर्देश मानें।",
        },
        {
          en: "We may suspend or end the enrolment of anyone who seriously or repeatedly breaks these rules, after hearing their side.",
          hi: "जो इन नियमों को गंभीर रूप से या बार-बार तोड़े, उसकी बात सुनने के बाद हम उसका दाख़िला रोक या ख़त्म कर सकते हैं।",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: { en: "Intellectual property", hi: "बौद्धिक संपदा" },
      paragraphs: [
        {
          en: `The text, design, roadmaps, notes, practice lists and documents on this site, and the course material we give you, belong to ${site.legalName} or to the people who licensed them to us.`,
          hi: `इस साइट के लेख, डिज़ाइन, रोडमैप, नोट्स, प्रैक्टिस लिस्ट और दस्तावेज़, और आपको दी जाने वाली कोर्स सामग्री, ${site.legalName} की है, या उन लोगों की जिन्होंने हमें इनका लाइसेंस दिया है।`,
        },
        {
          en: "You may use them for your own learning. You may not copy, sell, republish or teach from them commercially without our written permission.",
          hi: "आप इन्हें अपनी पढ़ाई के लिए इस्तेमाल कर सकते हैं। हमारी लिखित अनुमति के बिना इन्हें कॉपी करना, बेचना, दोबारा छापना या इनसे कमाई के लिए पढ़ाना मना है।",
        },
        {
          en: "Company names and logos shown on the site belong to their owners and are used only to describe where our students have been placed or which exams we prepare for.",
          hi: "साइट पर दिखाए गए कंपनियों के नाम और लोगो उनके मालिकों के हैं, और सिर्फ़ यह बताने के लिए इस्तेमाल हुए हैं कि हमारे स्टूडेंट्स कहाँ प्लेस हुए या हम किन परीक्षाओं की तैयारी कराते हैं।",
        },
      ],
    },
    {
      id: "third-party-links",
      heading: { en: "Third-party links and services", hi: "दूसरी वेबसाइटों के लिंक और सेवाएँ" },
      paragraphs: [
        {
          en: "The site links to services we do not run, such as Google Forms and Google Docs, coding platforms like Codeforces, AtCoder and LeetCode, contest listings, maps and social networks.",
          hi: "साइट पर ऐसी सेवाओं के लिंक हैं जिन्हें हम नहीं चलाते, जैसे Google Forms और Google Docs, Codeforces, AtCoder और LeetCode जैसे कोडिंग प्लेटफ़ॉर्म, कॉन्टेस्ट की सूचियाँ, नक्शे और सोशल नेटवर्क।",
        },
        {
          en: "Those services have their own terms and privacy policies, which apply when you use them. We are not responsible for their content or availability.",
          hi: "इन सेवाओं के अपने नियम और प्राइवेसी पॉलिसी हैं, जो इन्हें इस्तेमाल करते समय लागू होती हैं। इनकी सामग्री या उपलब्धता की ज़िम्मेदारी हमारी नहीं है।",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: { en: "Limitation of liability", hi: "ज़िम्मेदारी की सीमा" },
      paragraphs: [
        {
          en: "The website and its free resources are provided as they are, without any warranty that they are complete, error-free or always available.",
          hi: "वेबसाइट और इसके मुफ़्त रिसोर्स जैसे हैं वैसे ही दिए जाते हैं, इस गारंटी के बिना कि वे पूरे, बिना ग़लती के या हमेशा उपलब्ध होंगे।",
        },
        {
          en: "To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of the website. Our total liability to you in connection with a program is limited to the fees you paid us for that program.",
          hi: "क़ानून जहाँ तक अनुमति देता है, वेबसाइट के इस्तेमाल से होने वाले अप्रत्यक्ष या परिणामी नुक़सान के लिए हम ज़िम्मेदार नहीं हैं। किसी प्रोग्राम के संबंध में आपके प्रति हमारी कुल ज़िम्मेदारी उस प्रोग्राम के लिए आपकी दी गई फ़ीस तक सीमित है।",
        },
        {
          en: "Nothing in these terms limits any liability that cannot be limited under the laws of India.",
          hi: "इन नियमों की कोई बात ऐसी किसी ज़िम्मेदारी को सीमित नहीं करती जिसे भारत के क़ानूनों के तहत सीमित नहीं किया जा सकता।",
        },
      ],
    },
    {
      id: "changes",
      heading: { en: "Changes to these terms", hi: "इन नियमों में बदलाव" },
      paragraphs: [
        {
          en: "We may update these terms, for example when we add new services to the site. The date at the top of this page shows when they last took effect.",
          hi: "हम ये नियम बदल सकते हैं, जैसे साइट पर नई सेवाएँ जोड़ते समय। इस पेज के ऊपर की तारीख़ बताती है कि ये आख़िरी बार कब से लागू हुए।",
        },
        {
          en: "Changes apply from that date. If you keep using the site after a change, the updated terms apply to you; the terms confirmed at your enrolment continue to govern that enrolment.",
          hi: "बदलाव उसी तारीख़ से लागू होते हैं। बदलाव के बाद भी साइट इस्तेमाल करते रहने पर नए नियम आप पर लागू होंगे; आपके दाख़िले पर वही शर्तें लागू रहेंगी जो दाख़िले के समय पक्की हुई थीं।",
        },
      ],
    },
    {
      id: "governing-law",
      heading: { en: "Governing law and disputes", hi: "लागू क़ानून और विवाद" },
      paragraphs: [
        {
          en: "These terms are governed by the laws of India.",
          hi: "ये नियम भारत के क़ानूनों के अधीन हैं।",
        },
        {
          en: "If a disagreement arises, please write to us first; most problems are solved quickly that way. Any dispute that cannot be settled between us falls under the exclusive jurisdiction of the courts at Jabalpur, Madhya Pradesh.",
          hi: "अगर कोई असहमति हो, तो पहले हमें लिखें; ज़्यादातर बातें ऐसे ही जल्दी सुलझ जाती हैं। जो विवाद आपस में न सुलझे, वह सिर्फ़ जबलपुर, मध्य प्रदेश की अदालतों के अधिकार क्षेत्र में आएगा।",
        },
      ],
    },
    {
      id: "contact",
      heading: { en: "Contact", hi: "संपर्क" },
      paragraphs: [
        {
          en: "Questions about these terms are welcome. Write to us, call us, or visit us at the centre.",
          hi: "इन नियमों के बारे में आपके सवालों का स्वागत है। हमें लिखें, कॉल करें या सेंटर पर आकर मिलें।",
        },
      ],
      showContact: true,
    },
  ],
});
