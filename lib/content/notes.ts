// Notes catalogue: the 42 course categories (SPEC says 41 but lists 42; the old site had 42).
// Each category's copy is in English and Hindi; its name stays as it is in both (it is the URL
// segment and what students call the topic).
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";
import { NOTE_CATEGORY_NAMES, categoryPath, categorySegment } from "./page-keys";
import { roadmaps } from "./roadmaps";

export { categoryPath, categorySegment };

export const noteCategorySchema = z.object({
  name: z.enum(NOTE_CATEGORY_NAMES),
  /** What the topic is and why a student would learn it (one or two sentences). */
  summary: textSchema,
  /** What to learn first, in order. */
  firstSteps: z.array(textSchema).min(3),
  /** simple-icons slug of the brand mark, where the topic has one (drawn into `logo`). */
  brand: z.string().optional(),
  /** Logo tile shown on the catalogue card; only topics with a brand mark have one. Its text is
   * empty in both languages: the name is written right beside it. */
  logo: imageSchema.optional(),
  /** The picture at the top of the category page, named after the category. */
  image: imageSchema.extend({ alt: textSchema }),
  /** Slug of the roadmap page that covers this topic, when there is one. */
  roadmapSlug: z.string().optional(),
});
export type NoteCategory = z.infer<typeof noteCategorySchema>;

type CategoryInput = Pick<
  NoteCategory,
  "name" | "summary" | "firstSteps" | "brand" | "roadmapSlug"
>;

const category = (c: CategoryInput): NoteCategory => ({
  ...c,
  logo: c.brand
    ? { src: `/images/notes/logos/${slugify(c.name)}.webp`, alt: "", width: 160, height: 120 }
    : undefined,
  image: {
    src: `/images/notes/categories/${slugify(c.name)}.webp`,
    // The card shows the name as it is, so the Hindi quotes it.
    alt: { en: `${c.name} title card`, hi: `“${c.name}” लिखा टाइटल कार्ड` },
    width: 960,
    height: 400,
  },
});

