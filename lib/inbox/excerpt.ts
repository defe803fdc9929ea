// The start of what a visitor wrote, for a list's card: one line of about 80 characters, cut
// between whole letters (a Hindi vowel sign stays with its consonant) and, where it can, between
// words, with an ellipsis when something was left out.
export const EXCERPT_CHARS = 80;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let cut = 0;
  for (const { index, segment } of graphemes.segment(flat)) {
    if (index + segment.length > max) break;
    cut = index + segment.length;
  }
  const space = flat.lastIndexOf(" ", cut);
  // A word boundary near the end reads better; a long word is cut where it stands.
  const end = space > max * 0.6 ? space : cut;
  return `${flat.slice(0, end).trimEnd()}…`;
}
