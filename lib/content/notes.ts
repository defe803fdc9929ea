// Notes catalogue: the 42 course categories (SPEC says 41 but lists 42; the old site had 42).
import { z } from "zod";
import { textSchema } from "@/lib/i18n/text";
import { encodeSegment } from "../url";
import { imageSchema, slugify } from "./image";
import { roadmaps } from "./roadmaps";

export const noteCategorySchema = z.object({
  name: z.string().min(1),
  /** What the topic is and why a student would learn it (one or two sentences). */
  summary: z.string().min(1),
  /** What to learn first, in order. */
  firstSteps: z.array(z.string().min(1)).min(3),
  /** simple-icons slug of the brand mark, where the topic has one (drawn into `logo`). */
  brand: z.string().optional(),
  /** Logo tile shown on the catalogue card; only topics with a brand mark have one. */
  logo: imageSchema.optional(),
  /** The picture at the top of the category page, named after the category. */
  image: imageSchema.extend({ alt: z.string().min(1) }),
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
    alt: `${c.name} title card`,
    width: 960,
    height: 400,
  },
});

const CATEGORIES: CategoryInput[] = [
  {
    name: "C++",
    brand: "cplusplus",
    roadmapSlug: "c-plus-plus-programming",
    summary:
      "C++ adds classes and a rich standard library to C. It is fast, close to the machine and the favourite language of competitive programmers.",
    firstSteps: [
      "Input and output with cin and cout",
      "Functions, references and overloading",
      "Classes, constructors and inheritance",
      "The STL: vector, map, set and sort",
    ],
  },
  {
    name: "Java",
    brand: "openjdk",
    roadmapSlug: "java-programming",
    summary:
      "Java runs on the JVM everywhere from Android phones to bank servers, and it is the language most service companies test in placement drives.",
    firstSteps: [
      "Types, loops and arrays",
      "Classes, objects and interfaces",
      "Exceptions and the collections framework",
      "Writing small programs every day",
    ],
  },
  {
    name: "HTML",
    brand: "html5",
    roadmapSlug: "full-stack-development",
    summary:
      "HTML gives every web page its structure. Good HTML makes a site readable by browsers, search engines and screen readers alike.",
    firstSteps: [
      "Headings, paragraphs, lists and links",
      "Images with proper alt text",
      "Forms and their labels",
      "Semantic elements such as header, main and nav",
    ],
  },
  {
    name: "CSS",
    brand: "css",
    roadmapSlug: "full-stack-development",
    summary:
      "CSS decides how a page looks: colours, spacing and layout. Modern CSS can lay out almost any design without extra tools.",
    firstSteps: [
      "Selectors, the box model and units",
      "Flexbox for rows and columns",
      "Grid for whole-page layouts",
      "Media queries for mobile-first design",
    ],
  },
  {
    name: "JavaScript",
    brand: "javascript",
    roadmapSlug: "full-stack-development",
    summary:
      "JavaScript makes web pages interactive and, with Node.js, runs servers too. It is the one language every web developer needs.",
    firstSteps: [
      "Variables, functions and arrays",
      "Objects and ES6 syntax",
      "The DOM and events",
      "Promises and async/await",
    ],
  },
  {
    name: "Python",
    brand: "python",
    roadmapSlug: "python-programming",
    summary:
      "Python reads almost like English, which makes it a great first language and the standard tool for data science, automation and AI.",
    firstSteps: [
      "Variables, conditions and loops",
      "Lists, dictionaries and sets",
      "Functions and modules",
      "Reading and writing files",
    ],
  },
  {
    name: "SQL",
    summary:
      "SQL is how applications ask a relational database for data. Nearly every developer and analyst job expects you to write queries.",
    firstSteps: [
      "SELECT with WHERE and ORDER BY",
      "GROUP BY and aggregate functions",
      "Joins between tables",
      "Subqueries and indexes",
    ],
  },
  {
    name: "React",
    brand: "react",
    roadmapSlug: "full-stack-development",
    summary:
      "React builds user interfaces from small reusable components. It is the most requested frontend skill in web developer job posts.",
    firstSteps: [
      "JSX and components",
      "Props and state",
      "Hooks: useState and useEffect",
      "Routing and forms",
    ],
  },
  {
    name: "Node.js",
    brand: "nodedotjs",
    roadmapSlug: "full-stack-development",
    summary:
      "Node.js runs JavaScript on the server, so one language covers both the browser and the backend of a web application.",
    firstSteps: [
      "Modules and npm",
      "The event loop and asynchronous code",
      "Files and streams",
      "A first HTTP server",
    ],
  },
  {
    name: "Machine Learning",
    roadmapSlug: "machine-learning",
    summary:
      "Machine learning builds programs that improve from data instead of fixed rules: recommendations, spam filters and price predictions all use it.",
    firstSteps: [
      "Python with NumPy and pandas",
      "Statistics and linear algebra basics",
      "Regression and classification",
      "Evaluating a model honestly",
    ],
  },
  {
    name: "System Design",
    summary:
      "System design is planning software that serves millions of users. It is asked in interviews for experienced roles and sharpens how you build anything.",
    firstSteps: [
      "Clients, servers and APIs",
      "Databases, caching and indexes",
      "Load balancing and scaling out",
      "Designing a URL shortener end to end",
    ],
  },
  {
    name: "MongoDB",
    brand: "mongodb",
    roadmapSlug: "full-stack-development",
    summary:
      "MongoDB stores data as flexible JSON-like documents. It is the database of the MERN stack and quick to start with.",
    firstSteps: [
      "Documents and collections",
      "CRUD operations",
      "Queries, projections and indexes",
      "Modelling data with Mongoose",
    ],
  },
  {
    name: "Data Structures",
    summary:
      "Data structures are ways of organising data so programs stay fast. They are the core of every technical interview and coding round.",
    firstSteps: [
      "Arrays and strings",
      "Linked lists, stacks and queues",
      "Trees and binary search trees",
      "Hashing, heaps and graphs",
    ],
  },
  {
    name: "C Programming",
    brand: "c",
    roadmapSlug: "c-programming",
    summary:
      "C is the language underneath operating systems and embedded devices. Learning it teaches you how memory and programs really work.",
    firstSteps: [
      "Data types, operators and printf",
      "Loops and functions",
      "Arrays and strings",
      "Pointers and dynamic memory",
    ],
  },
  {
    name: "DBMS",
    summary:
      "Database management systems store, protect and retrieve data. DBMS theory is a standard part of technical interviews and university exams.",
    firstSteps: [
      "The relational model and keys",
      "ER diagrams",
      "Normalisation up to BCNF",
      "Transactions and ACID properties",
    ],
  },
  {
    name: "Cybersecurity",
    roadmapSlug: "cybersecurity",
    summary:
      "Cybersecurity protects systems and data from attack. Demand for defenders keeps growing as more of life moves online.",
    firstSteps: [
      "Networking: TCP/IP, DNS and HTTP",
      "The Linux command line",
      "Common attacks and how they work",
      "Practising safely in a lab",
    ],
  },
  {
    name: "AI",
    roadmapSlug: "machine-learning",
    summary:
      "Artificial intelligence is the wider field of making machines reason, see and talk. Machine learning is the part that powers most of it today.",
    firstSteps: [
      "Search and problem-solving agents",
      "Basics of machine learning",
      "How language models are trained",
      "Using AI tools responsibly",
    ],
  },
  {
    name: "Deep Learning",
    roadmapSlug: "machine-learning",
    summary:
      "Deep learning trains many-layered neural networks on large data. It drives image recognition, speech and language models.",
    firstSteps: [
      "Neurons, layers and activation functions",
      "Gradient descent and backpropagation",
      "Building a network in Keras or PyTorch",
      "Convolutional networks for images",
    ],
  },
  {
    name: "Full Stack Development",
    roadmapSlug: "full-stack-development",
    summary:
      "A full stack developer builds the whole product: the page in the browser, the API behind it and the database under both.",
    firstSteps: [
      "HTML, CSS and Git",
      "JavaScript and one frontend framework",
      "A backend with Node.js and Express",
      "A database and your first deployment",
    ],
  },
  {
    name: "Cloud Computing",
    summary:
      "Cloud computing rents servers, storage and services over the internet instead of buying hardware. Most new software runs in the cloud.",
    firstSteps: [
      "IaaS, PaaS and SaaS",
      "Virtual machines and storage",
      "Networking in the cloud",
      "Deploying a small web app",
    ],
  },
  {
    name: "Android Dev",
    brand: "android",
    summary:
      "Android powers most phones in India. Building Android apps puts your work in the hands of people you know.",
    firstSteps: [
      "Kotlin basics",
      "Activities, layouts and Jetpack Compose",
      "Lists and navigation",
      "Calling an API and storing data",
    ],
  },
  {
    name: "Angular",
    brand: "angular",
    summary:
      "Angular is a complete frontend framework from Google, built on TypeScript and popular in large enterprise projects.",
    firstSteps: [
      "TypeScript essentials",
      "Components and templates",
      "Services and dependency injection",
      "Routing and forms",
    ],
  },
  {
    name: "AWS",
    summary:
      "Amazon Web Services is the largest cloud platform. Knowing its core services is useful for developers and essential for DevOps roles.",
    firstSteps: [
      "Regions, accounts and IAM",
      "EC2 virtual servers",
      "S3 storage",
      "Deploying an app and watching the bill",
    ],
  },
  {
    name: "Bootstrap",
    brand: "bootstrap",
    summary:
      "Bootstrap is a CSS toolkit of ready-made layouts and components. It helps you build a responsive page quickly.",
    firstSteps: [
      "The grid system",
      "Buttons, cards and navbars",
      "Utility classes",
      "Customising the theme",
    ],
  },
  {
    name: "C# Programming",
    summary:
      "C# is Microsoft's language for .NET: desktop and web applications, cloud services and Unity games.",
    firstSteps: [
      "Types, loops and methods",
      "Classes and interfaces",
      "Collections and LINQ",
      "A small ASP.NET Core app",
    ],
  },
  {
    name: "DevOps",
    summary:
      "DevOps joins development and operations so that code reaches users quickly and safely, through automation at every step.",
    firstSteps: [
      "Linux and shell scripting",
      "Git workflows",
      "Docker containers",
      "A CI/CD pipeline",
    ],
  },
  {
    name: "Django",
    brand: "django",
    roadmapSlug: "python-programming",
    summary:
      "Django is a Python web framework with an admin panel, ORM and authentication built in, so you ship complete sites fast.",
    firstSteps: [
      "Projects, apps and URLs",
      "Models and the ORM",
      "Views and templates",
      "Forms and user login",
    ],
  },
  {
    name: "Express.js",
    brand: "express",
    roadmapSlug: "full-stack-development",
    summary:
      "Express is the minimal web framework for Node.js: routes, middleware and JSON APIs with very little code.",
    firstSteps: [
      "Routes and request handlers",
      "Middleware",
      "Building a REST API",
      "Validation and error handling",
    ],
  },
  {
    name: "Flutter Development",
    brand: "flutter",
    summary:
      "Flutter builds Android and iOS apps from one Dart codebase, with smooth interfaces made of widgets.",
    firstSteps: [
      "Dart basics",
      "Widgets and layouts",
      "State management",
      "Navigation and HTTP calls",
    ],
  },
  {
    name: "Git and Github",
    brand: "git",
    summary:
      "Git records every change to your code; GitHub shares it with a team and shows recruiters what you have built.",
    firstSteps: [
      "init, add, commit and log",
      "Branches and merges",
      "Pushing to GitHub",
      "Pull requests and resolving conflicts",
    ],
  },
  {
    name: "IOS App Development",
    brand: "ios",
    summary:
      "iOS development builds apps for iPhone and iPad with Swift and Apple's tools, for a market that pays well for quality apps.",
    firstSteps: [
      "Swift basics",
      "SwiftUI views and layout",
      "Navigation and lists",
      "Networking and storage",
    ],
  },
  {
    name: "Kotlin",
    brand: "kotlin",
    summary:
      "Kotlin is a concise, safe language for the JVM and Google's preferred language for Android apps.",
    firstSteps: [
      "Variables, null safety and functions",
      "Classes and data classes",
      "Collections and lambdas",
      "Coroutines",
    ],
  },
  {
    name: "MERN Developer",
    roadmapSlug: "full-stack-development",
    summary:
      "The MERN stack is MongoDB, Express, React and Node.js: one language, JavaScript, from the database to the browser.",
    firstSteps: [
      "JavaScript fundamentals",
      "React components and hooks",
      "An Express API on Node.js",
      "MongoDB and connecting the pieces",
    ],
  },
  {
    name: "MySQL",
    brand: "mysql",
    summary:
      "MySQL is a popular open-source relational database, found behind countless web applications.",
    firstSteps: [
      "Creating databases and tables",
      "Writing queries",
      "Joins and constraints",
      "Indexes and backups",
    ],
  },
  {
    name: "PHP",
    brand: "php",
    summary:
      "PHP still runs a large share of the web, including WordPress. It is quick to learn and easy to host.",
    firstSteps: [
      "Syntax, variables and arrays",
      "Handling forms",
      "Sessions and cookies",
      "Working with MySQL",
    ],
  },
  {
    name: "PostgreSQL",
    brand: "postgresql",
    summary:
      "PostgreSQL is a powerful open-source relational database known for reliability and advanced SQL features.",
    firstSteps: [
      "Tables, types and constraints",
      "Queries and joins",
      "Indexes and query plans",
      "Transactions",
    ],
  },
  {
    name: "RDBMS",
    summary:
      "A relational database management system stores data in related tables and keeps it consistent with keys and constraints.",
    firstSteps: [
      "Tables, rows and keys",
      "Relationships between tables",
      "SQL queries",
      "Normalisation",
    ],
  },
  {
    name: "Ruby on Rails",
    brand: "rubyonrails",
    summary:
      "Rails is a Ruby web framework that favours convention over configuration, letting small teams build full products quickly.",
    firstSteps: ["Ruby basics", "MVC and routing", "Active Record models", "Building a CRUD app"],
  },
  {
    name: "Spring Boot",
    brand: "springboot",
    roadmapSlug: "java-programming",
    summary:
      "Spring Boot is the standard way to build Java backends and REST APIs, used widely by product and service companies.",
    firstSteps: [
      "Core Java and Maven",
      "Controllers and REST endpoints",
      "Spring Data JPA",
      "Validation and exception handling",
    ],
  },
  {
    name: "Swift",
    brand: "swift",
    summary: "Swift is Apple's modern, safe language for iPhone, iPad and Mac apps.",
    firstSteps: [
      "Constants, variables and optionals",
      "Functions and closures",
      "Structs, classes and protocols",
      "A first SwiftUI screen",
    ],
  },
  {
    name: "Tailwind",
    brand: "tailwindcss",
    roadmapSlug: "full-stack-development",
    summary:
      "Tailwind CSS styles pages with small utility classes right in the markup, keeping designs consistent without long stylesheets.",
    firstSteps: [
      "Utility classes for spacing and colour",
      "Responsive prefixes",
      "Flex and grid utilities",
      "Customising the theme",
    ],
  },
  {
    name: "UI & UX",
    summary:
      "UI design is how a product looks; UX is how it feels to use. Together they decide whether people enjoy your software.",
    firstSteps: [
      "Design principles and typography",
      "User research and personas",
      "Wireframes and prototypes in Figma",
      "Accessibility basics",
    ],
  },
];

export const noteCategories: NoteCategory[] = z
  .array(noteCategorySchema)
  .length(42)
  .superRefine((list, ctx) => {
    const slugs = new Set(roadmaps.map((r) => r.slug));
    for (const c of list) {
      if (c.roadmapSlug && !slugs.has(c.roadmapSlug)) {
        ctx.addIssue({ code: "custom", message: `${c.name}: unknown roadmap ${c.roadmapSlug}` });
      }
    }
    if (new Set(list.map((c) => c.name.toLowerCase())).size !== list.length) {
      ctx.addIssue({ code: "custom", message: "category names must be unique, ignoring case" });
    }
  })
  .parse(CATEGORIES.map(category));

/** The spec's URL segment: spaces become underscores ("Machine_Learning"). */
export function categorySegment(name: string): string {
  return name.replace(/ /g, "_");
}

/** Encoded path of a category page ("C# Programming" → "/notes/category/C%23_Programming"). */
export function categoryPath(name: string): string {
  return `/notes/category/${encodeSegment(categorySegment(name))}`;
}

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