const CATEGORIES: CategoryInput[] = [
  {
    name: "C++",
    brand: "cplusplus",
    roadmapSlug: "c-plus-plus-programming",
    summary: {
      en: "C++ adds classes and a rich standard library to C. It is fast, close to the machine and the favourite language of competitive programmers.",
      hi: "C++, C में क्लासेस और एक बड़ी स्टैंडर्ड लाइब्रेरी जोड़ती है। यह तेज़ है, मशीन के क़रीब है और कॉम्पिटिटिव प्रोग्रामर्स की सबसे पसंदीदा भाषा है।",
    },
    firstSteps: [
      { en: "Input and output with cin and cout", hi: "cin और cout से इनपुट और आउटपुट" },
      { en: "Functions, references and overloading", hi: "फ़ंक्शन, रेफ़रेंस और ओवरलोडिंग" },
      { en: "Classes, constructors and inheritance", hi: "क्लास, कंस्ट्रक्टर और इनहेरिटेंस" },
      { en: "The STL: vector, map, set and sort", hi: "STL: vector, map, set और sort" },
    ],
  },
  {
    name: "Java",
    brand: "openjdk",
    roadmapSlug: "java-programming",
    summary: {
      en: "Java runs on the JVM everywhere from Android phones to bank servers, and it is the language most service companies test in placement drives.",
      hi: "Java, JVM पर चलती है और Android फ़ोन से लेकर बैंक के सर्वर तक हर जगह मिलती है। ज़्यादातर सर्विस कंपनियाँ प्लेसमेंट ड्राइव में इसी भाषा का टेस्ट लेती हैं।",
    },
    firstSteps: [
      { en: "Types, loops and arrays", hi: "टाइप, लूप और ऐरे" },
      { en: "Classes, objects and interfaces", hi: "क्लास, ऑब्जेक्ट और इंटरफ़ेस" },
      { en: "Exceptions and the collections framework", hi: "एक्सेप्शन और कलेक्शन्स फ़्रेमवर्क" },
      { en: "Writing small programs every day", hi: "रोज़ छोटे-छोटे प्रोग्राम लिखना" },
    ],
  },
  {
    name: "HTML",
    brand: "html5",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "HTML gives every web page its structure. Good HTML makes a site readable by browsers, search engines and screen readers alike.",
      hi: "HTML हर वेब पेज को उसका ढाँचा देता है। अच्छे HTML से ब्राउज़र, सर्च इंजन और स्क्रीन रीडर, सभी साइट को ठीक से पढ़ पाते हैं।",
    },
    firstSteps: [
      { en: "Headings, paragraphs, lists and links", hi: "हेडिंग, पैराग्राफ़, लिस्ट और लिंक" },
      { en: "Images with proper alt text", hi: "सही alt टेक्स्ट के साथ इमेज" },
      { en: "Forms and their labels", hi: "फ़ॉर्म और उनके लेबल" },
      {
        en: "Semantic elements such as header, main and nav",
        hi: "header, main और nav जैसे सिमैंटिक एलिमेंट",
      },
    ],
  },
  {
    name: "CSS",
    brand: "css",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "CSS decides how a page looks: colours, spacing and layout. Modern CSS can lay out almost any design without extra tools.",
      hi: "CSS तय करता है कि पेज कैसा दिखेगा: रंग, स्पेसिंग और लेआउट। आज का CSS बिना किसी अलग टूल के लगभग कोई भी डिज़ाइन बना सकता है।",
    },
    firstSteps: [
      { en: "Selectors, the box model and units", hi: "सिलेक्टर, बॉक्स मॉडल और यूनिट" },
      { en: "Flexbox for rows and columns", hi: "रो और कॉलम के लिए Flexbox" },
      { en: "Grid for whole-page layouts", hi: "पूरे पेज के लेआउट के लिए Grid" },
      { en: "Media queries for mobile-first design", hi: "मोबाइल-फ़र्स्ट डिज़ाइन के लिए मीडिया क्वेरी" },
    ],
  },
  {
    name: "JavaScript",
    brand: "javascript",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "JavaScript makes web pages interactive and, with Node.js, runs servers too. It is the one language every web developer needs.",
      hi: "JavaScript वेब पेजों को इंटरैक्टिव बनाती है और Node.js के साथ सर्वर भी चलाती है। हर वेब डेवलपर को यह एक भाषा तो आनी ही चाहिए।",
    },
    firstSteps: [
      { en: "Variables, functions and arrays", hi: "वेरिएबल, फ़ंक्शन और ऐरे" },
      { en: "Objects and ES6 syntax", hi: "ऑब्जेक्ट और ES6 सिंटैक्स" },
      { en: "The DOM and events", hi: "DOM और इवेंट" },
      { en: "Promises and async/await", hi: "Promise और async/await" },
    ],
  },
  {
    name: "Python",
    brand: "python",
    roadmapSlug: "python-programming",
    summary: {
      en: "Python reads almost like English, which makes it a great first language and the standard tool for data science, automation and AI.",
      hi: "Python लगभग अंग्रेज़ी की तरह पढ़ी जाती है, इसलिए यह पहली भाषा के लिए बढ़िया है और डेटा साइंस, ऑटोमेशन और AI का स्टैंडर्ड टूल भी है।",
    },
    firstSteps: [
      { en: "Variables, conditions and loops", hi: "वेरिएबल, कंडीशन और लूप" },
      { en: "Lists, dictionaries and sets", hi: "लिस्ट, डिक्शनरी और सेट" },
      { en: "Functions and modules", hi: "फ़ंक्शन और मॉड्यूल" },
      { en: "Reading and writing files", hi: "फ़ाइलें पढ़ना और लिखना" },
    ],
  },
  {
    name: "SQL",
    summary: {
      en: "SQL is how applications ask a relational database for data. Nearly every developer and analyst job expects you to write queries.",
      hi: "SQL से ऐप्लिकेशन रिलेशनल डेटाबेस से डेटा माँगते हैं। लगभग हर डेवलपर और एनालिस्ट की नौकरी में क्वेरी लिखना आना चाहिए।",
    },
    firstSteps: [
      { en: "SELECT with WHERE and ORDER BY", hi: "WHERE और ORDER BY के साथ SELECT" },
      { en: "GROUP BY and aggregate functions", hi: "GROUP BY और एग्रीगेट फ़ंक्शन" },
      { en: "Joins between tables", hi: "टेबल्स के बीच जॉइन" },
      { en: "Subqueries and indexes", hi: "सबक्वेरी और इंडेक्स" },
    ],
  },
  {
    name: "React",
    brand: "react",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "React builds user interfaces from small reusable components. It is the most requested frontend skill in web developer job posts.",
      hi: "React छोटे, बार-बार इस्तेमाल होने वाले कंपोनेंट्स से यूज़र इंटरफ़ेस बनाता है। वेब डेवलपर की नौकरियों के विज्ञापनों में सबसे ज़्यादा यही फ़्रंटएंड स्किल माँगी जाती है।",
    },
    firstSteps: [
      { en: "JSX and components", hi: "JSX और कंपोनेंट" },
      { en: "Props and state", hi: "प्रॉप्स और स्टेट" },
      { en: "Hooks: useState and useEffect", hi: "हुक्स: useState और useEffect" },
      { en: "Routing and forms", hi: "रूटिंग और फ़ॉर्म" },
    ],
  },
  {
    name: "Node.js",
    brand: "nodedotjs",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "Node.js runs JavaScript on the server, so one language covers both the browser and the backend of a web application.",
      hi: "Node.js सर्वर पर JavaScript चलाता है, इसलिए एक ही भाषा से वेब ऐप्लिकेशन का ब्राउज़र वाला हिस्सा और बैकएंड, दोनों बन जाते हैं।",
    },
    firstSteps: [
      { en: "Modules and npm", hi: "मॉड्यूल और npm" },
      { en: "The event loop and asynchronous code", hi: "इवेंट लूप और एसिंक्रोनस कोड" },
      { en: "Files and streams", hi: "फ़ाइलें और स्ट्रीम" },
      { en: "A first HTTP server", hi: "पहला HTTP सर्वर" },
    ],
  },
  {
    name: "Machine Learning",
    roadmapSlug: "machine-learning",
    summary: {
      en: "Machine learning builds programs that improve from data instead of fixed rules: recommendations, spam filters and price predictions all use it.",
      hi: "मशीन लर्निंग ऐसे प्रोग्राम बनाती है जो तय नियमों की जगह डेटा से सीखकर बेहतर होते हैं: रिकमेंडेशन, स्पैम फ़िल्टर और क़ीमत का अनुमान, सब इसी से चलते हैं।",
    },
    firstSteps: [
      { en: "Python with NumPy and pandas", hi: "NumPy और pandas के साथ Python" },
      {
        en: "Statistics and linear algebra basics",
        hi: "स्टैटिस्टिक्स और लीनियर अलजेब्रा की बुनियादी बातें",
      },
      { en: "Regression and classification", hi: "रिग्रेशन और क्लासिफ़िकेशन" },
      { en: "Evaluating a model honestly", hi: "मॉडल को ईमानदारी से परखना" },
    ],
  },
  {
    name: "System Design",
    summary: {
      en: "System design is planning software that serves millions of users. It is asked in interviews for experienced roles and sharpens how you build anything.",
      hi: "सिस्टम डिज़ाइन यानी ऐसा सॉफ़्टवेयर प्लान करना जो लाखों यूज़र्स की सेवा करे। अनुभवी लोगों के रोल के इंटरव्यू में यह पूछा जाता है, और इससे कुछ भी बनाने की आपकी समझ निखरती है।",
    },
    firstSteps: [
      { en: "Clients, servers and APIs", hi: "क्लाइंट, सर्वर और API" },
      { en: "Databases, caching and indexes", hi: "डेटाबेस, कैशिंग और इंडेक्स" },
      { en: "Load balancing and scaling out", hi: "लोड बैलेंसिंग और स्केल आउट करना" },
      { en: "Designing a URL shortener end to end", hi: "URL शॉर्टनर को शुरू से आख़िर तक डिज़ाइन करना" },
    ],
  },
  {
    name: "MongoDB",
    brand: "mongodb",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "MongoDB stores data as flexible JSON-like documents. It is the database of the MERN stack and quick to start with.",
      hi: "MongoDB डेटा को लचीले, JSON जैसे डॉक्यूमेंट्स के रूप में रखता है। यह MERN स्टैक का डेटाबेस है और इससे शुरुआत करना आसान है।",
    },
    firstSteps: [
      { en: "Documents and collections", hi: "डॉक्यूमेंट और कलेक्शन" },
      { en: "CRUD operations", hi: "CRUD ऑपरेशन" },
      { en: "Queries, projections and indexes", hi: "क्वेरी, प्रोजेक्शन और इंडेक्स" },
      { en: "Modelling data with Mongoose", hi: "Mongoose से डेटा मॉडल करना" },
    ],
  },
  {
    name: "Data Structures",
    summary: {
      en: "Data structures are ways of organising data so programs stay fast. They are the core of every technical interview and coding round.",
      hi: "डेटा स्ट्रक्चर्स डेटा को इस तरह रखने के तरीक़े हैं कि प्रोग्राम तेज़ चलें। हर टेक्निकल इंटरव्यू और कोडिंग राउंड की जड़ यही हैं।",
    },
    firstSteps: [
      { en: "Arrays and strings", hi: "ऐरे और स्ट्रिंग" },
      { en: "Linked lists, stacks and queues", hi: "लिंक्ड लिस्ट, स्टैक और क्यू" },
      { en: "Trees and binary search trees", hi: "ट्री और बाइनरी सर्च ट्री" },
      { en: "Hashing, heaps and graphs", hi: "हैशिंग, हीप और ग्राफ़" },
    ],
  },
  {
    name: "C Programming",
    brand: "c",
    roadmapSlug: "c-programming",
    summary: {
      en: "C is the language underneath operating systems and embedded devices. Learning it teaches you how memory and programs really work.",
      hi: "C वह भाषा है जिस पर ऑपरेटिंग सिस्टम और एम्बेडेड डिवाइस टिके हैं। इसे सीखकर आप समझते हैं कि मेमोरी और प्रोग्राम असल में कैसे काम करते हैं।",
    },
    firstSteps: [
      { en: "Data types, operators and printf", hi: "डेटा टाइप, ऑपरेटर और printf" },
      { en: "Loops and functions", hi: "लूप और फ़ंक्शन" },
      { en: "Arrays and strings", hi: "ऐरे और स्ट्रिंग" },
      { en: "Pointers and dynamic memory", hi: "पॉइंटर और डायनामिक मेमोरी" },
    ],
  },
  {
    name: "DBMS",
    summary: {
      en: "Database management systems store, protect and retrieve data. DBMS theory is a standard part of technical interviews and university exams.",
      hi: "डेटाबेस मैनेजमेंट सिस्टम डेटा को सहेजते, सुरक्षित रखते और ज़रूरत पर वापस निकालते हैं। DBMS की थ्योरी टेक्निकल इंटरव्यू और यूनिवर्सिटी परीक्षाओं का पक्का हिस्सा है।",
    },
    firstSteps: [
      { en: "The relational model and keys", hi: "रिलेशनल मॉडल और कीज़" },
      { en: "ER diagrams", hi: "ER डायग्राम" },
      { en: "Normalisation up to BCNF", hi: "BCNF तक नॉर्मलाइज़ेशन" },
      { en: "Transactions and ACID properties", hi: "ट्रांज़ैक्शन और ACID प्रॉपर्टीज़" },
    ],
  },
  {
    name: "Cybersecurity",
    roadmapSlug: "cybersecurity",
    summary: {
      en: "Cybersecurity protects systems and data from attack. Demand for defenders keeps growing as more of life moves online.",
      hi: "साइबर सिक्योरिटी सिस्टम और डेटा को हमलों से बचाती है। ज़िंदगी का जितना हिस्सा ऑनलाइन आ रहा है, बचाव करने वालों की माँग उतनी ही बढ़ रही है।",
    },
    firstSteps: [
      { en: "Networking: TCP/IP, DNS and HTTP", hi: "नेटवर्किंग: TCP/IP, DNS और HTTP" },
      { en: "The Linux command line", hi: "Linux कमांड लाइन" },
      { en: "Common attacks and how they work", hi: "आम हमले और वे कैसे काम करते हैं" },
      { en: "Practising safely in a lab", hi: "लैब में सुरक्षित तरीक़े से प्रैक्टिस" },
    ],
  },
  {
    name: "AI",
    roadmapSlug: "machine-learning",
    summary: {
      en: "Artificial intelligence is the wider field of making machines reason, see and talk. Machine learning is the part that powers most of it today.",
      hi: "आर्टिफ़िशियल इंटेलिजेंस मशीनों को सोचने, देखने और बात करने लायक़ बनाने का बड़ा क्षेत्र है। आज इसका ज़्यादातर हिस्सा मशीन लर्निंग के दम पर चलता है।",
    },
    firstSteps: [
      { en: "Search and problem-solving agents", hi: "सर्च और समस्या सुलझाने वाले एजेंट" },
      { en: "Basics of machine learning", hi: "मशीन लर्निंग की बुनियादी बातें" },
      { en: "How language models are trained", hi: "लैंग्वेज मॉडल कैसे ट्रेन होते हैं" },
      { en: "Using AI tools responsibly", hi: "AI टूल्स का ज़िम्मेदारी से इस्तेमाल" },
    ],
  },
  {
    name: "Deep Learning",
    roadmapSlug: "machine-learning",
    summary: {
      en: "Deep learning trains many-layered neural networks on large data. It drives image recognition, speech and language models.",
      hi: "डीप लर्निंग बड़े डेटा पर कई लेयर वाले न्यूरल नेटवर्क ट्रेन करती है। इमेज पहचानना, स्पीच और लैंग्वेज मॉडल इसी के दम पर चलते हैं।",
    },
    firstSteps: [
      { en: "Neurons, layers and activation functions", hi: "न्यूरॉन, लेयर और एक्टिवेशन फ़ंक्शन" },
      { en: "Gradient descent and backpropagation", hi: "ग्रेडिएंट डिसेंट और बैकप्रोपेगेशन" },
      { en: "Building a network in Keras or PyTorch", hi: "Keras या PyTorch में नेटवर्क बनाना" },
      { en: "Convolutional networks for images", hi: "इमेज के लिए कन्वोल्यूशनल नेटवर्क" },
    ],
  },
  {
    name: "Full Stack Development",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "A full stack developer builds the whole product: the page in the browser, the API behind it and the database under both.",
      hi: "फ़ुल स्टैक डेवलपर पूरा प्रोडक्ट बनाता है: ब्राउज़र में दिखने वाला पेज, उसके पीछे का API और दोनों के नीचे का डेटाबेस।",
    },
    firstSteps: [
      { en: "HTML, CSS and Git", hi: "HTML, CSS और Git" },
      { en: "JavaScript and one frontend framework", hi: "JavaScript और कोई एक फ़्रंटएंड फ़्रेमवर्क" },
      { en: "A backend with Node.js and Express", hi: "Node.js और Express से बैकएंड" },
      { en: "A database and your first deployment", hi: "डेटाबेस और आपका पहला डिप्लॉयमेंट" },
    ],
  },
  {
    name: "Cloud Computing",
    summary: {
      en: "Cloud computing rents servers, storage and services over the internet instead of buying hardware. Most new software runs in the cloud.",
      hi: "क्लाउड कंप्यूटिंग में हार्डवेयर ख़रीदने की जगह सर्वर, स्टोरेज और सर्विसेज़ इंटरनेट पर किराए पर ली जाती हैं। ज़्यादातर नया सॉफ़्टवेयर क्लाउड में ही चलता है।",
    },
    firstSteps: [
      { en: "IaaS, PaaS and SaaS", hi: "IaaS, PaaS और SaaS" },
      { en: "Virtual machines and storage", hi: "वर्चुअल मशीन और स्टोरेज" },
      { en: "Networking in the cloud", hi: "क्लाउड में नेटवर्किंग" },
      { en: "Deploying a small web app", hi: "एक छोटा वेब ऐप डिप्लॉय करना" },
    ],
  },
  {
    name: "Android Dev",
    brand: "android",
    summary: {
      en: "Android powers most phones in India. Building Android apps puts your work in the hands of people you know.",
      hi: "भारत में ज़्यादातर फ़ोन Android पर चलते हैं। Android ऐप बनाकर आपका काम आपके जान-पहचान वालों के हाथ तक पहुँचता है।",
    },
    firstSteps: [
      { en: "Kotlin basics", hi: "Kotlin की बुनियादी बातें" },
      { en: "Activities, layouts and Jetpack Compose", hi: "एक्टिविटी, लेआउट और Jetpack Compose" },
      { en: "Lists and navigation", hi: "लिस्ट और नेविगेशन" },
      { en: "Calling an API and storing data", hi: "API कॉल करना और डेटा सहेजना" },
    ],
  },
  {
    name: "Angular",
    brand: "angular",
    summary: {
      en: "Angular is a complete frontend framework from Google, built on TypeScript and popular in large enterprise projects.",
      hi: "Angular, Google का पूरा फ़्रंटएंड फ़्रेमवर्क है। यह TypeScript पर बना है और बड़े एंटरप्राइज़ प्रोजेक्ट्स में ख़ूब चलता है।",
    },
    firstSteps: [
      { en: "TypeScript essentials", hi: "TypeScript की ज़रूरी बातें" },
      { en: "Components and templates", hi: "कंपोनेंट और टेम्पलेट" },
      { en: "Services and dependency injection", hi: "सर्विस और डिपेंडेंसी इंजेक्शन" },
      { en: "Routing and forms", hi: "रूटिंग और फ़ॉर्म" },
    ],
  },
  {
    name: "AWS",
    summary: {
      en: "Amazon Web Services is the largest cloud platform. Knowing its core services is useful for developers and essential for DevOps roles.",
      hi: "Amazon की AWS सबसे बड़ी क्लाउड सर्विस है। इसकी मुख्य सर्विसेज़ जानना डेवलपर्स के काम आता है और DevOps रोल के लिए ज़रूरी है।",
    },
    firstSteps: [
      { en: "Regions, accounts and IAM", hi: "रीजन, अकाउंट और IAM" },
      { en: "EC2 virtual servers", hi: "EC2 वर्चुअल सर्वर" },
      { en: "S3 storage", hi: "S3 स्टोरेज" },
      { en: "Deploying an app and watching the bill", hi: "ऐप डिप्लॉय करना और बिल पर नज़र रखना" },
    ],
  },
  {
    name: "Bootstrap",
    brand: "bootstrap",
    summary: {
      en: "Bootstrap is a CSS toolkit of ready-made layouts and components. It helps you build a responsive page quickly.",
      hi: "Bootstrap तैयार लेआउट और कंपोनेंट्स वाला एक CSS टूलकिट है। इससे रिस्पॉन्सिव पेज जल्दी बन जाता है।",
    },
    firstSteps: [
      { en: "The grid system", hi: "ग्रिड सिस्टम" },
      { en: "Buttons, cards and navbars", hi: "बटन, कार्ड और नैवबार" },
      { en: "Utility classes", hi: "यूटिलिटी क्लासेस" },
      { en: "Customising the theme", hi: "थीम को अपने हिसाब से बदलना" },
    ],
  },
  {
    name: "C# Programming",
    summary: {
      en: "C# is Microsoft's language for .NET: desktop and web applications, cloud services and Unity games.",
      hi: "C#, .NET के लिए Microsoft की भाषा है: डेस्कटॉप और वेब ऐप्लिकेशन, क्लाउड सर्विसेज़ और Unity गेम्स।",
    },
    firstSteps: [
      { en: "Types, loops and methods", hi: "टाइप, लूप और मेथड" },
      { en: "Classes and interfaces", hi: "क्लास और इंटरफ़ेस" },
      { en: "Collections and LINQ", hi: "कलेक्शन और LINQ" },
      { en: "A small ASP.NET Core app", hi: "ASP.NET Core का एक छोटा ऐप" },
    ],
  },
  {
    name: "DevOps",
    summary: {
      en: "DevOps joins development and operations so that code reaches users quickly and safely, through automation at every step.",
      hi: "DevOps डेवलपमेंट और ऑपरेशन्स को जोड़ता है, ताकि हर क़दम पर ऑटोमेशन के ज़रिए कोड यूज़र्स तक जल्दी और सुरक्षित पहुँचे।",
    },
    firstSteps: [
      { en: "Linux and shell scripting", hi: "Linux और शेल स्क्रिप्टिंग" },
      { en: "Git workflows", hi: "Git वर्कफ़्लो" },
      { en: "Docker containers", hi: "Docker कंटेनर" },
      { en: "A CI/CD pipeline", hi: "एक CI/CD पाइपलाइन" },
    ],
  },
  {
    name: "Django",
    brand: "django",
    roadmapSlug: "python-programming",
    summary: {
      en: "Django is a Python web framework with an admin panel, ORM and authentication built in, so you ship complete sites fast.",
      hi: "Django, Python का वेब फ़्रेमवर्क है जिसमें एडमिन पैनल, ORM और ऑथेंटिकेशन पहले से मौजूद हैं, इसलिए पूरी साइट जल्दी तैयार हो जाती है।",
    },
    firstSteps: [
      { en: "Projects, apps and URLs", hi: "प्रोजेक्ट, ऐप और URL" },
      { en: "Models and the ORM", hi: "मॉडल और ORM" },
      { en: "Views and templates", hi: "व्यू और टेम्पलेट" },
      { en: "Forms and user login", hi: "फ़ॉर्म और यूज़र लॉगिन" },
    ],
  },
  {
    name: "Express.js",
    brand: "express",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "Express is the minimal web framework for Node.js: routes, middleware and JSON APIs with very little code.",
      hi: "Express, Node.js का मिनिमल वेब फ़्रेमवर्क है: बहुत कम कोड में रूट, मिडलवेयर और JSON API।",
    },
    firstSteps: [
      { en: "Routes and request handlers", hi: "रूट और रिक्वेस्ट हैंडलर" },
      { en: "Middleware", hi: "मिडलवेयर" },
      { en: "Building a REST API", hi: "REST API बनाना" },
      { en: "Validation and error handling", hi: "वैलिडेशन और एरर हैंडलिंग" },
    ],
  },
  {
    name: "Flutter Development",
    brand: "flutter",
    summary: {
      en: "Flutter builds Android and iOS apps from one Dart codebase, with smooth interfaces made of widgets.",
      hi: "Flutter एक ही Dart कोडबेस से Android और iOS ऐप बनाता है, विजेट्स से बने स्मूद इंटरफ़ेस के साथ।",
    },
    firstSteps: [
      { en: "Dart basics", hi: "Dart की बुनियादी बातें" },
      { en: "Widgets and layouts", hi: "विजेट और लेआउट" },
      { en: "State management", hi: "स्टेट मैनेजमेंट" },
      { en: "Navigation and HTTP calls", hi: "नेविगेशन और HTTP कॉल" },
    ],
  },
  {
    name: "Git and Github",
    brand: "git",
    summary: {
      en: "Git records every change to your code; GitHub shares it with a team and shows recruiters what you have built.",
      hi: "Git आपके कोड का हर बदलाव दर्ज करता है; GitHub उसे टीम के साथ बाँटता है और रिक्रूटर्स को दिखाता है कि आपने क्या बनाया है।",
    },
    firstSteps: [
      { en: "init, add, commit and log", hi: "init, add, commit और log" },
      { en: "Branches and merges", hi: "ब्रांच और मर्ज" },
      { en: "Pushing to GitHub", hi: "GitHub पर पुश करना" },
      { en: "Pull requests and resolving conflicts", hi: "पुल रिक्वेस्ट और कॉन्फ़्लिक्ट सुलझाना" },
    ],
  },
  {
    name: "IOS App Development",
    brand: "ios",
    summary: {
      en: "iOS development builds apps for iPhone and iPad with Swift and Apple's tools, for a market that pays well for quality apps.",
      hi: "iOS डेवलपमेंट में Swift और Apple के टूल्स से iPhone और iPad के ऐप बनते हैं, ऐसे बाज़ार के लिए जो अच्छे ऐप्स की अच्छी क़ीमत देता है।",
    },
    firstSteps: [
      { en: "Swift basics", hi: "Swift की बुनियादी बातें" },
      { en: "SwiftUI views and layout", hi: "SwiftUI व्यू और लेआउट" },
      { en: "Navigation and lists", hi: "नेविगेशन और लिस्ट" },
      { en: "Networking and storage", hi: "नेटवर्किंग और स्टोरेज" },
    ],
  },
  {
    name: "Kotlin",
    brand: "kotlin",
    summary: {
      en: "Kotlin is a concise, safe language for the JVM and Google's preferred language for Android apps.",
      hi: "Kotlin, JVM के लिए एक छोटी-सधी और सुरक्षित भाषा है, और Android ऐप्स के लिए Google की पसंदीदा भाषा।",
    },
    firstSteps: [
      { en: "Variables, null safety and functions", hi: "वेरिएबल, null सेफ़्टी और फ़ंक्शन" },
      { en: "Classes and data classes", hi: "क्लास और डेटा क्लास" },
      { en: "Collections and lambdas", hi: "कलेक्शन और लैम्ब्डा" },
      { en: "Coroutines", hi: "कोरूटीन" },
    ],
  },
  {
    name: "MERN Developer",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "The MERN stack is MongoDB, Express, React and Node.js: one language, JavaScript, from the database to the browser.",
      hi: "MERN स्टैक यानी MongoDB, Express, React और Node.js: डेटाबेस से ब्राउज़र तक एक ही भाषा, JavaScript।",
    },
    firstSteps: [
      { en: "JavaScript fundamentals", hi: "JavaScript की बुनियाद" },
      { en: "React components and hooks", hi: "React कंपोनेंट और हुक्स" },
      { en: "An Express API on Node.js", hi: "Node.js पर Express API" },
      { en: "MongoDB and connecting the pieces", hi: "MongoDB और सारे हिस्सों को जोड़ना" },
    ],
  },
  {
    name: "MySQL",
    brand: "mysql",
    summary: {
      en: "MySQL is a popular open-source relational database, found behind countless web applications.",
      hi: "MySQL एक लोकप्रिय ओपन-सोर्स रिलेशनल डेटाबेस है, जो अनगिनत वेब ऐप्लिकेशन के पीछे काम करता है।",
    },
    firstSteps: [
      { en: "Creating databases and tables", hi: "डेटाबेस और टेबल बनाना" },
      { en: "Writing queries", hi: "क्वेरी लिखना" },
      { en: "Joins and constraints", hi: "जॉइन और कंस्ट्रेंट" },
      { en: "Indexes and backups", hi: "इंडेक्स और बैकअप" },
    ],
  },
  {
    name: "PHP",
    brand: "php",
    summary: {
      en: "PHP still runs a large share of the web, including WordPress. It is quick to learn and easy to host.",
      hi: "WordPress समेत वेब का बड़ा हिस्सा आज भी PHP पर चलता है। यह जल्दी सीखी जाती है और इसे होस्ट करना आसान है।",
    },
    firstSteps: [
      { en: "Syntax, variables and arrays", hi: "सिंटैक्स, वेरिएबल और ऐरे" },
      { en: "Handling forms", hi: "फ़ॉर्म हैंडल करना" },
      { en: "Sessions and cookies", hi: "सेशन और कुकीज़" },
      { en: "Working with MySQL", hi: "MySQL के साथ काम करना" },
    ],
  },
  {
    name: "PostgreSQL",
    brand: "postgresql",
    summary: {
      en: "PostgreSQL is a powerful open-source relational database known for reliability and advanced SQL features.",
      hi: "PostgreSQL एक दमदार ओपन-सोर्स रिलेशनल डेटाबेस है, जो अपनी भरोसेमंदी और एडवांस्ड SQL फ़ीचर्स के लिए जाना जाता है।",
    },
    firstSteps: [
      { en: "Tables, types and constraints", hi: "टेबल, टाइप और कंस्ट्रेंट" },
      { en: "Queries and joins", hi: "क्वेरी और जॉइन" },
      { en: "Indexes and query plans", hi: "इंडेक्स और क्वेरी प्लान" },
      { en: "Transactions", hi: "ट्रांज़ैक्शन" },
    ],
  },
  {
    name: "RDBMS",
    summary: {
      en: "A relational database management system stores data in related tables and keeps it consistent with keys and constraints.",
      hi: "रिलेशनल डेटाबेस मैनेजमेंट सिस्टम डेटा को आपस में जुड़ी टेबल्स में रखता है और कीज़ व कंस्ट्रेंट्स से उसे सही और एक-सा बनाए रखता है।",
    },
    firstSteps: [
      { en: "Tables, rows and keys", hi: "टेबल, रो और कीज़" },
      { en: "Relationships between tables", hi: "टेबल्स के बीच रिलेशनशिप" },
      { en: "SQL queries", hi: "SQL क्वेरी" },
      { en: "Normalisation", hi: "नॉर्मलाइज़ेशन" },
    ],
  },
  {
    name: "Ruby on Rails",
    brand: "rubyonrails",
    summary: {
      en: "Rails is a Ruby web framework that favours convention over configuration, letting small teams build full products quickly.",
      hi: "Rails, Ruby का वेब फ़्रेमवर्क है जो कॉन्फ़िगरेशन से ज़्यादा कन्वेंशन को तरजीह देता है, जिससे छोटी टीमें भी पूरे प्रोडक्ट जल्दी बना लेती हैं।",
    },
    firstSteps: [
      { en: "Ruby basics", hi: "Ruby की बुनियादी बातें" },
      { en: "MVC and routing", hi: "MVC और रूटिंग" },
      { en: "Active Record models", hi: "Active Record मॉडल" },
      { en: "Building a CRUD app", hi: "CRUD ऐप बनाना" },
    ],
  },
  {
    name: "Spring Boot",
    brand: "springboot",
    roadmapSlug: "java-programming",
    summary: {
      en: "Spring Boot is the standard way to build Java backends and REST APIs, used widely by product and service companies.",
      hi: "Spring Boot, Java बैकएंड और REST API बनाने का स्टैंडर्ड तरीक़ा है, जिसे प्रोडक्ट और सर्विस कंपनियाँ बड़े पैमाने पर इस्तेमाल करती हैं।",
    },
    firstSteps: [
      { en: "Core Java and Maven", hi: "Core Java और Maven" },
      { en: "Controllers and REST endpoints", hi: "कंट्रोलर और REST एंडपॉइंट" },
      { en: "Spring Data JPA", hi: "Spring Data JPA से डेटाबेस का काम" },
      { en: "Validation and exception handling", hi: "वैलिडेशन और एक्सेप्शन हैंडलिंग" },
    ],
  },
  {
    name: "Swift",
    brand: "swift",
    summary: {
      en: "Swift is Apple's modern, safe language for iPhone, iPad and Mac apps.",
      hi: "Swift, iPhone, iPad और Mac ऐप्स के लिए Apple की आधुनिक और सुरक्षित भाषा है।",
    },
    firstSteps: [
      { en: "Constants, variables and optionals", hi: "कॉन्स्टेंट, वेरिएबल और ऑप्शनल" },
      { en: "Functions and closures", hi: "फ़ंक्शन और क्लोज़र" },
      { en: "Structs, classes and protocols", hi: "स्ट्रक्ट, क्लास और प्रोटोकॉल" },
      { en: "A first SwiftUI screen", hi: "SwiftUI की पहली स्क्रीन" },
    ],
  },
  {
    name: "Tailwind",
    brand: "tailwindcss",
    roadmapSlug: "full-stack-development",
    summary: {
      en: "Tailwind CSS styles pages with small utility classes right in the markup, keeping designs consistent without long stylesheets.",
      hi: "Tailwind CSS छोटी-छोटी यूटिलिटी क्लासेस से सीधे मार्कअप में ही पेज को स्टाइल करता है, जिससे लंबी स्टाइलशीट के बिना भी डिज़ाइन एक-सा रहता है।",
    },
    firstSteps: [
      { en: "Utility classes for spacing and colour", hi: "स्पेसिंग और रंग के लिए यूटिलिटी क्लासेस" },
      { en: "Responsive prefixes", hi: "रिस्पॉन्सिव प्रीफ़िक्स" },
      { en: "Flex and grid utilities", hi: "फ़्लेक्स और ग्रिड यूटिलिटीज़" },
      { en: "Customising the theme", hi: "थीम को अपने हिसाब से बदलना" },
    ],
  },
  {
    name: "UI & UX",
    summary: {
      en: "UI design is how a product looks; UX is how it feels to use. Together they decide whether people enjoy your software.",
      hi: "UI डिज़ाइन तय करता है कि प्रोडक्ट कैसा दिखता है; UX तय करता है कि उसे इस्तेमाल करना कैसा लगता है। दोनों मिलकर तय करते हैं कि लोगों को आपका सॉफ़्टवेयर पसंद आएगा या नहीं।",
    },
    firstSteps: [
      { en: "Design principles and typography", hi: "डिज़ाइन के सिद्धांत और टाइपोग्राफ़ी" },
      { en: "User research and personas", hi: "यूज़र रिसर्च और पर्सोना" },
      { en: "Wireframes and prototypes in Figma", hi: "Figma में वायरफ़्रेम और प्रोटोटाइप" },
      { en: "Accessibility basics", hi: "एक्सेसिबिलिटी की बुनियादी बातें" },
    ],
  },
];

