// The kinds of URL filter the problem browsers use, as nuqs parsers (isomorphic, no zod, so the
// browser loads little): each comes with the sentence our API answers when a value is not allowed.
import {
  createMultiParser,
  createParser,
  parseAsStringLiteral,
  type SingleParserBuilder,
} from "nuqs/server";
import { MAX_PAGE } from "./options";

/** A parser and the message of the 400 for a value it refuses. */
export type FilterField<T> = { parser: SingleParserBuilder<T>; message: string };

const listOf = (values: readonly string[]) =>
  values.map((v) => (v === "" ? '"" (any)' : v)).join(", ");

/** One of a fixed list, after `normalise` (letter case); the first value is the default. */
export function choiceField<const T extends readonly string[]>(
  name: string,
  values: T,
  normalise: (v: string) => string = (v) => v.toLowerCase(),
): FilterField<T[number]> & { values: T } {
  const literal = parseAsStringLiteral(values);
  return {
    values,
    parser: createParser<T[number]>({
      parse: (raw) => literal.parse(normalise(raw.trim())),
      serialize: (value) => value,
    }),
    message: `The "${name}" parameter must be one of: ${listOf(values)}.`,
  };
}

/** A whole number from `min` to `max`, written in at most 6 digits. */
export function wholeNumberField(name: string, min: number, max: number): FilterField<number> {
  return {
    parser: createParser<number>({
      parse: (raw) => {
        const text = raw.trim();
        if (!/^\d{1,6}$/.test(text)) return null;
        const value = Number(text);
        return value >= min && value <= max ? value : null;
      },
      serialize: String,
    }),
    message: `The "${name}" parameter must be a whole number from ${min} to ${max}.`,
  };
}

export const pageField = wholeNumberField("page", 1, MAX_PAGE);

/** Most tags one address may choose. */
export const MAX_TAGS = 20;
/** A Codeforces tag as the archive spells them: "dp", "binary search", "*special", "2-sat". */
const TAG = /^[a-z0-9*][a-z0-9 *.-]{0,39}$/;

/**
 * Codeforces tags, each its own parameter (`?tags=dp&tags=binary+search`, as a plain form sends
 * checkboxes), lower-cased, without repeats. One bad tag or too many refuses the whole list.
 */
export const tagsField = {
  parser: createMultiParser<string[]>({
    parse: (values) => {
      const tags = [...new Set(values.map((t) => t.trim().toLowerCase()).filter(Boolean))];
      return tags.length <= MAX_TAGS && tags.every((t) => TAG.test(t)) ? tags.sort() : null;
    },
    serialize: (tags) => tags,
    eq: (a, b) => a.length === b.length && a.every((t, i) => t === b[i]),
  }),
  message: `The "tags" parameter must be up to ${MAX_TAGS} Codeforces tags, such as tags=dp&tags=greedy.`,
};

/** A handle of a platform, checked by its own rule (lib/live-data/progress.ts). */
export function handleField(isHandle: (v: string) => boolean, message: string) {
  return {
    parser: createParser<string>({
      parse: (raw) => (isHandle(raw.trim()) ? raw.trim() : null),
      serialize: (v) => v,
    }),
    message,
  } satisfies FilterField<string>;
}
