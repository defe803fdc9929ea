// /Amcat, /Cocubes, /Elitmus: the three exam overview pages and their figures.
import { z } from "zod";

/** A figure table: the first cell of each row is its header. */
const tableSchema = z.object({
  caption: z.string().min(1),
  columns: z.array(z.string().min(1)).min(2),
  rows: z.array(z.array(z.string().min(1)).min(2)).min(1),
  /** A closing row such as totals. */
  footer: z.array(z.string().min(1)).min(2).optional(),
});
export type FigureTable = z.infer<typeof tableSchema>;

export const examSchema = z.object({
  path: z.enum(["/Amcat", "/Cocubes", "/Elitmus"]),
  /** The name on the tab and in headings. */
  name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  lead: z.string().min(1),
  tables: z.array(tableSchema).min(1),
  tipsTitle: z.string().min(1),
  tips: z.array(z.string().min(1)).min(1),
});
export type Exam = z.infer<typeof examSchema>;

export const examLabels = {
  tabs: "Exam overviews",
  back: "Back to Marathon Classes",
};

const tableWidthCheck = (exam: Exam) =>
  exam.tables.every(
    (t) =>
      t.rows.every((r) => r.length === t.columns.length) &&
      (!t.footer || t.footer.length === t.columns.length),
  );

export const exams: Exam[] = z
  .array(examSchema.refine(tableWidthCheck, "every row needs one cell per column"))
  .length(3)
  .parse([
    {
      path: "/Amcat",
      name: "AMCAT",
      title: "AMCAT exam overview",
      description:
        "AMCAT at a glance: 145 questions in 101 minutes, adaptive, no negative marking, with its compulsory modules, optional CS/IT modules and a test report.",
      lead: "AMCAT is an adaptive employability test many companies use to shortlist freshers. One sitting gives you a score report you can share with several employers.",
      tables: [
        {
          caption: "AMCAT at a glance",
          columns: ["Item", "Detail"],
          rows: [
            ["Questions", "145"],
            ["Duration", "101 minutes"],
            ["Negative marking", "No"],
            ["Format", "Adaptive: each answer sets the difficulty of the next question"],
            ["Result", "A test report with your score in every module"],
          ],
        },
        {
          caption: "AMCAT modules",
          columns: ["Module", "Round"],
          rows: [
            ["English", "Compulsory"],
            ["Quantitative Ability (Advanced)", "Compulsory"],
            ["Logical Ability", "Compulsory"],
            ["AMPI (personality)", "Compulsory"],
            ["Information Gathering and Synthesis", "Compulsory (may vary)"],
            ["Automata Fix", "Optional, for CS/IT students"],
            ["Computer Science", "Optional, for CS/IT students"],
          ],
        },
      ],
      tipsTitle: "How to prepare",
      tips: [
        "Attempt every question: with no negative marking a guess costs nothing.",
        "Each answer shapes the next question, so settle it before you move on.",
        "CS/IT students should practise debugging small programs for Automata Fix.",
      ],
    },
    {
      path: "/Cocubes",
      name: "CoCubes",
      title: "CoCubes exam overview",
      description:
        "CoCubes 2024 test pattern: sections, number of questions and minutes for aptitude, computer fundamentals, domain, psychometric, coding and written English.",
      lead: "CoCubes is an online assessment used by many recruiters for campus hiring. Each section is timed separately, so pace matters as much as accuracy.",
      tables: [
        {
          caption: "CoCubes 2024 test sections",
          columns: ["Section", "Questions", "Minutes"],
          rows: [
            ["Quantitative, English and Logical", "30", "45"],
            ["Computer Fundamentals", "15", "15"],
            ["Domain", "50", "12"],
            ["Psychometric", "50", "12"],
            ["Coding", "3", "45"],
            ["Written English", "1", "25"],
          ],
        },
      ],
      tipsTitle: "How to prepare",
      tips: [
        "Domain and Psychometric give you well under a minute per question: answer on instinct.",
        "Coding has three problems in 45 minutes; get one fully correct before polishing another.",
        "Written English is a single essay: plan for five minutes, then write in clear paragraphs.",
      ],
    },
    {
      path: "/Elitmus",
      name: "eLitmus",
      title: "eLitmus exam overview",
      description:
        "eLitmus test pattern: three sections of 20 questions and 200 marks, 60 questions and 600 marks in all, negative marking, and how marks map to percentiles.",
      lead: "eLitmus reports a percentile that companies use as a cut-off. Negative marking means a careful attempt beats a fast one.",
      tables: [
        {
          caption: "eLitmus sections",
          columns: ["Section", "Questions", "Marks"],
          rows: [
            ["Problem Solving and Reasoning", "20", "200"],
            ["Quantitative Aptitude", "20", "200"],
            ["Verbal", "20", "200"],
          ],
          footer: ["Total", "60", "600"],
        },
        {
          caption: "Marks and the percentile they map to, by section",
          columns: ["Section", "Marks", "Percentile"],
          rows: [
            ["Problem Solving and Reasoning", "35–90", "75–95"],
            ["Quantitative Aptitude", "50–80", "75–95"],
            ["Verbal", "95–160", "65–90"],
          ],
        },
      ],
      tipsTitle: "How to prepare",
      tips: [
        "Negative marking applies: skip a question rather than guess blindly.",
        "A modest score can already give a high percentile, so aim for accuracy over coverage.",
        "Practise reasoning puzzles regularly: they take the longest to get fast at.",
      ],
    },
  ]);

export function getExamOrThrow(path: Exam["path"]): Exam {
  const exam = exams.find((e) => e.path === path);
  if (!exam) throw new Error(`No exam overview for ${path}`);
  return exam;
}
