// Roadmap pages under /programs/{slug}: each roadmap's stages, shown as an ordered list and as
// its own generated picture (scripts/images/learning.images.ts draws it from these stages).
import { z } from "zod";
import { imageSchema, slugify } from "./image";

export const roadmapStageSchema = z.object({
  title: z.string().min(1),
  /** Typical length of the stage for a student attending the regular batch. */
  weeks: z.number().int().positive(),
  topics: z.array(z.string().min(1)).min(2),
});
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;

export const roadmapSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  tagline: z.string().min(1),
  /** One or two sentences for search results and the Course structured data. */
  description: z.string().min(1),
  stages: z.array(roadmapStageSchema).min(3),
  image: imageSchema.extend({ alt: z.string().min(1) }),
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

/** The topic lines a stage box shows in the picture (topics joined by a middle dot). */
export function stageTopicLines(stage: RoadmapStage): string[] {
  return topicLines(stage.topics);
}

export function stageBoxHeight(stage: RoadmapStage): number {
  const { stageBase, topicLine } = ROADMAP_IMAGE_LAYOUT;
  return stageBase + (stageTopicLines(stage).length - 1) * topicLine;
}

function imageHeight(stages: RoadmapStage[]): number {
  const { header, footer, stageGap } = ROADMAP_IMAGE_LAYOUT;
  return header + footer + stages.reduce((sum, s) => sum + stageBoxHeight(s) + stageGap, -stageGap);
}

export function totalWeeks(roadmap: Pick<Roadmap, "stages">): number {
  return roadmap.stages.reduce((sum, s) => sum + s.weeks, 0);
}