export const noteCategories: NoteCategory[] = z
  .array(noteCategorySchema)
  .length(42)
  .superRefine((list, ctx) => {
    const slugs = new Set<string>(roadmaps.map((r) => r.slug));
    for (const c of list) {
      if (c.roadmapSlug && !slugs.has(c.roadmapSlug)) {
        ctx.addIssue({ code: "custom", message: `${c.name}: unknown roadmap ${c.roadmapSlug}` });
      }
    }
    if (new Set(list.map((c) => c.name.toLowerCase())).size !== list.length) {
      ctx.addIssue({ code: "custom", message: "category names must be unique, ignoring case" });
    }
    if (list.some((c, i) => c.name !== NOTE_CATEGORY_NAMES[i])) {
      ctx.addIssue({ code: "custom", message: "categories must follow NOTE_CATEGORY_NAMES" });
    }
  })
  .parse(CATEGORIES.map(category));

/** The category whose segment is exactly `segment` (decoded, underscores for spaces), or null. */
export function getCategoryBySegment(segment: string): NoteCategory | null {
  return noteCategories.find((c) => categorySegment(c.name) === segment) ?? null;
}

/** A piece of copy in both languages that must keep a placeholder ("{category}") in each. */
const withPlaceholder = (name: string) =>
  textSchema.refine((t) => t.en.includes(`{${name}}`) && t.hi.includes(`{${name}}`), {
    message: `needs {${name}} in both languages`,
  });

