// Writes Moon Coder's practice question sets as Word files in public/Documents/.
// Run: npm run documents (after editing lib/content/practice-questions.ts), then commit the files.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import {
  questionSets,
  type PracticeQuestion,
  type QuestionSet,
} from "../lib/content/practice-questions";
import { site } from "../lib/site";
import { seedFacts } from "../lib/content-store/facts";

const MONO = "Courier New";

/** A labelled block of code-like text; "\n" in the text becomes a line break. */
function codeLines(label: string, text: string): Paragraph {
  const runs = text
    .split("\n")
    .map((line, i) => new TextRun({ text: line, font: MONO, break: i === 0 ? undefined : 1 }));
  return new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), ...runs] });
}

function questionBlock(q: PracticeQuestion, index: number): Paragraph[] {
  return [
    new Paragraph({ text: `${index + 1}. ${q.title}`, heading: HeadingLevel.HEADING_2 }),
    new Paragraph({
      children: [new TextRun({ text: "Difficulty: ", bold: true }), new TextRun(q.difficulty)],
    }),
    new Paragraph({ text: q.statement, spacing: { after: 120 } }),
    new Paragraph({ text: "Example", heading: HeadingLevel.HEADING_3 }),
    codeLines("Input", q.example.input),
    codeLines("Output", q.example.output),
    ...(q.example.explanation
      ? [
          new Paragraph({
            children: [
              new TextRun({ text: "Explanation: ", bold: true }),
              new TextRun(q.example.explanation),
            ],
          }),
        ]
      : []),
    new Paragraph({ text: "Constraints", heading: HeadingLevel.HEADING_3 }),
    ...q.constraints.map((c) => new Paragraph({ text: c, bullet: { level: 0 } })),
    new Paragraph({
      spacing: { before: 120, after: 240 },
      children: [
        new TextRun({ text: "Hint: ", bold: true }),
        new TextRun({ text: q.hint, italics: true }),
      ],
    }),
  ];
}

export function buildDocument(set: QuestionSet): Document {
  return new Document({
    title: set.title,
    creator: site.name,
    description: set.intro,
    sections: [
      {
        children: [
          new Paragraph({ text: set.title, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: set.intro, spacing: { after: 240 } }),
          ...set.questions.flatMap(questionBlock),
          new Paragraph({
            spacing: { before: 360 },
            children: [
              new TextRun({
                text: `${site.name}, ${seedFacts.address.city}. Questions: ${seedFacts.email}`,
                italics: true,
              }),
            ],
          }),
        ],
      },
    ],
  });
}

async function main() {
  const dir = join(process.cwd(), "public", "Documents");
  mkdirSync(dir, { recursive: true });
  for (const set of questionSets) {
    const buffer = await Packer.toBuffer(buildDocument(set));
    writeFileSync(join(dir, set.fileName), buffer);
    console.log(`${set.fileName}: ${set.questions.length} questions, ${buffer.length} bytes`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
