/** @jest-environment node */
// The interface strings: every key exists in both languages, nothing is empty, Hindi is Hindi, and
// a message's placeholders are the same in both.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { APPOINTMENT_CREATED_MESSAGE } from "@/lib/validations/constants";
import { messages } from "@/messages";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, at = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${at}${key}`, value]] : leaves(value, `${at}${key}.`),
  );
}

const en = new Map(leaves(messages.en as unknown as Tree));
const hi = new Map(leaves(messages.hi as unknown as Tree));
const DEVANAGARI = /[\u0900-\u097F]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Keys whose Hindi is, rightly, the same word students use in English. */
const SAME_IN_HINDI = new Set(["contact.whatsapp"]);

it("loads every message file of the messages folder, in both languages", () => {
  for (const locale of ["en", "hi"] as const) {
    const files = readdirSync(join(process.cwd(), "messages", locale)).map((f) =>
      f.replace(/\.json$/, ""),
    );
    expect(Object.keys(messages[locale]).sort()).toEqual(files.sort());
  }
});

it("has the same keys in English and Hindi", () => {
  expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
});

it.each([...en.keys()])("%s is written in both languages with the same placeholders", (key) => {
  const english = en.get(key)!;
  const hindi = hi.get(key)!;
  expect(english.trim()).not.toBe("");
  expect(hindi.trim()).not.toBe("");
  expect(placeholders(hindi)).toEqual(placeholders(english));
  // Numbers and ranges ("800–1000") read the same in both.
  const words = /[A-Za-z]/.test(english);
  if (words && !SAME_IN_HINDI.has(key)) expect(hindi).toMatch(DEVANAGARI);
});

describe("the forms' words", () => {
  it("keep SPEC's English where SPEC fixes it", () => {
    expect(messages.en.form.coderSheet.title).toBe("Fill the Form for Coding Resources");
    expect(messages.en.form.mentorship.open).toBe("Book Mentorship Session");
    // The popup after a booking shows the server's own message on an English page.
    expect(messages.en.form.mentorship.success).toBe(APPOINTMENT_CREATED_MESSAGE);
  });

  it.each(["en", "hi"] as const)("offer the phone, then the email, without scripts (%s)", (l) => {
    expect(messages[l].form.common.needsScript).toMatch(/\{phone\}[^]*\{email\}/);
  });

  it("label each field once per form, so a visitor's screen reader tells them apart", () => {
    for (const locale of ["en", "hi"] as const) {
      const { common, home, coderSheet, mentorship } = messages[locale].form;
      for (const form of [home, coderSheet, mentorship]) {
        const labels = [common.name, common.email, common.phone, form.query];
        expect(new Set(labels).size).toBe(labels.length);
      }
    }
  });
});
