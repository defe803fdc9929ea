// The start of a visitor's message on an inbox card: about 80 characters on one line, whole
// words where it can, never half a Hindi letter, with an ellipsis only when something is left out.
import { excerpt } from "@/lib/inbox/excerpt";

test("a short message is shown whole, on one line", () => {
  expect(excerpt("call after 6 pm")).toBe("call after 6 pm");
  expect(excerpt("  Weekend batch?\n\nFees   too.  ")).toBe("Weekend batch? Fees too.");
});

test("a long one stops at a word near 80 characters, with an ellipsis", () => {
  const text =
    "Please call after 6 pm, I am in college all day and cannot pick up the phone before the evening.";
  const shown = excerpt(text);
  expect(shown).toBe(
    "Please call after 6 pm, I am in college all day and cannot pick up the phone…",
  );
  expect(shown.length).toBeLessThanOrEqual(81);
});

test("a long word is cut where it stands", () => {
  expect(excerpt("x".repeat(200))).toBe(`${"x".repeat(80)}…`);
});

test("Hindi is cut between whole letters, a vowel sign kept with its consonant", () => {
  // 79 letters, then कि (a consonant and its vowel sign) across the 80th character.
  const text = `${"क".repeat(79)}कि और भी`;
  expect(excerpt(text)).toBe(`${"क".repeat(79)}…`);
});
