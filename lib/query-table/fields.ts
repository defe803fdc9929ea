// The kinds of URL filter the site's lists use, as nuqs parsers (isomorphic and without zod, so a
// browser that keeps its filters in the address loads little): each comes with the sentence an
// API answers when a value is not allowed. A table of them is a query table (./index.ts).
import {
  createParser,
  parseAsStringLiteral,
  type MultiParserBuilder,
  type SingleParserBuilder,
} from "nuqs/server";
import { isCalendarDay } from "@/lib/calendar-day";

/** A parser and the message of the 400 for a value it refuses. */
export type QueryField<T> = {
  parser: SingleParserBuilder<T> | MultiParserBuilder<T>;
  message: string;
};

/** Most pages any list may ask for. */
export const MAX_PAGE = 100_000;

const listOf = (values: readonly string[]) =>
  values.map((v) => (v === "" ? '"" (any)' : v)).join(", ");

/** One of a fixed list, after `normalise` (letter case by default). */
export function choiceField<const T extends readonly string[]>(
  name: string,
  values: T,
  normalise: (v: string) => string = (v) => v.toLowerCase(),
): QueryField<T[number]> & { parser: SingleParserBuilder<T[number]>; values: T } {
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
export function wholeNumberField(
  name: string,
  min: number,
  max: number,
): QueryField<number> & { parser: SingleParserBuilder<number> } {
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

/** The page of a list, from 1. */
export const pageField = wholeNumberField("page", 1, MAX_PAGE);

/** A day of the calendar written YYYY-MM-DD (no 31 February). */
export function dayField(name: string): QueryField<string> & {
  parser: SingleParserBuilder<string>;
} {
  return {
    parser: createParser<string>({
      parse: (raw) => {
        const text = raw.trim();
        const ok =
          /^\d{4}-\d{2}-\d{2}$/.test(text) &&
          isCalendarDay(text.slice(0, 4), text.slice(5, 7), text.slice(8, 10));
        return ok ? text : null;
      },
      serialize: (v) => v,
    }),
    message: `The "${name}" parameter must be a real date written YYYY-MM-DD.`,
  };
}

/** Free text, trimmed, of 1 to `max` characters. */
export function textField(
  name: string,
  max: number,
  test: (v: string) => boolean = () => true,
  message = `The "${name}" parameter must be 1 to ${max} characters.`,
): QueryField<string> & { parser: SingleParserBuilder<string> } {
  return {
    parser: createParser<string>({
      parse: (raw) => {
        const text = raw.trim();
        return text.length >= 1 && text.length <= max && test(text) ? text : null;
      },
      serialize: (v) => v,
    }),
    message,
  };
}

/** A month of the calendar written YYYY-MM, from the year 2000 (what `<input type="month">` sends). */
export function monthField(name: string): QueryField<string> & {
  parser: SingleParserBuilder<string>;
} {
  return {
    parser: createParser<string>({
      parse: (raw) => {
        const text = raw.trim();
        const ok =
          /^\d{4}-\d{2}$/.test(text) && isCalendarDay(text.slice(0, 4), text.slice(5), "01");
        return ok && text >= "2000-01" ? text : null;
      },
      serialize: (v) => v,
    }),
    message: `The "${name}" parameter must be a month written YYYY-MM.`,
  };
}