/**
 * Copy of the catalogue and category pages, in English and Hindi. "{category}", "{count}",
 * "{total}" are filled in. Category names stay as they are: they are what students call them.
 */
export const notesPage = z
  .object({
    title: textSchema,
    tagline: textSchema,
    description: textSchema,
    searchLabel: textSchema,
    searchPlaceholder: textSchema,
    cardLink: withPlaceholder("category"),
    countAll: withPlaceholder("total"),
    countSome: withPlaceholder("count"),
    emptyMessage: textSchema,
    category: z.object({
      backLabel: textSchema,
      /** The page's h1: the name alone in English (as the spec has it), with a word in Hindi. */
      heading: withPlaceholder("category"),
      metaTitle: withPlaceholder("category"),
      firstStepsTitle: textSchema,
      firstStepsLead: textSchema,
      roadmapTitle: textSchema,
      roadmapText: withPlaceholder("roadmap"),
      roadmapLabel: withPlaceholder("roadmap"),
      mentorText: textSchema,
      mentorLabel: textSchema,
      mentorHref: z.string().startsWith("/"),
    }),
  })
  .parse({
    title: { en: "Notes", hi: "नोट्स" },
    tagline: {
      en: "Explore 20+ topics, from C++ and Python to cloud, security and design, and master them one step at a time.",
      hi: "C++ और Python से लेकर क्लाउड, सिक्योरिटी और डिज़ाइन तक, 20+ विषय देखें और उन्हें एक-एक क़दम करके सीखें।",
    },
    description: {
      en: "Free study notes from Coder House on 42 topics: programming languages, web development, databases, data science, cloud, security and design, each with what to learn first.",
      hi: "Coder House के 42 विषयों पर मुफ़्त स्टडी नोट्स: प्रोग्रामिंग भाषाएँ, वेब डेवलपमेंट, डेटाबेस, डेटा साइंस, क्लाउड, सिक्योरिटी और डिज़ाइन, हर विषय में पहले क्या सीखें।",
    },
    searchLabel: { en: "Search courses", hi: "कोर्स खोजें" },
    searchPlaceholder: { en: "Search for a course...", hi: "कोर्स का नाम लिखें..." },
    cardLink: { en: "Explore more on {category}!", hi: "{category} के बारे में और जानें!" },
    countAll: { en: "Showing all {total} courses", hi: "सभी {total} कोर्स दिख रहे हैं" },
    countSome: {
      en: "Showing {count} of {total} courses",
      hi: "{total} में से {count} कोर्स दिख रहे हैं",
    },
    emptyMessage: { en: "No matching courses found", hi: "इस नाम का कोई कोर्स नहीं मिला" },
    category: {
      backLabel: { en: "Back to all notes", hi: "सभी नोट्स पर वापस जाएँ" },
      heading: { en: "{category}", hi: "{category} नोट्स" },
      metaTitle: { en: "{category} Notes", hi: "{category} के नोट्स" },
      firstStepsTitle: { en: "What to learn first", hi: "पहले क्या सीखें" },
      firstStepsLead: {
        en: "Take these in order; each step builds on the one before.",
        hi: "इन्हें इसी क्रम में सीखें; हर क़दम पिछले पर टिका है।",
      },
      roadmapTitle: { en: "Follow the full roadmap", hi: "पूरा रोडमैप देखें" },
      roadmapText: {
        en: "Our {roadmap} roadmap lays out every stage with its topics and how long it usually takes.",
        hi: "हमारा {roadmap} रोडमैप हर पड़ाव, उसके विषय और उसमें आम तौर पर लगने वाला समय बताता है।",
      },
      roadmapLabel: { en: "See the {roadmap} roadmap", hi: "{roadmap} रोडमैप देखें" },
      mentorText: {
        en: "Stuck, or not sure where to go next? A two-hour session with a mentor can get you moving again.",
        hi: "कहीं अटक गए, या समझ नहीं आ रहा कि आगे क्या करें? मेंटर के साथ दो घंटे का एक सेशन आपको फिर से आगे बढ़ा सकता है।",
      },
      mentorLabel: { en: "Book a mentorship session", hi: "मेंटरशिप सेशन बुक करें" },
      mentorHref: "/mentorship-module",
    },
  });
