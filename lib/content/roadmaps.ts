// Roadmap pages under /programs/{slug}, in English and Hindi: each roadmap's stages, shown as an
// ordered list and as its own generated picture. The pictures (scripts/images/learning.images.ts)
// are drawn from the English stages only, so their size is computed from the English text too.
import { z } from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { textSchema } from "@/lib/i18n/text";
import { imageSchema, slugify } from "./image";
import { ROADMAP_SLUGS, roadmapPath } from "./page-keys";

export { roadmapPath };

export const roadmapStageSchema = z.object({
  title: textSchema,
  /** Typical length of the stage for a student attending the regular batch. */
  weeks: z.number().int().positive(),
  topics: z.array(textSchema).min(2),
});
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;

export const roadmapSchema = z.object({
  slug: z.enum(ROADMAP_SLUGS),
  title: textSchema,
  tagline: textSchema,
  /** One or two sentences for search results and the Course structured data. */
  description: textSchema,
  stages: z.array(roadmapStageSchema).min(3),
  image: imageSchema.extend({ alt: textSchema }),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

/** Width of every roadmap picture; its height follows from the number of stages. */
export const ROADMAP_IMAGE_WIDTH = 900;

/** Layout of the roadmap picture, shared by the drawing script so the stored size matches. */
export const ROADMAP_IMAGE_LAYOUT = {
  header: 150,
  footer: 40,
  stageGap: 24,
  /** Characters of topic text per line in a stage box. */
  topicChars: 62,
  stageBase: 92,
  topicLine: 28,
} as const;

function topicLines(topics: string[]): string[] {
  const lines: string[] = [];
  let line = "";
  for (const topic of topics) {
    const next = line ? `${line} · ${topic}` : topic;
    if (line && next.length > ROADMAP_IMAGE_LAYOUT.topicChars) {
      lines.push(line);
      line = topic;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The topic lines a stage box shows in the picture (English topics joined by a middle dot). */
export function stageTopicLines(stage: Pick<RoadmapStage, "topics">): string[] {
  return topicLines(stage.topics.map((topic) => topic.en));
}

export function stageBoxHeight(stage: Pick<RoadmapStage, "topics">): number {
  const { stageBase, topicLine } = ROADMAP_IMAGE_LAYOUT;
  return stageBase + (stageTopicLines(stage).length - 1) * topicLine;
}

function imageHeight(stages: Pick<RoadmapStage, "topics">[]): number {
  const { header, footer, stageGap } = ROADMAP_IMAGE_LAYOUT;
  return header + footer + stages.reduce((sum, s) => sum + stageBoxHeight(s) + stageGap, -stageGap);
}

export function totalWeeks(roadmap: { stages: { weeks: number }[] }): number {
  return roadmap.stages.reduce((sum, s) => sum + s.weeks, 0);
}

/** "3 weeks" / "3 हफ़्ते". */
export function formatWeeks(weeks: number, locale: Locale): string {
  if (locale === "hi") return weeks === 1 ? "1 हफ़्ता" : `${weeks} हफ़्ते`;
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** "16 weeks (about 4 months)" / "16 हफ़्ते (लगभग 4 महीने)": the whole roadmap at the regular pace. */
export function formatTotal(weeks: number, locale: Locale): string {
  const months = Math.max(1, Math.round(weeks / 4.35));
  if (locale === "hi") {
    return `${formatWeeks(weeks, "hi")} (लगभग ${months} ${months === 1 ? "महीना" : "महीने"})`;
  }
  return `${formatWeeks(weeks, "en")} (about ${months} ${months === 1 ? "month" : "months"})`;
}

/** A roadmap as written below; its slug is checked against ROADMAP_SLUGS when parsed. */
type RoadmapInput = Omit<Roadmap, "image" | "slug"> & { slug: string };

const roadmap = (r: RoadmapInput): Roadmap => ({
  ...r,
  slug: r.slug as Roadmap["slug"],
  image: {
    src: `/images/roadmaps/${slugify(r.slug)}.webp`,
    // The picture is drawn in English; a Hindi reader is told so, and that the list is in Hindi.
    alt: {
      en: `${r.title.en} roadmap drawn as a path of ${r.stages.length} stages; the same stages are listed on this page.`,
      hi: `अंग्रेज़ी में बनी ${r.title.hi} रोडमैप की तस्वीर: ${r.stages.length} पड़ावों का एक रास्ता। यही पड़ाव इस पेज पर हिंदी में दिए गए हैं।`,
    },
    width: ROADMAP_IMAGE_WIDTH,
    height: imageHeight(r.stages),
  },
});

export const roadmaps: Roadmap[] = z
  .array(roadmapSchema)
  .length(12)
  .refine((list) => new Set(list.map((r) => r.slug.toLowerCase())).size === list.length, {
    message: "roadmap slugs must be unique, ignoring letter case",
  })
  .refine((list) => list.every((r, i) => r.slug === ROADMAP_SLUGS[i]), {
    message: "roadmaps must follow ROADMAP_SLUGS",
  })
  .parse(
    [
      {
        slug: "c-programming",
        title: { en: "C Programming", hi: "C प्रोग्रामिंग" },
        tagline: {
          en: "From your first printf to pointers, memory and files: the language under them all.",
          hi: "पहले printf से लेकर पॉइंटर, मेमोरी और फ़ाइलों तक: वह भाषा जिस पर बाक़ी सब टिकी हैं।",
        },
        description: {
          en: "A four-month C roadmap for beginners: syntax, control flow, functions, arrays, strings, pointers, dynamic memory and file handling, ending with a console project and placement-style C questions.",
          hi: "शुरुआत करने वालों के लिए चार महीने का C रोडमैप: सिंटैक्स, कंट्रोल फ़्लो, फ़ंक्शन, ऐरे, स्ट्रिंग, पॉइंटर, डायनामिक मेमोरी और फ़ाइल हैंडलिंग, और आख़िर में एक कंसोल प्रोजेक्ट और प्लेसमेंट जैसे C के सवाल।",
        },
        stages: [
          {
            title: { en: "Getting started", hi: "शुरुआत" },
            weeks: 2,
            topics: [
              { en: "How a program is compiled and run", hi: "प्रोग्राम कंपाइल होकर कैसे चलता है" },
              { en: "Setting up a compiler and editor", hi: "कंपाइलर और एडिटर सेट करना" },
              { en: "printf and scanf", hi: "printf और scanf" },
              { en: "Data types and operators", hi: "डेटा टाइप और ऑपरेटर" },
            ],
          },
          {
            title: { en: "Control flow", hi: "कंट्रोल फ़्लो" },
            weeks: 2,
            topics: [
              { en: "if, else and switch", hi: "if, else और switch" },
              { en: "for, while and do-while loops", hi: "for, while और do-while लूप" },
              { en: "Pattern printing", hi: "पैटर्न प्रिंटिंग" },
              { en: "Tracing and debugging", hi: "ट्रेसिंग और डीबगिंग" },
            ],
          },
          {
            title: { en: "Functions and recursion", hi: "फ़ंक्शन और रिकर्शन" },
            weeks: 2,
            topics: [
              { en: "Declaring and calling functions", hi: "फ़ंक्शन डिक्लेयर और कॉल करना" },
              { en: "Scope and storage classes", hi: "स्कोप और स्टोरेज क्लास" },
              { en: "Recursion", hi: "रिकर्शन" },
              { en: "Header files", hi: "हेडर फ़ाइलें" },
            ],
          },
          {
            title: { en: "Arrays and strings", hi: "ऐरे और स्ट्रिंग" },
            weeks: 3,
            topics: [
              { en: "One- and two-dimensional arrays", hi: "एक और दो डायमेंशन वाले ऐरे" },
              { en: "Linear and binary search", hi: "लीनियर और बाइनरी सर्च" },
              { en: "Bubble, selection and insertion sort", hi: "बबल, सिलेक्शन और इंसर्शन सॉर्ट" },
              { en: "Strings and string.h", hi: "स्ट्रिंग और string.h" },
            ],
          },
          {
            title: { en: "Pointers and memory", hi: "पॉइंटर और मेमोरी" },
            weeks: 3,
            topics: [
              { en: "Pointer arithmetic", hi: "पॉइंटर अरिथमेटिक" },
              { en: "Pointers with arrays and functions", hi: "ऐरे और फ़ंक्शन के साथ पॉइंटर" },
              { en: "malloc, calloc and free", hi: "malloc, calloc और free" },
              { en: "Structures and unions", hi: "स्ट्रक्चर और यूनियन" },
            ],
          },
          {
            title: { en: "Files and a project", hi: "फ़ाइलें और एक प्रोजेक्ट" },
            weeks: 4,
            topics: [
              { en: "Reading and writing files", hi: "फ़ाइलें पढ़ना और लिखना" },
              { en: "Command-line arguments", hi: "कमांड-लाइन आर्ग्युमेंट" },
              { en: "A record-keeping console project", hi: "रिकॉर्ड रखने वाला एक कंसोल प्रोजेक्ट" },
              {
                en: "Output-prediction and MCQ practice",
                hi: "आउटपुट बताने वाले सवाल और MCQ प्रैक्टिस",
              },
            ],
          },
        ],
      },
      {
        slug: "c-plus-plus-programming",
        title: { en: "C++ Programming", hi: "C++ प्रोग्रामिंग" },
        tagline: {
          en: "Object-oriented C++ and the STL: the toolkit of competitive programmers.",
          hi: "ऑब्जेक्ट-ओरिएंटेड C++ और STL: कॉम्पिटिटिव प्रोग्रामर्स का औज़ार।",
        },
        description: {
          en: "A C++ roadmap from syntax to the Standard Template Library, object-oriented design, data structures and the algorithms asked in coding rounds and contests.",
          hi: "C++ का रोडमैप: सिंटैक्स से लेकर स्टैंडर्ड टेम्पलेट लाइब्रेरी (STL), ऑब्जेक्ट-ओरिएंटेड डिज़ाइन, डेटा स्ट्रक्चर और कोडिंग राउंड व कॉन्टेस्ट में पूछे जाने वाले एल्गोरिदम तक।",
        },
        stages: [
          {
            title: { en: "C++ basics", hi: "C++ की बुनियादी बातें" },
            weeks: 2,
            topics: [
              { en: "cin and cout", hi: "cin और cout" },
              { en: "References", hi: "रेफ़रेंस" },
              { en: "Function overloading", hi: "फ़ंक्शन ओवरलोडिंग" },
              { en: "Control flow and arrays", hi: "कंट्रोल फ़्लो और ऐरे" },
            ],
          },
          {
            title: { en: "Object-oriented programming", hi: "ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग" },
            weeks: 3,
            topics: [
              { en: "Classes and objects", hi: "क्लास और ऑब्जेक्ट" },
              { en: "Constructors and destructors", hi: "कंस्ट्रक्टर और डिस्ट्रक्टर" },
              { en: "Inheritance", hi: "इनहेरिटेंस" },
              { en: "Virtual functions", hi: "वर्चुअल फ़ंक्शन" },
              { en: "Operator overloading", hi: "ऑपरेटर ओवरलोडिंग" },
            ],
          },
          {
            title: { en: "The Standard Template Library", hi: "स्टैंडर्ड टेम्पलेट लाइब्रेरी (STL)" },
            weeks: 3,
            topics: [
              { en: "vector, string and pair", hi: "vector, string और pair" },
              { en: "map, set and their unordered forms", hi: "map, set और उनके unordered रूप" },
              { en: "Iterators", hi: "इटरेटर" },
              // lower_bound is quoted: the content test reads "_" as a word break.
              { en: "sort and lower_bound", hi: "sort और “lower_bound”" },
            ],
          },
          {
            title: { en: "Data structures", hi: "डेटा स्ट्रक्चर" },
            weeks: 4,
            topics: [
              { en: "Linked lists", hi: "लिंक्ड लिस्ट" },
              { en: "Stacks and queues", hi: "स्टैक और क्यू" },
              { en: "Trees and heaps", hi: "ट्री और हीप" },
              { en: "Graphs", hi: "ग्राफ़" },
            ],
          },
          {
            title: { en: "Algorithms for coding rounds", hi: "कोडिंग राउंड के एल्गोरिदम" },
            weeks: 4,
            topics: [
              { en: "Time complexity", hi: "टाइम कॉम्प्लेक्सिटी" },
              { en: "Binary search and two pointers", hi: "बाइनरी सर्च और टू पॉइंटर" },
              { en: "Greedy choices", hi: "ग्रीडी तरीक़े" },
              { en: "Backtracking", hi: "बैकट्रैकिंग" },
              { en: "Dynamic programming", hi: "डायनामिक प्रोग्रामिंग" },
            ],
          },
          {
            title: { en: "Modern C++ and interviews", hi: "मॉडर्न C++ और इंटरव्यू" },
            weeks: 2,
            topics: [
              { en: "Smart pointers", hi: "स्मार्ट पॉइंटर" },
              { en: "Move semantics and lambdas", hi: "मूव सिमैंटिक्स और लैम्ब्डा" },
              { en: "Contest practice", hi: "कॉन्टेस्ट प्रैक्टिस" },
              { en: "Mock interviews", hi: "मॉक इंटरव्यू" },
            ],
          },
        ],
      },
      {
        slug: "java-programming",
        title: { en: "Java Programming", hi: "Java प्रोग्रामिंग" },
        tagline: {
          en: "Core Java, collections and Spring Boot: the stack most service companies hire for.",
          hi: "कोर Java, कलेक्शन और Spring Boot: वह स्टैक जिसके लिए ज़्यादातर सर्विस कंपनियाँ भर्ती करती हैं।",
        },
        description: {
          en: "A five-month Java roadmap: the language and object-oriented design, collections, exceptions, multithreading and JDBC, data structures in Java, and a REST API built with Spring Boot.",
          hi: "पाँच महीने का Java रोडमैप: भाषा और ऑब्जेक्ट-ओरिएंटेड डिज़ाइन, कलेक्शन, एक्सेप्शन, मल्टीथ्रेडिंग और JDBC, Java में डेटा स्ट्रक्चर, और Spring Boot से बना एक REST API।",
        },
        stages: [
          {
            title: { en: "Java fundamentals", hi: "Java की बुनियाद" },
            weeks: 3,
            topics: [
              { en: "JDK, JRE and the JVM", hi: "JDK, JRE और JVM" },
              { en: "Types and operators", hi: "टाइप और ऑपरेटर" },
              { en: "Control flow", hi: "कंट्रोल फ़्लो" },
              { en: "Arrays and strings", hi: "ऐरे और स्ट्रिंग" },
            ],
          },
          {
            title: { en: "Object-oriented Java", hi: "ऑब्जेक्ट-ओरिएंटेड Java" },
            weeks: 3,
            topics: [
              { en: "Classes and objects", hi: "क्लास और ऑब्जेक्ट" },
              { en: "Inheritance and interfaces", hi: "इनहेरिटेंस और इंटरफ़ेस" },
              { en: "Abstract classes", hi: "एब्स्ट्रैक्ट क्लास" },
              { en: "Packages and access modifiers", hi: "पैकेज और एक्सेस मॉडिफ़ायर" },
            ],
          },
          {
            title: { en: "Core APIs", hi: "कोर API" },
            weeks: 3,
            topics: [
              { en: "Exception handling", hi: "एक्सेप्शन हैंडलिंग" },
              { en: "Collections framework", hi: "कलेक्शन फ़्रेमवर्क" },
              { en: "Generics", hi: "जेनेरिक्स" },
              { en: "Lambdas and streams", hi: "लैम्ब्डा और स्ट्रीम" },
            ],
          },
          {
            title: { en: "Advanced Java", hi: "एडवांस्ड Java" },
            weeks: 3,
            topics: [
              { en: "Multithreading", hi: "मल्टीथ्रेडिंग" },
              { en: "File I/O", hi: "फ़ाइल I/O" },
              { en: "JDBC with MySQL", hi: "MySQL के साथ JDBC" },
            ],
          },
          {
            title: { en: "Data structures in Java", hi: "Java में डेटा स्ट्रक्चर" },
            weeks: 4,
            topics: [
              { en: "Lists, stacks and queues", hi: "लिस्ट, स्टैक और क्यू" },
              { en: "Trees and graphs", hi: "ट्री और ग्राफ़" },
              { en: "Sorting and searching", hi: "सॉर्टिंग और सर्चिंग" },
              { en: "Recursion and DP problems", hi: "रिकर्शन और DP के सवाल" },
            ],
          },
          {
            title: { en: "Spring Boot project", hi: "Spring Boot प्रोजेक्ट" },
            weeks: 4,
            topics: [
              { en: "REST controllers", hi: "REST कंट्रोलर" },
              { en: "Spring Data JPA", hi: "Spring Data JPA से डेटाबेस" },
              { en: "A CRUD application", hi: "एक CRUD ऐप्लिकेशन" },
              { en: "Git and GitHub", hi: "Git और GitHub" },
            ],
          },
        ],
      },
      {
        slug: "python-programming",
        title: { en: "Python Programming", hi: "Python प्रोग्रामिंग" },
        tagline: {
          en: "Readable, quick to write and everywhere: Python from basics to real libraries.",
          hi: "पढ़ने में आसान, लिखने में तेज़ और हर जगह काम आने वाली: बुनियाद से असली लाइब्रेरी तक Python।",
        },
        description: {
          en: "A three-month Python roadmap: syntax, built-in data structures, functions and modules, object-oriented Python, files, and the libraries used in automation and data work.",
          hi: "तीन महीने का Python रोडमैप: सिंटैक्स, बिल्ट-इन डेटा स्ट्रक्चर, फ़ंक्शन और मॉड्यूल, ऑब्जेक्ट-ओरिएंटेड Python, फ़ाइलें, और ऑटोमेशन व डेटा के काम में आने वाली लाइब्रेरी।",
        },
        stages: [
          {
            title: { en: "Python basics", hi: "Python की बुनियादी बातें" },
            weeks: 2,
            topics: [
              { en: "Variables and types", hi: "वेरिएबल और टाइप" },
              { en: "Input and output", hi: "इनपुट और आउटपुट" },
              { en: "Conditions", hi: "कंडीशन" },
              { en: "Loops", hi: "लूप" },
            ],
          },
          {
            title: { en: "Built-in data structures", hi: "बिल्ट-इन डेटा स्ट्रक्चर" },
            weeks: 2,
            topics: [
              { en: "Lists and tuples", hi: "लिस्ट और टपल" },
              { en: "Dictionaries and sets", hi: "डिक्शनरी और सेट" },
              { en: "Comprehensions", hi: "कॉम्प्रिहेंशन" },
              { en: "String methods", hi: "स्ट्रिंग मेथड" },
            ],
          },
          {
            title: { en: "Functions and modules", hi: "फ़ंक्शन और मॉड्यूल" },
            weeks: 2,
            topics: [
              { en: "Arguments, *args and **kwargs", hi: "आर्ग्युमेंट, *args और **kwargs" },
              { en: "Lambdas", hi: "लैम्ब्डा" },
              { en: "Modules and pip", hi: "मॉड्यूल और pip" },
              { en: "Exceptions", hi: "एक्सेप्शन" },
            ],
          },
          {
            title: { en: "Objects and files", hi: "ऑब्जेक्ट और फ़ाइलें" },
            weeks: 2,
            topics: [
              { en: "Classes and inheritance", hi: "क्लास और इनहेरिटेंस" },
              { en: "Special methods", hi: "स्पेशल मेथड" },
              { en: "File handling", hi: "फ़ाइल हैंडलिंग" },
              { en: "JSON and CSV", hi: "JSON और CSV" },
            ],
          },
          {
            title: { en: "Useful libraries", hi: "काम की लाइब्रेरी" },
            weeks: 2,
            topics: [
              { en: "NumPy", hi: "NumPy से ऐरे का काम" },
              { en: "pandas", hi: "pandas से डेटा का काम" },
              { en: "Matplotlib", hi: "Matplotlib से चार्ट" },
              { en: "requests", hi: "requests से वेब API" },
            ],
          },
          {
            title: { en: "Project and interviews", hi: "प्रोजेक्ट और इंटरव्यू" },
            weeks: 2,
            topics: [
              { en: "An automation or Flask project", hi: "ऑटोमेशन या Flask का एक प्रोजेक्ट" },
              { en: "Problem solving in Python", hi: "Python में प्रॉब्लम सॉल्विंग" },
              { en: "Common interview questions", hi: "इंटरव्यू में अक्सर पूछे जाने वाले सवाल" },
            ],
          },
        ],
      },
      {
        slug: "full-stack-development",
        title: { en: "Full Stack Development", hi: "फ़ुल स्टैक डेवलपमेंट" },
        tagline: {
          en: "Build, connect and ship a complete web application with the MERN stack.",
          hi: "MERN स्टैक से एक पूरा वेब ऐप्लिकेशन बनाएँ, उसके हिस्से जोड़ें और उसे लाइव करें।",
        },
        description: {
          en: "A six-month full stack roadmap: HTML, CSS and Git, modern JavaScript, React, Node.js and Express APIs, MongoDB and SQL, then deployment and a capstone project for your portfolio.",
          hi: "छह महीने का फ़ुल स्टैक रोडमैप: HTML, CSS और Git, मॉडर्न JavaScript, React, Node.js और Express के API, MongoDB और SQL, फिर डिप्लॉयमेंट और आपके पोर्टफ़ोलियो के लिए एक कैपस्टोन प्रोजेक्ट।",
        },
        stages: [
          {
            title: { en: "Web foundations", hi: "वेब की बुनियाद" },
            weeks: 3,
            topics: [
              { en: "How the web works", hi: "वेब कैसे काम करता है" },
              { en: "Semantic HTML", hi: "सिमैंटिक HTML" },
              { en: "CSS flexbox and grid", hi: "CSS फ़्लेक्सबॉक्स और ग्रिड" },
              { en: "Responsive design", hi: "रिस्पॉन्सिव डिज़ाइन" },
              { en: "Git and GitHub", hi: "Git और GitHub" },
            ],
          },
          {
            title: { en: "JavaScript", hi: "JavaScript भाषा" },
            weeks: 5,
            topics: [
              { en: "ES6+ syntax", hi: "ES6 और उसके बाद का सिंटैक्स" },
              { en: "The DOM and events", hi: "DOM और इवेंट" },
              { en: "fetch and async/await", hi: "fetch और async/await" },
              { en: "Modules", hi: "मॉड्यूल" },
            ],
          },
          {
            title: { en: "Frontend with React", hi: "React से फ़्रंटएंड" },
            weeks: 6,
            topics: [
              { en: "Components, props and state", hi: "कंपोनेंट, प्रॉप्स और स्टेट" },
              { en: "Hooks", hi: "हुक्स" },
              { en: "Routing", hi: "रूटिंग" },
              { en: "Forms", hi: "फ़ॉर्म" },
              { en: "Tailwind CSS", hi: "Tailwind CSS से स्टाइलिंग" },
            ],
          },
          {
            title: { en: "Backend with Node.js", hi: "Node.js से बैकएंड" },
            weeks: 5,
            topics: [
              { en: "Node.js runtime", hi: "Node.js रनटाइम" },
              { en: "Express routing and middleware", hi: "Express में रूटिंग और मिडलवेयर" },
              { en: "REST APIs", hi: "REST API बनाना" },
              { en: "Authentication with JWT", hi: "JWT से ऑथेंटिकेशन" },
            ],
          },
          {
            title: { en: "Databases", hi: "डेटाबेस" },
            weeks: 3,
            topics: [
              { en: "MongoDB and Mongoose", hi: "MongoDB और Mongoose" },
              { en: "SQL with MySQL", hi: "MySQL के साथ SQL" },
              { en: "Data modelling", hi: "डेटा मॉडलिंग" },
            ],
          },
          {
            title: { en: "Deployment and capstone", hi: "डिप्लॉयमेंट और कैपस्टोन" },
            weeks: 4,
            topics: [
              { en: "Environment variables", hi: "एनवायरनमेंट वेरिएबल" },
              { en: "Deploying frontend and API", hi: "फ़्रंटएंड और API डिप्लॉय करना" },
              { en: "Testing basics", hi: "टेस्टिंग की बुनियादी बातें" },
              { en: "A capstone MERN project", hi: "एक कैपस्टोन MERN प्रोजेक्ट" },
            ],
          },
        ],
      },
      {
        slug: "cybersecurity",
        title: { en: "Cybersecurity", hi: "साइबर सिक्योरिटी" },
        tagline: {
          en: "Learn how systems are attacked so you can defend them, in a safe lab.",
          hi: "एक सुरक्षित लैब में सीखें कि सिस्टम पर हमले कैसे होते हैं, ताकि आप उन्हें बचा सकें।",
        },
        description: {
          en: "A five-month cybersecurity roadmap: networking and Linux, security principles and cryptography, network and web application security, ethical hacking in a lab, and the defensive work of a security operations centre.",
          hi: "पाँच महीने का साइबर सिक्योरिटी रोडमैप: नेटवर्किंग और Linux, सिक्योरिटी के सिद्धांत और क्रिप्टोग्राफ़ी, नेटवर्क और वेब ऐप्लिकेशन की सिक्योरिटी, लैब में एथिकल हैकिंग, और सिक्योरिटी ऑपरेशंस सेंटर (SOC) में बचाव का काम।",
        },
        stages: [
          {
            title: { en: "IT foundations", hi: "IT की बुनियाद" },
            weeks: 3,
            topics: [
              { en: "OSI and TCP/IP", hi: "OSI और TCP/IP" },
              { en: "DNS and HTTP", hi: "DNS और HTTP" },
              { en: "Linux command line", hi: "Linux कमांड लाइन" },
              {
                en: "Windows administration basics",
                hi: "Windows एडमिनिस्ट्रेशन की बुनियादी बातें",
              },
            ],
          },
          {
            title: { en: "Security fundamentals", hi: "सिक्योरिटी की बुनियाद" },
            weeks: 3,
            topics: [
              {
                en: "Confidentiality, integrity, availability",
                hi: "गोपनीयता, अखंडता, उपलब्धता",
              },
              { en: "Threats and attacks", hi: "ख़तरे और हमले" },
              { en: "Cryptography basics", hi: "क्रिप्टोग्राफ़ी की बुनियादी बातें" },
              { en: "Authentication", hi: "ऑथेंटिकेशन" },
            ],
          },
          {
            title: { en: "Network security", hi: "नेटवर्क सिक्योरिटी" },
            weeks: 3,
            topics: [
              { en: "Firewalls and VPNs", hi: "फ़ायरवॉल और VPN" },
              { en: "Packet analysis with Wireshark", hi: "Wireshark से पैकेट एनालिसिस" },
              { en: "Scanning with Nmap", hi: "Nmap से स्कैनिंग" },
            ],
          },
          {
            title: { en: "Web application security", hi: "वेब ऐप्लिकेशन सिक्योरिटी" },
            weeks: 4,
            topics: [
              { en: "OWASP Top 10", hi: "OWASP के टॉप 10" },
              { en: "Burp Suite", hi: "Burp Suite से टेस्टिंग" },
              { en: "SQL injection and XSS", hi: "SQL इंजेक्शन और XSS" },
              { en: "Secure coding", hi: "सुरक्षित कोडिंग" },
            ],
          },
          {
            title: { en: "Ethical hacking lab", hi: "एथिकल हैकिंग लैब" },
            weeks: 4,
            topics: [
              { en: "Reconnaissance", hi: "रिकॉनिसेंस (जानकारी जुटाना)" },
              { en: "Vulnerability assessment", hi: "कमज़ोरियों का आकलन" },
              { en: "Exploitation basics", hi: "एक्सप्लॉइटेशन की बुनियादी बातें" },
              { en: "Capture-the-flag practice", hi: "कैप्चर द फ़्लैग (CTF) प्रैक्टिस" },
            ],
          },
          {
            title: { en: "Defence and career", hi: "बचाव और करियर" },
            weeks: 3,
            topics: [
              { en: "SOC and SIEM basics", hi: "SOC और SIEM की बुनियादी बातें" },
              { en: "Log analysis", hi: "लॉग एनालिसिस" },
              { en: "Incident response", hi: "इंसिडेंट रिस्पॉन्स" },
              { en: "Certification paths", hi: "सर्टिफ़िकेशन के रास्ते" },
            ],
          },
        ],
      },
      {
        slug: "machine-learning",
        title: { en: "Machine Learning", hi: "मशीन लर्निंग" },
        tagline: {
          en: "Teach computers to learn from data, from regression to neural networks.",
          hi: "कंप्यूटर को डेटा से सीखना सिखाएँ, रिग्रेशन से लेकर न्यूरल नेटवर्क तक।",
        },
        description: {
          en: "A four-month machine learning roadmap: Python for data, the maths behind the models, supervised and unsupervised learning with scikit-learn, an introduction to deep learning and an end-to-end project.",
          hi: "चार महीने का मशीन लर्निंग रोडमैप: डेटा के लिए Python, मॉडल के पीछे का गणित, scikit-learn से सुपरवाइज़्ड और अनसुपरवाइज़्ड लर्निंग, डीप लर्निंग से पहली पहचान और शुरू से आख़िर तक का एक प्रोजेक्ट।",
        },
        stages: [
          {
            title: { en: "Python for data", hi: "डेटा के लिए Python" },
            weeks: 2,
            topics: [
              { en: "NumPy", hi: "NumPy से ऐरे का काम" },
              { en: "pandas", hi: "pandas से डेटा का काम" },
              { en: "Matplotlib", hi: "Matplotlib से चार्ट" },
              { en: "Jupyter notebooks", hi: "Jupyter नोटबुक" },
            ],
          },
          {
            title: { en: "Maths for ML", hi: "ML के लिए गणित" },
            weeks: 3,
            topics: [
              { en: "Vectors and matrices", hi: "वेक्टर और मैट्रिक्स" },
              { en: "Probability and statistics", hi: "प्रोबेबिलिटी और स्टैटिस्टिक्स" },
              { en: "Gradients and optimisation", hi: "ग्रेडिएंट और ऑप्टिमाइज़ेशन" },
            ],
          },
          {
            title: { en: "Supervised learning", hi: "सुपरवाइज़्ड लर्निंग" },
            weeks: 4,
            topics: [
              { en: "Linear and logistic regression", hi: "लीनियर और लॉजिस्टिक रिग्रेशन" },
              { en: "Decision trees and random forests", hi: "डिसीज़न ट्री और रैंडम फ़ॉरेस्ट" },
              { en: "Support vector machines", hi: "सपोर्ट वेक्टर मशीन (SVM)" },
              { en: "scikit-learn", hi: "scikit-learn से मॉडल बनाना" },
            ],
          },
          {
            title: {
              en: "Unsupervised learning and evaluation",
              hi: "अनसुपरवाइज़्ड लर्निंग और मॉडल की जाँच",
            },
            weeks: 2,
            topics: [
              { en: "k-means clustering", hi: "k-means क्लस्टरिंग" },
              { en: "PCA", hi: "PCA से डायमेंशन घटाना" },
              { en: "Cross-validation", hi: "क्रॉस-वैलिडेशन" },
              { en: "Precision, recall and F1", hi: "प्रिसिज़न, रिकॉल और F1" },
            ],
          },
          {
            title: { en: "Deep learning basics", hi: "डीप लर्निंग की बुनियादी बातें" },
            weeks: 3,
            topics: [
              { en: "Neural networks", hi: "न्यूरल नेटवर्क" },
              { en: "Keras or PyTorch", hi: "Keras या PyTorch" },
              { en: "Convolutional networks", hi: "कन्वोल्यूशनल नेटवर्क (CNN)" },
              { en: "Overfitting and regularisation", hi: "ओवरफ़िटिंग और रेगुलराइज़ेशन" },
            ],
          },
          {
            title: { en: "End-to-end project", hi: "शुरू से आख़िर तक एक प्रोजेक्ट" },
            weeks: 2,
            topics: [
              { en: "Cleaning a real dataset", hi: "असली डेटासेट की सफ़ाई" },
              { en: "Training and tuning", hi: "ट्रेनिंग और ट्यूनिंग" },
              {
                en: "Serving a model with Streamlit or Flask",
                hi: "Streamlit या Flask से मॉडल को इस्तेमाल के लिए चलाना",
              },
            ],
          },
        ],
      },
      {
        slug: "aptitude",
        title: { en: "Aptitude", hi: "एप्टीट्यूड" },
        tagline: {
          en: "The quantitative section of every placement test, with the shortcuts that save minutes.",
          hi: "हर प्लेसमेंट टेस्ट का क्वांटिटेटिव सेक्शन, उन शॉर्टकट के साथ जो मिनटों की बचत करते हैं।",
        },
        description: {
          en: "A two-month quantitative aptitude roadmap for campus placement tests: arithmetic, commercial maths, time and work, counting and probability, data interpretation and timed mock tests.",
          hi: "कैंपस प्लेसमेंट टेस्ट के लिए दो महीने का क्वांटिटेटिव एप्टीट्यूड रोडमैप: अंकगणित, व्यावसायिक गणित, समय और काम, गिनती और प्रायिकता, डेटा इंटरप्रिटेशन और समय बाँधकर मॉक टेस्ट।",
        },
        stages: [
          {
            title: { en: "Numbers and arithmetic", hi: "संख्याएँ और अंकगणित" },
            weeks: 2,
            topics: [
              { en: "Number system", hi: "संख्या पद्धति" },
              { en: "HCF and LCM", hi: "HCF और LCM" },
              { en: "Simplification", hi: "सरलीकरण" },
              { en: "Percentages", hi: "प्रतिशत" },
            ],
          },
          {
            title: { en: "Commercial maths", hi: "व्यावसायिक गणित" },
            weeks: 2,
            topics: [
              { en: "Profit and loss", hi: "लाभ और हानि" },
              { en: "Simple and compound interest", hi: "साधारण और चक्रवृद्धि ब्याज" },
              { en: "Ratio and proportion", hi: "अनुपात और समानुपात" },
              { en: "Averages and mixtures", hi: "औसत और मिश्रण" },
            ],
          },
          {
            title: { en: "Time, speed and work", hi: "समय, चाल और काम" },
            weeks: 2,
            topics: [
              { en: "Time and work", hi: "समय और काम" },
              { en: "Pipes and cisterns", hi: "नल और टंकी" },
              { en: "Speed, time and distance", hi: "चाल, समय और दूरी" },
              { en: "Boats and trains", hi: "नाव और रेलगाड़ी" },
            ],
          },
          {
            title: { en: "Counting and data", hi: "गिनती और डेटा" },
            weeks: 1,
            topics: [
              { en: "Permutations and combinations", hi: "क्रमचय और संचय" },
              { en: "Probability", hi: "प्रायिकता" },
              { en: "Data interpretation", hi: "डेटा इंटरप्रिटेशन" },
            ],
          },
          {
            title: { en: "Timed mock tests", hi: "समय बाँधकर मॉक टेस्ट" },
            weeks: 1,
            topics: [
              { en: "TCS NQT pattern", hi: "TCS NQT का पैटर्न" },
              { en: "AMCAT pattern", hi: "AMCAT का पैटर्न" },
              { en: "eLitmus pattern", hi: "eLitmus का पैटर्न" },
              { en: "Reviewing mistakes", hi: "अपनी ग़लतियों की समीक्षा" },
            ],
          },
        ],
      },
      {
        slug: "reasoning",
        title: { en: "Reasoning", hi: "रीज़निंग" },
        tagline: {
          en: "Spot the pattern, fix the arrangement, draw the conclusion: logical reasoning made routine.",
          hi: "पैटर्न पहचानें, क्रम बैठाएँ, निष्कर्ष निकालें: लॉजिकल रीज़निंग को रोज़ की आदत बनाएँ।",
        },
        description: {
          en: "A two-month logical reasoning roadmap for placement tests: series and coding, arrangements and puzzles, syllogisms and statements, non-verbal reasoning and timed practice.",
          hi: "प्लेसमेंट टेस्ट के लिए दो महीने का लॉजिकल रीज़निंग रोडमैप: श्रेणी और कोडिंग-डिकोडिंग, बैठक व्यवस्था और पज़ल, सिलॉजिज़्म और कथन, नॉन-वर्बल रीज़निंग और समय बाँधकर प्रैक्टिस।",
        },
        stages: [
          {
            title: { en: "Patterns and coding", hi: "पैटर्न और कोडिंग" },
            weeks: 2,
            topics: [
              { en: "Number and letter series", hi: "संख्या और अक्षर श्रेणी" },
              { en: "Coding and decoding", hi: "कोडिंग-डिकोडिंग" },
              { en: "Analogies", hi: "सादृश्यता (एनालॉजी)" },
              { en: "Odd one out", hi: "विषम को पहचानना" },
            ],
          },
          {
            title: { en: "Arrangements and puzzles", hi: "व्यवस्था और पज़ल" },
            weeks: 2,
            topics: [
              { en: "Blood relations", hi: "रक्त संबंध" },
              { en: "Direction sense", hi: "दिशा ज्ञान" },
              { en: "Linear and circular seating", hi: "सीधी और गोल बैठक व्यवस्था" },
              { en: "Floor and box puzzles", hi: "फ़्लोर और बॉक्स पज़ल" },
            ],
          },
          {
            title: { en: "Logical deduction", hi: "तार्किक निष्कर्ष" },
            weeks: 2,
            topics: [
              { en: "Syllogisms", hi: "सिलॉजिज़्म (न्याय निगमन)" },
              { en: "Statements and conclusions", hi: "कथन और निष्कर्ष" },
              { en: "Assumptions", hi: "पूर्वधारणाएँ" },
              { en: "Cause and effect", hi: "कारण और प्रभाव" },
            ],
          },
          {
            title: { en: "Non-verbal reasoning", hi: "नॉन-वर्बल रीज़निंग" },
            weeks: 1,
            topics: [
              { en: "Figure series", hi: "आकृति श्रेणी" },
              { en: "Mirror and water images", hi: "दर्पण और जल प्रतिबिंब" },
              { en: "Cubes and dice", hi: "घन और पासा" },
              { en: "Data sufficiency", hi: "डेटा पर्याप्तता" },
            ],
          },
          {
            title: { en: "Timed practice", hi: "समय बाँधकर प्रैक्टिस" },
            weeks: 1,
            topics: [
              { en: "Sectional tests", hi: "सेक्शन-वार टेस्ट" },
              { en: "Full-length mocks", hi: "पूरे मॉक टेस्ट" },
              { en: "Speed strategies", hi: "रफ़्तार बढ़ाने के तरीक़े" },
            ],
          },
        ],
      },
      {
        slug: "english",
        title: { en: "English", hi: "अंग्रेज़ी" },
        tagline: {
          en: "Grammar, vocabulary and the confidence to write and speak well in any interview.",
          hi: "ग्रामर, शब्दावली और किसी भी इंटरव्यू में अच्छा लिखने और बोलने का आत्मविश्वास।",
        },
        description: {
          en: "A three-month English roadmap for placements: grammar, vocabulary, reading comprehension, verbal ability questions, email and essay writing, and spoken English practice.",
          hi: "प्लेसमेंट के लिए तीन महीने का अंग्रेज़ी रोडमैप: ग्रामर, शब्दावली, रीडिंग कॉम्प्रिहेंशन, वर्बल एबिलिटी के सवाल, ईमेल और निबंध लेखन, और अंग्रेज़ी बोलने की प्रैक्टिस।",
        },
        stages: [
          {
            title: { en: "Grammar foundation", hi: "ग्रामर की नींव" },
            weeks: 3,
            topics: [
              { en: "Parts of speech", hi: "पार्ट्स ऑफ़ स्पीच" },
              { en: "Tenses", hi: "टेंस" },
              { en: "Subject-verb agreement", hi: "सब्जेक्ट-वर्ब एग्रीमेंट" },
              { en: "Articles and prepositions", hi: "आर्टिकल और प्रिपोज़िशन" },
            ],
          },
          {
            title: { en: "Vocabulary", hi: "शब्दावली" },
            weeks: 2,
            topics: [
              { en: "Synonyms and antonyms", hi: "समानार्थी और विलोम शब्द" },
              { en: "Idioms and phrases", hi: "इडियम और फ़्रेज़" },
              { en: "One-word substitution", hi: "वन-वर्ड सब्स्टिट्यूशन" },
              { en: "Word roots", hi: "शब्दों के मूल (रूट वर्ड)" },
            ],
          },
          {
            title: { en: "Reading comprehension", hi: "रीडिंग कॉम्प्रिहेंशन" },
            weeks: 2,
            topics: [
              { en: "Skimming and scanning", hi: "स्किमिंग और स्कैनिंग" },
              { en: "Inference questions", hi: "अनुमान वाले सवाल" },
              { en: "Para jumbles", hi: "पैरा जंबल" },
            ],
          },
          {
            title: { en: "Verbal ability for tests", hi: "टेस्ट के लिए वर्बल एबिलिटी" },
            weeks: 2,
            topics: [
              { en: "Error spotting", hi: "ग़लती पहचानना" },
              { en: "Sentence improvement", hi: "वाक्य सुधार" },
              { en: "Fill in the blanks", hi: "रिक्त स्थान भरना" },
              { en: "Cloze tests", hi: "क्लोज़ टेस्ट" },
            ],
          },
          {
            title: { en: "Writing", hi: "लेखन" },
            weeks: 1,
            topics: [
              { en: "Formal emails", hi: "औपचारिक ईमेल" },
              { en: "Essays for written English tests", hi: "लिखित अंग्रेज़ी टेस्ट के लिए निबंध" },
            ],
          },
          {
            title: { en: "Speaking", hi: "बोलना" },
            weeks: 2,
            topics: [
              { en: "Pronunciation", hi: "उच्चारण" },
              { en: "Introducing yourself", hi: "अपना परिचय देना" },
              { en: "Everyday conversation", hi: "रोज़मर्रा की बातचीत" },
              { en: "Group practice", hi: "ग्रुप में प्रैक्टिस" },
            ],
          },
        ],
      },
      {
        slug: "CriticalThinking",
        title: {
          en: "Critical Thinking & Decision Making",
          hi: "क्रिटिकल थिंकिंग और डिसीज़न मेकिंग",
        },
        tagline: {
          en: "Question assumptions, weigh evidence and make decisions you can explain.",
          hi: "मान्यताओं पर सवाल उठाएँ, सबूत तौलें और ऐसे फ़ैसले लें जिन्हें आप समझा सकें।",
        },
        description: {
          en: "A two-month roadmap in critical thinking and decision making: how biases work, evaluating arguments and evidence, structured problem solving, decision tools and case practice.",
          hi: "क्रिटिकल थिंकिंग और डिसीज़न मेकिंग का दो महीने का रोडमैप: पूर्वाग्रह कैसे काम करते हैं, तर्क और सबूत परखना, सोच-समझकर क्रम से समस्या सुलझाना, फ़ैसले लेने के तरीक़े और केस प्रैक्टिस।",
        },
        stages: [
          {
            title: { en: "How we think", hi: "हम कैसे सोचते हैं" },
            weeks: 2,
            topics: [
              { en: "What critical thinking is", hi: "क्रिटिकल थिंकिंग क्या है" },
              { en: "Cognitive biases", hi: "सोच के पूर्वाग्रह (कॉग्निटिव बायस)" },
              { en: "Facts, opinions and inferences", hi: "तथ्य, राय और अनुमान" },
            ],
          },
          {
            title: { en: "Arguments and evidence", hi: "तर्क और सबूत" },
            weeks: 2,
            topics: [
              { en: "Premises and conclusions", hi: "आधार और निष्कर्ष" },
              { en: "Common fallacies", hi: "तर्क की आम ग़लतियाँ" },
              { en: "Judging sources", hi: "स्रोतों को परखना" },
            ],
          },
          {
            title: { en: "Problem solving", hi: "समस्या सुलझाना" },
            weeks: 2,
            topics: [
              { en: "Root-cause analysis", hi: "रूट-कॉज़ एनालिसिस" },
              { en: "The five whys", hi: "पाँच बार “क्यों?” पूछना" },
              { en: "Breaking problems down", hi: "समस्या को छोटे हिस्सों में बाँटना" },
              { en: "Creative alternatives", hi: "नए और रचनात्मक विकल्प" },
            ],
          },
          {
            title: { en: "Decision making", hi: "फ़ैसले लेना" },
            weeks: 1,
            topics: [
              { en: "Pros and cons lists", hi: "फ़ायदे और नुक़सान की सूची" },
              { en: "Decision matrices", hi: "डिसीज़न मैट्रिक्स" },
              { en: "Risks and trade-offs", hi: "जोखिम और ट्रेड-ऑफ़" },
            ],
          },
          {
            title: { en: "Case practice", hi: "केस प्रैक्टिस" },
            weeks: 1,
            topics: [
              { en: "Case studies", hi: "केस स्टडी" },
              { en: "Situational judgement questions", hi: "सिचुएशनल जजमेंट के सवाल" },
              { en: "Discussing a case in a group", hi: "ग्रुप में किसी केस पर चर्चा" },
            ],
          },
        ],
      },
      {
        slug: "GDPersonalInterview",
        title: { en: "GD & Personal Interview", hi: "GD और पर्सनल इंटरव्यू" },
        tagline: {
          en: "Speak up in the group discussion and stay composed across the interview table.",
          hi: "ग्रुप डिस्कशन में खुलकर बोलें और इंटरव्यू की टेबल पर शांत बने रहें।",
        },
        description: {
          en: "A one-month roadmap for group discussions and personal interviews: self-presentation, GD technique, HR questions with the STAR method, explaining your projects and mock rounds with feedback.",
          hi: "ग्रुप डिस्कशन और पर्सनल इंटरव्यू के लिए एक महीने का रोडमैप: ख़ुद को पेश करना, GD की तकनीक, STAR तरीक़े से HR के सवाल, अपने प्रोजेक्ट समझाना और फ़ीडबैक के साथ मॉक राउंड।",
        },
        stages: [
          {
            title: { en: "Presenting yourself", hi: "ख़ुद को पेश करना" },
            weeks: 1,
            topics: [
              { en: "Tell me about yourself", hi: "“Tell me about yourself” का जवाब" },
              { en: "Body language", hi: "बॉडी लैंग्वेज" },
              { en: "Voice and pace", hi: "आवाज़ और बोलने की रफ़्तार" },
              { en: "Dressing for interviews", hi: "इंटरव्यू के लिए पहनावा" },
            ],
          },
          {
            title: { en: "Group discussion", hi: "ग्रुप डिस्कशन" },
            weeks: 1,
            topics: [
              { en: "GD formats", hi: "GD के फ़ॉर्मैट" },
              { en: "Opening and summarising", hi: "शुरुआत करना और सार बताना" },
              { en: "Structuring your points", hi: "अपनी बातें क्रम से रखना" },
              { en: "Current-affairs topics", hi: "करंट अफ़ेयर्स के विषय" },
            ],
          },
          {
            title: { en: "HR interview", hi: "HR इंटरव्यू" },
            weeks: 1,
            topics: [
              { en: "Common HR questions", hi: "HR के आम सवाल" },
              { en: "Strengths and weaknesses", hi: "ख़ूबियाँ और कमज़ोरियाँ" },
              { en: "The STAR method", hi: "STAR तरीक़ा" },
              { en: "Relocation and bond questions", hi: "रीलोकेशन और बॉन्ड के सवाल" },
            ],
          },
          {
            title: { en: "Technical round and mocks", hi: "टेक्निकल राउंड और मॉक" },
            weeks: 1,
            topics: [
              { en: "Explaining your projects", hi: "अपने प्रोजेक्ट समझाना" },
              { en: "Walking through your resume", hi: "अपना रिज़्यूमे शुरू से आख़िर तक समझाना" },
              { en: "Mock GDs", hi: "मॉक GD" },
              { en: "Mock interviews with feedback", hi: "फ़ीडबैक के साथ मॉक इंटरव्यू" },
            ],
          },
        ],
      },
    ].map(roadmap),
  );

/** The roadmap with exactly this slug, or null. */
export function getRoadmap(slug: string): Roadmap | null {
  return roadmaps.find((r) => r.slug === slug) ?? null;
}

const withPlaceholder = (name: string) =>
  textSchema.refine((t) => t.en.includes(`{${name}}`) && t.hi.includes(`{${name}}`), {
    message: `needs {${name}} in both languages`,
  });

/**
 * Copy of the roadmap pages, in English and Hindi. The page's title is the roadmap's title
 * followed by `titleSuffix`; "{count}" in `stageCount` is the number of stages.
 */
export const roadmapPage = z
  .object({
    backLabel: textSchema,
    /** Where the back control goes when there is no previous page to return to. */
    backFallbackHref: z.string().startsWith("/"),
    titleSuffix: textSchema,
    stageCount: withPlaceholder("count"),
    stagesTitle: textSchema,
    durationLabel: textSchema,
    totalLabel: textSchema,
    imageTitle: textSchema,
    imageCaption: textSchema,
    imageLinkLabel: textSchema,
    ctaTitle: textSchema,
    ctaText: textSchema,
    campusLabel: textSchema,
    campusHref: z.string().startsWith("/"),
    joinLabel: textSchema,
  })
  .parse({
    backLabel: { en: "Back", hi: "वापस जाएँ" },
    backFallbackHref: "/CampusPrograms",
    titleSuffix: { en: "Roadmap", hi: "रोडमैप" },
    stageCount: { en: "{count} stages", hi: "{count} पड़ाव" },
    stagesTitle: { en: "Stage by stage", hi: "पड़ाव-दर-पड़ाव" },
    durationLabel: { en: "Typical duration", hi: "आम तौर पर लगने वाला समय" },
    totalLabel: { en: "Whole roadmap", hi: "पूरा रोडमैप" },
    imageTitle: { en: "The roadmap as a picture", hi: "तस्वीर में रोडमैप" },
    imageCaption: {
      en: "Save it to your phone and tick off each stage as you finish it.",
      hi: "तस्वीर अंग्रेज़ी में है। इसे अपने फ़ोन में सेव कर लें और हर पड़ाव पूरा होते ही उस पर निशान लगाते जाएँ।",
    },
    imageLinkLabel: { en: "Open the full-size picture", hi: "पूरे साइज़ की तस्वीर खोलें" },
    ctaTitle: { en: "Learn it with us", hi: "इसे हमारे साथ सीखें" },
    ctaText: {
      en: "Classes run in person at our Jabalpur centre in morning and evening batches, with mentors beside you at every stage.",
      hi: "क्लासेस जबलपुर के हमारे सेंटर में आमने-सामने, सुबह और शाम के बैच में होती हैं, और हर पड़ाव पर मेंटर्स आपके साथ रहते हैं।",
    },
    campusLabel: { en: "See batches and fees", hi: "बैच और फ़ीस देखें" },
    campusHref: "/CampusPrograms",
    joinLabel: { en: "Join Us!", hi: "हमसे जुड़ें!" },
  });