export function formatWeeks(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** "16 weeks (about 4 months)": the whole roadmap at the regular pace. */
export function formatTotal(weeks: number): string {
  const months = Math.max(1, Math.round(weeks / 4.35));
  return `${formatWeeks(weeks)} (about ${months} ${months === 1 ? "month" : "months"})`;
}

type RoadmapInput = Omit<Roadmap, "image">;

const roadmap = (r: RoadmapInput): Roadmap => ({
  ...r,
  image: {
    src: `/images/roadmaps/${slugify(r.slug)}.webp`,
    alt: `${r.title} roadmap drawn as a path of ${r.stages.length} stages; the same stages are listed on this page.`,
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
  .parse(
    [
      {
        slug: "c-programming",
        title: "C Programming",
        tagline:
          "From your first printf to pointers, memory and files: the language under them all.",
        description:
          "A four-month C roadmap for beginners: syntax, control flow, functions, arrays, strings, pointers, dynamic memory and file handling, ending with a console project and placement-style C questions.",
        stages: [
          {
            title: "Getting started",
            weeks: 2,
            topics: [
              "How a program is compiled and run",
              "Setting up a compiler and editor",
              "printf and scanf",
              "Data types and operators",
            ],
          },
          {
            title: "Control flow",
            weeks: 2,
            topics: [
              "if, else and switch",
              "for, while and do-while loops",
              "Pattern printing",
              "Tracing and debugging",
            ],
          },
          {
            title: "Functions and recursion",
            weeks: 2,
            topics: [
              "Declaring and calling functions",
              "Scope and storage classes",
              "Recursion",
              "Header files",
            ],
          },
          {
            title: "Arrays and strings",
            weeks: 3,
            topics: [
              "One- and two-dimensional arrays",
              "Linear and binary search",
              "Bubble, selection and insertion sort",
              "Strings and string.h",
            ],
          },
          {
            title: "Pointers and memory",
            weeks: 3,
            topics: [
              "Pointer arithmetic",
              "Pointers with arrays and functions",
              "malloc, calloc and free",
              "Structures and unions",
            ],
          },
          {
            title: "Files and a project",
            weeks: 4,
            topics: [
              "Reading and writing files",
              "Command-line arguments",
              "A record-keeping console project",
              "Output-prediction and MCQ practice",
            ],
          },
        ],
      },
      {
        slug: "c-plus-plus-programming",
        title: "C++ Programming",
        tagline: "Object-oriented C++ and the STL: the toolkit of competitive programmers.",
        description:
          "A C++ roadmap from syntax to the Standard Template Library, object-oriented design, data structures and the algorithms asked in coding rounds and contests.",
        stages: [
          {
            title: "C++ basics",
            weeks: 2,
            topics: [
              "cin and cout",
              "References",
              "Function overloading",
              "Control flow and arrays",
            ],
          },
          {
            title: "Object-oriented programming",
            weeks: 3,
            topics: [
              "Classes and objects",
              "Constructors and destructors",
              "Inheritance",
              "Virtual functions",
              "Operator overloading",
            ],
          },
          {
            title: "The Standard Template Library",
            weeks: 3,
            topics: [
              "vector, string and pair",
              "map, set and their unordered forms",
              "Iterators",
              "sort and lower_bound",
            ],
          },
          {
            title: "Data structures",
            weeks: 4,
            topics: ["Linked lists", "Stacks and queues", "Trees and heaps", "Graphs"],
          },
          {
            title: "Algorithms for coding rounds",
            weeks: 4,
            topics: [
              "Time complexity",
              "Binary search and two pointers",
              "Greedy choices",
              "Backtracking",
              "Dynamic programming",
            ],
          },
          {
            title: "Modern C++ and interviews",
            weeks: 2,
            topics: [
              "Smart pointers",
              "Move semantics and lambdas",
              "Contest practice",
              "Mock interviews",
            ],
          },
        ],
      },
      {
        slug: "java-programming",
        title: "Java Programming",
        tagline:
          "Core Java, collections and Spring Boot: the stack most service companies hire for.",
        description:
          "A five-month Java roadmap: the language and object-oriented design, collections, exceptions, multithreading and JDBC, data structures in Java, and a REST API built with Spring Boot.",
        stages: [
          {
            title: "Java fundamentals",
            weeks: 3,
            topics: [
              "JDK, JRE and the JVM",
              "Types and operators",
              "Control flow",
              "Arrays and strings",
            ],
          },
          {
            title: "Object-oriented Java",
            weeks: 3,
            topics: [
              "Classes and objects",
              "Inheritance and interfaces",
              "Abstract classes",
              "Packages and access modifiers",
            ],
          },
          {
            title: "Core APIs",
            weeks: 3,
            topics: [
              "Exception handling",
              "Collections framework",
              "Generics",
              "Lambdas and streams",
            ],
          },
          {
            title: "Advanced Java",
            weeks: 3,
            topics: ["Multithreading", "File I/O", "JDBC with MySQL"],
          },
          {
            title: "Data structures in Java",
            weeks: 4,
            topics: [
              "Lists, stacks and queues",
              "Trees and graphs",
              "Sorting and searching",
              "Recursion and DP problems",
            ],
          },
          {
            title: "Spring Boot project",
            weeks: 4,
            topics: ["REST controllers", "Spring Data JPA", "A CRUD application", "Git and GitHub"],
          },
        ],
      },
      {
        slug: "python-programming",
        title: "Python Programming",
        tagline: "Readable, quick to write and everywhere: Python from basics to real libraries.",
        description:
          "A three-month Python roadmap: syntax, built-in data structures, functions and modules, object-oriented Python, files, and the libraries used in automation and data work.",
        stages: [
          {
            title: "Python basics",
            weeks: 2,
            topics: ["Variables and types", "Input and output", "Conditions", "Loops"],
          },
          {
            title: "Built-in data structures",
            weeks: 2,
            topics: [
              "Lists and tuples",
              "Dictionaries and sets",
              "Comprehensions",
              "String methods",
            ],
          },
          {
            title: "Functions and modules",
            weeks: 2,
            topics: ["Arguments, *args and **kwargs", "Lambdas", "Modules and pip", "Exceptions"],
          },
          {
            title: "Objects and files",
            weeks: 2,
            topics: ["Classes and inheritance", "Special methods", "File handling", "JSON and CSV"],
          },
          {
            title: "Useful libraries",
            weeks: 2,
            topics: ["NumPy", "pandas", "Matplotlib", "requests"],
          },
          {
            title: "Project and interviews",
            weeks: 2,
            topics: [
              "An automation or Flask project",
              "Problem solving in Python",
              "Common interview questions",
            ],
          },
        ],
      },
      {
        slug: "full-stack-development",
        title: "Full Stack Development",
        tagline: "Build, connect and ship a complete web application with the MERN stack.",
        description:
          "A six-month full stack roadmap: HTML, CSS and Git, modern JavaScript, React, Node.js and Express APIs, MongoDB and SQL, then deployment and a capstone project for your portfolio.",
        stages: [
          {
            title: "Web foundations",
            weeks: 3,
            topics: [
              "How the web works",
              "Semantic HTML",
              "CSS flexbox and grid",
              "Responsive design",
              "Git and GitHub",
            ],
          },
          {
            title: "JavaScript",
            weeks: 5,
            topics: ["ES6+ syntax", "The DOM and events", "fetch and async/await", "Modules"],
          },
          {
            title: "Frontend with React",
            weeks: 6,
            topics: ["Components, props and state", "Hooks", "Routing", "Forms", "Tailwind CSS"],
          },
          {
            title: "Backend with Node.js",
            weeks: 5,
            topics: [
              "Node.js runtime",
              "Express routing and middleware",
              "REST APIs",
              "Authentication with JWT",
            ],
          },
          {
            title: "Databases",
            weeks: 3,
            topics: ["MongoDB and Mongoose", "SQL with MySQL", "Data modelling"],
          },
          {
            title: "Deployment and capstone",
            weeks: 4,
            topics: [
              "Environment variables",
              "Deploying frontend and API",
              "Testing basics",
              "A capstone MERN project",
            ],
          },
        ],
      },
      {
        slug: "cybersecurity",
        title: "Cybersecurity",
        tagline: "Learn how systems are attacked so you can defend them, in a safe lab.",
        description:
          "A five-month cybersecurity roadmap: networking and Linux, security principles and cryptography, network and web application security, ethical hacking in a lab, and the defensive work of a security operations centre.",
        stages: [
          {
            title: "IT foundations",
            weeks: 3,
            topics: [
              "OSI and TCP/IP",
              "DNS and HTTP",
              "Linux command line",
              "Windows administration basics",
            ],
          },
          {
            title: "Security fundamentals",
            weeks: 3,
            topics: [
              "Confidentiality, integrity, availability",
              "Threats and attacks",
              "Cryptography basics",
              "Authentication",
            ],
          },
          {
            title: "Network security",
            weeks: 3,
            topics: ["Firewalls and VPNs", "Packet analysis with Wireshark", "Scanning with Nmap"],
          },
          {
            title: "Web application security",
            weeks: 4,
            topics: ["OWASP Top 10", "Burp Suite", "SQL injection and XSS", "Secure coding"],
          },
          {
            title: "Ethical hacking lab",
            weeks: 4,
            topics: [
              "Reconnaissance",
              "Vulnerability assessment",
              "Exploitation basics",
              "Capture-the-flag practice",
            ],
          },
          {
            title: "Defence and career",
            weeks: 3,
            topics: [
              "SOC and SIEM basics",
              "Log analysis",
              "Incident response",
              "Certification paths",
            ],
          },
        ],
      },
      {
        slug: "machine-learning",
        title: "Machine Learning",
        tagline: "Teach computers to learn from data, from regression to neural networks.",
        description:
          "A four-month machine learning roadmap: Python for data, the maths behind the models, supervised and unsupervised learning with scikit-learn, an introduction to deep learning and an end-to-end project.",
        stages: [
          {
            title: "Python for data",
            weeks: 2,
            topics: ["NumPy", "pandas", "Matplotlib", "Jupyter notebooks"],
          },
          {
            title: "Maths for ML",
            weeks: 3,
            topics: [
              "Vectors and matrices",
              "Probability and statistics",
              "Gradients and optimisation",
            ],
          },
          {
            title: "Supervised learning",
            weeks: 4,
            topics: [
              "Linear and logistic regression",
              "Decision trees and random forests",
              "Support vector machines",
              "scikit-learn",
            ],
          },
          {
            title: "Unsupervised learning and evaluation",
            weeks: 2,
            topics: ["k-means clustering", "PCA", "Cross-validation", "Precision, recall and F1"],
          },
          {
            title: "Deep learning basics",
            weeks: 3,
            topics: [
              "Neural networks",
              "Keras or PyTorch",
              "Convolutional networks",
              "Overfitting and regularisation",
            ],
          },
          {
            title: "End-to-end project",
            weeks: 2,
            topics: [
              "Cleaning a real dataset",
              "Training and tuning",
              "Serving a model with Streamlit or Flask",
            ],
          },
        ],
      },
      {
        slug: "aptitude",
        title: "Aptitude",
        tagline:
          "The quantitative section of every placement test, with the shortcuts that save minutes.",
        description:
          "A two-month quantitative aptitude roadmap for campus placement tests: arithmetic, commercial maths, time and work, counting and probability, data interpretation and timed mock tests.",
        stages: [
          {
            title: "Numbers and arithmetic",
            weeks: 2,
            topics: ["Number system", "HCF and LCM", "Simplification", "Percentages"],
          },
          {
            title: "Commercial maths",
            weeks: 2,
            topics: [
              "Profit and loss",
              "Simple and compound interest",
              "Ratio and proportion",
              "Averages and mixtures",
            ],
          },
          {
            title: "Time, speed and work",
            weeks: 2,
            topics: [
              "Time and work",
              "Pipes and cisterns",
              "Speed, time and distance",
              "Boats and trains",
            ],
          },
          {
            title: "Counting and data",
            weeks: 1,
            topics: ["Permutations and combinations", "Probability", "Data interpretation"],
          },
          {
            title: "Timed mock tests",
            weeks: 1,
            topics: ["TCS NQT pattern", "AMCAT pattern", "eLitmus pattern", "Reviewing mistakes"],
          },
        ],
      },
      {
        slug: "reasoning",
        title: "Reasoning",
        tagline:
          "Spot the pattern, fix the arrangement, draw the conclusion: logical reasoning made routine.",
        description:
          "A two-month logical reasoning roadmap for placement tests: series and coding, arrangements and puzzles, syllogisms and statements, non-verbal reasoning and timed practice.",
        stages: [
          {
            title: "Patterns and coding",
            weeks: 2,
            topics: ["Number and letter series", "Coding and decoding", "Analogies", "Odd one out"],
          },
          {
            title: "Arrangements and puzzles",
            weeks: 2,
            topics: [
              "Blood relations",
              "Direction sense",
              "Linear and circular seating",
              "Floor and box puzzles",
            ],
          },
          {
            title: "Logical deduction",
            weeks: 2,
            topics: ["Syllogisms", "Statements and conclusions", "Assumptions", "Cause and effect"],
          },
          {
            title: "Non-verbal reasoning",
            weeks: 1,
            topics: [
              "Figure series",
              "Mirror and water images",
              "Cubes and dice",
              "Data sufficiency",
            ],
          },
          {
            title: "Timed practice",
            weeks: 1,
            topics: ["Sectional tests", "Full-length mocks", "Speed strategies"],
          },
        ],
      },
      {
        slug: "english",
        title: "English",
        tagline: "Grammar, vocabulary and the confidence to write and speak well in any interview.",
        description:
          "A three-month English roadmap for placements: grammar, vocabulary, reading comprehension, verbal ability questions, email and essay writing, and spoken English practice.",
        stages: [
          {
            title: "Grammar foundation",
            weeks: 3,
            topics: [
              "Parts of speech",
              "Tenses",
              "Subject-verb agreement",
              "Articles and prepositions",
            ],
          },
          {
            title: "Vocabulary",
            weeks: 2,
            topics: [
              "Synonyms and antonyms",
              "Idioms and phrases",
              "One-word substitution",
              "Word roots",
            ],
          },
          {
            title: "Reading comprehension",
            weeks: 2,
            topics: ["Skimming and scanning", "Inference questions", "Para jumbles"],
          },
          {
            title: "Verbal ability for tests",
            weeks: 2,
            topics: ["Error spotting", "Sentence improvement", "Fill in the blanks", "Cloze tests"],
          },
          {
            title: "Writing",
            weeks: 1,
            topics: ["Formal emails", "Essays for written English tests"],
          },
          {
            title: "Speaking",
            weeks: 2,
            topics: [
              "Pronunciation",
              "Introducing yourself",
              "Everyday conversation",
              "Group practice",
            ],
          },
        ],
      },
      {
        slug: "CriticalThinking",
        title: "Critical Thinking & Decision Making",
        tagline: "Question assumptions, weigh evidence and make decisions you can explain.",
        description:
          "A two-month roadmap in critical thinking and decision making: how biases work, evaluating arguments and evidence, structured problem solving, decision tools and case practice.",
        stages: [
          {
            title: "How we think",
            weeks: 2,
            topics: [
              "What critical thinking is",
              "Cognitive biases",
              "Facts, opinions and inferences",
            ],
          },
          {
            title: "Arguments and evidence",
            weeks: 2,
            topics: ["Premises and conclusions", "Common fallacies", "Judging sources"],
          },
          {
            title: "Problem solving",
            weeks: 2,
            topics: [
              "Root-cause analysis",
              "The five whys",
              "Breaking problems down",
              "Creative alternatives",
            ],
          },
          {
            title: "Decision making",
            weeks: 1,
            topics: ["Pros and cons lists", "Decision matrices", "Risks and trade-offs"],
          },
          {
            title: "Case practice",
            weeks: 1,
            topics: [
              "Case studies",
              "Situational judgement questions",
              "Discussing a case in a group",
            ],
          },
        ],
      },
      {
        slug: "GDPersonalInterview",
        title: "GD & Personal Interview",
        tagline: "Speak up in the group discussion and stay composed across the interview table.",
        description:
          "A one-month roadmap for group discussions and personal interviews: self-presentation, GD technique, HR questions with the STAR method, explaining your projects and mock rounds with feedback.",
        stages: [
          {
            title: "Presenting yourself",
            weeks: 1,
            topics: [
              "Tell me about yourself",
              "Body language",
              "Voice and pace",
              "Dressing for interviews",
            ],
          },
          {
            title: "Group discussion",
            weeks: 1,
            topics: [
              "GD formats",
              "Opening and summarising",
              "Structuring your points",
              "Current-affairs topics",
            ],
          },
          {
            title: "HR interview",
            weeks: 1,
            topics: [
              "Common HR questions",
              "Strengths and weaknesses",
              "The STAR method",
              "Relocation and bond questions",
            ],
          },
          {
            title: "Technical round and mocks",
            weeks: 1,
            topics: [
              "Explaining your projects",
              "Walking through your resume",
              "Mock GDs",
              "Mock interviews with feedback",
            ],
          },
        ],
      },
    ].map(roadmap),
  );

export function roadmapPath(slug: string): string {
  return `/programs/${slug}`;
}

/** The roadmap with exactly this slug, or null. */
export function getRoadmap(slug: string): Roadmap | null {
  return roadmaps.find((r) => r.slug === slug) ?? null;
}

/** Copy of the roadmap pages. "{roadmap}" is filled in with the roadmap's title. */
export const roadmapPage = z
  .object({
    backLabel: z.string().min(1),
    /** Where the back control goes when there is no previous page to return to. */
    backFallbackHref: z.string().startsWith("/"),
    titleSuffix: z.string().min(1),
    stagesTitle: z.string().min(1),
    durationLabel: z.string().min(1),
    totalLabel: z.string().min(1),
    imageTitle: z.string().min(1),
    imageCaption: z.string().min(1),
    imageLinkLabel: z.string().min(1),
    ctaTitle: z.string().min(1),
    ctaText: z.string().min(1),
    campusLabel: z.string().min(1),
    campusHref: z.string().startsWith("/"),
    joinLabel: z.string().min(1),
  })
  .parse({
    backLabel: "Back",
    backFallbackHref: "/CampusPrograms",
    titleSuffix: "Roadmap",
    stagesTitle: "Stage by stage",
    durationLabel: "Typical duration",
    totalLabel: "Whole roadmap",
    imageTitle: "The roadmap as a picture",
    imageCaption: "Save it to your phone and tick off each stage as you finish it.",
    imageLinkLabel: "Open the full-size picture",
    ctaTitle: "Learn it with us",
    ctaText:
      "Classes run in person at our Jabalpur centre in morning and evening batches, with mentors beside you at every stage.",
    campusLabel: "See batches and fees",
    campusHref: "/CampusPrograms",
    joinLabel: "Join Us!",
  });
