/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { moonCoder } from "@/lib/content/moon-coder";
import { arrayQuestions, treeQuestions, type QuestionSet } from "@/lib/content/practice-questions";

const PUBLIC = join(__dirname, "..", "..", "public");

/** Reads one entry of a zip archive through its central directory (stored or deflated). */
function readZipEntry(zip: Buffer, name: string): string | null {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a zip archive: no end of central directory");
  const entries = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    const method = zip.readUInt16LE(p + 10);
    const compressedSize = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const localHeader = zip.readUInt32LE(p + 42);
    const entryName = zip.toString("utf8", p + 46, p + 46 + nameLength);
    if (entryName === name) {
      const start =
        localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(start, start + compressedSize);
      return (method === 8 ? inflateRawSync(data) : data).toString("utf8");
    }
    p += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

describe.each([
  ["ArrayQuestion.docx", arrayQuestions],
  ["TreeQuestion.docx", treeQuestions],
] as [string, QuestionSet][])("%s", (fileName, set) => {
  const file = readFileSync(join(PUBLIC, "Documents", fileName));

  it("is a Word file (a zip archive)", () => {
    expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("holds every question of the set in its main document", () => {
    const xml = readZipEntry(file, "word/document.xml");
    expect(xml).not.toBeNull();
    expect(set.questions.length).toBeGreaterThanOrEqual(10);
    for (const q of set.questions) expect(xml).toContain(q.title);
  });

  it("is what Moon Coder's gallery button downloads", () => {
    expect(moonCoder.gallery.map((g) => g.href)).toContain(`/Documents/${fileName}`);
  });
});

describe("the practice files on the Hindi page", () => {
  it("stay in English, and the note under each download button says so in Hindi", () => {
    expect(arrayQuestions.title).toBe("Moon Coder practice set: Arrays");
    expect(moonCoder.downloadNote.hi).toContain("फ़ाइल अंग्रेज़ी में है");
    expect(moonCoder.downloadNote.en).not.toMatch(/[\u0900-\u097F]/);
  });
});
